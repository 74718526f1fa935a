// The run routes' rate limits (answered through server/http/rate-limit.ts).
import type { RateLimitRule } from "../security/rate-limit.ts";

/** Run submissions per player: each one is replayed in full on the server. */
export const FINISH_LIMIT: RateLimitRule = { windowMs: 60_000, max: 30 };
/** Run starts per player: a run takes at least its 3 s countdown, so a person starts far fewer. */
export const START_LIMIT: RateLimitRule = { windowMs: 60_000, max: 30 };
