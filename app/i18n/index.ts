// A small i18n layer: dictionaries per language, English as the fallback for every missing key.
// Use `useT()` in components and `t()` where hooks are not available (meta functions).
// The browser bundle carries only English; the root loader sends the page's dictionary along
// (dictionaries.server.ts holds the other eight on the server).
import { createContext, createElement, useCallback, useContext, type ReactNode } from "react";
import { en, type MessageKey } from "./en.ts";
import { defaultLocale, type Locale } from "./locales.ts";

export type { MessageKey } from "./en.ts";
export { defaultLocale, isLocale, localeNames, locales, type Locale } from "./locales.ts";

export type Dictionary = Partial<Record<MessageKey, string>>;
export type Vars = Record<string, string | number>;
export type TFunction = (key: MessageKey, vars?: Vars) => string;

/** The dictionaries known here: all nine on the server, English plus the page's language in the browser. */
const registry: Partial<Record<Locale, Dictionary>> = { en };

export function registerDictionary(locale: Locale, dictionary: Dictionary): void {
  registry[locale] = dictionary;
}

/** `text` with each `{name}` replaced by `vars[name]` (unknown names stay as they are). */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** `key` in `dictionary`, else English (an empty translation counts as missing), with `{name}` filled. */
function lookup(dictionary: Dictionary | undefined, key: MessageKey, vars?: Vars): string {
  return interpolate(dictionary?.[key] || en[key], vars);
}

/** The text for `key` in `locale`, falling back to English, with `{name}` placeholders filled from `vars`. */
export function translate(locale: Locale, key: MessageKey, vars?: Vars): string {
  return lookup(registry[locale], key, vars);
}

/**
 * The locale `t()` uses. The root Layout sets it while rendering, right before `<Meta />` calls the
 * routes' meta functions in the same synchronous render pass, so on the server it is the current
 * request's locale there; in the browser there is one page, one locale. Components use `useT()`.
 */
let renderLocale: Locale = defaultLocale;

export function setRenderLocale(locale: Locale, dictionary?: Dictionary | null): void {
  if (dictionary) registerDictionary(locale, dictionary);
  renderLocale = locale;
}

/** Text for `key` in the locale of the page being rendered (meta functions); English elsewhere. */
export function t(key: MessageKey, vars?: Vars): string {
  return translate(renderLocale, key, vars);
}

/** The locale of the current render. */
export const LocaleContext = createContext<Locale>(defaultLocale);
/** The dictionary of the current render; null means "look the locale up in the registry". */
export const MessagesContext = createContext<Dictionary | null>(null);

export function I18nProvider(props: { locale: Locale; messages: Dictionary | null; children: ReactNode }) {
  return createElement(
    LocaleContext,
    { value: props.locale },
    createElement(MessagesContext, { value: props.messages }, props.children),
  );
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A `t(key, vars)` bound to the current locale and its loaded dictionary. */
export function useT(): TFunction {
  const locale = useLocale();
  const messages = useContext(MessagesContext);
  return useCallback<TFunction>(
    (key, vars) => lookup(locale === defaultLocale ? en : (messages ?? registry[locale]), key, vars),
    [locale, messages],
  );
}
