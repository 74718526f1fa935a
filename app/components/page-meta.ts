import type { MetaDescriptor } from "react-router";
import { defaultLocale, isLocale, metaTexts, type MessageKey } from "../../shared/i18n/index.ts";
import { LOCALE_QUERY } from "../../shared/i18n/locales.ts";

/**
 * The meta tags of a page: "<Title> | Flap Master" plus description and Open Graph copies, in the
 * texts the page was sent (`args`: the route's meta arguments, whose matches carry them).
 * `fullTitle` uses the title as it is (the home page); `noindex` keeps a page out of search engines.
 * `seo` lets a public page use its database row (title, description, keywords, share image, sent by
 * its loader) and adds the canonical URL, og:url/og:image and Twitter card tags;
 * `seoTitle: false` keeps the i18n title (a view of the page that has a title of its own).
 */
export function pageMeta(
  args: SeoMetaArgs,
  titleKey: MessageKey,
  descriptionKey: MessageKey,
  options: { fullTitle?: boolean; noindex?: boolean; seo?: boolean; seoTitle?: boolean } = {},
): MetaDescriptor[] {
  const t = metaTexts(args);
  // A public page's row from the database (the page's loader, app/lib/seo.server.ts) wins over the i18n texts.
  const site = options.seo ? siteSeoOf(args) : null;
  const path = options.seo ? normalizedPath(args.location.pathname) : "";
  const entry = site?.pages[path];
  const title =
    entry?.title && options.seoTitle !== false ? entry.title : options.fullTitle ? t(titleKey) : `${t(titleKey)} | ${t("app.name")}`;
  const description = entry?.description ?? t(descriptionKey);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: t("app.name") },
    { property: "og:type", content: "website" },
  ];
  if (site && site.routes.includes(path)) tags.push(...shareTags(site, path, languageOf(args), title, description, entry));
  if (options.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}

// ---- SEO rows (server/site/seo.ts) ------------------------------------------------------------------

/** What a public page's loader passes as `seo`: its own row in one locale (app/lib/seo.server.ts). */
export interface SiteSeo {
  publicUrl: string;
  /** The public route(s) described (server/site/seo.ts PUBLIC_ROUTES): they get a canonical URL and share tags. */
  routes: readonly string[];
  /** Without the locale's own row a page has only `ogImage`: its words then come from the translations. */
  pages: Partial<Record<string, { title?: string; description?: string; keywords?: string; ogImage: string | null }>>;
}

/** The parts of a route's meta arguments pageMeta reads (the matches' loader data holds the texts and the SEO row). */
export interface SeoMetaArgs {
  location: { pathname: string; search?: string };
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>;
}

/** The site-wide 1200x630 share image (public/og-image.png). */
export const DEFAULT_OG_IMAGE = "/og-image.png";

function siteSeoOf(args: SeoMetaArgs): SiteSeo | null {
  for (const match of args.matches) {
    const seo = (match?.loaderData as { seo?: SiteSeo } | null | undefined)?.seo;
    if (seo && typeof seo.publicUrl === "string" && Array.isArray(seo.routes)) return seo;
  }
  return null;
}

/**
 * The language a `?lang=xx` URL asks for (one of the hreflang alternates, app/root.tsx), else null.
 * Each language version is its own canonical URL: pointing them all at the bare URL would tell
 * search engines the translations are duplicates of it, and they would not be indexed.
 */
function languageOf(args: SeoMetaArgs): string | null {
  const lang = new URLSearchParams(args.location.search ?? "").get(LOCALE_QUERY);
  // English is the bare URL's language for crawlers (they send no Accept-Language): ?lang=en is that page.
  return lang && isLocale(lang) && lang !== defaultLocale ? lang : null;
}

/** '/play/' and '/play' are one page (the canonical URL has no trailing slash and no query). */
function normalizedPath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

function shareTags(
  site: SiteSeo,
  path: string,
  lang: string | null,
  title: string,
  description: string,
  entry: SiteSeo["pages"][string],
): MetaDescriptor[] {
  const url = site.publicUrl + (path === "/" ? "/" : path) + (lang ? `?${LOCALE_QUERY}=${lang}` : "");
  const image = entry?.ogImage ?? DEFAULT_OG_IMAGE;
  const imageUrl = image.startsWith("/") ? site.publicUrl + image : image;
  const tags: MetaDescriptor[] = [
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (image === DEFAULT_OG_IMAGE) {
    tags.push({ property: "og:image:width", content: "1200" }, { property: "og:image:height", content: "630" });
  }
  if (entry?.keywords) tags.push({ name: "keywords", content: entry.keywords });
  return tags;
}
