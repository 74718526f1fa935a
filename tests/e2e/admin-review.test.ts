// The operator's review queue end to end: guests finish plain-bot runs without sub-tick timing over
// HTTP (held off the boards); the operator sees them in Player Data's "Runs to review" with the reason
// in words, watches one (the game's renderer replays its log: the canvas draws, the tick advances, the
// speed and pause work), clears it (it is then on /leaderboard) and rejects the other (it stays off).
// At 1280×800 and on a 390×844 phone; no console error. The page in Chromium on SQLite; its requests,
// and what they change, on both engines.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { decodeRun } from "../../game/replay/encoding.ts";
import { botStep } from "../../game/sim/bot.ts";
import { createSim } from "../../game/sim/sim.ts";
import type { GameSettings } from "../../game/sim/types.ts";
import type { HeldRun } from "../../server/runs/review.ts";
import { asAdmin, asGuest, type Client } from "./auth-client.ts";
import { openPage, renderedMarkup, watchErrors } from "./browser.ts";
import { useApp } from "./fixture.ts";

const ADMIN_PASSWORD = "operator-e2e-password";
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const NO_TIMING = "No sub-tick timing: the official game always records it";

const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** A guest flies the plain bot (no sub-tick timing) until `score`, lets the bird fall, and finishes over HTTP. */
async function playPlainBot(client: Client, name: string, score: number) {
  const start = await client.send("/api/runs", { method: "POST" });
  expect(start.status).toBe(201);
  // The server stamps the start while answering it: counted from the answer, a slow start cannot make
  // the finish look too fast.
  const startedAt = Date.now();
  const started = (await start.json()) as { runId: string; seed: number; settings: GameSettings };
  const sim = createSim({ seed: started.seed, settings: started.settings });
  while (sim.state.phase === "playing" && sim.state.tick < 20_000) {
    if (sim.summary().score < score) botStep(sim);
    else sim.step();
  }
  expect(sim.summary().score).toBe(score);
  // The server wants the wall-clock time since start to cover the simulated time (less 2 s).
  const wait = startedAt + (sim.state.tick / 60) * 1000 - 2000 + 250 - Date.now();
  if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  const inputs = sim.inputs.map(([tick, action]) => [tick, action]);
  const finish = await client.send(`/api/runs/${started.runId}/finish`, { json: { inputs, claimedScore: score, name } });
  expect(finish.status, await finish.clone().text()).toBe(200);
  const done = (await finish.json()) as { coins: number; ranked: boolean; held?: { reasons: string[] } };
  expect(done).toMatchObject({ coins: 0, ranked: false, held: { reasons: expect.arrayContaining(["no_timing"]) } });
  return { runId: started.runId, ticks: sim.state.tick, seed: started.seed, inputs };
}

async function leaderboardText(base: string): Promise<string> {
  const response = await fetch(base + "/leaderboard");
  expect(response.status).toBe(200);
  return renderedMarkup(await response.text());
}

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** Pixels the replay canvas has drawn on (it is transparent over the sky layers). */
async function drawnPixels(page: Page): Promise<number> {
  return page.getByTestId("replay-canvas").evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext("2d");
    if (!ctx || canvas.width < 2) return 0;
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let drawn = 0;
    for (let i = 3; i < data.length; i += 16) if (data[i]! > 0) drawn++;
    return drawn;
  });
}

const tickOf = async (page: Page) => Number(await page.getByTestId("replay-tick").getAttribute("data-tick"));

/** Watches `row`'s run: the replay opens, draws, advances; speed and pause work. */
async function watch(page: Page, rowName: string, shot: string) {
  const row = page.getByTestId("review-row").filter({ hasText: rowName });
  await row.getByTestId("review-watch").click();
  const dialog = page.getByTestId("replay-dialog");
  await eventually(() => dialog.isVisible()).toBe(true);
  await eventually(() => tickOf(page)).toBeGreaterThan(20);
  await eventually(() => page.getByTestId("replay-play").getAttribute("data-playing")).toBe("true");
  expect(await drawnPixels(page)).toBeGreaterThan(100);
  expect(await dialog.textContent()).toContain(rowName);
  // The check's verdict beside the replay.
  expect(await page.getByTestId("replay-evidence").textContent()).toContain(NO_TIMING);
  // The replay fits the screen.
  const viewport = page.viewportSize()!;
  const canvasBox = (await page.getByTestId("replay-canvas").boundingBox())!;
  expect(canvasBox.x).toBeGreaterThanOrEqual(0);
  expect(canvasBox.x + canvasBox.width).toBeLessThanOrEqual(viewport.width);
  expect(canvasBox.height).toBeGreaterThan(200);
  const controls = (await page.getByTestId("replay-speed-4").boundingBox())!;
  expect(controls.x + controls.width).toBeLessThanOrEqual(viewport.width);
  expect(controls.y + controls.height).toBeLessThanOrEqual(viewport.height);

  // 4x runs ahead; pause holds the tick.
  await page.getByTestId("replay-speed-4").click();
  expect(await page.getByTestId("replay-speed-4").getAttribute("aria-pressed")).toBe("true");
  const before = await tickOf(page);
  await eventually(() => tickOf(page)).toBeGreaterThan(before + 60);
  await shoot(page, shot);
  await page.getByTestId("replay-play").click();
  await eventually(() => page.getByTestId("replay-play").getAttribute("data-playing")).not.toBe("true");
  const paused = await tickOf(page);
  await page.waitForTimeout(300);
  expect(await tickOf(page)).toBe(paused);
  await page.getByTestId("replay-close").click();
  await eventually(() => dialog.isVisible()).toBe(false);
}

