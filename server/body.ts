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
