// SEO metadata per public route and locale (table seo_metadata): what the pages render into <head>,
// what sitemap.xml lists and what robots.txt allows. The admin edits rows through `update`.
import { z } from "zod";
import type { Db } from "../db/index.ts";
import type { SeoMetadataTable } from "../db/schema.ts";
import type { Selectable } from "kysely";

/** The one list of public, indexable pages: sitemap.xml, robots.txt and the canonical tags use it. */
export const PUBLIC_ROUTES = ["/", "/play", "/store", "/leaderboard", "/login", "/contact", "/terms", "/privacy"] as const;
export type PublicRoute = (typeof PUBLIC_ROUTES)[number];

/** Paths crawlers must stay out of (robots.txt); those pages also say noindex themselves. */
export const DISALLOWED_PATHS = ["/admin", "/api/", "/account", "/success", "/checkout"] as const;

/** The locale whose row stands in when a locale has none. */
export const FALLBACK_LOCALE = "en";

/** The site-wide share image (public/og-image.png, 1200x630) used when a row names none. */
export const DEFAULT_OG_IMAGE = "/og-image.png";

/** Public routes that say noindex themselves (the sign-in page): crawlable, but not in the sitemap. */
export const NOINDEX_PUBLIC_ROUTES: readonly PublicRoute[] = ["/login"];

export function isPublicRoute(path: string): path is PublicRoute {
  return (PUBLIC_ROUTES as readonly string[]).includes(path);
}

export interface SeoEntry {
  route: string;
  locale: string;
  title: string;
  description: string;
  keywords: string;
  /** An absolute http(s) URL or a site path ('/og-image.png'); null: DEFAULT_OG_IMAGE. */
  ogImage: string | null;
  updatedAt: number;
  /** Who made the last change (an admin's e-mail), null for the seed. */
  updatedBy: string | null;
}

/** What a page's meta tags need: one locale's values for every public route that has a row. */
/**
 * What a page renders: its locale's row; without one, only the English row's image (the words then
 * come from the translations, not from the English row).
 */
export type SeoPages = Partial<Record<PublicRoute, Partial<Pick<SeoEntry, "title" | "description" | "keywords">> & Pick<SeoEntry, "ogImage">>>;

const localeSchema = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, "must be a language code such as en or pt-BR");
const ogImageSchema = z
  .string()
  .trim()
  .refine(
    (value) => (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\/[^\s]+$/.test(value),
    "must be a site path (/og-image.png) or an http(s) URL",
  );

export const seoFieldsSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(320),
  keywords: z.string().trim().max(500),
  ogImage: ogImageSchema.nullable(),
});
export type SeoFields = z.infer<typeof seoFieldsSchema>;

/** Bad input to `update`: the admin route answers it as a 400. */
export class SeoInputError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

export interface SeoService {
  /** The row for `route` in `locale`, else its English row, else null (the page uses its i18n texts). */
  forRoute(route: string, locale: string): Promise<SeoEntry | null>;
  /** `forRoute` for every public route at once (one query). */
  pagesFor(locale: string): Promise<SeoPages>;
  /** Every row, by route then locale (the admin list). */
  list(): Promise<SeoEntry[]>;
  /** The newest change per public route over all its locales (sitemap lastmod). */
  lastModified(): Promise<Map<string, number>>;
  /** Creates or changes one route's row for one locale; a new row needs a title and a description. */
  update(route: string, locale: string, fields: Partial<SeoFields>, by: string | null): Promise<SeoEntry>;
}

