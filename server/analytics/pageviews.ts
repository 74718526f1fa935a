// Cookie-less page views. A visitor is a hash of the day's salt, the client address, its user agent and
// the site's host: the same browser counts once per day, and nothing is stored that names it (no
// address, no user agent, no player id). The salt is made on the day's first page view and deleted
// when the day is over, so once a day has ended its hashes cannot be recomputed from anything.
import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { Db } from "../db/index.ts";
import type { RateLimitRule } from "../security/rate-limit.ts";
import { createCountryLookup, type CountryLookup } from "./country-table.ts";
import { dayOf } from "./days.ts";

/** Page views per client address: a person clicking around stays far below it. */
export const PAGEVIEW_LIMIT: RateLimitRule = { windowMs: 60_000, max: 300 };
/** Hex characters of the sha256 kept: 64 bits, no collisions at any realistic daily audience. */
export const VISITOR_HASH_CHARS = 16;
/** The header automated traffic of our own (e2e runs, monitors) sends so it is not counted. */
export const TEST_TRAFFIC_HEADER = "x-test-traffic";

/** The pages counted: the public site. Paths with an id in them are counted under their route. */
const PUBLIC_PAGES = new Set([
  "/",
  "/play",
  "/store",
  "/leaderboard",
  "/login",
  "/account",
  "/success",
  "/contact",
  "/terms",
  "/privacy",
  "/newsletter/confirm",
  "/unsubscribe",
]);
const PUBLIC_PREFIXES = ["/checkout/sandbox", "/replay"];

/** The public page a path (with its query) is, or null for anything else (admin, API, unknown). */
export function publicPageOf(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (PUBLIC_PAGES.has(path)) return path;
  for (const prefix of PUBLIC_PREFIXES) if (path.startsWith(prefix + "/")) return prefix;
  return null;
}

/**
 * Device classes by the width of the page's viewport in CSS pixels (as Plausible buckets them): the
 * width says what the visitor saw, needs no user-agent parsing and is no fingerprint (four classes).
 */
export const DEVICE_CLASSES = ["mobile", "tablet", "laptop", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The class of a viewport `width`, or null when the page sent none. */
export function deviceClassOf(width: number | null | undefined): DeviceClass | null {
  if (width === null || width === undefined || !Number.isFinite(width) || width <= 0) return null;
  if (width < 576) return "mobile";
  if (width < 992) return "tablet";
  if (width < 1440) return "laptop";
  return "desktop";
}

export type IgnoredReason = "bot" | "test_traffic" | "not_public_page" | "admin";

export interface PageViewRequest {
  /** What the page sent: its path and query, e.g. "/play?debug". */
  path: string;
  /** document.referrer on the page load's first view. */
  referrer?: string | null;
  userAgent: string | null;
  /** The request's Host header. */
  host: string;
  /** The test-traffic header was sent. */
  testTraffic: boolean;
  /** The viewport's width in CSS pixels (window.innerWidth), when the page sent it. */
  width?: number | null;
}

export type Classified =
  { ok: true; path: string; referrerHost: string | null; device: DeviceClass | null } | { ok: false; reason: IgnoredReason };

/**
 * Whether a page view counts, without touching the database. Not counted: bots (and a missing user
 * agent), our own test traffic (the X-Test-Traffic header, or a page opened with the game's ?test or
 * ?debug tools), anything that is not a public page. An admin session is checked by the caller.
 */
export function classifyPageView(request: PageViewRequest): Classified {
  if (!request.userAgent || isbot(request.userAgent)) return { ok: false, reason: "bot" };
  if (request.testTraffic) return { ok: false, reason: "test_traffic" };
  const url = new URL(request.path, "http://page.invalid");
  if (url.searchParams.has("test") || url.searchParams.has("debug")) return { ok: false, reason: "test_traffic" };
  const path = publicPageOf(url.pathname);
  if (!path) return { ok: false, reason: "not_public_page" };
  return { ok: true, path, referrerHost: referrerHostOf(request.referrer, request.host), device: deviceClassOf(request.width) };
}

/** Another site's host name (lower case, no port), or null for none, ours or nonsense. */
export function referrerHostOf(referrer: string | null | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase();
  const own = ownHost.toLowerCase().replace(/:\d+$/, "");
  if (!host || host === own) return null;
  return host.slice(0, 253);
}

export function visitorHash(salt: string, ip: string, userAgent: string, host: string): string {
  return createHash("sha256").update(`${salt}\n${ip}\n${userAgent}\n${host.toLowerCase()}`).digest("hex").slice(0, VISITOR_HASH_CHARS);
}

export interface PageView {
  path: string;
  referrerHost: string | null;
  /** The viewport's class (deviceClassOf); null or absent: not known. */
  device?: DeviceClass | null;
  ip: string;
  userAgent: string;
  host: string;
  at: number;
}

export interface PageViewsService {
  /** Stores the view with the day's visitor hash and the address's country (the address itself is not kept). */
  record(view: PageView): Promise<{ day: number; visitorHash: string; country: string | null }>;
  /** The salt of `day`, created if missing; older salts are deleted on the way. */
  saltOf(day: number, at: number): Promise<string>;
  /** Deletes every salt of a day before `today`. */
  forgetOldSalts(today: number): Promise<number>;
}

export function createPageViewsService(db: Db, timeZone: string, countries?: CountryLookup): PageViewsService {
  const lookup = countries ?? createCountryLookup();
  const k = db.kysely;
  // The current day's salt, once read: page views do not go to the database for it again.
  let cached: { day: number; salt: string } | null = null;

  async function forgetOldSalts(today: number): Promise<number> {
    if (cached && cached.day < today) cached = null;
    const result = await k.deleteFrom("analytics_salts").where("day", "<", today).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async function saltOf(day: number, at: number): Promise<string> {
    if (cached?.day === day) return cached.salt;
    await forgetOldSalts(day);
    // Several instances may race for the first page view of the day: one insert wins, all read it.
    await k
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("hex"), created_at: at })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const row = await k.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    cached = { day, salt: row.salt };
    return row.salt;
  }

  return {
    saltOf,
    forgetOldSalts,
    async record(view) {
      const day = dayOf(view.at, timeZone);
      const [salt, country] = await Promise.all([saltOf(day, view.at), lookup.countryOf(view.ip)]);
      const hash = visitorHash(salt, view.ip, view.userAgent, view.host);
      await k
        .insertInto("analytics_pageviews")
        .values({
          day,
          path: view.path,
          visitor_hash: hash,
          referrer_host: view.referrerHost,
          country,
          device: view.device ?? null,
          created_at: view.at,
        })
        .execute();
      return { day, visitorHash: hash, country };
    },
  };
}
