// One cap on every request body, before any route reads it. Route code that reads a body whole
// (React Router's formData() in page actions, Better Auth's request.json(), the webhook's text())
// would otherwise hold a 300 MB POST in memory; JSON APIs keep their own, smaller caps (readJsonBody).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import { defaultLocale, localeFromCookie, matchAcceptLanguage, type Locale } from "../../shared/i18n/locales.ts";

/** Larger than any legitimate body (a 3-minute run log, a campaign template, a Stripe event). */
export const MAX_REQUEST_BODY_BYTES = 2_000_000;

export interface BodyRefusal {
  status: 411 | 413;
  error: "length_required" | "body_too_large";
  message: string;
}

/**
 * Why a request's body is refused before it is read, or null. The declared Content-Length must be
 * within the cap (Node never hands a route more bytes than it declares); a body without one
 * (chunked) is refused, as no browser, Stripe or our own client sends one.
 */
export function bodyRefusal(headers: IncomingHttpHeaders, maxBytes = MAX_REQUEST_BODY_BYTES): BodyRefusal | null {
  const declared = headers["content-length"];
  if (declared !== undefined) {
    return Number(declared) > maxBytes
      ? { status: 413, error: "body_too_large", message: translate(localeOf(headers), "api.error.tooLarge") }
      : null;
  }
  if (headers["transfer-encoding"] !== undefined) {
    return { status: 411, error: "length_required", message: translate(localeOf(headers), "api.error.invalidJson") };
  }
  return null;
}

/** The refusal's language: the `lang` cookie, else Accept-Language (the request never reaches the router). */
function localeOf(headers: IncomingHttpHeaders): Locale {
  return localeFromCookie(headers.cookie) ?? matchAcceptLanguage(headers["accept-language"]) ?? defaultLocale;
}

/** Wraps the server's request handler: a refused body is answered at once and never read. */
export function limitRequestBodies(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  maxBytes = MAX_REQUEST_BODY_BYTES,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const refusal = bodyRefusal(req.headers, maxBytes);
    if (!refusal) {
      handle(req, res);
      return;
    }
    const text = JSON.stringify({ error: refusal.error, message: refusal.message });
    res.writeHead(refusal.status, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(text),
      "Cache-Control": "no-store",
    });
    res.end(text);
    // The client is still sending: closing now would cut it off before it reads the answer (EPIPE),
    // so the rest is read and dropped (never kept), up to a bound past which the connection is cut.
    let dropped = 0;
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > MAX_DROPPED_BYTES) req.socket.destroy();
    });
  };
}

/** How much of a refused body is read and dropped so that its sender sees the answer. */
const MAX_DROPPED_BYTES = 16_000_000;
