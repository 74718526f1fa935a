// A small i18n layer: dictionaries per language, English as the fallback for every missing key.
// Use `useT()` in components and `t()` where hooks are not available (meta functions, loaders).
import { createContext, useCallback, useContext } from "react";
import { en, type MessageKey } from "./en.ts";

export type { MessageKey } from "./en.ts";

export type Locale = "en";
export type Dictionary = Partial<Record<MessageKey, string>>;
export type Vars = Record<string, string | number>;
export type TFunction = (key: MessageKey, vars?: Vars) => string;

export const defaultLocale: Locale = "en";

const dictionaries: Record<Locale, Dictionary> = { en };

function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The text for `key` in `locale`, falling back to English, with `{name}` placeholders filled from `vars`. */
export function translate(locale: Locale, key: MessageKey, vars?: Vars): string {
  const text = dictionaries[locale][key] ?? en[key];
  return interpolate(text, vars);
}

/** English (the default locale) text for `key`. */
export function t(key: MessageKey, vars?: Vars): string {
  return translate(defaultLocale, key, vars);
}

/** The locale of the current render; a provider higher up can switch it once more languages exist. */
export const LocaleContext = createContext<Locale>(defaultLocale);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A `t(key, vars)` bound to the current locale. */
export function useT(): TFunction {
  const locale = useLocale();
  return useCallback<TFunction>((key, vars) => translate(locale, key, vars), [locale]);
}
