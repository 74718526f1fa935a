// What the SEO & Metadata page and GET /api/admin/seo show: every public route in every site
// language, with its own row when it has one and, when not, what the page renders instead (the same
// rules as app/components/page-meta.ts: the translations' words, the English row's image).
import { translate } from "../../../../shared/i18n/dictionaries.server.ts";
import type { MessageKey } from "../../../../shared/i18n/index.ts";
import { locales } from "../../../../shared/i18n/locales.ts";
import type { Services } from "../../../../server/services.ts";
import { DEFAULT_OG_IMAGE, FALLBACK_LOCALE, PUBLIC_ROUTES, SEO_LIMITS, type PublicRoute } from "../../../../server/site/seo.ts";
import type { SeoOverview, SeoPageView } from "./api.ts";

/**
 * The i18n keys each public page's meta function falls back to (its `pageMeta(...)` call in
 * app/routes/*.tsx); the home page's title stands alone, the others get " | Flap Master".
 */
export const PAGE_TEXTS: Record<PublicRoute, { title: MessageKey; description: MessageKey; fullTitle?: true }> = {
  "/": { title: "home.meta.title", description: "home.meta.description", fullTitle: true },
  "/play": { title: "play.meta.title", description: "play.meta.description" },
  "/store": { title: "store.meta.title", description: "store.meta.description" },
  "/leaderboard": { title: "leaderboard.meta.title", description: "leaderboard.meta.description" },
  "/login": { title: "login.meta.title", description: "login.meta.description" },
  "/contact": { title: "contactPage.meta.title", description: "contactPage.meta.description" },
  "/terms": { title: "terms.meta.title", description: "terms.meta.description" },
  "/privacy": { title: "privacy.meta.title", description: "privacy.meta.description" },
};

export function canonicalUrl(publicUrl: string, route: string): string {
  return publicUrl + route;
}

export async function seoOverview(services: Services): Promise<SeoOverview> {
  const publicUrl = services.config.PUBLIC_URL;
  const rows = new Map((await services.seo.list()).map((row) => [`${row.locale} ${row.route}`, row]));
  const pages = PUBLIC_ROUTES.flatMap((route) =>
    locales.map((locale): SeoPageView => {
      const texts = PAGE_TEXTS[route];
      const name = translate(locale, "app.name");
      const title = translate(locale, texts.title);
      const english = rows.get(`${FALLBACK_LOCALE} ${route}`);
      return {
        route,
        locale,
        canonical: canonicalUrl(publicUrl, route),
        siteName: name,
        entry: rows.get(`${locale} ${route}`) ?? null,
        fallback: {
          title: texts.fullTitle ? title : `${title} | ${name}`,
          description: translate(locale, texts.description),
          ogImage: english ? english.ogImage : null,
          imageFrom: english ? "english" : "default",
        },
      };
    }),
  );
  return { publicUrl, routes: PUBLIC_ROUTES, locales, defaultOgImage: DEFAULT_OG_IMAGE, limits: SEO_LIMITS, pages };
}
