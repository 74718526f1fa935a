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

/**
 * A whole number with en-US digit grouping ("12,345"), the way the spec writes scores, coins and
 * prices on every language's page. Written out rather than `toLocaleString`/`Intl.NumberFormat`:
 * the first ICU number format in a page (Intl) costs tens of milliseconds on a phone, which Lighthouse
 * counted as blocking time on /play and /store (hydration of the skin and price labels).
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return rounded < 0 ? `-${digits}` : digits;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov 22, 2026" in the visitor's time zone (what Intl en-US month "short" writes), without ICU's set-up cost. */
export function formatShortDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
