// Every translation, for the server only (the ".server" name keeps it out of the browser bundle):
// pages are sent just the sections they show (sections.server.ts), mails and loaders translate here.
import { interpolate, type Dictionary, type Vars } from "./index.ts";
import type { Locale } from "./locales.ts";
import { en, siteSections, type MessageKey, type SiteSection } from "./site/en.ts";
import * as account from "./site/account/index.server.ts";
import * as achievements from "./site/achievements/index.server.ts";
import * as apiErrors from "./site/apiErrors/index.server.ts";
import * as checkout from "./site/checkout/index.server.ts";
import * as contactPage from "./site/contactPage/index.server.ts";
import * as home from "./site/home/index.server.ts";
import * as layout from "./site/layout/index.server.ts";
import * as leaderboard from "./site/leaderboard/index.server.ts";
import * as leaderboardList from "./site/leaderboardList/index.server.ts";
import * as legal from "./site/legal/index.server.ts";
import * as login from "./site/login/index.server.ts";
import * as loginErrors from "./site/loginErrors/index.server.ts";
import * as mail from "./site/mail/index.server.ts";
import * as newsletter from "./site/newsletter/index.server.ts";
import * as newsletterConfirm from "./site/newsletterConfirm/index.server.ts";
import * as notFound from "./site/notFound/index.server.ts";
import * as play from "./site/play/index.server.ts";
import * as privacy from "./site/privacy/index.server.ts";
import * as rarity from "./site/rarity/index.server.ts";
import * as replay from "./site/replay/index.server.ts";
import * as share from "./site/share/index.server.ts";
import * as store from "./site/store/index.server.ts";
import * as success from "./site/success/index.server.ts";
import * as terms from "./site/terms/index.server.ts";
import * as unsubscribe from "./site/unsubscribe/index.server.ts";
import * as watch from "./site/watch/index.server.ts";

/** Per section, per language (each translation typed as its English section: every key, no other). */
export const siteTranslations = {
  layout,
  home,
  newsletter,
  leaderboardList,
  leaderboard,
  share,
  play,
  achievements,
  rarity,
  store,
  login,
  loginErrors,
  account,
  success,
  checkout,
  contactPage,
  legal,
  terms,
  privacy,
  notFound,
  newsletterConfirm,
  unsubscribe,
  replay,
  watch,
  mail,
  apiErrors,
} satisfies Record<SiteSection, Record<Locale, Record<string, string>>>;

/** Every section merged, per language. */
export const dictionaries = Object.fromEntries(
  (Object.keys(layout) as Locale[]).map((locale) => [
    locale,
    Object.assign({}, ...(Object.keys(siteSections) as SiteSection[]).map((section) => siteTranslations[section][locale])) as Dictionary,
  ]),
) as Record<Locale, Dictionary>;

/** `key` in `locale`, else English (an empty translation counts as missing). */
export function textOf(locale: Locale, key: MessageKey): string {
  return dictionaries[locale][key] || en[key];
}

/** The text for `key` in `locale`, falling back to English, with `{name}` placeholders filled from `vars`. */
export function translate(locale: Locale, key: MessageKey, vars?: Vars): string {
  return interpolate(textOf(locale, key), vars);
}
