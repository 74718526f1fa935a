import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import type { CheckoutStatus } from "../db/schema.ts";
import { dailyPeriod } from "../leaderboards/service.ts";
import {
  createPlayerDataService,
  csvByteStream,
  csvCell,
  csvLine,
  parsePlayerQuery,
  SORT_KEYS,
  startOfDayIn,
  type PlayerListQuery,
  type PlayerRow,
  type PlayerSortKey,
} from "./player-data.ts";

// A pinned "now": 2026-03-10 10:00 in Berlin (09:00 UTC), LEADERBOARD_TIMEZONE Europe/Berlin.
const NOW = Date.UTC(2026, 2, 10, 9, 0, 0);
const ZONE = "Europe/Berlin";
const DAY_START = Date.UTC(2026, 2, 9, 23, 0, 0); // Berlin midnight (UTC+1 in March before DST)

describe("startOfDayIn", () => {
  it("is the first instant of the leaderboard's day in the zone", () => {
    expect(startOfDayIn(NOW, ZONE)).toBe(DAY_START);
    expect(startOfDayIn(NOW, "UTC")).toBe(Date.UTC(2026, 2, 10));
    // Just before midnight UTC it is already tomorrow in Tokyo.
    expect(startOfDayIn(Date.UTC(2026, 2, 10, 23, 30), "Asia/Tokyo")).toBe(Date.UTC(2026, 2, 10, 15));
  });

  it("agrees with dailyPeriod across DST changes and odd offsets", () => {
    const zones = [
      "UTC",
      "Europe/Berlin",
      "America/New_York",
      "America/Sao_Paulo",
      "Asia/Kolkata",
      "Australia/Lord_Howe",
      "America/Havana",
    ];
    // Every 5 hours over 2026 (both DST switches of every zone above).
    for (const zone of zones) {
      for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 5 * 3_600_000 + 7 * 60_000) {
        const start = startOfDayIn(at, zone);
        expect(start, `${zone} ${new Date(at).toISOString()}`).toBeLessThanOrEqual(at);
        expect(dailyPeriod(start, zone), zone).toBe(dailyPeriod(at, zone));
        expect(dailyPeriod(start - 1, zone), zone).not.toBe(dailyPeriod(at, zone));
      }
    }
  });
});

describe("CSV cells", () => {
  it("quotes per RFC 4180", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvLine(["a", 1, "b,c"])).toBe('a,1,"b,c"\r\n');
  });

  it("defuses spreadsheet formulas", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell("a=b")).toBe("a=b");
  });
});

describe("csvByteStream", () => {
  it("reads lines only as the consumer asks (backpressure), in chunks, and stops the source when cancelled", async () => {
    let produced = 0;
    let finished = false;
    async function* lines() {
      try {
        for (let i = 0; i < 1_000_000; i++) {
          produced += 1;
          yield `line ${i}\r\n`; // 10-16 characters
        }
      } finally {
        finished = true;
      }
    }
    const stream = csvByteStream(lines(), 1000);
    const reader = stream.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value!).startsWith("line 0\r\nline 1\r\n")).toBe(true);
    // Nobody reads: the stream has filled its one-chunk buffer and waits.
    await new Promise((done) => setTimeout(done, 50));
    expect(produced).toBeLessThan(250);
    const second = await reader.read();
    expect(second.value!.byteLength).toBeGreaterThanOrEqual(1000);
    await reader.cancel();
    expect(finished).toBe(true);
    expect(produced).toBeLessThan(400);
  });

  it("ends with the last partial chunk", async () => {
    async function* lines() {
      yield "a\r\n";
      yield "b\r\n";
    }
    expect(await new Response(csvByteStream(lines())).text()).toBe("a\r\nb\r\n");
  });
});

