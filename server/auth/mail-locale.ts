// The language of the mails and SMS a request triggers. Better Auth hands its mail callbacks the
// request only when it was called over HTTP; the /login and /account actions call it on the server
// with headers alone, and then its sign-up confirmation and password reset callbacks get nothing to
// read the language from. Those actions run their calls inside `withMailLocale`, which every callback
// reads first.
import { AsyncLocalStorage } from "node:async_hooks";
import { localeFromCookie, localeOfRequest, matchAcceptLanguage, type Locale } from "../../shared/i18n/locales.ts";

const current = new AsyncLocalStorage<Locale>();

/** Runs `work` with `locale` as the language of every mail and SMS it triggers. */
export function withMailLocale<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  return current.run(locale, work);
}

/** What a mail callback is given to tell the triggering request by (any of them may be missing). */
export interface MailTrigger {
  request?: Request | null;
  headers?: Headers | null;
}

/**
 * The language of a mail: the one `withMailLocale` set, else the triggering request's (`?lang` >
 * `lang` cookie > Accept-Language), else null (nothing tells: the caller picks its fallback).
 */
export function mailLocaleOf(trigger: MailTrigger = {}): Locale | null {
  const set = current.getStore();
  if (set) return set;
  if (trigger.request) {
    const chosen = localeOfRequest(trigger.request);
    if (chosen.explicit) return chosen.locale;
  }
  const headers = trigger.headers ?? trigger.request?.headers;
  return localeFromCookie(headers?.get("cookie")) ?? matchAcceptLanguage(headers?.get("accept-language"));
}
