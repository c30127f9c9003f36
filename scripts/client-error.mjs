// What the production server (scripts/serve.mjs) answers when Node's HTTP
// parser refuses a request before the app sees it ('clientError'): the API's
// error envelope instead of Node's bare status line. A request line or header
// section past Node's limit (16 KB) is 414 URI_TOO_LONG when the request line
// takes more than half of it (or the overflowing bytes are still one request
// target: no line break, no space), else 431 HEADERS_TOO_LARGE; any other parse failure is 400 BAD_REQUEST. The codes
// and messages are those of server/core/errors.ts (client-error.test.ts
// checks they agree). The connection is closed: the parser's state is lost.
import { Buffer } from "node:buffer";
import { maxHeaderSize } from "node:http";
import { ulid } from "ulid";

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

/** The 'clientError' listener: answers in the envelope when the socket can still be written, else just closes it. */
export function answerClientError(error, socket) {
  // A reset or a timed-out idle connection: nobody is waiting for an answer.
  if (error.code === "ECONNRESET" || error.code === "ERR_HTTP_REQUEST_TIMEOUT" || !socket.writable || socket.bytesWritten > 0) {
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
}
