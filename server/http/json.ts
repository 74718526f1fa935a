// The JSON edge of every resource route: one success shape, one error shape
// (`{ error: "snake_code", message: "Text for people" }`), one bounded body reader. Answers are never
// cached by browsers or proxies unless a route says otherwise.
import type { z } from "zod";
import { readTextUpTo } from "./body.ts";
import type { Failure } from "./result.ts";

/** A JSON body larger than this is refused with 413 unless the route passes its own limit. */
export const MAX_BODY_BYTES = 1_000_000;

function noStore(headers?: HeadersInit): Headers {
  const out = new Headers(headers);
  if (!out.has("Cache-Control")) out.set("Cache-Control", "no-store");
  return out;
}

/**
 * A JSON Response with its Content-Length. React Router streams a Response's body to Node, so without
 * the length the compression middleware cannot tell a small answer from a large one and gzips every
 * one (a zlib stream per answer: ~6 % of a loaded server's CPU on the run finish, for a few hundred
 * bytes saved); with it, answers under the threshold (1 KB) go out as they are.
 */
function jsonResponse(body: unknown, status: number, headers: Headers): Response {
  const text = JSON.stringify(body);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  headers.set("Content-Length", String(Buffer.byteLength(text)));
  return new Response(text, { status, headers });
}

/** A JSON answer (200 unless `status` says otherwise), `Cache-Control: no-store` unless given. */
export function jsonOk(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  return jsonResponse(body, init.status ?? 200, noStore(init.headers));
}

/** The one shape of every JSON error. `extra` adds fields beside error and message (e.g. `field`). */
export function jsonError(
  status: number,
  error: string,
  message: string,
  headers?: HeadersInit,
  extra?: Record<string, unknown>,
): Response {
  return jsonResponse({ error, message, ...extra }, status, noStore(headers));
}

/** Seconds for a Retry-After header: whole seconds, at least 1. */
export function retryAfterSeconds(retryAfterMs: number): string {
  return String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/**
 * A service's Failure as its JSON error (with `field` when the failure names one, and Retry-After
 * when it says when to try again). `headers` go with it (e.g. a new guest's cookie).
 */
export function failureResponse(failure: Failure, headers?: HeadersInit): Response {
  const out = new Headers(headers);
  if (failure.retryAfterMs !== undefined) out.set("Retry-After", retryAfterSeconds(failure.retryAfterMs));
  return jsonError(failure.status, failure.error, failure.message, out, failure.field === undefined ? undefined : { field: failure.field });
}

/** 405 for a method the resource does not take, naming those it does. */
export function methodNotAllowed(allow: readonly string[]): Response {
  const list = allow.join(", ");
  return jsonError(405, "method_not_allowed", `Use ${allow.join(" or ")}.`, { Allow: list });
}

/**
 * Reads and validates a JSON body of at most `maxBytes`. Answers the parsed value, or the 4xx
 * Response to send (413 too large, 400 not JSON or not the expected shape).
 */
export async function readJsonBody<T>(
  request: Request,
  schema: z.ZodType<T>,
  maxBytes = MAX_BODY_BYTES,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  const tooLarge = () => ({ ok: false as const, response: jsonError(413, "body_too_large", "The request is too large.") });
  if (declared > maxBytes) return tooLarge();
  const text = await readTextUpTo(request.body, maxBytes);
  if (text === null) return tooLarge();
  let json: unknown;
  try {
    json = text === "" ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, "invalid_json", "The request body is not valid JSON.") };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return { ok: false, response: jsonError(400, "invalid_body", `${where}${issue?.message ?? "invalid request"}`) };
  }
  return { ok: true, data: parsed.data };
}
