import type { IncomingMessage, ServerResponse } from "node:http";
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
 * (server/security/body-limit.ts), so the drain is too.
 */
export function drainUnreadBodies(handle: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void {
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