/** robots.txt: every public route allowed, the private areas disallowed, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    ...PUBLIC_ROUTES.map((route) => `Allow: ${route}`),
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** sitemap.xml: the indexable public routes as absolute URLs; lastmod is the day of the route's newest SEO change. */
export function sitemapXml(publicUrl: string, lastModified: ReadonlyMap<string, number>): string {
  const urls = PUBLIC_ROUTES.filter((route) => !NOINDEX_PUBLIC_ROUTES.includes(route)).map((route) => {
    const at = lastModified.get(route);
    const lastmod = at === undefined ? "" : `\n    <lastmod>${new Date(at).toISOString().slice(0, 10)}</lastmod>`;
    return `  <url>\n    <loc>${xmlEscape(publicUrl + route)}</loc>${lastmod}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function toEntry(row: Selectable<SeoMetadataTable>): SeoEntry {
  return {
    route: row.route,
    locale: row.locale,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    ogImage: row.og_image,
    updatedAt: Number(row.updated_at),
    updatedBy: row.updated_by,
  };
}

// No in-process cache: two primary-key reads per page are cheap, and a cache would show other
// instances' (or a direct SQL) edit late. An edit is therefore visible on the very next request.
export function createSeoService(db: Db, options: { now?: () => number } = {}): SeoService {
  const now = options.now ?? Date.now;
  const k = db.kysely;

  const rowsFor = (locale: string, routes: readonly string[]) =>
    k
      .selectFrom("seo_metadata")
      .selectAll()
      .where("route", "in", routes)
      .where("locale", "in", [...new Set([locale, FALLBACK_LOCALE])])
      .execute();

  /** Per route: the locale's own row wins over the fallback row. */
  const pick = (rows: Selectable<SeoMetadataTable>[], locale: string) => {
    const chosen = new Map<string, SeoEntry>();
    for (const row of rows) {
      if (row.locale === locale || !chosen.has(row.route)) chosen.set(row.route, toEntry(row));
    }
    return chosen;
  };

  return {
    async forRoute(route, locale) {
      if (!localeSchema.safeParse(locale).success) locale = FALLBACK_LOCALE;
      return pick(await rowsFor(locale, [route]), locale).get(route) ?? null;
    },

    async pagesFor(locale) {
      if (!localeSchema.safeParse(locale).success) locale = FALLBACK_LOCALE;
      const pages: SeoPages = {};
      for (const [route, entry] of pick(await rowsFor(locale, PUBLIC_ROUTES), locale)) {
        if (!isPublicRoute(route)) continue;
        pages[route] =
          entry.locale === locale
            ? { title: entry.title, description: entry.description, keywords: entry.keywords, ogImage: entry.ogImage }
            : { ogImage: entry.ogImage };
      }
      return pages;
    },

    async list() {
      const rows = await k.selectFrom("seo_metadata").selectAll().orderBy("route").orderBy("locale").execute();
      return rows.map(toEntry);
    },

    async lastModified() {
      const rows = await k
        .selectFrom("seo_metadata")
        .select(["route", (eb) => eb.fn.max("updated_at").as("at")])
        .groupBy("route")
        .execute();
      return new Map(rows.map((row) => [row.route, Number(row.at)]));
    },

    async update(route, locale, fields, by) {
      if (!isPublicRoute(route)) throw new SeoInputError("unknown_route", `Not a public route: ${route}`);
      if (!localeSchema.safeParse(locale).success) throw new SeoInputError("invalid_locale", "The locale must be a language code such as en.");
      const parsed = seoFieldsSchema.partial().safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new SeoInputError("invalid_fields", `${issue?.path.join(".") || "fields"}: ${issue?.message ?? "invalid"}`);
      }
      const change = parsed.data;
      const at = now();
      return k.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom("seo_metadata")
          .selectAll()
          .where("route", "=", route)
          .where("locale", "=", locale)
          .executeTakeFirst();
        const values = {
          title: change.title ?? existing?.title,
          description: change.description ?? existing?.description,
          keywords: change.keywords ?? existing?.keywords ?? "",
          og_image: change.ogImage !== undefined ? change.ogImage : (existing?.og_image ?? null),
          updated_at: at,
          updated_by: by,
        };
        if (values.title === undefined || values.description === undefined) {
          throw new SeoInputError("missing_fields", "A new entry needs a title and a description.");
        }
        const row = { ...values, title: values.title, description: values.description };
        await trx
          .insertInto("seo_metadata")
          .values({ route, locale, ...row })
          .onConflict((oc) => oc.columns(["route", "locale"]).doUpdateSet(row))
          .execute();
        return toEntry({ route, locale, ...row });
      });
    },
  };
}

/** Good English defaults for every public route (seeded once; the admin edits them later). */
export const SEO_DEFAULTS: ReadonlyArray<{ route: PublicRoute } & SeoFields> = [
  {
    route: "/",
    title: "Flap Master – Play the Free Flying Bird Game Online",
    description:
      "Tap to flap through the pipes in Flap Master, a free browser arcade game. Challenge friends, climb the daily leaderboard and unlock new bird skins.",
    keywords: "flap master, flying bird game, free arcade game, browser game, tap game, online leaderboard",
    ogImage: DEFAULT_OG_IMAGE,
  },
  {
    route: "/play",
    title: "Play Flap Master Free in Your Browser",
    description:
      "Tap, click or press space to steer your bird through the pipe gaps. No download and no sign-up needed, and every pipe you pass earns you 10 coins.",
    keywords: "play flap master, flying bird game online, tap to flap, no download game, free browser game",
    ogImage: DEFAULT_OG_IMAGE,
  },
  {
    route: "/store",
    title: "Flap Master Store – Bird Skins, Coins & Power-Ups",
    description:
      "Spend the coins you earn in flight on rare bird skins with trails and glows, or pick up power-ups and coin packs to fly further in Flap Master.",
    keywords: "flap master store, bird skins, power-ups, coin packs, unlock characters",
    ogImage: DEFAULT_OG_IMAGE,
  },
  {
    route: "/leaderboard",
    title: "Flap Master Leaderboard – Today's Top Scores",
    description:
      "See who flew furthest today. The Flap Master leaderboard shows the top ten scores of the day, the week and all time. Play a run and claim your spot.",
    keywords: "flap master leaderboard, high scores, daily top scores, flying bird game ranking",
    ogImage: DEFAULT_OG_IMAGE,
  },
  {
    route: "/login",
    title: "Sign In to Flap Master",
    description:
      "Sign in or create a free Flap Master account to keep your coins, bird skins, power-ups and best scores safe and to play with them on every device.",
    keywords: "flap master login, sign in, create account, save progress",
    ogImage: DEFAULT_OG_IMAGE,
  },
  {
    route: "/contact",
    title: "Contact Flap Master – Help, Feedback & Bug Reports",
    description:
      "A question about coins, purchases or your account, or found a bug? Send the Flap Master team a message and we will answer by e-mail as soon as we can.",
    keywords: "flap master support, contact, help, feedback, bug report",
    ogImage: DEFAULT_OG_IMAGE,
  },
  {
    route: "/terms",
    title: "Terms of Service – Flap Master",
    description:
      "The rules for playing Flap Master: your account, coins and in-game purchases, fair play on the leaderboards, and what happens when the rules are broken.",
    keywords: "flap master terms of service, rules, purchases, fair play",
    ogImage: DEFAULT_OG_IMAGE,
  },
  {
    route: "/privacy",
    title: "Privacy Policy – Flap Master",
    description:
      "What Flap Master stores when you play, sign in, buy coins or join the newsletter, why we keep it, for how long, and how to get a copy or have it deleted.",
    keywords: "flap master privacy policy, personal data, cookies, data deletion",
    ogImage: DEFAULT_OG_IMAGE,
  },
];
