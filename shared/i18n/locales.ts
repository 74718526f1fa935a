// The nine languages of the site, their names in their own language, and how a request picks one:
// `?lang=xx` > the `lang` cookie > Accept-Language > English. Shared by the browser and the server.

export const locales = ["en", "es", "fr", "de", "pt", "it", "ru", "ja", "zh"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** Each language named in itself, so a visitor finds theirs whatever the page's language is. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  pt: "Português",
  it: "Italiano",
  ru: "Русский",
  ja: "日本語",
  zh: "中文",
};

export const LOCALE_COOKIE = "lang";
export const LOCALE_QUERY = "lang";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The locale of a language tag by its base language: `pt-BR` → pt, `zh-Hant-TW` → zh; null when not offered. */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/**
 * The best offered locale of an Accept-Language header: highest q wins, ties go to the earlier entry,
 * q=0 means "not this one". Null when nothing offered matches (the caller falls back to English).
 */
export function matchAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(",")) {
    const [tag, ...params] = part.split(";");
    const locale = localeOfTag(tag);
    if (!locale) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split("=").map((s) => s.trim());
      if (name === "q") q = Number(value);
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? null;
}

/** The `lang` cookie's locale, or null when it is missing or not one of ours. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const index = pair.indexOf("=");
    if (index < 0) continue;
    if (pair.slice(0, index).trim() !== LOCALE_COOKIE) continue;
    // A value that is not valid percent-encoding (lang=%ED%A0%80) is not a locale; decoding it threw (a 500).
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(index + 1).trim());
    } catch {
      continue;
    }
    if (isLocale(value)) return value;
  }
  return null;
}

export interface LocaleChoice {
  locale: Locale;
  /** Set when `?lang=xx` named a locale: the answer should remember it in the cookie. */
  explicit: boolean;
}

/** The locale of a request: `?lang=xx` > `lang` cookie > Accept-Language > English. */
export function localeOfRequest(request: Request): LocaleChoice {
  const query = new URL(request.url).searchParams.get(LOCALE_QUERY);
  if (isLocale(query)) return { locale: query, explicit: true };
  return { locale: localeOfHeaders(request.headers), explicit: false };
}

/** The locale a request's headers ask for (`lang` cookie > Accept-Language > English): e.g. for a mail it triggers. */
export function localeOfHeaders(headers: Headers | null | undefined): Locale {
  return localeFromCookie(headers?.get("cookie")) ?? matchAcceptLanguage(headers?.get("accept-language")) ?? defaultLocale;
}

/** The Set-Cookie value remembering `locale` for a year (not HttpOnly: it is a preference, not a secret). */
export function localeCookie(locale: Locale, secure = false): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
