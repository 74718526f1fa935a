// Shared by the /api/runs and /api/leaderboards routes: bounded JSON bodies and the error shape.
import type { z } from "zod";
import { tooManyMessage } from "../auth/limits.ts";
import { readTextUpTo } from "../body.ts";
import type { RateLimiter, RateLimitRule } from "../security/rate-limit.ts";
import type { RunFailure } from "./service.ts";

/** Run submissions per player (DESIGN.md: run submission is rate-limited). */
export const FINISH_LIMIT: RateLimitRule = { windowMs: 60_000, max: 30 };
/** Run starts per player: a run takes at least its 3 s countdown, so a person starts far fewer. */
export const START_LIMIT: RateLimitRule = { windowMs: 60_000, max: 30 };

/** A 429 Response when `key` is over `rule`, else null. */
export async function limited(rateLimits: RateLimiter, key: string, rule: RateLimitRule): Promise<Response | null> {
  const decision = await rateLimits.consume(key, rule);
  if (decision.allowed) return null;
  return errorResponse(429, "rate_limited", tooManyMessage(decision.retryAfterMs), {
    "Retry-After": String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))),
  });
}

/** Finish bodies carry the input log: an encoded 60-minute run is far below this. */
export const MAX_BODY_BYTES = 1_000_000;

const NO_STORE = { "Cache-Control": "no-store" };

export function errorResponse(status: number, error: string, message: string, headers?: HeadersInit): Response {
  const out = new Headers(headers);
  out.set("Cache-Control", "no-store");
  return Response.json({ error, message }, { status, headers: out });
}

export function failureResponse(failure: RunFailure): Response {
  return errorResponse(failure.status, failure.error, failure.message);
}

export function okResponse(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  for (const [key, value] of Object.entries(NO_STORE)) headers.set(key, value);
  return Response.json(body, { status: init.status ?? 200, headers });
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
  const tooLarge = () => ({ ok: false as const, response: errorResponse(413, "body_too_large", "The request is too large.") });
  if (declared > maxBytes) return tooLarge();
  const text = await readTextUpTo(request.body, maxBytes);
  if (text === null) return tooLarge();
  let json: unknown;
  try {
    json = text === "" ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, "invalid_json", "The request body is not valid JSON.") };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return { ok: false, response: errorResponse(400, "invalid_body", `${where}${issue?.message ?? "invalid request"}`) };
  }
  return { ok: true, data: parsed.data };
}
