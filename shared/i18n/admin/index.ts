// The admin area's own dictionary, next to the site's (shared/i18n/index.ts): admin pages use
// `useAdminT()`; the admin layout provides the page language's admin dictionary from its loader.
import { createContext, createElement, useCallback, useContext, type ReactNode } from "react";
import { defaultLocale, interpolate, useLocale, type Vars } from "../index.ts";
import { adminEn, type AdminMessageKey } from "./en.ts";

export type { AdminMessageKey } from "./en.ts";
export type AdminDictionary = Partial<Record<AdminMessageKey, string>>;
export type AdminTFunction = (key: AdminMessageKey, vars?: Vars) => string;

const AdminMessagesContext = createContext<AdminDictionary | null>(null);

export function AdminI18nProvider(props: { messages: AdminDictionary | null; children: ReactNode }) {
  return createElement(AdminMessagesContext, { value: props.messages }, props.children);
}

/** `key` in `dictionary`, else English, with `{name}` filled. */
export function adminText(dictionary: AdminDictionary | null | undefined, key: AdminMessageKey, vars?: Vars): string {
  return interpolate(dictionary?.[key] || adminEn[key], vars);
}

/** A `t(key, vars)` for admin texts in the page's language. */
export function useAdminT(): AdminTFunction {
  const locale = useLocale();
  const messages = useContext(AdminMessagesContext);
  return useCallback<AdminTFunction>((key, vars) => adminText(locale === defaultLocale ? null : messages, key, vars), [locale, messages]);
}