describe.each(["sqlite", "postgres"] as const)("the review queue on %s", (engine) => {
  const app = useApp({ engine, browser: engine === "sqlite", env: { ADMIN_PASSWORD } });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both (the next test, "the queue's requests...", sends the same requests over
  // HTTP and checks the same outcomes; server/runs/review-routes.test.ts and review.test.ts test the
  // route and the service).
  it.runIf(engine === "sqlite")(
    "holds plain-bot runs, shows why, replays one, clears it onto the boards and rejects the other",
    async () => {
      const base = app.server.url;
      const [first, second] = await Promise.all([
        asGuest(base).then((guest) => playPlainBot(guest, "Robo Ann", 2)),
        asGuest(base).then((guest) => playPlainBot(guest, "Robo Bob", 1)),
      ]);
      expect(await leaderboardText(base)).not.toMatch(/Robo (Ann|Bob)/);
      const operator = await asAdmin(base, ADMIN_PASSWORD);
      const errors: string[] = [];

      // ---- Desktop: the queue, the replay, Clear.
      const desktop = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
      await desktop.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url: base })));
      const page = await desktop.newPage();
      watchErrors(page, errors);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(base + "/admin/players", { waitUntil: "networkidle" });
      const panel = page.getByTestId("review-panel");
      const rows = panel.getByTestId("review-row");
      await eventually(() => rows.count()).toBe(2);
      expect(await panel.getByTestId("review-count").textContent()).toBe("2 waiting");
      // Each with its reason in words and the check's numbers.
      expect((await rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-run-id")))).sort()).toEqual(
        [first.runId, second.runId].sort(),
      );
      const ann = rows.filter({ hasText: "Robo Ann" });
      expect(await ann.getByTestId("review-reason").first().textContent()).toBe(NO_TIMING);
      expect(await ann.getByTestId("review-score").textContent()).toBe("2");
      expect(await ann.getByTestId("review-evidence").textContent()).toContain("missing");
      expect(await ann.getByTestId("review-player").getAttribute("href")).toMatch(/^\/admin\/players\/.+/);
      await panel.scrollIntoViewIfNeeded();
      await shoot(page, `review-1280-${engine}`);

      // The game's code loads only when the operator watches.
      const loadedBefore = scripts.length;
      await watch(page, "Robo Ann", `replay-1280-${engine}`);
      expect(scripts.length).toBeGreaterThan(loadedBefore);

      await ann.getByTestId("review-clear").click();
      await eventually(() => panel.getByTestId("review-status").textContent()).toBe(
        "Run cleared: it is on the boards and 20 coins were paid.",
      );
      await eventually(() => rows.count()).toBe(1);
      expect(await panel.getByTestId("review-count").textContent()).toBe("1 waiting");
      expect(await leaderboardText(base)).toContain("Robo Ann");

      // ---- Phone: the other run, watched and rejected.
      const phone = await app.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await phone.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url: base })));
      const small = await phone.newPage();
      watchErrors(small, errors);
      await small.goto(base + "/admin/players", { waitUntil: "networkidle" });
      const smallPanel = small.getByTestId("review-panel");
      await eventually(() => smallPanel.getByTestId("review-row").count()).toBe(1);
      const bob = smallPanel.getByTestId("review-row").filter({ hasText: "Robo Bob" });
      expect(await bob.getAttribute("data-run-id")).toBe(second.runId);
      await bob.scrollIntoViewIfNeeded();
      const box = (await smallPanel.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      for (const id of ["review-watch", "review-clear", "review-reject"]) {
        const button = (await bob.getByTestId(id).boundingBox())!;
        expect(button.x + button.width, id).toBeLessThanOrEqual(390);
        expect(button.height, id).toBeGreaterThanOrEqual(36);
      }
      await shoot(small, `review-390-${engine}`);
      await watch(small, "Robo Bob", `replay-390-${engine}`);

      await bob.getByTestId("review-reject").click();
      await eventually(() => smallPanel.getByTestId("review-status").textContent()).toBe("Run rejected: it stays off the boards.");
      await eventually(() => smallPanel.getByTestId("review-empty").textContent()).toBe("No runs are waiting for review.");
      expect(await smallPanel.getByTestId("review-count").textContent()).toBe("0 waiting");
      await shoot(small, `review-empty-390-${engine}`);
      const board = await leaderboardText(base);
      expect(board).toContain("Robo Ann");
      expect(board).not.toContain("Robo Bob");

      expect(errors).toEqual([]);
      await phone.close();
      await desktop.close();
    },
  );

  it("the queue's requests: lists the held runs with their reasons and replayable logs, clears one onto the boards and rejects the other", async () => {
    const base = app.server.url;
    const [first, second] = await Promise.all([
      asGuest(base).then((guest) => playPlainBot(guest, "Robo Cat", 2)),
      asGuest(base).then((guest) => playPlainBot(guest, "Robo Dan", 1)),
    ]);
    expect(await leaderboardText(base)).not.toMatch(/Robo (Cat|Dan)/);
    const operator = await asAdmin(base, ADMIN_PASSWORD);
    // The page the queue's panel is on.
    expect((await operator.send("/admin/players")).status).toBe(200);
    const queue = async () => {
      const response = await operator.send("/api/admin/run-reviews?page=1");
      expect(response.status).toBe(200);
      return (await response.json()) as { total: number; runs: HeldRun[] };
    };
    const decide = async (runId: string, decision: "clear" | "reject") => {
      const response = await operator.send("/api/admin/run-reviews", { json: { runId, decision } });
      return [response.status, await response.json()] as const;
    };

    const listed = await queue();
    expect(listed.total).toBe(2);
    expect(listed.runs.map((run) => run.runId).sort()).toEqual([first.runId, second.runId].sort());
    const cat = listed.runs.find((run) => run.runId === first.runId)!;
    expect(cat).toMatchObject({
      name: "Robo Cat",
      score: 2,
      ticks: first.ticks,
      reasons: expect.arrayContaining(["no_timing"]),
      evidence: expect.objectContaining({ timing: false }),
    });
    // Watch replays the log: it is the run the guest sent.
    const decoded = decodeRun(cat.log);
    expect(decoded.ok && { seed: decoded.run.seed, inputs: decoded.run.inputs, timing: decoded.run.timing }).toEqual({
      seed: first.seed,
      inputs: first.inputs,
      timing: undefined,
    });

    // Clear: on the boards, paid. Reject: stays off.
    expect(await decide(first.runId, "clear")).toEqual([200, { runId: first.runId, review: "cleared", ranked: true, coins: 20 }]);
    expect(await queue()).toMatchObject({ total: 1, runs: [expect.objectContaining({ runId: second.runId, name: "Robo Dan" })] });
    expect(await leaderboardText(base)).toContain("Robo Cat");
    expect(await decide(second.runId, "reject")).toEqual([200, expect.objectContaining({ runId: second.runId, review: "rejected" })]);
    expect(await queue()).toMatchObject({ total: 0, runs: [] });
    const board = await leaderboardText(base);
    expect(board).toContain("Robo Cat");
    expect(board).not.toContain("Robo Dan");
  });

  // A page of the game on SQLite only; its held finish is tested on both engines above (playPlainBot).
  it.runIf(engine === "sqlite")("tells a player whose run is held that it is under review, on the game-over card", async () => {
    const { page, errors, close } = await openPage(app.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    // A client that leaves out the sub-tick timing (as a log built offline does): the run is held.
    await page.route("**/api/runs/*/finish", async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
      delete body.timing;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });
    await page.waitForFunction(() => "__flap" in window);
    await page.getByTestId("start-game").tap();
    await page.waitForFunction(() => (window as unknown as { __flap: { phase: string } }).__flap.phase === "playing");
    await page.getByTestId("game-area").tap(); // one flap: a log with a flap and no timing
    await page.waitForFunction(() => (window as unknown as { __flap: { phase: string } }).__flap.phase === "over", null, {
      timeout: 20_000,
    });
    await eventually(() => page.getByTestId("run-held").textContent()).toBe(
      "Under review: this run looked unusually machine-like to our checks. Once the operator has looked at it, it goes on the leaderboards and pays its coins.",
    );
    expect(await page.getByTestId("run-ranks").count()).toBe(0);
    expect(await page.getByTestId("run-coins").textContent()).toContain("+0");
    await shoot(page, "card-held-390");
    expect(errors).toEqual([]);
    await close();
  });
});
