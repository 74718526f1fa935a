// Which texts each page is sent (docs/decisions/007). A section is a list of key prefixes; the root
// loader sends the layout's section, each page's loader its own, as `texts` in the page's language
// with English filling any gap. tests/i18n-sections.test.ts checks that every key a route's modules
// name (and its layout's) is in what the route is sent.
import { en, type MessageKey } from "./en.ts";
import { textOf } from "./dictionaries.server.ts";
import type { Dictionary } from "./index.ts";
import { localeOfRequest, type Locale } from "./locales.ts";

/** Header, footer (contact form, admin login dialog, language menu) and the root error page. */
export const LAYOUT_SECTION = [
  "app.",
  "header.",
  "footer.",
  "contact.",
  "adminLogin.",
  "language.",
  "error.",
  "common.backToHome",
  "notFound.title",
] as const;

/** The board list shared by / and /leaderboard. */
const LEADERBOARD_LIST = [
  "leaderboard.empty",
  "leaderboard.listLabel",
  "leaderboard.live",
  "leaderboard.points",
  "leaderboard.rank",
  "leaderboard.sample",
  "leaderboard.spotsLeft",
  "leaderboard.you",
] as const;

/** Each page's own texts, by route id (app/routes.ts); the layout's come from the root. */
export const ROUTE_SECTIONS = {
  "routes/home": ["home.", "common.playNow", ...LEADERBOARD_LIST, "newsletter.", "play.share."],
  "routes/play": ["play.", "achievement.", "store.rarity."],
  "routes/store": ["store."],
  "routes/leaderboard": ["leaderboard.", "common.playNow"],
  "routes/login": ["login."],
  "routes/account": ["account.", "login.error.", "login.working"],
  "routes/success": ["success."],
  "routes/checkout.sandbox": ["checkout.", "success.backToStore"],
  "routes/terms": ["terms.", "legal."],
  "routes/privacy": ["privacy.", "legal."],
  "routes/contact": ["contactPage."],
  "routes/newsletter.confirm": ["newsletterConfirm.", "common.playNow"],
  "routes/unsubscribe": ["unsubscribe."],
  "routes/not-found": ["notFound."],
} as const satisfies Record<string, readonly string[]>;

export type SectionRoute = keyof typeof ROUTE_SECTIONS;

/** The keys of a section: every key that starts with one of its prefixes. */
export function keysOf(section: readonly string[]): MessageKey[] {
  return (Object.keys(en) as MessageKey[]).filter((key) => section.some((prefix) => key.startsWith(prefix)));
}

const cache = new Map<string, Dictionary>();

/** A section's texts in `locale` (English where a translation is missing); built once per process. */
export function textsOf(locale: Locale, section: readonly string[]): Dictionary {
  const id = `${locale}:${section.join(",")}`;
  let texts = cache.get(id);
  if (!texts) {
    texts = Object.fromEntries(keysOf(section).map((key) => [key, textOf(locale, key)]));
    cache.set(id, texts);
  }
  return texts;
}

/** What a page's loader sends as `texts`: the route's section in the request's language. */
export function routeTexts(request: Request, route: SectionRoute): Dictionary {
  return textsOf(localeOfRequest(request).locale, ROUTE_SECTIONS[route]);
}
