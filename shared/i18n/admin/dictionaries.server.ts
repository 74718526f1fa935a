// Every admin translation, for the server only: the admin layout's loader sends the browser the
// admin dictionary of the page's language (English is in the admin bundle already).
import type { Locale } from "../locales.ts";
import { adminEn, adminSections, type AdminMessageKey } from "./en.ts";
import * as analytics from "./analytics/index.server.ts";
import * as catalogue from "./catalogue/index.server.ts";
import * as crawler from "./crawler/index.server.ts";
import * as email from "./email/index.server.ts";
import * as inbox from "./inbox/index.server.ts";
import * as player from "./player/index.server.ts";
import * as players from "./players/index.server.ts";
import * as segments from "./segments/index.server.ts";
import * as seo from "./seo/index.server.ts";
import * as settings from "./settings/index.server.ts";
import * as shell from "./shell/index.server.ts";
import * as subscribers from "./subscribers/index.server.ts";
import * as team from "./team/index.server.ts";

export type AdminDictionary = Partial<Record<AdminMessageKey, string>>;

/** Per section, per language: what tests check for completeness. */
export const adminTranslations = {
  shell,
  settings,
  catalogue,
  players,
  player,
  segments,
  subscribers,
  email,
  inbox,
  seo,
  crawler,
  analytics,
  team,
} satisfies Record<keyof typeof adminSections, Record<Locale, Record<string, string>>>;

export const adminDictionaries = Object.fromEntries(
  (Object.keys(shell) as Locale[]).map((locale) => [
    locale,
    Object.assign({}, ...Object.values(adminTranslations).map((section) => section[locale])) as AdminDictionary,
  ]),
) as Record<Locale, AdminDictionary>;

/** The admin dictionary the browser needs for `locale`: null for English, which the bundle has. */
export function adminDictionaryFor(locale: Locale): AdminDictionary | null {
  return locale === "en" ? null : adminDictionaries[locale];
}

export { adminEn };
