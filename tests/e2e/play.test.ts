import { DatabaseSync } from "node:sqlite";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ACTIVATION_LEAD_TICKS } from "../../game/loop/game.ts";
import { verify } from "../../game/replay/index.ts";
import { DEFAULT_GAME_SETTINGS } from "../../server/settings/service.ts";
import { flyUntil, keepFlying } from "./bot.ts";
import { openPage, waitForFrames, type WatchedPage } from "./browser.ts";
import { useApp } from "./fixture.ts";

interface FlapHandle {
  phase: string;
  tick: number;
  score: number;
  seed: number | null;
  inputs: Array<[number, number]>;
  settingsVersion: number;
  state: { counters: { flaps: number; powerUpsUsed: number }; inventory: Record<string, number> } | null;
  pendingActivations: number;
  lastGatedActivation: { askedAt: number; tick: number; action: number } | null;
}

interface MeAnswer {
  player: { id: string };
  inventory: Record<string, number>;
  achievements: Array<{ id: string; unlocked: boolean; unlockedAt: number | null; progress: number }>;
}

const SHOTS = process.env.SCREENSHOTS_DIR;

const flap = (page: Page) => page.evaluate(() => (window as unknown as { __flap: FlapHandle }).__flap);
const phaseOf = async (page: Page) => (await flap(page)).phase;

/**
 * Resolves in the frame the run starts playing: the bird falls from then on, so what a test does
 * next (a tap, a key) must not wait for a poll's interval on top of its own round trip.
 */
async function waitForPlaying(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __flap?: FlapHandle }).__flap?.phase === "playing", null, {
    polling: "raf",
    timeout: 20_000,
  });
}

