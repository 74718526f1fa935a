// Through the browser (on SQLite): every run pays at game over with no typing; a run left mid-flight
// (the page left, a client-side navigation) is abandoned on the server; runs left open by killed tabs
// never lock a player out, and when starts are really too many the card says so; the game-over card
// fits the game area at 1280x800, 390x844 and 360x640. What the pages ask the server is checked on both
// engines over HTTP, as the pages ask it (docs/decisions/030).
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { Client } from "./auth-client.ts";
import { keepFlying } from "./bot.ts";
import { openPage } from "./browser.ts";
import { useApp } from "./fixture.ts";

const phaseOf = (page: Page) => page.evaluate(() => (window as unknown as { __flap?: { phase: string } }).__flap?.phase ?? null);

async function waitForPhase(page: Page, phase: string) {
  await page.waitForFunction((want) => (window as unknown as { __flap?: { phase: string } }).__flap?.phase === want, phase, {
    polling: "raf",
    timeout: 30_000,
  });
}

/** The player's runs, oldest first, read from the server's database (either engine). */
async function runsOf(url: string, playerId: string): Promise<Array<{ status: string; reason: string | null }>> {
  const sql = "select status, reject_reason as reason from runs where player_id = $1 order by started_at, id";
  if (url.startsWith("file:")) {
    const db = new DatabaseSync(url.replace(/^file:/, ""), { readOnly: true });
    try {
      return db.prepare(sql.replace("$1", "?")).all(playerId) as Array<{ status: string; reason: string | null }>;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, [playerId])).rows;
  } finally {
    await client.end();
  }
}

async function playerIdOf(page: Page, base: string): Promise<string> {
  return ((await (await page.request.get(base + "/api/me")).json()) as { player: { id: string } }).player.id;
}

