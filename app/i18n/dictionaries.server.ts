// Every translation, for the server only (the ".server" name keeps it out of the browser bundle):
// the root loader sends the browser just the dictionary of the page's language.
import { de } from "./de.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { registerDictionary, type Dictionary } from "./index.ts";
import { it } from "./it.ts";
import { ja } from "./ja.ts";
import type { Locale } from "./locales.ts";
import { pt } from "./pt.ts";
import { ru } from "./ru.ts";
import { zh } from "./zh.ts";

export const dictionaries: Record<Locale, Dictionary> = { en, es, fr, de, pt, it, ru, ja, zh };

// `translate(locale, …)` on the server (mails, loaders) knows every language once this module is loaded.
for (const [locale, dictionary] of Object.entries(dictionaries)) registerDictionary(locale as Locale, dictionary);

/** The dictionary the browser needs for `locale`: null for English, which the bundle already has. */
export function dictionaryFor(locale: Locale): Dictionary | null {
  return locale === "en" ? null : dictionaries[locale];
}
