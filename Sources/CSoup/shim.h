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
