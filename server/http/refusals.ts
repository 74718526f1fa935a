// What the player APIs refuse with, in the request's language (`lang` cookie > Accept-Language): the
// sentence of each refusal code (keys `api.refusal.*`, shared/i18n/site/apiErrors), which says what to
// do next. /play and /store show these messages as they come. The services keep their English
// `message` for logs, a rejected run's stored reason and the admin area; a code without a text here
// (the admin APIs') answers that English message.
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import type { Vars } from "../../shared/i18n/index.ts";
import { localeOfHeaders, type Locale } from "../../shared/i18n/locales.ts";
import type { MessageKey } from "../../shared/i18n/site/en.ts";
import type { Failure } from "./result.ts";

/** The text of each refusal code a player can meet (a failure may name its own `key` instead). */
const REFUSAL_TEXTS: Readonly<Record<string, MessageKey>> = {
  // runs (POST /api/runs, /api/runs/:id/powerups, /finish, /abandon)
  run_not_found: "api.refusal.runNotFound",
  run_used: "api.refusal.runUsed",
  run_expired: "api.refusal.runExpired",
  challenge_not_found: "api.refusal.challengeNotFound",
  unknown_power_up: "api.refusal.unknownPowerUp",
  bad_tick: "api.refusal.badTick",
  no_inventory: "api.refusal.noInventory",
  invalid_score: "api.refusal.invalidScore",
  invalid_run: "api.refusal.runRejected",
  activations_mismatch: "api.refusal.runRejected",
  score_mismatch: "api.refusal.runRejected",
  copied_run: "api.refusal.copiedRun",
  too_fast: "api.refusal.tooFast",
  // the board name (POST /api/me/name, a finish with a name)
  invalid_name: "api.refusal.nameEmpty",
  player_not_found: "api.refusal.playerNotFound",
  // the store (POST /api/store/purchase, /api/store/active-skin)
  invalid_body: "api.error.invalidBody",
  unknown_item: "api.refusal.unknownItem",
  already_owned: "api.refusal.alreadyOwned",
  idempotency_conflict: "api.refusal.purchaseConflict",
  price_changed: "api.refusal.priceChanged",
  insufficient_coins: "api.refusal.insufficientCoins",
  skin_locked: "api.refusal.skinLocked",
  // coin packs (POST /api/checkout, GET /api/checkout/:sessionId)
  payments_unavailable: "api.refusal.paymentsUnavailable",
  unknown_pack: "api.refusal.unknownPack",
  checkout_failed: "api.refusal.checkoutFailed",
  sign_up_required: "api.refusal.signUpToBuyCoins",
};

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** Numbers written the locale's way ("1.000 Münzen", "1 000 pièces"); other values as they are. */
function localVars(locale: Locale, vars: Vars | undefined): Vars | undefined {
  if (!vars) return vars;
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, typeof value === "number" ? format.format(value) : value]));
}

/** A refusal text in `locale` with its `{placeholders}` filled. */
export function refusalText(locale: Locale, key: MessageKey, vars?: Vars): string {
  return translate(locale, key, localVars(locale, vars));
}

/** `key`'s text in the request's language. */
export function refusalTextFor(request: Request, key: MessageKey, vars?: Vars): string {
  return refusalText(localeOfHeaders(request.headers), key, vars);
}

/** `failure` with its message in the request's language when it has a text (its own `key`, else its code's). */
export function inRequestLanguage<F extends Failure>(request: Request, failure: F): F {
  const key = failure.key ?? REFUSAL_TEXTS[failure.error];
  return key ? { ...failure, message: refusalTextFor(request, key, failure.vars) } : failure;
}

/** "Too many attempts, wait N seconds / minutes" in `locale`. */
export function tooManyText(locale: Locale, retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return seconds >= 90
    ? refusalText(locale, "api.refusal.tooManyMinutes", { minutes: Math.ceil(seconds / 60) })
    : refusalText(locale, "api.refusal.tooManySeconds", { seconds });
}