describe.each(["sqlite", "postgres"] as const)("the run loop on %s", (engine) => {
  const app = useApp({ engine, browser: engine === "sqlite" });

  /** A start as the game page sends it (a free run: no body); the run's id. */
  async function start(client: Client): Promise<string> {
    const answer = await client.send("/api/runs", { method: "POST" });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { runId: string }).runId;
  }

  /** A finish as the game page sends it for a bird that fell at once (no name: the card sends none). */
  async function finishFallen(client: Client, runId: string) {
    const answer = await client.send(`/api/runs/${runId}/finish`, { json: { inputs: [], timing: [], claimedScore: 0 } });
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as { ranked: boolean; score: number; name: string };
  }

  it("over HTTP, as the page asks: a run left is abandoned, a start ends the open run, the next finish counts, and too many starts are refused", async () => {
    const client = new Client(app.server.url);
    const left = await start(client);
    const player = (await client.session()).player!.id;
    // The page's beacon when it is left mid-run: a POST with no body.
    const abandoned = await client.send(`/api/runs/${left}/abandon`, { method: "POST" });
    expect([abandoned.status, await abandoned.json()]).toEqual([200, { abandoned: true }]);
    expect(await (await client.send(`/api/runs/${left}/abandon`, { method: "POST" })).json()).toEqual({ abandoned: false });
    expect(await runsOf(app.database.url, player)).toEqual([{ status: "rejected", reason: "abandoned: The player left the run." }]);

    // Six runs left open by killed tabs, then a run played to its end: it counts.
    for (let i = 0; i < 6; i++) await start(client);
    const played = await start(client);
    expect(await finishFallen(client, played)).toMatchObject({ ranked: true, score: 0 });
    // Counted, not ordered: starts one right after another may share a millisecond.
    const tally: Record<string, number> = {};
    for (const run of await runsOf(app.database.url, player)) {
      const key = `${run.status}: ${run.reason}`;
      tally[key] = (tally[key] ?? 0) + 1;
    }
    expect(tally).toEqual({
      "rejected: abandoned: The player left the run.": 1,
      "rejected: abandoned: A newer run replaced it.": 6,
      "finished: null": 1,
    });

    // Starts past the per-minute limit (30): refused with the reason the card turns into its line.
    let answer = await client.send("/api/runs", { method: "POST" });
    for (let i = 0; i < 40 && answer.status === 201; i++) answer = await client.send("/api/runs", { method: "POST" });
    expect(answer.status).toBe(429);
    expect(await answer.json()).toMatchObject({ error: "rate_limited" });
  });

  it("over HTTP, as the card asks: a run pays at finish, the chosen name is kept (a bad one refused with the reason) and the next device's run goes on the boards under it", async () => {
    const phone = new Client(app.server.url);
    expect(await finishFallen(phone, await start(phone))).toMatchObject({ ranked: true });
    const named = await phone.send("/api/me/name", { json: { name: "Pocket Ace" } });
    expect([named.status, await named.json()]).toEqual([200, { name: "Pocket Ace", changed: true }]);
    const refused = await phone.send("/api/me/name", { json: { name: "fuck" } });
    expect([refused.status, await refused.json()]).toEqual([400, { error: "invalid_name", message: "Please choose a different name." }]);

    // The same player on another device: the next run, sent with no name, is on the boards under it.
    const desk = new Client(app.server.url);
    for (const [name, value] of phone.cookies) desk.cookies.set(name, value);
    expect(await finishFallen(desk, await start(desk))).toMatchObject({ ranked: true, name: "Pocket Ace" });
    const board = (await (await desk.send("/api/leaderboards/daily")).json()) as { around: Array<{ name: string; isMe: boolean }> };
    expect(board.around.find((row) => row.isMe)?.name).toBe("Pocket Ace");
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both (the abandon beacon, the start that ends the open run, the finish and the
  // start limit in "over HTTP, as the page asks: a run left is abandoned, a start ends the open run, the
  // next finish counts, and too many starts are refused" above; server/runs/service.test.ts, "keeps one
  // open run per player: a start ends the open one as abandoned, never refusing").
  it.runIf(engine === "sqlite")(
    "abandons runs left mid-flight, never locks out, and says the true reason when starts are too many",
    async () => {
      const { page, errors, close } = (await openPage(app.browser, { viewport: { width: 1280, height: 800 } })).allowErrors(/429/);
      await page.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });

      // Left by a client-side navigation during the run (the page unmounts the game).
      await page.getByTestId("start-game").click();
      await waitForPhase(page, "playing");
      const player = await playerIdOf(page, app.server.url);
      await page.getByRole("link", { name: "Store" }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/store");
      await expect
        .poll(() => runsOf(app.database.url, player))
        .toEqual([{ status: "rejected", reason: "abandoned: The player left the run." }]);

      // Left by loading another page (pagehide) during the countdown.
      await page.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });
      await page.getByTestId("start-game").click();
      // The countdown begins once the server issued the run (the page knows its id from then on).
      await expect.poll(() => phaseOf(page)).toMatch(/countdown|playing/);
      expect(await runsOf(app.database.url, player)).toHaveLength(2);
      await page.goto(app.server.url + "/leaderboard", { waitUntil: "load" });
      await expect
        .poll(async () => (await runsOf(app.database.url, player))[1])
        .toEqual({ status: "rejected", reason: "abandoned: The player left the run." });

      // Six runs left open by tabs that were killed (no abandon ever came): the next run still counts.
      for (let i = 0; i < 6; i++) expect((await page.request.post(app.server.url + "/api/runs", { data: {} })).status()).toBe(201);
      await page.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });
      await page.getByTestId("start-game").click();
      await waitForPhase(page, "over");
      await expect.poll(() => page.getByTestId("run-verdict").getAttribute("data-kind")).toBe("counted");
      const runs = await runsOf(app.database.url, player);
      expect(runs).toHaveLength(9);
      expect(runs.at(-1)).toEqual({ status: "finished", reason: null });
      // One open run at a time: each start ended the one before it (the last one was played and finished).
      expect(runs.filter((r) => r.status === "started")).toEqual([]);
      expect(runs.slice(2, 8)).toEqual(
        Array.from({ length: 6 }, () => ({ status: "rejected", reason: "abandoned: A newer run replaced it." })),
      );

      // Starts past the per-minute limit (30): the card says so, and what to do.
      let answer = 201;
      for (let i = 0; i < 40 && answer === 201; i++)
        answer = (await page.request.post(app.server.url + "/api/runs", { data: {} })).status();
      expect(answer).toBe(429);
      await page.getByTestId("play-again").click();
      await waitForPhase(page, "over");
      await expect
        .poll(() => page.getByTestId("unranked").textContent())
        .toBe("You started a lot of games in one minute. Wait a moment, then play again.");
      // The refused start logs the browser's line for the 429; nothing else may.
      expect(errors.filter((e) => !e.includes("429"))).toEqual([]);
      await close();
    },
  );

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both (a start and a finish: "over HTTP, as the page asks: ..." above and
  // server/runs/routes.test.ts, "a visitor becomes a guest on POST /api/runs, finishes a run and sees its
  // rank"). The order of the two is the page's own.
  it.runIf(engine === "sqlite")(
    "starts the next run only once the last run's finish is answered, so a quick Play Again loses nothing",
    async () => {
      const { page, errors, close } = await openPage(app.browser, { viewport: { width: 1280, height: 800 } });
      await page.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });
      await page.waitForFunction(() => "__flap" in window);
      // The finish is held back on its way to the server while the player presses Play Again.
      let release!: () => void;
      const held = new Promise<void>((done) => (release = done));
      let starts = 0;
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/runs" && request.method() === "POST") starts++;
      });
      await page.route("**/api/runs/*/finish", async (route) => {
        await held;
        await route.continue();
      });
      await page.getByTestId("start-game").click();
      await waitForPhase(page, "over");
      expect(starts).toBe(1);
      const player = await playerIdOf(page, app.server.url); // the first start made the visitor a guest
      await page.getByTestId("play-again").click();
      // No start goes out while the last run's finish is unanswered (it would end that run unpaid).
      await page.waitForTimeout(500);
      expect(starts).toBe(1);
      expect(await runsOf(app.database.url, player)).toEqual([{ status: "started", reason: null }]);
      release();
      await waitForPhase(page, "playing");
      expect(starts).toBe(2);
      const runs = await runsOf(app.database.url, player);
      expect(runs[0]).toEqual({ status: "finished", reason: null });
      expect(runs[1]).toEqual({ status: "started", reason: null });
      expect(errors).toEqual([]);
      await close();
    },
  );

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("over HTTP, as the card asks: a run pays at finish, the chosen name is kept
  // ..." above; server/players/service.test.ts, "renames a player everywhere at once: user, board rows,
  // finished runs; a hidden name stays hidden").
  it.runIf(engine === "sqlite")(
    "pays a phone player's run at game over and keeps the chosen name on the server for the next device",
    async () => {
      const phone = (
        await openPage(app.browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true })
      ).allowErrors(/400/);
      await phone.page.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });
      await phone.page.waitForFunction(() => "__flap" in window);
      await phone.page.getByTestId("start-game").tap();
      await waitForPhase(phone.page, "over");
      await expect.poll(() => phone.page.getByTestId("run-verdict").getAttribute("data-kind")).toBe("counted");
      await phone.page.getByTestId("change-name").tap();
      await phone.page.getByTestId("name-input").fill("Pocket Ace");
      await phone.page.getByTestId("submit-score").tap();
      await expect.poll(() => phone.page.getByTestId("board-name").textContent()).toBe("On the boards as Pocket AceChange");
      // A bad name is refused with the reason, and nothing changes.
      await phone.page.getByTestId("change-name").tap();
      await phone.page.getByTestId("name-input").fill("fuck");
      await phone.page.getByTestId("submit-score").tap();
      await expect
        .poll(() => phone.page.getByTestId("name-saved").textContent())
        .toBe("That name cannot be used: Please choose a different name.");
      const { cookies } = await phone.page.context().storageState();
      expect(phone.errors.filter((e) => !e.includes("400"))).toEqual([]);
      await phone.close();

      // The same player on a desktop: the next run goes on the boards under the name, untyped.
      const desk = await openPage(app.browser, { viewport: { width: 1280, height: 800 }, storageState: { cookies, origins: [] } });
      await desk.page.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });
      // The keys work once the game exists (created in a task right after hydration).
      await desk.page.waitForFunction(() => "__flap" in window);
      await desk.page.keyboard.press("Space");
      await waitForPhase(desk.page, "over");
      await expect.poll(() => desk.page.getByTestId("run-verdict").getAttribute("data-kind")).toBe("counted");
      expect(await desk.page.getByTestId("board-name").textContent()).toBe("On the boards as Pocket AceChange");
      const board = (await (await desk.page.request.get(app.server.url + "/api/leaderboards/daily")).json()) as {
        around: Array<{ name: string; isMe: boolean }>;
      };
      expect(board.around.find((row) => row.isMe)?.name).toBe("Pocket Ace");
      expect(desk.errors).toEqual([]);
      await desk.close();
    },
  );

  it.runIf(engine === "sqlite")(
    "fits the game-over card in the game area at 1280x800, 390x844 and 360x640 (also in German), nothing cut or covered",
    async () => {
      // A challenge run, with the name form open: the tallest card there is.
      const challenger = await openPage(app.browser, { viewport: { width: 1280, height: 800 } });
      await challenger.page.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });
      await challenger.page.getByTestId("start-game").click();
      await waitForPhase(challenger.page, "over");
      await expect.poll(() => challenger.page.getByTestId("run-verdict").getAttribute("data-kind")).toBe("counted");
      const link = await challenger.page.getByTestId("challenge-link").inputValue();
      await challenger.close();

      const profiles = [
        { viewport: { width: 1280, height: 800 } },
        { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
        { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
        // German's long words ("Zur Startseite") once pushed a button off the card's edge.
        { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: "de-DE" },
      ];
      for (const profile of profiles) {
        const { page, errors, close } = await openPage(app.browser, profile);
        await page.goto(link + "&test", { waitUntil: "networkidle" });
        await page.getByTestId("start-game").click();
        const bot = await keepFlying(page);
        await waitForPhase(page, "playing");
        await bot.stop();
        await waitForPhase(page, "over");
        await expect.poll(() => page.getByTestId("challenge-result").getAttribute("data-verified")).toBe("true");
        // Its entry animation done and its buttons taking clicks (a moving target, or one that lets a
        // click through during the card's guard, makes the click scroll the page to find it).
        const settled = () =>
          page.waitForFunction(() => {
            const card = document.querySelector('[data-testid="game-over-card"]');
            return !!card && card.hasAttribute("data-armed") && card.getAnimations().every((a) => a.playState === "finished");
          });
        await settled();
        await page.getByTestId("change-name").click();
        await expect.poll(() => page.getByTestId("name-input").isVisible()).toBe(true);
        await settled();
        expect(await page.evaluate(() => scrollY), "the page did not move").toBe(0);
        const size = `${profile.viewport.width}x${profile.viewport.height}${profile.locale ? ` ${profile.locale}` : ""}`;
        const area = (await page.getByTestId("game-area").boundingBox())!;
        const card = (await page.getByTestId("game-over-card").boundingBox())!;
        expect(card.y, size).toBeGreaterThanOrEqual(area.y);
        expect(card.y + card.height, size).toBeLessThanOrEqual(area.y + area.height);
        // Nothing scrolls inside the card or its overlay, and each control is on top where it is drawn.
        const overflow = await page.evaluate(() =>
          ['[data-testid="game-over"]', '[data-testid="game-over-card"]'].map((s) => {
            const e = document.querySelector(s)!;
            return e.scrollHeight - e.clientHeight;
          }),
        );
        expect(overflow, size).toEqual([0, 0]);
        for (const id of [
          "final-score",
          "challenge-result",
          "run-ranks",
          "name-input",
          "submit-score",
          "play-again",
          "game-over-home",
          "share-bar",
          "share-copy",
        ]) {
          const box = (await page.getByTestId(id).boundingBox())!;
          expect(box.y, `${id} at ${size}`).toBeGreaterThanOrEqual(card.y);
          expect(box.y + box.height, `${id} at ${size}`).toBeLessThanOrEqual(card.y + card.height + 0.5);
          expect(box.x, `${id} at ${size}`).toBeGreaterThanOrEqual(card.x - 0.5);
          expect(box.x + box.width, `${id} at ${size}`).toBeLessThanOrEqual(card.x + card.width + 0.5);
          const onTop = await page.evaluate(
            ([testId, x, y]) => {
              const hit = document.elementFromPoint(x as number, y as number);
              return hit?.closest(`[data-testid="${testId}"]`) ? "yes" : (hit?.outerHTML.slice(0, 120) ?? "nothing");
            },
            [id, box.x + box.width / 2, box.y + box.height / 2] as const,
          );
          expect(onTop, `${id} covered at ${size}`).toBe("yes");
        }
        expect(errors).toEqual([]);
        await close();
      }
    },
  );
});
