// What the production server (scripts/serve.mjs) answers when Node's HTTP
// parser refuses a request before the app sees it ('clientError'): the API's
// error envelope instead of Node's bare status line. A request line or header
// section past Node's limit (16 KB) is 414 URI_TOO_LONG when the request line
// takes more than half of it (or the overflowing bytes are still one request
// target: no line break, no space), else 431 HEADERS_TOO_LARGE; any other parse failure is 400 BAD_REQUEST. The codes
// and messages are those of server/core/errors.ts (client-error.test.ts
// checks they agree). The connection is closed: the parser's state is lost.
//
// A connection that already served requests (fetch keeps its connections
// alive and reuses them) is answered like a new one, unless a response is
// still being written on it.
//
// Closing: a lingering close. The answer is followed by our FIN only; what
// the client still sends is read and dropped until it closes its side, at
// most LINGER_MS and MAX_DISCARDED_BYTES, then the socket is destroyed.
// Destroying at once, with request bytes unread or still arriving, makes the
// kernel answer them with a reset, which a client still writing can see
// instead of the answer; never destroying would leave a silent client's
// socket open for ever.
import { Buffer } from "node:buffer";
import { maxHeaderSize } from "node:http";
import { clearTimeout, setTimeout } from "node:timers";
import { ulid } from "ulid";

/** How long an answered connection may stay open for the client to finish sending and close. */
export const LINGER_MS = 3_000;
/** What an answered connection reads and drops at most before it is destroyed (an endless sender). */
export const MAX_DISCARDED_BYTES = 1024 * 1024;

/** Sockets answered here, with their bytesRead at the answer. */
const lingering = new WeakMap();

export const CLIENT_ERRORS = {
  URI_TOO_LONG: { status: 414, reason: "URI Too Long", message: "The request URL is longer than the server accepts." },
  HEADERS_TOO_LARGE: { status: 431, reason: "Request Header Fields Too Large", message: "The request headers are larger than the server accepts." },
  BAD_REQUEST: { status: 400, reason: "Bad Request", message: "The request is malformed." },
};

/** Whether the URL is what overflowed: a request line over half the limit, or overflowing bytes that are one request target. */
function overflowsInUrl(rawPacket) {
  if (!rawPacket) return false;
  const text = Buffer.from(rawPacket).toString("latin1");
  const lineEnd = text.indexOf("\n");
  // The packet that opens the request starts with the method and a space.
  if (/^[A-Z]+ /.test(text)) return (lineEnd === -1 ? text.length : lineEnd) > maxHeaderSize / 2;
  return lineEnd === -1 && !text.includes(" ");
}

function codeFor(error) {
  if (error.code === "HPE_HEADER_OVERFLOW") return overflowsInUrl(error.rawPacket) ? "URI_TOO_LONG" : "HEADERS_TOO_LARGE";
  return "BAD_REQUEST";
}

/**
 * Whether a response of an earlier request on this keep-alive connection is still being
 * written: an answer now would be mixed into it. Node's http server sets `_httpMessage`
 * while a response owns the socket and clears it when that response finishes, and tests
 * the same field for its own default answer. Earlier, finished responses do not count
 * (fetch reuses connections: bytesWritten alone refused every reused one).
 */
const responseInFlight = (socket) => Boolean(socket._httpMessage);

/** Keeps an answered socket reading (and dropping) until the client closes, within the linger bounds. */
function lingerAfterAnswer(socket) {
  lingering.set(socket, socket.bytesRead);
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}

/** The 'clientError' listener: answers in the envelope when the socket can still be written, else just closes it. */
export function answerClientError(error, socket) {
  const readAtAnswer = lingering.get(socket);
  if (readAtAnswer !== undefined) {
    // The parser reports each further chunk of the refused request again: dropped while lingering.
    const parsing = typeof error.code === "string" && error.code.startsWith("HPE_");
    if (!parsing || socket.bytesRead - readAtAnswer > MAX_DISCARDED_BYTES) socket.destroy();
    return;
  }
  // A reset or a timed-out idle connection: nobody is waiting for an answer.
  if (error.code === "ECONNRESET" || error.code === "ERR_HTTP_REQUEST_TIMEOUT" || !socket.writable || responseInFlight(socket)) {
    socket.destroy();
    return;
  }
  const code = codeFor(error);
  const { status, reason, message } = CLIENT_ERRORS[code];
  const requestId = ulid();
  const body = JSON.stringify({ error: { code, message, details: null, request_id: requestId } });
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      "Content-Type: application/json; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Cache-Control: no-store",
      "X-Content-Type-Options: nosniff",
      `X-Request-Id: ${requestId}`,
      "Connection: close",
      "",
      body,
    ].join("\r\n"),
  );
  lingerAfterAnswer(socket);
}