describe("parsePlayerQuery", () => {
  const parse = (search: string) => parsePlayerQuery(new URLSearchParams(search));
  it("fills defaults and picks each column's natural direction", () => {
    expect(parse("")).toEqual({ ok: true, query: { q: "", type: "all", sort: "joined", dir: "desc", page: 1, pageSize: 25 } });
    expect(parse("sort=name")).toMatchObject({ ok: true, query: { sort: "name", dir: "asc" } });
    expect(parse("sort=coins")).toMatchObject({ ok: true, query: { sort: "coins", dir: "desc" } });
    expect(parse("q=%20bob%20&type=guest&sort=best&dir=asc&page=3&pageSize=100")).toEqual({
      ok: true,
      query: { q: "bob", type: "guest", sort: "best", dir: "asc", page: 3, pageSize: 100 },
    });
  });
  it("drops what it cannot use when lenient (the page's URL)", () => {
    expect(parsePlayerQuery(new URLSearchParams("sort=password&q=ann&page=-3"), { lenient: true })).toEqual({
      ok: true,
      query: { q: "ann", type: "all", sort: "joined", dir: "desc", page: 1, pageSize: 25 },
    });
  });
  it("refuses what it cannot use", () => {
    for (const bad of ["sort=password", "dir=up", "page=0", "page=-1", "page=1.5", "pageSize=101", "type=admin", `q=${"x".repeat(201)}`]) {
      expect(parse(bad).ok, bad).toBe(false);
    }
  });
});

interface Seeded {
  id: string;
  name: string;
  email: string;
  guest: boolean;
  joined: string;
  games: number | null;
  best: number | null;
  last: number | null;
  coins: number | null;
  spent: number;
}

/** 40 players with ties in every column, some without stats or wallet rows, and the operator. */
function makePlayers(): Seeded[] {
  const names = ["alice", "Bob", "carol", "dave", "Eve", "frank", "Grace", "heidi"];
  const out: Seeded[] = [];
  for (let i = 0; i < 40; i++) {
    const guest = i % 3 === 0;
    const hasStats = i % 5 !== 0;
    out.push({
      id: `p${String((i * 17) % 40).padStart(2, "0")}x${i}`,
      name: guest ? "Guest" : `${names[i % names.length]} ${i % 4}`,
      email: guest ? `temp-${i}@guest.invalid` : `user${i}@Example.com`,
      guest,
      joined: new Date(Date.UTC(2026, 0, 1 + (i % 7))).toISOString(),
      games: hasStats ? i % 6 : null,
      best: hasStats ? (i * 7) % 11 : null,
      last: hasStats && i % 6 !== 0 ? NOW - (i % 4) * 3_600_000 : null,
      coins: i % 4 === 0 ? null : (i % 5) * 100,
      spent: 0,
    });
  }
  return out;
}

async function seedPlayers(db: Db, players: Seeded[]) {
  const k = db.kysely;
  for (const p of [...players]) {
    await k
      .insertInto("user")
      .values({ id: p.id, name: p.name, email: p.email, createdAt: p.joined, updatedAt: p.joined, isAnonymous: p.guest })
      .execute();
    if (p.games !== null) {
      await k
        .insertInto("player_stats")
        .values({ player_id: p.id, games_played: p.games, best_score: p.best!, last_played_at: p.last, updated_at: NOW })
        .execute();
    }
    if (p.coins !== null) await k.insertInto("wallets").values({ player_id: p.id, coins: p.coins, updated_at: NOW }).execute();
  }
  const operatorAt = new Date(NOW).toISOString();
  await k
    .insertInto("user")
    .values({ id: "zz-operator", name: "Operator", email: "ops@example.com", createdAt: operatorAt, updatedAt: operatorAt, role: "admin" })
    .execute();
}

