// A small i18n layer. The browser bundle carries no dictionary: the server sends each page the texts it
// shows, in the page's language, as loader data (docs/decisions/007): the root loader the layout's
// section (header, footer, dialogs, errors), each route's loader its own sections (`texts`, see
// sections.server.ts). The root Layout merges what the matched routes sent and provides it here.
// Use `useT()` in components and `metaTexts(args)` in meta functions. Server code (mails, loaders) uses
// `translate(locale, key)` from dictionaries.server.ts, which knows every key in every language.
import { createContext, createElement, useCallback, useContext, type ReactNode } from "react";
import { defaultLocale, type Locale } from "./locales.ts";

export type { MessageKey } from "./site/en.ts";
export { defaultLocale, isLocale, localeNames, locales, type Locale } from "./locales.ts";
import type { MessageKey } from "./site/en.ts";

export type Dictionary = Partial<Record<MessageKey, string>>;
export type Vars = Record<string, string | number>;
export type TFunction = (key: MessageKey, vars?: Vars) => string;

/** `text` with each `{name}` replaced by `vars[name]` (unknown names stay as they are). */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * `key` in the texts the page was sent, with `{name}` filled. A key the page's sections do not hold
 * shows as itself, the same on the server and in the browser (so hydration still matches);
 * tests/i18n-sections.test.ts keeps that from happening.
 */
function lookup(texts: Dictionary | null, key: MessageKey, vars?: Vars): string {
  const text = texts?.[key];
  if (text === undefined) {
    if (import.meta.env?.DEV) console.error(`i18n: the page was not sent the text "${key}" (shared/i18n/sections.server.ts)`);
    return key;
  }
  return interpolate(text, vars);
}

let lastMerge: { parts: Dictionary[]; merged: Dictionary } | null = null;

/**
 * Every route's `texts` in `loaderData`, merged from the root down (what the root Layout provides).
 * The same parts give the same object back, so `useT()` users re-render only when the texts change.
 * (On the server the parts are per-process constants: equal parts mean equal texts.)
 */
export function mergeTexts(matches: ReadonlyArray<{ loaderData?: unknown } | undefined>): Dictionary {
  const parts = matches.flatMap((match) => (match?.loaderData as { texts?: Dictionary } | null | undefined)?.texts ?? []);
  if (lastMerge && lastMerge.parts.length === parts.length && lastMerge.parts.every((part, i) => part === parts[i])) {
    return lastMerge.merged;
  }
  const merged: Dictionary = Object.assign({}, ...parts);
  lastMerge = { parts, merged };
  return merged;
}

/** What meta functions get that metaTexts reads: the matched routes, with their loader data. */
export interface MetaTextsArgs {
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>;
}

/**
 * A `t(key, vars)` for a meta function: the texts the matched routes' loaders sent (the same merge the
 * root Layout provides to `useT()`), read from the meta function's own arguments.
 */
export function metaTexts(args: MetaTextsArgs): TFunction {
  const texts = mergeTexts(args.matches);
  return (key, vars) => lookup(texts, key, vars);
}

/** The locale of the current render. */
export const LocaleContext = createContext<Locale>(defaultLocale);
/** The texts of the current render (the matched routes' `texts`, merged). */
export const MessagesContext = createContext<Dictionary | null>(null);

export function I18nProvider(props: { locale: Locale; messages: Dictionary | null; children: ReactNode }) {
  return createElement(LocaleContext, { value: props.locale }, createElement(MessagesContext, { value: props.messages }, props.children));
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A `t(key, vars)` bound to the texts the page was sent. */
export function useT(): TFunction {
  const messages = useContext(MessagesContext);
  return useCallback<TFunction>((key, vars) => lookup(messages, key, vars), [messages]);
}

// Number and date formatting live here, not in a module of their own: every page imports this one,
// and a module of their own became a chunk of its own in the home page's bundle.
//
// Each locale's rules are written out (CLDR's, as Node's Intl writes them) rather than asking
// `Intl`/`toLocaleString`: the first ICU number or date format in a page costs tens of milliseconds on
// a phone, which Lighthouse counted as blocking time on /play and /store (hydration of the skin and
// price labels). Being plain code, they also write the same bytes on the server and in any browser,
// whatever ICU either carries. tests/format.test.ts compares every rule with Node's Intl.

interface NumberRules {
  /** Between groups of three digits: fr a narrow no-break space (U+202F), ru a no-break space. */
  group: string;
  decimal: string;
  /** Digits a whole part needs before it is grouped: es and it write 1000 but 10.000 (CLDR's minimumGroupingDigits 2). */
  groupFrom: number;
  /** What goes before and after a US-dollar amount ("$4.99", "4,99 US$", "US$ 4,99"; no-break spaces). */
  usd: readonly [prefix: string, suffix: string];
}

const NUMBER_RULES: Record<Locale, NumberRules> = {
  en: { group: ",", decimal: ".", groupFrom: 4, usd: ["$", ""] },
  es: { group: ".", decimal: ",", groupFrom: 5, usd: ["", "\u00a0US$"] },
  fr: { group: "\u202f", decimal: ",", groupFrom: 4, usd: ["", "\u00a0$US"] },
  de: { group: ".", decimal: ",", groupFrom: 4, usd: ["", "\u00a0$"] },
  pt: { group: ".", decimal: ",", groupFrom: 4, usd: ["US$\u00a0", ""] },
  it: { group: ".", decimal: ",", groupFrom: 5, usd: ["", "\u00a0USD"] },
  ru: { group: "\u00a0", decimal: ",", groupFrom: 4, usd: ["", "\u00a0$"] },
  ja: { group: ",", decimal: ".", groupFrom: 4, usd: ["$", ""] },
  zh: { group: ",", decimal: ".", groupFrom: 4, usd: ["US$", ""] },
};

/** `digits` (a whole part, no sign) with the locale's grouping. */
function groupDigits(digits: string, rules: NumberRules): string {
  return digits.length < rules.groupFrom ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, rules.group);
}

