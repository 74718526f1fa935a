import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
// Reading a request's or a fetched response's body with a byte cap: the stream is cancelled as soon
// as the cap is passed, so an oversized body is never held in memory whole.

/** The body as UTF-8 text, or null when it is larger than `maxBytes`. */
export async function readTextUpTo(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<string | null> {
  if (!body) return "";
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Wraps the server's request handler: a body the route answered without reading to the end (a 401
 * before the JSON, a 413 by its Content-Length, a reader cancelled at its cap) is read and dropped once
 * the answer is sent. React Router's request adapter pauses an unread body on the socket so it is
 * never held in memory; left paused, it holds up the keep-alive connection, and the client's next
 * request on it waits until Node's request timeout (minutes). Bodies are bounded before this
 * (server/http/body-limit.ts), so the drain is too.
 */
export function drainUnreadBodies(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      // The adapter's listener would queue what is left for a reader that is gone.
      req.removeAllListeners("data");
      req.on("data", () => {});
      req.resume();
    });
    handle(req, res);
  };
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; error: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: "Request Header Fields Too Large",
    error: "headers_too_large",
    message: "The request's address or headers are too long.",
  },
};
const BAD_REQUEST = { status: 400, reason: "Bad Request", error: "bad_request", message: "The request could not be read." };

/**
 * Answers requests Node's HTTP parser refuses (an address or headers over the size limit, a broken
 * request line) with a JSON error, then lets the client finish sending before the connection closes.
 * Node's own answer destroys the socket at once, so a client still writing its body (a long address
 * with a large body) saw the connection reset instead of the 431.
 */
export function answerClientErrors(server: Server): void {
  const answered = new WeakSet<Duplex>();
  server.on("clientError", (error: Error & { code?: string }, socket: Duplex) => {
    // The parser reports again for each chunk that follows: one answer per connection.
    if (answered.has(socket)) return;
    answered.add(socket);
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = CLIENT_ERRORS[error.code ?? ""] ?? BAD_REQUEST;
    const body = JSON.stringify({ error: answer.error, message: answer.message });
    socket.end(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    // What the client still sends is read and dropped by the server's parser; give it a moment.
    setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS).unref();
  });
}

/** How long a refused connection stays open for the client to finish writing and read the answer. */
export const CLIENT_ERROR_LINGER_MS = 2_000;
