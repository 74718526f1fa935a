// SEO metadata per public route and locale (table seo_metadata): what the pages render into <head>,
// what sitemap.xml lists and what robots.txt allows. The admin edits rows through `update`.
import { z } from "zod";
import { isLocale, locales } from "../../shared/i18n/locales.ts";
import { SYSTEM_ACTOR, createAuditService, type AuditActor, type AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { SeoMetadataTable } from "../db/schema.ts";
import type { Selectable } from "kysely";
import { operatorIssueMessage } from "../http/operator-messages.ts";

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
export type SeoPages = Partial<
  Record<PublicRoute, Partial<Pick<SeoEntry, "title" | "description" | "keywords">> & Pick<SeoEntry, "ogImage">>
>;

const localeSchema = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, "must be a language code such as en or pt-BR");

/**
 * Hard limits (the schema refuses more) and the ranges search engines show in full (the admin's
 * counters warn outside them, but saving is allowed: a short title can be right).
 */
export const SEO_LIMITS = {
  title: { max: 120, recommended: { min: 30, max: 60 } },
  description: { max: 320, recommended: { min: 70, max: 160 } },
  keywords: { max: 500 },
  ogImage: { max: 2000 },
} as const;

// A head tag's text is one line: a line break or other control character is a paste accident.
const oneLine = (schema: z.ZodString) => schema.regex(/^[^\p{Cc}]*$/u, "must be one line without control characters");

const ogImageSchema = z
  .string()
  .trim()
  .max(SEO_LIMITS.ogImage.max)
  .refine(
    (value) => value === "" || (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\/[^\s]+$/.test(value),
    "must be a site path (/og-image.png) or an http(s) URL",
  )
  // An emptied field means "the site's default image", the same as null.
  .transform((value) => value || null);

export const seoFieldsSchema = z.strictObject({
  title: oneLine(z.string().trim().min(1).max(SEO_LIMITS.title.max)),
  description: oneLine(z.string().trim().min(1).max(SEO_LIMITS.description.max)),
  keywords: oneLine(z.string().trim().max(SEO_LIMITS.keywords.max)),
  ogImage: ogImageSchema.nullable(),
});
export type SeoFields = z.output<typeof seoFieldsSchema>;
export type SeoFieldsInput = z.input<typeof seoFieldsSchema>;

/** Bad input to `update`: the admin route answers it as a 400. */
export class SeoInputError extends Error {
  readonly code: string;
  /** The input field at fault ('route', 'locale', 'title', ...), when there is one. */
  readonly field: string | undefined;
  constructor(code: string, message: string, field?: string) {
    super(message);
    this.name = "SeoInputError";
    this.code = code;
    this.field = field;
  }
}

/**
 * Whether `error` is a SeoInputError. Not `instanceof`: the server's services and the built route
 * modules each carry their own copy of this class.
 */
export function isSeoInputError(error: unknown): error is SeoInputError {
  return error instanceof Error && error.name === "SeoInputError" && typeof (error as Partial<SeoInputError>).code === "string";
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
  /**
   * Creates or changes one route's row for one of the site's locales; a new row needs a title and a
   * description. A change writes an audit row ('seo.update') in the same transaction; saving the
   * values already stored writes nothing. `by` is the admin request's actor; scripts and tests may
   * pass just a label (an e-mail) or null (the system).
   */
  update(route: string, locale: string, fields: Partial<SeoFieldsInput>, by: AuditActor | string | null): Promise<SeoEntry>;
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

/**
 * A public route's URL in each language: the bare URL (English for crawlers, which send no
 * Accept-Language, and the x-default) and `?lang=xx` for the others. These are the hreflang
 * alternates every page lists (app/root.tsx) and each is its own canonical URL (page-meta.ts).
 */
export function languageUrls(publicUrl: string, route: string): string[] {
  return [
    publicUrl + route,
    ...locales.filter((locale) => locale !== FALLBACK_LOCALE).map((locale) => `${publicUrl}${route}?lang=${locale}`),
  ];
}

/**
 * sitemap.xml: every language version of the indexable public routes as absolute URLs; lastmod is the
 * day of the route's newest SEO change (over all its languages).
 */
export function sitemapXml(publicUrl: string, lastModified: ReadonlyMap<string, number>): string {
  const urls = PUBLIC_ROUTES.filter((route) => !NOINDEX_PUBLIC_ROUTES.includes(route)).flatMap((route) => {
    const at = lastModified.get(route);
    const lastmod = at === undefined ? "" : `\n    <lastmod>${new Date(at).toISOString().slice(0, 10)}</lastmod>`;
    return languageUrls(publicUrl, route).map((url) => `  <url>\n    <loc>${xmlEscape(url)}</loc>${lastmod}\n  </url>`);
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
export function createSeoService(db: Db, options: { now?: () => number; audit?: AuditService } = {}): SeoService {
  const now = options.now ?? Date.now;
  // The audit service holds no state: without one given, its own instance writes the same table.
  const audit = options.audit ?? createAuditService(db, { now });
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
      const actor: AuditActor = by === null ? SYSTEM_ACTOR : typeof by === "string" ? { id: null, label: by } : by;
      if (!isPublicRoute(route))
        throw new SeoInputError("unknown_route", `route: not a public page (${PUBLIC_ROUTES.join(", ")})`, "route");
      if (!isLocale(locale)) throw new SeoInputError("invalid_locale", `locale: must be one of ${locales.join(", ")}`, "locale");
      const parsed = seoFieldsSchema.partial().safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        // An unknown key has an empty path; name it instead.
        const field = issue?.code === "unrecognized_keys" ? issue.keys[0] : issue?.path.join(".");
        throw new SeoInputError("invalid_fields", operatorIssueMessage(issue, "fields"), field || undefined);
      }
      const change = parsed.data;
      return k.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom("seo_metadata")
          .selectAll()
          .where("route", "=", route)
          .where("locale", "=", locale)
          .executeTakeFirst();
        const title = change.title ?? existing?.title;
        const description = change.description ?? existing?.description;
        if (title === undefined || description === undefined) {
          throw new SeoInputError(
            "missing_fields",
            `${title === undefined ? "title" : "description"}: a new entry needs a title and a description`,
            title === undefined ? "title" : "description",
          );
        }
        const fieldsOf = (row: { title: string; description: string; keywords: string; og_image: string | null }) => ({
          title: row.title,
          description: row.description,
          keywords: row.keywords,
          ogImage: row.og_image,
        });
        const values = {
          title,
          description,
          keywords: change.keywords ?? existing?.keywords ?? "",
          og_image: change.ogImage !== undefined ? change.ogImage : (existing?.og_image ?? null),
        };
        const before = existing ? fieldsOf(existing) : null;
        const after = fieldsOf(values);
        // Nothing changed: no new timestamp (the sitemap's lastmod) and no audit row.
        if (existing && JSON.stringify(before) === JSON.stringify(after)) return toEntry(existing);
        const row = { ...values, updated_at: now(), updated_by: by === null ? null : actor.label };
        await trx
          .insertInto("seo_metadata")
          .values({ route, locale, ...row })
          .onConflict((oc) => oc.columns(["route", "locale"]).doUpdateSet(row))
          .execute();
        await audit.record({ actor, action: "seo.update", target: `seo:${locale}:${route}`, before, after }, trx);
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
