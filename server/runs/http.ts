// Shared by the /api/runs and /api/leaderboards routes: bounded JSON bodies and the error shape.
import { tooManyMessage } from "../auth/limits.ts";
import type { RateLimiter, RateLimitRule } from "../security/rate-limit.ts";
import { jsonError } from "../http/json.ts";

/** Run submissions per player (DESIGN.md: run submission is rate-limited). */
export const FINISH_LIMIT: RateLimitRule = { windowMs: 60_000, max: 30 };
/** Run starts per player: a run takes at least its 3 s countdown, so a person starts far fewer. */
export const START_LIMIT: RateLimitRule = { windowMs: 60_000, max: 30 };

/** A 429 Response when `key` is over `rule`, else null. */
export async function limited(rateLimits: RateLimiter, key: string, rule: RateLimitRule): Promise<Response | null> {
  const decision = await rateLimits.consume(key, rule);
  if (decision.allowed) return null;
  return jsonError(429, "rate_limited", tooManyMessage(decision.retryAfterMs), {
    "Retry-After": String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))),
  });
}

export { MAX_BODY_BYTES, failureResponse, jsonError as errorResponse, jsonOk as okResponse, readJsonBody } from "../http/json.ts";