/**
 * `value` (not negative, finite) in plain decimal digits rounded to at most `digits` decimals, the way
 * ICU rounds: half away from zero on the shortest decimal that reads back as the same double
 * (`String(value)`: 1.005 rounds to 1.01, where toFixed, working on the binary value, gives 1.00).
 * Trailing zeros dropped; null past 1e21.
 */
function roundedDigits(value: number, digits: number): { whole: string; fraction: string } | null {
  let text = String(value);
  const exponent = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (exponent) {
    // 1.5e-7 (below 1e-6): the same digits after the point. 1e+21 and up: not written here.
    const power = Number(exponent[3]);
    if (power > 0) return null;
    text = `0.${"0".repeat(-power - 1)}${exponent[1]}${exponent[2] ?? ""}`;
  }
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length <= digits) return { whole, fraction: fraction.replace(/0+$/, "") };
  let kept = whole + fraction.slice(0, digits);
  if (fraction[digits]! >= "5") kept = (BigInt(kept) + 1n).toString().padStart(kept.length, "0");
  return {
    whole: kept.slice(0, kept.length - digits).replace(/^0+(?=\d)/, "") || "0",
    fraction: digits > 0 ? kept.slice(-digits).replace(/0+$/, "") : "",
  };
}

/**
 * `value` as the locale writes it, with at most `maximumFractionDigits` decimals: what
 * `Intl.NumberFormat(locale, { maximumFractionDigits })` writes, except that a value rounding to zero
 * is "0", never "-0".
 */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  const digits = Number.isFinite(value) ? roundedDigits(Math.abs(value), maximumFractionDigits) : null;
  // NaN, Infinity and 1e21 or more: as JavaScript writes them.
  if (!digits) return String(value);
  const rules = NUMBER_RULES[locale];
  const text = groupDigits(digits.whole, rules) + (digits.fraction ? rules.decimal + digits.fraction : "");
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** A whole number (scores, coins, ranks) as the locale writes it: "12,345", "12.345", "12 345"; fractions are rounded. */
export function formatCount(value: number, locale: Locale): string {
  return formatNumber(value, locale, 0);
}

/**
 * An amount of money from its integer cents, as `Intl.NumberFormat(locale, { style: "currency" })`
 * writes it: "$4.99" (en), "4,99 $" (de), "US$ 4,99" (pt). The store charges in US dollars only;
 * another currency (none today) is left to Intl.
 */
export function formatPrice(cents: number, locale: Locale, currency = "USD"): string {
  if (currency.toUpperCase() !== "USD") {
    return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
  }
  const whole = Math.round(Math.abs(cents));
  const rules = NUMBER_RULES[locale];
  const amount = `${groupDigits(String(Math.floor(whole / 100)), rules)}${rules.decimal}${String(whole % 100).padStart(2, "0")}`;
  return `${cents < 0 && whole > 0 ? "-" : ""}${rules.usd[0]}${amount}${rules.usd[1]}`;
}

interface DateRules {
  /** The abbreviated month names Intl's month "short" writes in a date (ru: the genitive, "мая"); none where months are numbers. */
  months?: string;
  /**
   * {d} day, {M} month number, {MMM} month name, {y} year. Plain spaces: where CLDR has a narrow
   * no-break space in a date (ru "2026 г."), V8's DateTimeFormat writes a space, in Node and Chromium.
   */
  pattern: string;
}

const DATE_RULES: Record<Locale, DateRules> = {
  en: { months: "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec", pattern: "{MMM} {d}, {y}" },
  es: { months: "ene feb mar abr may jun jul ago sept oct nov dic", pattern: "{d} {MMM} {y}" },
  fr: { months: "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.", pattern: "{d} {MMM} {y}" },
  de: { months: "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.", pattern: "{d}. {MMM} {y}" },
  pt: { months: "jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.", pattern: "{d} de {MMM} de {y}" },
  it: { months: "gen feb mar apr mag giu lug ago set ott nov dic", pattern: "{d} {MMM} {y}" },
  ru: { months: "янв. февр. мар. апр. мая июн. июл. авг. сент. окт. нояб. дек.", pattern: "{d} {MMM} {y} г." },
  ja: { pattern: "{y}年{M}月{d}日" },
  zh: { pattern: "{y}年{M}月{d}日" },
};

/**
 * "Nov 22, 2026", "22. Nov. 2026", "2026年11月22日": what Intl writes with year "numeric", month
 * "short", day "numeric", in the visitor's time zone. Only for text rendered in the browser after
 * hydration (the achievements list): the server does not know the visitor's zone.
 */
export function formatShortDate(value: Date | string | number, locale: Locale): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const rules = DATE_RULES[locale];
  const month = date.getMonth();
  const parts: Record<string, string | number> = {
    d: date.getDate(),
    M: month + 1,
    MMM: rules.months?.split(" ")[month] ?? month + 1,
    y: date.getFullYear(),
  };
  return rules.pattern.replace(/\{(\w+)\}/g, (_, name: string) => String(parts[name]));
}
