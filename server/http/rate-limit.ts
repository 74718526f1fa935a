// The one 429 answer of a resource route over a rate limit (rules live with their routes and services).
import { localeOfHeaders } from "../../shared/i18n/locales.ts";
import type { RateLimiter, RateLimitRule } from "../security/rate-limit.ts";
import { jsonError, retryAfterSeconds } from "./json.ts";
import { tooManyText } from "./refusals.ts";

/** A 429 Response (with Retry-After, and when to try again in the request's language) when `key` is over `rule`, else null; counts this request. */
export async function limited(request: Request, rateLimits: RateLimiter, key: string, rule: RateLimitRule): Promise<Response | null> {
  const decision = await rateLimits.consume(key, rule);
  if (decision.allowed) return null;
  return jsonError(429, "rate_limited", tooManyText(localeOfHeaders(request.headers), decision.retryAfterMs), {
    "Retry-After": retryAfterSeconds(decision.retryAfterMs),
  });
}
