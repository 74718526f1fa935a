// The one result shape of every service call that can be refused: `{ ok: true, ...value }` or a
// Failure that the HTTP layer turns into the JSON error as it stands (server/http/json.ts).
import type { Vars } from "../../shared/i18n/index.ts";
import type { MessageKey } from "../../shared/i18n/site/en.ts";

/** The HTTP statuses a service may refuse with (4xx for the caller's mistake, 502/503 for a provider). */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 502 | 503;

export interface Failure<Code extends string = string> {
  ok: false;
  status: FailureStatus;
  /** snake_case code a client can branch on. */
  error: Code;
  /** A sentence for people. */
  message: string;
  /** The input field at fault, where there is one (admin forms highlight it). */
  field?: string;
  /** For a 429: when the caller may try again (the answer's Retry-After header). */
  retryAfterMs?: number;
  /**
   * The message's text in every language, where its code's own text (server/http/refusals.ts) is not
   * precise enough, with the values of its `{placeholders}`.
   */
  key?: MessageKey;
  vars?: Vars;
}

/** What a service answers: the value's fields beside `ok: true`, or why not. */
export type Result<Value extends object = object, Code extends string = string> = ({ ok: true } & Value) | Failure<Code>;

export function fail<Code extends string>(status: FailureStatus, error: Code, message: string, field?: string): Failure<Code> {
  return field === undefined ? { ok: false, status, error, message } : { ok: false, status, error, message, field };
}