let sessionNo = 0;
async function checkout(db: Db, playerId: string, amountCents: number, status: CheckoutStatus) {
  sessionNo += 1;
  await db.kysely
    .insertInto("checkout_sessions")
    .values({
      id: `cs_${sessionNo}`,
      provider: "sandbox",
      player_id: playerId,
      pack_id: "starter",
      coins: 1000,
      amount_cents: amountCents,
      currency: "usd",
      status,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
}

/** What each sort key means, in JS (missing rows are 0; names case-insensitive; id breaks ties). */
const VALUE: Record<PlayerSortKey, (p: Seeded) => string | number> = {
  name: (p) => p.name.toLowerCase(),
  email: (p) => p.email.toLowerCase(),
  type: (p) => (p.guest ? 1 : 0),
  joined: (p) => p.joined,
  games: (p) => p.games ?? 0,
  best: (p) => p.best ?? 0,
  lastPlayed: (p) => p.last ?? 0,
  coins: (p) => p.coins ?? 0,
  spent: (p) => p.spent,
};

function expectedOrder(players: Seeded[], sort: PlayerSortKey, dir: "asc" | "desc"): string[] {
  const sign = dir === "asc" ? 1 : -1;
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...players].sort((a, b) => sign * (cmp(VALUE[sort](a), VALUE[sort](b)) || cmp(a.id, b.id))).map((p) => p.id);
}

/**
 * Counts the queries a Db runs and the rows each answers: proves an export reads in bounded batches
 * (loading the whole table would be one query answering every row).
 */
function countingDb(db: Db): { db: Db; results: number[] } {
  const results: number[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => args.node,
    transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      results.push(args.result.rows.length);
      return args.result;
    },
  };
  return { db: { ...db, kysely: db.kysely.withPlugin(plugin) }, results };
}

const query = (overrides: Partial<PlayerListQuery> = {}): PlayerListQuery => ({
  q: "",
  type: "all",
  sort: "joined",
  dir: "desc",
  page: 1,
  pageSize: 100,
  ...overrides,
});

