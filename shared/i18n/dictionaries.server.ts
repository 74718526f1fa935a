// Every translation, for the server only (the ".server" name keeps it out of the browser bundle):
// pages are sent just the texts they show (sections.server.ts), mails and loaders translate here.
import { de } from "./de.ts";
import { en, type MessageKey } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { interpolate, type Dictionary, type Vars } from "./index.ts";
import { it } from "./it.ts";
import { ja } from "./ja.ts";
import type { Locale } from "./locales.ts";
import { pt } from "./pt.ts";
import { ru } from "./ru.ts";
import { zh } from "./zh.ts";

export const dictionaries: Record<Locale, Dictionary> = { en, es, fr, de, pt, it, ru, ja, zh };

/** `key` in `locale`, else English (an empty translation counts as missing). */
export function textOf(locale: Locale, key: MessageKey): string {
  return dictionaries[locale][key] || en[key];
}

/** The text for `key` in `locale`, falling back to English, with `{name}` placeholders filled from `vars`. */
export function translate(locale: Locale, key: MessageKey, vars?: Vars): string {
  return interpolate(textOf(locale, key), vars);
}
