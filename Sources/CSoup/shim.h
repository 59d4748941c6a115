#include <libsoup/soup.h>

/* Typed forms of g_signal_connect (a macro Swift cannot call) for the two WebSocket
   signals the designer listens to. */
typedef void (*csoup_websocket_message_callback)(SoupWebsocketConnection *connection,
                                                 gint type, GBytes *message,
                                                 gpointer user_data);
typedef void (*csoup_websocket_closed_callback)(SoupWebsocketConnection *connection,
                                                gpointer user_data);

static inline gulong csoup_on_websocket_message(SoupWebsocketConnection *connection,
                                                csoup_websocket_message_callback callback,
                                                gpointer user_data) {
  return g_signal_connect(connection, "message", G_CALLBACK(callback), user_data);
}

static inline gulong csoup_on_websocket_closed(SoupWebsocketConnection *connection,
                                               csoup_websocket_closed_callback callback,
                                               gpointer user_data) {
  return g_signal_connect(connection, "closed", G_CALLBACK(callback), user_data);
}

/* Sets a WebSocket connection's "max-total-message-size" (the limit on a whole message,
   however many fragments carry it; libsoup 3.7.1 and later) when its libsoup has that
   property (g_object_set is variadic, which Swift cannot call). Answers whether it had. */
static inline gboolean csoup_set_max_total_message_size(SoupWebsocketConnection *connection,
                                                        guint64 size) {
  GObjectClass *class = G_OBJECT_GET_CLASS(connection);
  if (g_object_class_find_property(class, "max-total-message-size") == NULL) return FALSE;
  g_object_set(connection, "max-total-message-size", size, NULL);
  return TRUE;
}

/* Typed form of g_signal_connect for a server message's "finished" signal: the message is
   done, answered or not (its client may have gone). */
typedef void (*csoup_server_message_finished_callback)(SoupServerMessage *message,
                                                       gpointer user_data);

static inline gulong csoup_on_server_message_finished(
    SoupServerMessage *message, csoup_server_message_finished_callback callback,
    gpointer user_data) {
  return g_signal_connect(message, "finished", G_CALLBACK(callback), user_data);
}