describeEachDialect("Player Data", (getDb) => {
  const players = makePlayers();
  const service = () => createPlayerDataService(getDb(), { timeZone: ZONE, now: () => NOW });

  beforeAll(async () => {
    const db = getDb();
    await seedPlayers(db, players);
    // Money: paid sessions count; refunded and disputed ones count as revenue taken back; open,
    // expired and failed ones were never money.
    const [a, b, c] = [players[1]!, players[2]!, players[4]!];
    await checkout(db, a.id, 499, "paid");
    await checkout(db, a.id, 99, "paid");
    await checkout(db, b.id, 1999, "refunded");
    await checkout(db, c.id, 499, "disputed");
    await checkout(db, c.id, 99, "paid");
    await checkout(db, c.id, 99, "open");
    await checkout(db, b.id, 99, "expired");
    await checkout(db, b.id, 99, "failed");
    a.spent = 598;
    c.spent = 99;
  });

  it("lists every player but the operator, with stats, wallet and money spent", async () => {
    const page = await service().list(query({ sort: "name", dir: "asc" }));
    expect(page.total).toBe(40);
    expect(page.rows.map((r) => r.id)).not.toContain("zz-operator");
    const byId = new Map(page.rows.map((r) => [r.id, r]));
    for (const p of players) {
      expect(byId.get(p.id), p.id).toEqual<PlayerRow>({
        id: p.id,
        name: p.name,
        email: p.guest ? null : p.email,
        isGuest: p.guest,
        banned: false,
        joinedAt: p.joined,
        gamesPlayed: p.games ?? 0,
        bestScore: p.best ?? 0,
        lastPlayedAt: p.last,
        coins: p.coins ?? 0,
        spentCents: p.spent,
      });
    }
  });

  it("sorts on every column both ways, ties broken by id", async () => {
    for (const sort of SORT_KEYS) {
      for (const dir of ["asc", "desc"] as const) {
        const page = await service().list(query({ sort, dir }));
        expect(
          page.rows.map((r) => r.id),
          `${sort} ${dir}`,
        ).toEqual(expectedOrder(players, sort, dir));
      }
    }
  });

  it("sorts a list filtered by type on every column", async () => {
    for (const type of ["account", "guest"] as const) {
      const kept = players.filter((p) => p.guest === (type === "guest"));
      for (const sort of SORT_KEYS) {
        const page = await service().list(query({ type, sort, dir: "desc" }));
        expect(page.total).toBe(kept.length);
        expect(
          page.rows.map((r) => r.id),
          `${type} ${sort}`,
        ).toEqual(expectedOrder(kept, sort, "desc"));
      }
    }
  });

  it("pages without repeats or gaps; a page past the end is the last page", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const result = await service().list(query({ sort: "games", dir: "desc", page, pageSize: 9 }));
      expect(result.pageCount).toBe(5);
      expect(result.total).toBe(40);
      seen.push(...result.rows.map((r) => r.id));
    }
    expect(seen).toEqual(expectedOrder(players, "games", "desc"));
    const past = await service().list(query({ sort: "games", dir: "desc", page: 99, pageSize: 9 }));
    expect(past.query.page).toBe(5);
    expect(past.rows.map((r) => r.id)).toEqual(seen.slice(36));
    const capped = await service().list(query({ pageSize: 5000 }));
    expect(capped.query.pageSize).toBe(100);
  });

  it("searches by prefix of name, e-mail or id, case-insensitively, wildcards taken literally", async () => {
    const ids = async (q: string, type: PlayerListQuery["type"] = "all") =>
      (await service().list(query({ q, type, sort: "name", dir: "asc" }))).rows.map((r) => r.id).sort();
    const expectIds = (keep: (p: Seeded) => boolean) =>
      players
        .filter(keep)
        .map((p) => p.id)
        .sort();

    expect(await ids("BOB")).toEqual(expectIds((p) => p.name.toLowerCase().startsWith("bob")));
    expect(await ids("bob 1")).toEqual(expectIds((p) => p.name.toLowerCase() === "bob 1"));
    expect(await ids("USER1")).toEqual(expectIds((p) => p.email.toLowerCase().startsWith("user1")));
    expect(await ids("user13@example.COM")).toEqual(expectIds((p) => p.email.toLowerCase() === "user13@example.com"));
    // A prefix, not "contains" (an index range, not a scan of every player: docs/admin.md).
    expect(await ids("example.com")).toEqual([]);
    expect(await ids("ob")).toEqual([]);
    expect(await ids("P05X")).toEqual(expectIds((p) => p.id.startsWith("p05x")));
    expect((await ids("05x")).length).toBe(0); // ids match by prefix only
    expect(await ids("%")).toEqual([]);
    expect(await ids("_")).toEqual([]);
    expect(await ids("' or 1=1 --")).toEqual([]);
    expect(await ids("operator")).toEqual([]);
    expect(await ids("guest", "guest")).toEqual(expectIds((p) => p.guest));
    expect(await ids("guest", "account")).toEqual([]);
    expect(await ids("", "account")).toEqual(expectIds((p) => !p.guest));
    const none = await service().list(query({ q: "nobody-is-called-this" }));
    expect([none.total, none.rows, none.pageCount, none.query.page]).toEqual([0, [], 1, 1]);
  });

  it("counts the statistics: players by type, games today in the zone and all time, scores, coins, revenue", async () => {
    const db = getDb();
    const empty = await service().statistics();
    expect(empty).toMatchObject({ gamesToday: 0, gamesAllTime: 0, averageScore: 0, bestScore: 0 });

    const run = (id: string, status: "finished" | "started" | "rejected", finishedAt: number | null, score: number | null) =>
      db.kysely
        .insertInto("runs")
        .values({
          id,
          player_id: players[1]!.id,
          seed: 1,
          settings_version: 1,
          status,
          started_at: NOW - 60_000,
          expires_at: NOW,
          finished_at: finishedAt,
          score,
        })
        .execute();
    await run("r1", "finished", DAY_START - 1, 90); // yesterday in Berlin
    await run("r2", "finished", DAY_START, 10); // Berlin's midnight: today there, yesterday in UTC
    await run("r3", "finished", NOW - 1000, 5);
    await run("r4", "finished", NOW - 5000, 6);
    await run("r5", "started", null, null);
    await run("r6", "rejected", NOW - 100, 999);

    const stats = await service().statistics();
    expect(stats).toEqual({
      players: 40,
      accounts: players.filter((p) => !p.guest).length,
      guests: players.filter((p) => p.guest).length,
      gamesToday: 3,
      gamesAllTime: 4,
      averageScore: 27.75,
      bestScore: 90,
      coinsInCirculation: players.reduce((sum, p) => sum + (p.coins ?? 0), 0),
      grossRevenueCents: 499 + 99 + 1999 + 499 + 99,
      refundedCents: 1999 + 499,
      revenueCents: 499 + 99 + 99,
      dayStart: DAY_START,
    });
    // The zone decides: UTC's day began an hour after Berlin's.
    const utc = await createPlayerDataService(db, { timeZone: "UTC", now: () => NOW }).statistics();
    expect([utc.gamesToday, utc.dayStart]).toEqual([2, Date.UTC(2026, 2, 10)]);
  });

  it("exports scores oldest first (run name, else the player's), escaped and defused", async () => {
    const db = getDb();
    await db.kysely.deleteFrom("runs").execute();
    const rows = [
      { id: "s1", at: NOW - 3000, score: 12, name: "=cmd|' /C calc'!A0" },
      { id: "s2", at: NOW - 2000, score: 7, name: null },
      { id: "s0", at: NOW - 2000, score: 8, name: 'Quote "me", ok' },
      { id: "s3", at: NOW - 1000, score: 0, name: "-minus" },
    ];
    for (const r of rows) {
      await db.kysely
        .insertInto("runs")
        .values({
          id: r.id,
          player_id: players[2]!.id,
          seed: 1,
          settings_version: 1,
          status: "finished",
          started_at: r.at - 1,
          expires_at: r.at,
          finished_at: r.at,
          score: r.score,
          name: r.name,
        })
        .execute();
    }
    let csv = "";
    for await (const line of service().exportScores()) csv += line;
    const iso = (at: number) => new Date(at).toISOString();
    expect(csv).toBe(
      [
        "Name,Score,Date",
        `'=cmd|' /C calc'!A0,12,${iso(NOW - 3000)}`,
        `"Quote ""me"", ok",8,${iso(NOW - 2000)}`,
        `${players[2]!.name},7,${iso(NOW - 2000)}`,
        `'-minus,0,${iso(NOW - 1000)}`,
      ].join("\r\n") + "\r\n",
    );
  });

  it("exports players, filtered like the list", async () => {
    let csv = "";
    for await (const line of service().exportPlayers({ q: "", type: "account" })) csv += line;
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("ID,Name,Email,Type,Joined,Games Played,Best Score,Last Played,Coins,Spent (USD)");
    const accounts = players.filter((p) => !p.guest).sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(accounts.map((p) => p.id));
    const a = players[1]!;
    expect(lines).toContain(
      [
        a.id,
        a.name,
        a.email,
        "account",
        a.joined,
        a.games,
        a.best,
        a.last === null ? "" : new Date(a.last).toISOString(),
        a.coins ?? 0,
        "5.98",
      ].join(","),
    );
  });

  it("reads exports in bounded keyset batches, lazily, never the whole table at once", async () => {
    const db = getDb();
    await db.kysely.deleteFrom("runs").execute();
    const total = 2_345;
    const values = Array.from({ length: total }, (_, i) => ({
      id: `b${String(i).padStart(5, "0")}`,
      player_id: players[3]!.id,
      seed: 1,
      settings_version: 1,
      status: "finished" as const,
      started_at: NOW - 10_000_000,
      expires_at: NOW,
      // Many equal times: the keyset must go by (finished_at, id), not by time alone.
      finished_at: NOW - 10_000_000 + Math.floor(i / 7),
      score: i % 50,
    }));
    for (let i = 0; i < values.length; i += 500)
      await db.kysely
        .insertInto("runs")
        .values(values.slice(i, i + 500))
        .execute();

    const counted = countingDb(db);
    const exporter = createPlayerDataService(counted.db, { timeZone: ZONE, now: () => NOW });
    // Lazy: the first rows come after one query, not after reading everything.
    const lazy = exporter.exportScores({ batchSize: 1000 });
    for (let i = 0; i < 5; i++) await lazy.next();
    expect(counted.results).toEqual([1000]);
    await lazy.return();

    counted.results.length = 0;
    let lines = 0;
    const scores: number[] = [];
    for await (const line of exporter.exportScores({ batchSize: 1000 })) {
      lines += 1;
      if (lines > 1) scores.push(Number(line.split(",")[1]));
    }
    expect(lines).toBe(total + 1);
    expect(scores).toEqual(values.map((v) => v.score));
    expect(counted.results).toEqual([1000, 1000, 345]);

    counted.results.length = 0;
    let playerLines = 0;
    for await (const _ of exporter.exportPlayers({ q: "", type: "all" }, { batchSize: 15 })) playerLines += 1;
    expect(playerLines).toBe(41);
    expect(counted.results).toEqual([15, 15, 10]);
  });
});
