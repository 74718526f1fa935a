// The analytics tests' seeded data set: accounts, guests and an operator playing over May and June
// 2026 in Europe/Berlin, card payments, coin purchases and page views. The expected figures in
// report.test.ts are worked out by hand from this list (not by the code under test).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { createEventsService } from "./events.ts";
import { buildCountryTable, countryIn, type CountryLookup } from "./country-table.ts";
import { deviceClassOf, type PageViewsService } from "./pageviews.ts";
import type { Db } from "../db/index.ts";

export const TIME_ZONE = "Europe/Berlin";

/** Berlin wall-clock time 'YYYY-MM-DD HH:MM' as epoch ms (summer time, UTC+2, all through May and June 2026). */
export function berlin(local: string): number {
  const [date, time] = local.split(" ") as [string, string];
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh - 2, mm);
}

/** Wednesday 17 June 2026, 14:00 in Berlin. */
export const NOW = berlin("2026-06-17 14:00");
export const HOST = "flap.test";
export const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
export const OTHER_BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

interface Person {
  id: string;
  createdAt: string;
  guest?: boolean;
  admin?: boolean;
}

// a1..a5 accounts, g1 g2 guests, op the operator (never counted).
export const PEOPLE: Person[] = [
  { id: "a4", createdAt: "2026-05-20 09:00" },
  { id: "a5", createdAt: "2026-06-01 08:00" },
  { id: "a1", createdAt: "2026-06-10 10:00" },
  { id: "a2", createdAt: "2026-06-10 11:00" },
  { id: "a3", createdAt: "2026-06-16 09:00" },
  { id: "g1", createdAt: "2026-06-13 14:00", guest: true },
  { id: "g2", createdAt: "2026-06-16 23:00", guest: true },
  { id: "op", createdAt: "2026-06-12 08:00", admin: true },
];

type Game = [player: string, start: string, score?: number];

/** One start each; with a score, its finish a minute later. */
export const GAMES: Game[] = [
  ["a4", "2026-05-20 10:00", 12],
  ["a4", "2026-05-21 10:00"],
  ["a5", "2026-06-02 09:00", 6],
  ["a5", "2026-06-08 09:00", 9],
  ["a1", "2026-06-10 12:00", 5],
  ["a2", "2026-06-10 13:00", 3],
  ["a1", "2026-06-11 12:00", 7],
  ["op", "2026-06-12 12:00", 99],
  ["g1", "2026-06-13 15:00", 20],
  ["g1", "2026-06-13 15:10", 0],
  ["a3", "2026-06-16 09:30", 10],
  ["g1", "2026-06-16 20:00"],
  ["g2", "2026-06-16 23:30", 8],
  // 00:30 in Berlin is still the 16th in UTC: it is today's.
  ["g2", "2026-06-17 00:30", 15],
  ["a1", "2026-06-17 10:00", 4],
  ["a3", "2026-06-17 11:00", 10],
  ["g1", "2026-06-17 11:30"],
  ["op", "2026-06-17 12:00", 50],
];

type Checkout = [id: string, player: string, cents: number, status: "paid" | "refunded" | "open", paidAt: string | null];

export const CHECKOUTS: Checkout[] = [
  ["cs4", "a4", 499, "paid", "2026-05-21 11:00"],
  ["cs1", "a1", 499, "paid", "2026-06-11 13:00"],
  ["cs3", "a3", 199, "paid", "2026-06-16 10:00"],
  ["cs2", "a1", 999, "refunded", "2026-06-17 10:30"],
  ["cs5", "op", 999, "paid", "2026-06-17 12:30"],
  ["cs6", "a2", 499, "open", null],
];

type CoinPurchase = [id: string, player: string, coins: number, at: string];

export const COIN_PURCHASES: CoinPurchase[] = [
  ["p2", "g1", 100, "2026-06-13 15:30"],
  ["p1", "a1", 500, "2026-06-17 10:40"],
];

type View = [at: string, path: string, ip: string, userAgent: string, referrerHost: string | null, width: number | null];

/** Three visitors' addresses: in Great Britain, Japan and (IPv6) Germany per TEST_COUNTRIES. */
export const IP_GB = "81.2.69.1";
export const IP_JP = "133.242.0.2";
export const IP_DE = "2a00:1450:4001::3";

export const VIEWS: View[] = [
  ["2026-06-10 12:00", "/store", IP_GB, BROWSER, null, 390],
  ["2026-06-16 10:00", "/", IP_GB, BROWSER, null, 390],
  ["2026-06-16 10:05", "/play", IP_GB, BROWSER, null, 390],
  ["2026-06-16 11:00", "/", IP_JP, BROWSER, "news.example", 1280],
  // No width sent: an unknown device class.
  ["2026-06-17 09:00", "/", IP_GB, BROWSER, "search.example", null],
  ["2026-06-17 09:10", "/leaderboard", IP_DE, OTHER_BROWSER, null, 1920],
];

/**
 * A small country table in the package's CSV form (numeric starts and ends): 81.2.69.0/24 GB,
 * 133.242.0.0/16 JP, 2a00:1450::/32 DE; everything else has no country.
 */
export const TEST_COUNTRIES: CountryLookup = (() => {
  const table = buildCountryTable(
    "1359103232,1359103487,GB\n2247229440,2247294975,JP\n",
    `${BigInt("0x2a001450000000000000000000000000")},${BigInt("0x2a001450ffffffffffffffffffffffff")},DE\n`,
  );
  return { countryOf: (ip: string) => Promise.resolve(countryIn(table, ip)) };
})();

export async function seedAnalytics(db: Db, pageViews: PageViewsService): Promise<void> {
  const k: Kysely<Database> = db.kysely;
  await k
    .insertInto("user")
    .values(
      PEOPLE.map((p) => {
        const iso = new Date(berlin(p.createdAt)).toISOString();
        return {
          id: p.id,
          name: p.id,
          email: `${p.id}@example.com`,
          createdAt: iso,
          updatedAt: iso,
          isAnonymous: p.guest ?? false,
          role: p.admin ? "admin" : "player",
        };
      }),
    )
    .execute();
  const events = createEventsService(db);
  for (const [index, [player, start, score]] of GAMES.entries()) {
    const at = berlin(start);
    await events.record({ name: "start_game", playerId: player, runId: `r${index}`, at });
    if (score !== undefined) await events.record({ name: "end_game", playerId: player, runId: `r${index}`, value: score, at: at + 60_000 });
  }
  for (const [id, player, cents, status, paidAt] of CHECKOUTS) {
    const paid = paidAt === null ? null : berlin(paidAt);
    const created = paid === null ? berlin("2026-06-17 09:00") : paid - 60_000;
    await k
      .insertInto("checkout_sessions")
      .values({
        id,
        provider: "sandbox",
        player_id: player,
        pack_id: "pack",
        coins: 100,
        amount_cents: cents,
        currency: "usd",
        status,
        created_at: created,
        fulfilled_at: paid,
        // A refund comes later and only changes the status.
        updated_at: status === "refunded" ? NOW - 30 * 60_000 : (paid ?? created),
      })
      .execute();
  }
  for (const [id, player, coins, at] of COIN_PURCHASES) {
    await k
      .insertInto("purchases")
      .values({ id, player_id: player, kind: "skin", item_id: "skin", price_coins: coins, idempotency_key: id, created_at: berlin(at) })
      .execute();
  }
  for (const [at, path, ip, userAgent, referrerHost, width] of VIEWS) {
    await pageViews.record({ path, referrerHost, ip, userAgent, host: HOST, at: berlin(at), device: deviceClassOf(width) });
  }
}
