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

/** The straight RGBA of `count` pixels sent as runs: 32-bit little-endian words, a count n
 * then n pixels when n > 0, or one pixel repeated −n times when n < 0. */
function expandRuns(buffer, count) {
  const words = new Uint32Array(buffer);
  const counts = new Int32Array(buffer);
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

/** Renders a scene as the pixels that changed since frame `have` (the one shown; 0: none):
 * `{frame: {id, width, height, x, y, w, h}, pixels: Uint8ClampedArray (RGBA rows of the
 * w×h rectangle at x, y), statuses}`. */
export async function frame(fields, have) {
  const query = new URLSearchParams({ ...fields, have: String(have || 0), token });
  const response = await check(await fetch(`/api/frame?${query}`));
  let statuses = {};
  try {
    statuses = JSON.parse(response.headers.get("X-Easel-Statuses") || "{}");
  } catch (_) { /* none */ }
  const head = JSON.parse(response.headers.get("X-Easel-Frame"));
  const pixels = expandRuns(await response.arrayBuffer(), head.w * head.h);
  return { frame: head, pixels, statuses };
}

/** Opens the WebSocket; `onMessage` gets each pushed JSON object. Reconnects when closed. */
export function connect(onMessage) {
  const socket = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
  socket.addEventListener("message", (event) => {
    try {
      onMessage(JSON.parse(event.data));
    } catch (_) { /* ignore what is not JSON */ }
  });
  socket.addEventListener("close", () => setTimeout(() => connect(onMessage), 1000));
  return socket;
}
