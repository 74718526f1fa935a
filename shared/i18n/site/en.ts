// The site's English texts, one folder per section (docs/i18n.md): each section's texts live beside
// their translations. English is the reference: every translation has its keys (a type error if not).
// Texts quoted from the product spec are kept word for word. Pages are never sent this whole: the
// browser gets the sections its route names (shared/i18n/sections.server.ts).
import { messages as account } from "./account/en.ts";
import { messages as achievements } from "./achievements/en.ts";
import { messages as apiErrors } from "./apiErrors/en.ts";
import { messages as checkout } from "./checkout/en.ts";
import { messages as contactPage } from "./contactPage/en.ts";
import { messages as home } from "./home/en.ts";
import { messages as layout } from "./layout/en.ts";
import { messages as leaderboard } from "./leaderboard/en.ts";
import { messages as leaderboardList } from "./leaderboardList/en.ts";
import { messages as legal } from "./legal/en.ts";
import { messages as login } from "./login/en.ts";
import { messages as loginErrors } from "./loginErrors/en.ts";
import { messages as mail } from "./mail/en.ts";
import { messages as newsletter } from "./newsletter/en.ts";
import { messages as newsletterConfirm } from "./newsletterConfirm/en.ts";
import { messages as notFound } from "./notFound/en.ts";
import { messages as play } from "./play/en.ts";
import { messages as privacy } from "./privacy/en.ts";
import { messages as rarity } from "./rarity/en.ts";
import { messages as replay } from "./replay/en.ts";
import { messages as share } from "./share/en.ts";
import { messages as store } from "./store/en.ts";
import { messages as success } from "./success/en.ts";
import { messages as terms } from "./terms/en.ts";
import { messages as unsubscribe } from "./unsubscribe/en.ts";
import { messages as watch } from "./watch/en.ts";

export const siteSections = {
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
};

export const en = {
  ...layout,
  ...home,
  ...newsletter,
  ...leaderboardList,
  ...leaderboard,
  ...share,
  ...play,
  ...achievements,
  ...rarity,
  ...store,
  ...login,
  ...loginErrors,
  ...account,
  ...success,
  ...checkout,
  ...contactPage,
  ...legal,
  ...terms,
  ...privacy,
  ...notFound,
  ...newsletterConfirm,
  ...unsubscribe,
  ...replay,
  ...watch,
  ...mail,
  ...apiErrors,
};

export type MessageKey = keyof typeof en;
export type SiteSection = keyof typeof siteSections;
