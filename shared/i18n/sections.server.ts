// Which texts each page is sent (docs/decisions/007). A page is sent whole sections
// (shared/i18n/site/<section>/): the root loader the layout's, each page's loader the ones its route
// names here, as `texts` in the page's language. tests/i18n-sections.test.ts checks that every key a
// route's modules name (and its layout's) is in what the route is sent.
import { textOf } from "./dictionaries.server.ts";
import type { Dictionary } from "./index.ts";
import { localeOfRequest, type Locale } from "./locales.ts";
import { siteSections, type MessageKey, type SiteSection } from "./site/en.ts";

/** Texts only the server writes (mails and SMS, the JSON APIs' messages): never sent to a page. */
export const SERVER_ONLY_SECTIONS = ["mail", "apiErrors"] as const satisfies readonly SiteSection[];
type PageSection = Exclude<SiteSection, (typeof SERVER_ONLY_SECTIONS)[number]>;

/** Header, footer (contact form, admin login dialog, language menu) and the root error page. */
export const LAYOUT_SECTIONS = ["layout"] as const satisfies readonly SiteSection[];

/** Each page's own sections, by route id (app/routes.ts); the layout's come from the root. */
export const ROUTE_SECTIONS = {
  "routes/home": ["home", "newsletter", "leaderboardList", "share", "watch"],
  "routes/play": ["play", "share", "achievements", "rarity", "watch"],
  "routes/store": ["store", "rarity"],
  "routes/leaderboard": ["leaderboard", "leaderboardList", "watch"],
  "routes/replay": ["replay"],
  "routes/login": ["login", "loginErrors"],
  "routes/account": ["account", "loginErrors"],
  "routes/success": ["success"],
  // The sandbox's "back to the store" link is the success page's.
  "routes/checkout.sandbox": ["checkout", "success"],
  "routes/terms": ["terms", "legal"],
  "routes/privacy": ["privacy", "legal"],
  "routes/contact": ["contactPage"],
  "routes/newsletter.confirm": ["newsletterConfirm"],
  "routes/unsubscribe": ["unsubscribe"],
  "routes/not-found": ["notFound"],
} as const satisfies Record<string, readonly PageSection[]>;

export type SectionRoute = keyof typeof ROUTE_SECTIONS;

/** The keys of some sections. */
export function keysOf(sections: readonly SiteSection[]): MessageKey[] {
  return sections.flatMap((section) => Object.keys(siteSections[section]) as MessageKey[]);
}

const cache = new Map<string, Dictionary>();

/** Some sections' texts in `locale` (in English's key order, English filling an empty text); built once per process. */
export function textsOf(locale: Locale, sections: readonly SiteSection[]): Dictionary {
  const id = `${locale}:${sections.join(",")}`;
  let texts = cache.get(id);
  if (!texts) {
    texts = Object.fromEntries(keysOf(sections).map((key) => [key, textOf(locale, key)]));
    cache.set(id, texts);
  }
  return texts;
}

/** What a page's loader sends as `texts`: the route's sections in the request's language. */
export function routeTexts(request: Request, route: SectionRoute): Dictionary {
  return textsOf(localeOfRequest(request).locale, ROUTE_SECTIONS[route]);
}