async function startRun(page: Page) {
  // The countdown's numbers are recorded in the page as they render: a poll from the test could miss
  // a number's second on a busy machine, and whether 3, 2, 1 showed is not a question of timing.
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { __countdownShown: string[] }).__countdownShown = shown;
    const observer = new MutationObserver(() => {
      const text = document.querySelector('[data-testid="countdown"]')?.textContent ?? null;
      if (text && shown.at(-1) !== text) shown.push(text);
      if ((window as unknown as { __flap?: FlapHandle }).__flap?.phase === "playing") observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByTestId("start-game").click();
  await waitForPlaying(page);
  // Counting down, in order (a number whose second the page spent stalled is not drawn: the countdown
  // follows the clock, so on a busy machine the first frame can already be past 3; on a quiet one it
  // is exactly 3, 2, 1; which number the clock starts from is the game's unit tests' question).
  const shown = await page.evaluate(() => (window as unknown as { __countdownShown: string[] }).__countdownShown);
  expect(shown.length).toBeGreaterThan(0);
  expect(["3", "2", "1"].filter((n) => shown.includes(n))).toEqual(shown);
}

// The /play page is driven like a player would: Space, a tap, waiting for the crash.
describe("playing a run in Chromium", () => {
  const app = useApp({ browser: true });

  async function openPlay(options: Parameters<typeof openPage>[1] = {}, path = "/play?test"): Promise<WatchedPage> {
    const watched = await openPage(app.browser, { viewport: { width: 1280, height: 800 }, ...options });
    await watched.page.goto(app.server.url + path, { waitUntil: "networkidle" });
    await expect.poll(() => watched.page.getByRole("heading", { name: "Ready to Fly?" }).count()).toBe(1);
    return watched;
  }

  it("starts, counts down, flaps with Space, dies, replays to the same score in Node, and plays again", async () => {
    const { page, errors, close } = await openPlay();
    const before = await (await page.request.get(app.server.url + "/api/session")).json();
    expect(before).toEqual({ player: null });
    await startRun(page);
    // First play makes the visitor a guest player (session cookie), kept for the next runs.
    await expect.poll(async () => (await (await page.request.get(app.server.url + "/api/session")).json()).player?.isGuest).toBe(true);

    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Space");
      await page.waitForTimeout(180);
    }
    await expect.poll(async () => (await flap(page)).state?.counters.flaps).toBe(3);
    // The page must not scroll when Space is pressed.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // No more input: the bird falls to the ground and the run ends.
    await expect.poll(() => page.getByTestId("game-over").isVisible()).toBe(true);
    const handle = await flap(page);
    expect(handle.phase).toBe("over");
    expect(await page.getByTestId("final-score").textContent()).toContain(String(handle.score));

    const result = verify({
      seed: handle.seed,
      settingsVersion: handle.settingsVersion,
      settings: DEFAULT_GAME_SETTINGS,
      inputs: handle.inputs,
    });
    expect(result).toMatchObject({ ok: true, score: handle.score, flaps: 3, endedBy: "ground" });
    expect(await page.getByTestId("unranked").count()).toBe(0);

    // The run is finished as it ends, with no typing: replayed, credited score x 10 coins, counted,
    // on the boards under the guest's name, and the card says so.
    await expect.poll(() => page.getByTestId("run-verdict").getAttribute("data-kind")).toBe("counted");
    const me = (await (await page.request.get(app.server.url + "/api/me")).json()) as { balance: number; stats: { gamesPlayed: number } };
    expect(me.balance).toBe(handle.score * 10);
    expect(me.stats.gamesPlayed).toBe(1);
    expect(await page.getByTestId("run-coins").innerText()).toBe(`+${handle.score * 10} coins · Balance ${me.balance}`);
    const rank = Number(await page.getByTestId("rank-daily").getAttribute("data-rank"));
    expect(rank).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId("board-name").innerText()).toContain("On the boards as Guest");

    // The name is changed from the card: the run's board rows take it at once.
    await page.getByTestId("change-name").click();
    expect(await page.getByTestId("name-input").inputValue()).toBe("Guest");
    await page.getByTestId("name-input").fill("  Tester  ");
    await page.getByTestId("submit-score").click();
    await expect.poll(() => page.getByTestId("name-saved").textContent()).toBe("Saved: you are Tester on every board.");
    expect(await page.getByTestId("board-name").innerText()).toContain("On the boards as Tester");
    const board = (await (await page.request.get(app.server.url + "/api/leaderboards/daily")).json()) as {
      me: { rank: number };
      around: Array<{ name: string; isMe: boolean }>;
    };
    expect(board.me.rank).toBe(rank);
    expect(board.around.find((row) => row.isMe)?.name).toBe("Tester");

    await page.getByTestId("play-again").click();
    await expect.poll(() => phaseOf(page)).toBe("playing");
    expect((await flap(page)).state?.counters.flaps).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("starts with Space on the idle screen and plays again with Space or Enter after game over; the keys never scroll", async () => {
    const { page, errors, close } = await openPlay();
    // The page is taller than the screen, so an unhandled Space would scroll it. A listener added
    // after the game's sees whether the game took each key.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    await page.evaluate(() => {
      const keys: Array<[string, boolean]> = [];
      Object.assign(window, { __keys: keys });
      window.addEventListener("keydown", (event) => keys.push([event.code, event.defaultPrevented]));
    });
    const keys = () => page.evaluate(() => (window as unknown as { __keys: Array<[string, boolean]> }).__keys);

    await page.keyboard.press("Space");
    await waitForPlaying(page);
    expect(await page.getByTestId("play-hint").innerText()).toBe(
      "Press the spacebar, click or tap to flap! Space or Enter starts, 1–9 use power-ups, P or Esc pauses.",
    );
    expect(await keys()).toEqual([["Space", true]]);
    expect((await flap(page)).state?.counters.flaps).toBe(0); // the start press is not a flap
    await expect.poll(() => page.getByTestId("game-over").isVisible()).toBe(true);
    // Past the card's guard (a lower bound: waiting longer only makes it surer), Space plays again.
    await page.waitForTimeout(800);
    await page.keyboard.press("Space");
    await waitForPlaying(page);
    expect((await flap(page)).state?.counters.flaps).toBe(0);
    await expect.poll(() => page.getByTestId("game-over").isVisible()).toBe(true);
    await page.waitForTimeout(800);
    await page.keyboard.press("Enter");
    await waitForPlaying(page);
    expect(await keys()).toEqual([
      ["Space", true],
      ["Space", true],
      ["Enter", true],
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the player's best from the server on another device, where a lower score is no new high score", async () => {
    const first = await openPlay();
    await first.page.getByTestId("start-game").click();
    const flying = flyUntil(first.page, 1);
    await waitForPlaying(first.page);
    await flying;
    await expect.poll(() => first.page.getByTestId("game-over").isVisible()).toBe(true);
    const score = (await flap(first.page)).score;
    expect(score).toBeGreaterThanOrEqual(1);
    await expect.poll(() => first.page.getByTestId("run-verdict").getAttribute("data-kind")).toBe("counted");
    const me = (await (await first.page.request.get(app.server.url + "/api/me")).json()) as { stats: { bestScore: number } };
    expect(me.stats.bestScore).toBe(score);
    const { cookies } = await first.page.context().storageState();
    expect(first.errors).toEqual([]);
    await first.close();

    // The same player on a phone: nothing in its storage, the server's best on the idle screen.
    const phone = await openPage(app.browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      storageState: { cookies, origins: [] },
    });
    await phone.page.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });
    await expect.poll(() => phone.page.getByTestId("idle").getByTestId("high-score").textContent()).toBe(String(score));
    // A run without a flap scores 0: below the best, so no "New High Score!".
    await startRun(phone.page);
    await expect.poll(() => phone.page.getByTestId("game-over").isVisible()).toBe(true);
    expect((await flap(phone.page)).score).toBe(0);
    expect(await phone.page.getByTestId("game-over").getByTestId("high-score").textContent()).not.toContain("New High Score");
    expect(await phone.page.getByTestId("game-over").getByTestId("high-score").textContent()).toContain(String(score));
    expect(phone.errors).toEqual([]);
    await phone.close();
  });

  it("flaps on a tap on a phone-sized screen", async () => {
    const { page, errors, close } = await openPlay({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const box = await page.getByTestId("game-canvas").boundingBox();
    expect(box).not.toBeNull();
    await startRun(page);
    await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect.poll(async () => (await flap(page)).state?.counters.flaps).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("lets a tap that lands as the card comes up press nothing, then takes the card's buttons", async () => {
    const { page, errors, close } = await openPlay({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await startRun(page);
    // The player is still tapping as the bird hits: the first tap after the card is up lands on Back to Home.
    await page.waitForFunction(() => (window as unknown as { __flap?: FlapHandle }).__flap?.phase === "over", null, {
      polling: "raf",
      timeout: 20_000,
    });
    const home = page.getByTestId("game-over-home");
    await home.waitFor();
    const box = (await home.boundingBox())!;
    expect(await page.getByTestId("game-over-card").getAttribute("data-armed")).toBeNull();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe("/play");
    expect(await page.getByTestId("game-over").isVisible()).toBe(true);
    // A moment later the same tap works.
    await page.getByTestId("game-over-card").and(page.locator("[data-armed]")).waitFor();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    expect(errors).toEqual([]);
    await close();
  });

  it("uses an inventory power-up with a tap on its button (a finger-sized target), without flapping", async () => {
    const { page, errors, close } = await openPlay(
      { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      "/play?test&inventory=2",
    );
    await page.getByTestId("start-game").tap();
    const bot = await keepFlying(page);
    await waitForPlaying(page);
    const bar = page.getByTestId("inventory-bar");
    await expect.poll(() => bar.locator("button").count()).toBe(9);
    const shield = page.getByTestId("inventory-use-shield");
    const box = (await shield.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await shield.getAttribute("aria-label")).toBe("Use Shield (key 2)");
    // The hint under the game names a touch screen's controls here.
    expect(await page.getByTestId("play-hint").innerText()).toBe("Tap to flap! Tap a power-up to use it.");
    // Let go of the bird in the frame just after a flap (it rises, then falls for about a second), so
    // every flap from here on would be the tap's.
    await page.waitForFunction(
      () => {
        const handle = window as unknown as { __flap: { state: { bird: { vy: number } } | null }; __bot: { stop(): void } };
        if (!handle.__flap.state || handle.__flap.state.bird.vy > -4) return false;
        handle.__bot.stop();
        return true;
      },
      null,
      { polling: "raf", timeout: 20_000 },
    );
    const before = (await flap(page)).state!.counters.flaps;
    await shield.tap();
    await expect.poll(async () => (await flap(page)).state?.counters.powerUpsUsed).toBe(1);
    const after = await flap(page);
    expect(after.state?.counters.flaps).toBe(before);
    expect(after.state?.inventory.shield).toBe(1);
    await expect.poll(() => shield.getAttribute("data-count")).toBe("1");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/inventory-bar-390.png` });
    await bot.stop();
    expect(errors).toEqual([]);
    await close();
  });

  it("pauses when the tab is hidden and resumes through the countdown", async () => {
    const { page, errors, close } = await openPlay();
    await startRun(page);
    await page.keyboard.press("Space");
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      Object.defineProperty(document, "hidden", { value: true, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(() => phaseOf(page)).toBe("paused");
    const pausedAt = (await flap(page)).tick;
    await page.waitForTimeout(500);
    expect((await flap(page)).tick).toBe(pausedAt); // the bird does not keep falling
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      Object.defineProperty(document, "hidden", { value: false, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(() => page.getByTestId("paused").isVisible()).toBe(true);
    await page.getByTestId("resume").click();
    await expect.poll(() => phaseOf(page)).toBe("playing");
    await expect.poll(async () => (await flap(page)).tick).toBeGreaterThan(pausedAt);
    expect(errors).toEqual([]);
    await close();
  });
  it("toasts 'First Flight' after the first ranked run and lists it unlocked", async () => {
    const { page, errors, close } = await openPlay();
    // Before any run: the eight achievements, none unlocked (no session yet).
    await expect.poll(() => page.getByTestId("achievements").getAttribute("data-source")).toBe("guest");
    expect(await page.locator('[data-testid^="achievement-"][data-unlocked]').count()).toBe(8);
    expect(await page.locator('[data-unlocked="true"]').count()).toBe(0);

    await startRun(page);
    await expect.poll(() => page.getByTestId("game-over").isVisible()).toBe(true);
    // No typing: the finish at game over unlocks it.
    await expect.poll(() => page.getByTestId("achievement-toast").count()).toBeGreaterThanOrEqual(1);
    const toast = page.locator('[data-testid="achievement-toast"][data-id="first-flight"]');
    expect(await toast.textContent()).toContain("First Flight");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/toast-1280.png` });

    // The list comes from GET /api/me and now shows it unlocked, with its date; the offline copy follows.
    const item = page.getByTestId("achievement-first-flight");
    await expect.poll(() => item.getAttribute("data-unlocked")).toBe("true");
    expect(await page.getByTestId("achievements").getAttribute("data-source")).toBe("server");
    expect(await item.getByTestId("achievement-progress").textContent()).toBe("1 / 1");
    expect(await item.getByTestId("achievement-date").textContent()).toMatch(/^Unlocked \w{3} \d{1,2}, \d{4}$/);
    expect(await page.getByTestId("achievement-rookie").getAttribute("data-unlocked")).toBe("false");
    const me = (await (await page.request.get(app.server.url + "/api/me")).json()) as MeAnswer;
    expect(me.achievements.find((a) => a.id === "first-flight")?.unlocked).toBe(true);
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem("achievements") ?? "null"));
    expect(cached.find((a: { id: string }) => a.id === "first-flight")).toMatchObject({ unlocked: true, progress: 1 });
    if (SHOTS) {
      await page.getByTestId("achievements").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/achievements-1280.png`, fullPage: true });
    }

    // The toast can be dismissed.
    await toast.getByRole("button", { name: "Dismiss" }).click();
    await expect.poll(() => toast.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("debits an inventory power-up on the server as it is used, and the run is accepted", async () => {
    const { page, errors, close } = await openPlay();
    // A first run makes the visitor a guest; then the guest gets two shields (as a purchase would).
    await startRun(page);
    await expect.poll(() => page.getByTestId("game-over").isVisible()).toBe(true);
    const me = (await (await page.request.get(app.server.url + "/api/me")).json()) as MeAnswer;
    const db = new DatabaseSync(app.database.url.replace(/^file:/, ""));
    db.prepare("insert into inventories (player_id, item, count, updated_at) values (?, 'shield', 2, ?)").run(me.player.id, Date.now());
    db.close();

    await page.getByTestId("play-again").click();
    // The bot keeps the bird up while the test looks (each look is a round trip, slow on a busy machine).
    const bot = await keepFlying(page);
    await expect.poll(() => phaseOf(page)).toBe("playing");
    // The HUD holds what the server holds.
    expect((await flap(page)).state?.inventory.shield).toBe(2);
    // A slow answer (held back until the test lets it go): the run holds at the activation's tick,
    // ACTIVATION_LEAD_TICKS after the press on the game's own clock, until the answer comes; then it
    // applies it at exactly that tick, the one the server debited and the log records.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/powerups", async (route) => {
      await answered;
      await route.continue();
    });
    const pressedAt = (await flap(page)).tick;
    await page.keyboard.press("Digit2"); // key 2: the shield
    await expect.poll(async () => (await flap(page)).lastGatedActivation).not.toBeNull();
    const asked = (await flap(page)).lastGatedActivation!;
    expect(asked.action).toBe(2);
    expect(asked.askedAt).toBeGreaterThanOrEqual(pressedAt);
    expect(asked.tick - asked.askedAt).toBe(ACTIVATION_LEAD_TICKS);
    await expect.poll(async () => (await flap(page)).tick).toBe(asked.tick);
    const heldAt = asked.tick;
    expect((await flap(page)).pendingActivations).toBe(1);
    // Held: thirty more frames are drawn and the tick stays.
    await waitForFrames(page, 30);
    expect((await flap(page)).tick).toBe(heldAt);
    expect((await flap(page)).phase).toBe("playing");
    answer();
    await expect.poll(async () => (await flap(page)).state?.counters.powerUpsUsed).toBe(1);
    await page.unroute("**/powerups");
    await page.keyboard.press("Space");
    const during = await flap(page);
    expect(during.inputs).toContainEqual([heldAt, 2]);
    expect(during.state?.inventory.shield).toBe(1);
    expect(during.pendingActivations).toBe(0);
    const after = (await (await page.request.get(app.server.url + "/api/me")).json()) as MeAnswer;
    expect(after.inventory.shield).toBe(1);

    // The last shield is spent elsewhere (another tab): the next activation is refused and not applied.
    const db2 = new DatabaseSync(app.database.url.replace(/^file:/, ""));
    db2.prepare("update inventories set count = 0 where player_id = ? and item = 'shield'").run(me.player.id);
    db2.close();
    await page.keyboard.press("Space");
    await page.keyboard.press("Digit2");
    // One read for both (the line shows for 2.5 s, which a busy machine's round trips can eat into).
    await expect
      .poll(() => page.evaluate(() => document.querySelector('[data-testid="powerup-refused"]')?.textContent ?? null))
      .toBe("That power-up could not be used: none left on your account.");
    const refused = await flap(page);
    expect(refused.state?.counters.powerUpsUsed).toBe(1);
    expect(refused.pendingActivations).toBe(0);
    await bot.stop();

    await expect.poll(() => page.getByTestId("game-over").isVisible()).toBe(true);
    const handle = await flap(page);
    // The activation is in the log at the tick the server debited (and the sim applied) it.
    expect(handle.inputs.filter(([, action]) => action === 2)).toHaveLength(1);
    await expect.poll(() => page.getByTestId("run-verdict").getAttribute("data-kind")).toBe("counted");
    const final = (await (await page.request.get(app.server.url + "/api/me")).json()) as MeAnswer;
    expect(final.inventory.shield ?? 0).toBe(0);
    // The only console error: the browser's own line for the refused (409) debit.
    const seen = errors.splice(0);
    expect(seen.filter((e) => !e.includes("409"))).toEqual([]);
    expect(seen).toHaveLength(1);
    await close();
  });
});
