// Player Data against the production build: the operator opens /admin/players on an empty game
// ("No player data available."), then on a game with players: statistics cards, search (in the URL,
// Back restores it), the account/guest filter, sorting by a header (aria-sort), pages, a row opening
// the player page, "No results match your search.", and the CSV downloads (in Chromium, on SQLite;
// the same answers over HTTP on both engines). Then the export of 100 thousand finished runs over
// HTTP: every line arrives, in order, escaped, as a chunked stream (the bounded batches themselves
// are proved in server/admin/player-data.test.ts, which fails if the rows are loaded in one query).
import { mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { openAdminPage } from "./admin-page.ts";
import { asAdmin, asGuest, type Client } from "./auth-client.ts";
import { launchBrowser } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

const ADMIN_PASSWORD = "operator-players-password";
const SHOTS = join(tmpdir(), "flap-admin-players-shots");
const NOW = Date.now();
const HOUR = 3_600_000;
/** Today's runs start here: ten minutes ago, or at midnight UTC when the day is younger. */
const TODAY_RUNS_AT = Math.max(NOW - 10 * 60_000, NOW - (NOW % (24 * HOUR)));

interface Seed {
  id: string;
  name: string;
  guest: boolean;
  best: number;
  games: number;
  coins: number;
}

/** 30 players: every third a guest; names the search can tell apart; distinct best scores. */
const PLAYERS: Seed[] = Array.from({ length: 30 }, (_, i) => ({
  id: `e2e-${String(i).padStart(2, "0")}`,
  name: i % 3 === 0 ? "Guest" : i % 5 === 1 ? `Zed Flyer ${i}` : `Pilot ${i}`,
  guest: i % 3 === 0,
  best: (i * 13) % 97,
  games: 1 + (i % 7),
  coins: i * 10,
}));

async function seedPlayers(db: Db) {
  const k = db.kysely;
  for (const [i, p] of PLAYERS.entries()) {
    const joined = new Date(NOW - (30 - i) * HOUR).toISOString();
    await k
      .insertInto("user")
      .values({
        id: p.id,
        name: p.name,
        email: p.guest ? `temp-${p.id}@guest.invalid` : `${p.id}@example.com`,
        createdAt: joined,
        updatedAt: joined,
        isAnonymous: p.guest,
      })
      .execute();
    await k
      .insertInto("player_stats")
      .values({ player_id: p.id, games_played: p.games, best_score: p.best, last_played_at: NOW - i * 60_000, updated_at: NOW })
      .execute();
    await k.insertInto("wallets").values({ player_id: p.id, coins: p.coins, updated_at: NOW }).execute();
  }
  // One paid coin pack and one refunded: revenue is the paid one.
  for (const [id, status] of [
    ["cs_paid", "paid"],
    ["cs_refunded", "refunded"],
  ] as const) {
    await k
      .insertInto("checkout_sessions")
      .values({
        id,
        provider: "sandbox",
        player_id: PLAYERS[1]!.id,
        pack_id: "popular",
        coins: 5500,
        amount_cents: 499,
        currency: "usd",
        status,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
  }
}

/** `count` finished runs in multi-row INSERTs inside one transaction; the first has a formula name. */
async function seedRuns(db: Db, count: number, startAt: number) {
  await db.kysely.transaction().execute(async (trx) => {
    const BATCH = 1000;
    for (let from = 0; from < count; from += BATCH) {
      const rows = [];
      for (let i = from; i < Math.min(count, from + BATCH); i++) {
        rows.push({
          id: `run-${String(i).padStart(6, "0")}`,
          player_id: PLAYERS[i % PLAYERS.length]!.id,
          seed: i,
          settings_version: 1,
          status: "finished" as const,
          started_at: startAt + i * 10 - 5,
          expires_at: startAt + i * 10 + 60_000,
          finished_at: startAt + i * 10,
          score: i % 100,
          name: i === 0 ? "=SUM(A1:A9)" : i % 2 === 0 ? `Runner, ${i % 10}` : null,
        });
      }
      await trx.insertInto("runs").values(rows).execute();
    }
  });
}

async function readAll(response: Response): Promise<{ text: string; chunks: number }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks += 1;
    text += decoder.decode(value, { stream: true });
  }
  return { text: text + decoder.decode(), chunks };
}

describe.each(["sqlite", "postgres"] as const)("Player Data on %s", (engine) => {
  let database: TestDatabase;
  let server: RunningServer;
  let browser: Browser;
  let db: Db;
  let operator: Client;
  /** The real guest session the game's players get in "serves the list, statistics and CSVs ...". */
  let guestId: string;
  const guests = PLAYERS.filter((p) => p.guest).length + 1;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startServer({ env: { DATABASE_URL: database.url, ADMIN_PASSWORD, LEADERBOARD_TIMEZONE: "UTC" } });
    db = openDatabase(database.url, { poolMax: 2 });
    if (engine === "sqlite") browser = await launchBrowser();
    operator = await asAdmin(server.url, ADMIN_PASSWORD);
    mkdirSync(SHOTS, { recursive: true });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await db?.close();
    await database?.drop();
  });

  it("answers an empty game over HTTP: no players, the operator is not one", async () => {
    const list = await operator.send("/api/admin/players");
    expect(list.status).toBe(200);
    const body = (await list.json()) as { rows: unknown[]; total: number; statistics: { players: number; gamesAllTime: number } };
    expect([body.rows, body.total, body.statistics.players, body.statistics.gamesAllTime]).toEqual([[], 0, 0, 0]);
    const page = await operator.send("/admin/players");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("No player data available.");
  });

  // CI time: the browser flows run on SQLite only; the page is the same on either engine, and what
  // it calls is tested on both (the HTTP tests of this file: "answers an empty game over HTTP" and
  // "serves the list, statistics and CSVs the page shows, over HTTP"; and the "Player Data" service
  // tests in server/admin/player-data.test.ts).
  it.runIf(engine === "sqlite")("says 'No player data available.' before anyone played (the operator is not a player)", async () => {
    const admin = await openAdminPage(browser, server.url, ADMIN_PASSWORD);
    const { page } = admin;
    await page.goto(`${server.url}/admin/players`);
    await expect(page.getByTestId("players-empty-none").textContent()).resolves.toBe("No player data available.");
    await expect(page.getByTestId("stat-players").getByTestId("stat-value").textContent()).resolves.toBe("0");
    expect(await page.getByTestId("players-table").count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.close();
  });

  it("serves the list, statistics and CSVs the page shows, over HTTP", async () => {
    await seedPlayers(db);
    await seedRuns(db, 40, TODAY_RUNS_AT);
    const guest = await asGuest(server.url); // a real guest session: a player too
    guestId = (await guest.session()).player!.id;
    type Page = {
      rows: Array<{ id: string; isGuest: boolean; bestScore: number }>;
      total: number;
      pageCount: number;
      statistics: Record<string, number>;
    };
    const list = async (query: string) => {
      const response = await operator.send(`/api/admin/players?${query}`);
      expect(response.status, query).toBe(200);
      return (await response.json()) as Page;
    };

    // Statistics and the first page: newest first, 25 a page; the real guest joined last.
    const first = await list("");
    expect(first.statistics).toMatchObject({
      players: 31,
      accounts: 31 - guests,
      guests,
      gamesToday: 40,
      gamesAllTime: 40,
      bestScore: 39,
      averageScore: 19.5,
      coinsInCirculation: PLAYERS.reduce((s, p) => s + p.coins, 0),
      revenueCents: 499,
    });
    expect([first.total, first.pageCount, first.rows.length, first.rows[0]!.id]).toEqual([31, 2, 25, guestId]);
    expect((await list("page=2")).rows).toHaveLength(6);

    // Search (any case), sorted by best score both ways (ties by id), nothing found, guests only.
    const zeds = PLAYERS.filter((p) => p.name.startsWith("Zed"));
    const byBest = [...zeds].sort((a, b) => b.best - a.best || (a.id < b.id ? 1 : -1)).map((p) => p.id);
    const search = await list("q=zed+FLYER");
    expect(search.total).toBe(zeds.length);
    expect(search.rows.map((r) => r.id).sort()).toEqual(zeds.map((p) => p.id).sort());
    expect((await list("q=zed+FLYER&sort=best&dir=desc")).rows.map((r) => r.id)).toEqual(byBest);
    expect((await list("q=zed+FLYER&sort=best&dir=asc")).rows.map((r) => r.id)).toEqual([...byBest].reverse());
    expect((await list("q=no+such+pilot")).total).toBe(0);
    const onlyGuests = await list("type=guest&sort=best&dir=asc");
    expect(onlyGuests.total).toBe(guests);
    expect(onlyGuests.rows.every((r) => r.isGuest)).toBe(true);
    // The page's loader reads the same query from its URL.
    const page = await operator.send("/admin/players?q=no+such+pilot");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("No results match your search.");

    // The CSV downloads: every finished run; the players the filter shows.
    const scores = (await (await operator.send("/api/admin/export/scores.csv")).text()).split("\r\n");
    expect(scores[0]).toBe("Name,Score,Date");
    expect(scores[1]).toBe(`'=SUM(A1:A9),0,${new Date(TODAY_RUNS_AT).toISOString()}`);
    expect(scores).toHaveLength(40 + 2);
    const players = (await (await operator.send("/api/admin/export/players.csv?type=guest")).text()).trimEnd().split("\r\n");
    expect(players[0]).toBe("ID,Name,Email,Type,Joined,Games Played,Best Score,Last Played,Coins,Spent (USD)");
    expect(players.slice(1).every((line) => line.split(",")[3] === "guest")).toBe(true);
    expect(players).toHaveLength(guests + 1);
  });

  it.runIf(engine === "sqlite")("lets the operator find, filter, sort and page players, open one, and download the CSVs", async () => {
    // The game seeded by "serves the list, statistics and CSVs the page shows, over HTTP".
    const admin = await openAdminPage(browser, server.url, ADMIN_PASSWORD);
    const { page } = admin;
    /** A client navigation is done: the URL is the new one and the shell shows the page again. */
    const settle = async (url: Parameters<typeof page.waitForURL>[0]) => {
      await page.waitForURL(url);
      await page.waitForFunction(() => !document.querySelector('[data-testid="admin-loading"]'));
    };
    await page.goto(`${server.url}/admin/players`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Player Data");

    // Statistics.
    const stat = (id: string) => page.getByTestId(`stat-${id}`).getByTestId("stat-value").textContent();
    await expect(stat("players")).resolves.toBe("31");
    await expect(page.getByTestId("stat-players").textContent()).resolves.toContain(`${31 - guests} accounts · ${guests} guests`);
    await expect(stat("games-today")).resolves.toBe("40");
    await expect(stat("games-all-time")).resolves.toBe("40");
    await expect(stat("best-score")).resolves.toBe("39");
    await expect(stat("average-score")).resolves.toBe("19.5");
    await expect(stat("coins")).resolves.toBe(PLAYERS.reduce((s, p) => s + p.coins, 0).toLocaleString("en-US"));
    await expect(stat("revenue")).resolves.toBe("$4.99");

    // Newest first, 25 a page; the real guest joined last.
    await expect(page.getByTestId("players-total").textContent()).resolves.toBe("Players found: 31");
    expect(await page.getByTestId("players-row").count()).toBe(25);
    await expect(page.getByTestId("players-row").first().getAttribute("data-player-id")).resolves.toBe(guestId);
    await expect(page.getByTestId("sort-joined").getAttribute("aria-sort")).resolves.toBe("descending");
    await expect(page.getByTestId("players-page").textContent()).resolves.toBe("Page 1 of 2");
    await page.screenshot({ path: join(SHOTS, `players-${engine}-1280.png`), fullPage: true });
    await page.getByTestId("players-next").click();
    await settle(/page=2/);
    expect(await page.getByTestId("players-row").count()).toBe(6);

    // Search: in the URL, rendered by the server.
    const zeds = PLAYERS.filter((p) => p.name.startsWith("Zed"));
    await page.getByLabel("Search players", { exact: true }).fill("zed FLYER");
    await page.getByLabel("Search players", { exact: true }).press("Enter");
    await settle((url) => url.searchParams.get("q") === "zed FLYER" && !url.searchParams.has("page"));
    await expect(page.getByTestId("players-total").textContent()).resolves.toBe(`Players found: ${zeds.length}`);
    const shownIds = async () => page.getByTestId("players-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-player-id")));
    expect((await shownIds()).sort()).toEqual(zeds.map((p) => p.id).sort());
    const searchUrl = page.url();
    expect((await operator.send(new URL(searchUrl).pathname + new URL(searchUrl).search)).status).toBe(200);

    // Sort by best score: first click largest first, second smallest first.
    await page.getByTestId("sort-best").getByRole("link").click();
    await settle((url) => url.searchParams.get("sort") === "best" && url.searchParams.get("dir") === "desc");
    await expect(page.getByTestId("sort-best").getAttribute("aria-sort")).resolves.toBe("descending");
    await expect(page.getByTestId("sort-joined").getAttribute("aria-sort")).resolves.toBe("none");
    const byBest = [...zeds].sort((a, b) => b.best - a.best || (a.id < b.id ? 1 : -1));
    expect(await shownIds()).toEqual(byBest.map((p) => p.id));
    expect(await page.getByTestId("player-best").first().textContent()).toBe(String(byBest[0]!.best));
    await page.getByTestId("sort-best").getByRole("link").click();
    await settle((url) => url.searchParams.get("dir") === "asc");
    await expect(page.getByTestId("sort-best").getAttribute("aria-sort")).resolves.toBe("ascending");
    expect(await shownIds()).toEqual([...byBest].reverse().map((p) => p.id));
    expect(new URL(page.url()).searchParams.get("q")).toBe("zed FLYER"); // sorting keeps the search

    // Nothing matches.
    await page.getByLabel("Search players", { exact: true }).fill("no such pilot");
    await page.getByLabel("Search players", { exact: true }).press("Enter");
    await settle((url) => url.searchParams.get("q") === "no such pilot");
    await expect(page.getByTestId("players-empty-search").textContent()).resolves.toBe("No results match your search.");

    // Back: the previous search, sorted as it was, its words in the box.
    await page.goBack();
    await settle((url) => url.searchParams.get("q") === "zed FLYER" && url.searchParams.get("dir") === "asc");
    await expect(page.getByLabel("Search players", { exact: true }).inputValue()).resolves.toBe("zed FLYER");
    expect(await shownIds()).toEqual([...byBest].reverse().map((p) => p.id));

    // Guests only (the filter keeps the sort).
    await page.getByTestId("players-search-clear").click();
    await settle((url) => !url.searchParams.has("q"));
    await page.getByLabel("Show", { exact: true }).selectOption("guest");
    await page.getByTestId("players-search-submit").click();
    await settle((url) => url.searchParams.get("type") === "guest");
    await expect(page.getByTestId("players-total").textContent()).resolves.toBe(`Players found: ${guests}`);
    const badges = await page.getByTestId("players-row").locator("td:nth-child(3)").allTextContents();
    expect(badges.every((text) => text === "Guest")).toBe(true);

    // Exports download as files.
    const [scores] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-scores").click()]);
    expect(scores.suggestedFilename()).toMatch(/^flap-master-scores-\d{4}-\d{2}-\d{2}\.csv$/);
    const scoresCsv = readFileSync((await scores.path())!, "utf8").split("\r\n");
    expect(scoresCsv[0]).toBe("Name,Score,Date");
    expect(scoresCsv[1]).toBe(`'=SUM(A1:A9),0,${new Date(TODAY_RUNS_AT).toISOString()}`);
    expect(scoresCsv).toHaveLength(40 + 2); // header, 40 runs, the empty string after the last CRLF
    const [players] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-players").click()]);
    expect(players.suggestedFilename()).toMatch(/^flap-master-players-\d{4}-\d{2}-\d{2}\.csv$/);
    const playersCsv = readFileSync((await players.path())!, "utf8")
      .trimEnd()
      .split("\r\n");
    expect(playersCsv[0]).toBe("ID,Name,Email,Type,Joined,Games Played,Best Score,Last Played,Coins,Spent (USD)");
    expect(playersCsv.slice(1).every((line) => line.split(",")[3] === "guest")).toBe(true); // the filter applied
    expect(playersCsv).toHaveLength(guests + 1);

    // Phone width: the same page, the table scrolls inside its card.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/admin/players?sort=best&dir=desc`);
    await page.screenshot({ path: join(SHOTS, `players-${engine}-390.png`), fullPage: true });
    // Nothing makes the page scroll sideways (tables scroll inside their cards, whose `relative`
    // keeps their screen-reader-only labels from stretching the document).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(admin.errors).toEqual([]);

    // A row opens the player page (that page is tested on its own).
    const first = page.getByTestId("players-row").first();
    const firstId = await first.getAttribute("data-player-id");
    await first.getByTestId("player-link").click();
    await page.waitForURL(`${server.url}/admin/players/${firstId}`);
    await admin.close();
  });

  it("answers the list API as JSON and refuses bad queries and methods", async () => {
    const ok = await operator.send("/api/admin/players?sort=coins&dir=desc&pageSize=3&type=account");
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as {
      rows: Array<{ id: string; coins: number; isGuest: boolean }>;
      total: number;
      statistics: { players: number };
    };
    const accounts = PLAYERS.filter((p) => !p.guest).sort((a, b) => b.coins - a.coins);
    expect(body.rows.map((r) => r.id)).toEqual(accounts.slice(0, 3).map((p) => p.id));
    expect(body.total).toBe(accounts.length);
    expect(body.statistics.players).toBe(31);
    for (const bad of ["sort=password", "pageSize=1000", "page=0", "dir=sideways"]) {
      const response = await operator.send(`/api/admin/players?${bad}`);
      expect([response.status, ((await response.json()) as { error: string }).error], bad).toEqual([400, "invalid_query"]);
    }
    expect((await operator.send("/api/admin/players", { json: {} })).status).toBe(405);
    const unknown = await operator.send("/api/admin/export/secrets.csv");
    expect([unknown.status, ((await unknown.json()) as { error: string }).error]).toEqual([404, "not_found"]);
    const stranger = await asGuest(server.url);
    expect((await stranger.send("/api/admin/export/scores.csv")).status).toBe(403);
  });

  it("streams a CSV export of 100 thousand scores: every line, in order, escaped", async () => {
    await db.kysely.deleteFrom("runs").execute();
    const ROWS = 100_000;
    const startAt = NOW - 2 * 24 * HOUR;
    await seedRuns(db, ROWS, startAt);

    const response = await operator.send("/api/admin/export/scores.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="flap-master-scores-\d{4}-\d{2}-\d{2}\.csv"$/);
    // Streamed: no length known up front.
    expect(response.headers.get("content-length")).toBeNull();
    const { text, chunks } = await readAll(response);
    expect(chunks).toBeGreaterThan(1);
    const lines = text.split("\r\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[0]).toBe("Name,Score,Date");
    const iso = (i: number) => new Date(startAt + i * 10).toISOString();
    expect(lines[1]).toBe(`'=SUM(A1:A9),0,${iso(0)}`);
    expect(lines[2]).toBe(`${PLAYERS[1]!.name},1,${iso(1)}`);
    expect(lines[3]).toBe(`"Runner, 2",2,${iso(2)}`);
    expect(lines[ROWS]).toBe(`${PLAYERS[(ROWS - 1) % PLAYERS.length]!.name},99,${iso(ROWS - 1)}`);
    for (let i = 1; i < ROWS; i += 997) expect(lines[i + 1]!.endsWith(`,${i % 100},${iso(i)}`), `line ${i + 1}`).toBe(true);

    // A download abandoned after its first chunk ends cleanly; the server goes on serving.
    const abandoned = await operator.send("/api/admin/export/scores.csv");
    const reader = abandoned.body!.getReader();
    await reader.read();
    await reader.cancel();
    const again = await operator.send("/api/admin/players?pageSize=1");
    expect(again.status).toBe(200);
  }, 120_000);
});
