// The designer's JSON + WebSocket API (docs/designer-api.md), with the page's token.
const token = new URLSearchParams(location.search).get("token") || "";

/** An API error: the server's message and HTTP status. */
export class APIError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function check(response) {
  if (response.ok) return response;
  let message = `${response.status} ${response.statusText}`;
  try {
    message = (await response.json()).error || message;
  } catch (_) { /* not JSON */ }
  throw new APIError(response.status, message);
}

/** GET /api/<endpoint>?<fields> as JSON. */
export async function get(endpoint, fields = {}) {
  const query = new URLSearchParams({ ...fields, token });
  return (await check(await fetch(`/api/${endpoint}?${query}`))).json();
}

/** POST /api/<endpoint> with a JSON body. */
export async function post(endpoint, body) {
  const response = await fetch(`/api/${endpoint}?token=${encodeURIComponent(token)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await check(response)).json();
}

/** The straight RGBA of `count` pixels sent as runs, from `buffer` at `offset` (a multiple of
 * four): 32-bit little-endian words, a count n then n pixels when n > 0, or one pixel
 * repeated −n times when n < 0. */
function expandRuns(buffer, count, offset = 0) {
  const length = (buffer.byteLength - offset) >> 2;
  const words = new Uint32Array(buffer, offset, length);
  const counts = new Int32Array(buffer, offset, length);
  const out = new Uint32Array(count);
  let i = 0;
  let o = 0;
  while (i < words.length && o < count) {
    const n = counts[i++];
    if (n > 0) {
      out.set(words.subarray(i, i + n), o);
      i += n;
      o += n;
    } else {
      out.fill(words[i++], o, o - n);
      o -= n;
    }
  }
  return new Uint8ClampedArray(out.buffer);
}

/** A frame pushed over the WebSocket: a 32-bit little-endian byte count, that many bytes of
 * JSON (the head, padded so that the runs start at a multiple of four), then the runs. */
function readFrame(buffer) {
  const length = new DataView(buffer).getUint32(0, true);
  const head = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, length)));
  return { frame: head, pixels: expandRuns(buffer, head.w * head.h, 4 + length), statuses: head.statuses || {} };
}

/** The page's WebSocket, reopened when it closes. `handlers.message(object)` gets each pushed
 * JSON object, `handlers.frame({frame, pixels, statuses})` each pushed frame (the head as
 * `frame`, with `type`, `document`, `scene`, `version`, `tag` and `base`), `handlers.open()`
 * runs each time it opens (a reopened socket watches nothing yet). */
export class Channel {
  constructor(handlers) {
    this.handlers = handlers;
    this.open();
  }

  open() {
    const socket = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    socket.addEventListener("open", () => this.handlers.open?.());
    socket.addEventListener("message", (event) => {
      if (event.data instanceof ArrayBuffer) {
        this.handlers.frame(readFrame(event.data));
        return;
      }
      let message;
      try {
        message = JSON.parse(event.data);
      } catch (_) { return; /* not JSON */ }
      this.handlers.message(message);
    });
    socket.addEventListener("close", () => setTimeout(() => this.open(), 1000));
  }

  /** Sends `object` as JSON when the socket is open (else `handlers.open` sends what is
   * needed when it opens). */
  send(object) {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(object));
  }

  /** Asks for the frames of a scene (`fields`: document, scene, scale, appearance, language,
   * device), the first as a change of frame `have` (the one shown), each marked with `tag`. */
  watch(fields, have, tag) {
    this.send({ type: "watch", ...fields, have: have || 0, tag });
  }

  /** Stops the frames of the scene watched. */
  unwatch() {
    this.send({ type: "unwatch" });
  }
}
