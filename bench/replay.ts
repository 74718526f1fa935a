// Watching a run (docs/decisions/028-watch-any-ranked-run.md) in headless Chromium on the phone
// profile of bench:play (390x844, DPR 3, touch); BENCH_CPU_SLOWDOWN=4 also slows the CPU 4x (CDP
// Emulation.setCPUThrottlingRate, a mid-range phone next to this machine's cores; the figures' names
// then end in _cpu4x):
// - replay start: a tap on a board entry's "Watch" (on /leaderboard, a fresh browser context each
//   time, so the page's data and the game's code are fetched as a first visit would) to the first
//   frame the replay draws (the viewer's performance mark), median and worst of BENCH_STARTS; and the
//   player's own part of it, from the page having the run (the player mounted) to that frame;
// - playback: the page's main-thread script time per second of watching at 1x (Chromium's
//   ScriptDuration counter over 3 s, the median of the first three starts);
// - seek: the viewer's seek() to random ticks of the run (restore the nearest snapshot, step the
//   rest, draw), median and worst of BENCH_SEEKS, once the snapshots are built, and the worst while
//   none are yet (a seek in the first instant after the first frame).
// The run is a 3-minute ranked run (BENCH_RUN_SECONDS) flown by the jittered bot and finished over HTTP.
// Run: npm run bench:replay (BENCH_CPU_SLOWDOWN=4 npm run bench:replay for the slowed CPU).
import type { BrowserContextOptions } from "playwright-core";
import { launchBrowser } from "../tests/e2e/browser.ts";
import { createTestDatabase, startServer } from "../tests/e2e/server.ts";
import { ensureBuild } from "../tests/load/setups.ts";
import { flyLikeAPerson } from "../tests/support/person-run.ts";
import { openDatabase } from "../server/db/index.ts";
import type { GameSettings } from "../game/sim/types.ts";
import { percentile, report } from "./lib.ts";

const RUN_SECONDS = Number(process.env.BENCH_RUN_SECONDS ?? 180);
const STARTS = Number(process.env.BENCH_STARTS ?? 7);
const SEEKS = Number(process.env.BENCH_SEEKS ?? 60);
/** Starts whose playback is also measured (3 s each after a warm-up, at 1x from the run's start). */
const PLAYBACK_SAMPLES = Math.min(STARTS, 3);
const PLAYBACK_MS = 3000;
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const SUFFIX = SLOWDOWN === 1 ? "" : `_cpu${SLOWDOWN}x`;
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
const log = (message: string) => process.stderr.write(message + "\n");

ensureBuild();
const database = await createTestDatabase("sqlite");
const server = await startServer({ env: { DATABASE_URL: database.url } });
const browser = await launchBrowser();
try {
  const base = server.url;
  // A guest flies the run; its start is moved back so the finish is not "too fast" (the wall-clock check).
  const guest = await fetch(base + "/api/session/guest", { method: "POST", headers: { Origin: base } });
  const cookie = guest.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const headers = { Origin: base, Cookie: cookie, "Content-Type": "application/json" };
  const start = await fetch(base + "/api/runs", { method: "POST", headers, body: "{}" });
  const run = (await start.json()) as { runId: string; seed: number; settings: GameSettings; maxTicks: number };
  const sim = flyLikeAPerson({
    seed: run.seed,
    settings: run.settings,
    maxTicks: run.maxTicks,
    flyWhile: (s) => s.state.tick < RUN_SECONDS * 60,
  });
  const db = openDatabase(database.url);
  await db.kysely
    .updateTable("runs")
    .set({ started_at: Date.now() - 3_600_000 })
    .where("id", "=", run.runId)
    .execute();
  await db.close();
  const finish = await fetch(`${base}/api/runs/${run.runId}/finish`, {
    method: "POST",
    headers,
    body: JSON.stringify({ inputs: sim.inputs, timing: sim.timings, claimedScore: sim.summary().score, name: "Bench" }),
  });
  if (finish.status !== 200) throw new Error(`finish: ${finish.status} ${await finish.text()}`);
  const ticks = sim.state.tick;
  log(`run of ${(ticks / 60).toFixed(1)} s, ${sim.inputs.length} inputs, score ${sim.summary().score}`);

  const starts: number[] = [];
  const playerStarts: number[] = [];
  const seeks: number[] = [];
  const playback: number[] = [];
  let coldSeekWorst = 0;
  for (let i = 0; i < STARTS; i++) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(base + "/leaderboard", { waitUntil: "networkidle" });
    if (SLOWDOWN !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    const watch = page.locator(`[data-testid="watch-run"][data-run-id="${run.runId}"]`);
    await watch.waitFor();
    // The tap's time and the first frame's, both on the page's clock.
    await page.evaluate(() => {
      const w = window as unknown as { __tapAt?: number };
      document.addEventListener("pointerdown", () => (w.__tapAt = performance.now()), { capture: true, once: true });
    });
    await watch.tap();
    const timing = await page.waitForFunction(
      () => {
        const frame = performance.getEntriesByName("replay-first-frame")[0];
        const mounted = performance.getEntriesByName("replay-mounted")[0];
        const tapAt = (window as unknown as { __tapAt?: number }).__tapAt;
        return frame && mounted && tapAt !== undefined
          ? { total: frame.startTime - tapAt, player: frame.startTime - mounted.startTime }
          : null;
      },
      null,
      { timeout: 30_000 },
    );
    const { total, player } = (await timing.jsonValue())!;
    starts.push(total);
    playerStarts.push(player);
    // A seek before any snapshot beyond tick 0 exists (right after the first frame).
    if (i === 0) {
      coldSeekWorst = await page.evaluate((end) => {
        const viewer = (window as unknown as { __flapReplay: { seek(t: number): void; pause(): void } }).__flapReplay;
        viewer.pause();
        const t0 = performance.now();
        viewer.seek(end - 1);
        return performance.now() - t0;
      }, ticks);
    }
    // Then the snapshots are built (in the background, a chunk per task) and the seeks are timed.
    await page.waitForTimeout(1500);
    const timed = await page.evaluate(
      ([end, n]) => {
        const viewer = (window as unknown as { __flapReplay: { seek(t: number): void; pause(): void } }).__flapReplay;
        viewer.pause();
        const out: number[] = [];
        let x = 12345;
        for (let k = 0; k < n; k++) {
          x = (x * 1103515245 + 12345) % 2147483648;
          const tick = x % end;
          const t0 = performance.now();
          viewer.seek(tick);
          out.push(performance.now() - t0);
        }
        return out;
      },
      [ticks, Math.ceil(SEEKS / STARTS)] as const,
    );
    seeks.push(...timed);
    // Playback from the start at 1x: the page's main-thread work per second of watching (scripts:
    // the steps, the draw, the page's controls), from Chromium's own counters, on the first starts.
    if (i < PLAYBACK_SAMPLES) {
      await page.evaluate(() => {
        const viewer = (window as unknown as { __flapReplay: { seek(t: number): void; play(): void } }).__flapReplay;
        viewer.seek(0);
        viewer.play();
      });
      await page.waitForTimeout(500);
      await cdp.send("Performance.enable");
      const scriptSeconds = async () =>
        (await cdp.send("Performance.getMetrics")).metrics.find((metric) => metric.name === "ScriptDuration")!.value;
      const before = await scriptSeconds();
      const startedAt = performance.now();
      await page.waitForTimeout(PLAYBACK_MS);
      const after = await scriptSeconds();
      playback.push(((after - before) * 1000) / ((performance.now() - startedAt) / 1000));
    }
    await context.close();
  }
  const info = { runSeconds: Math.round(ticks / 60), cpuSlowdown: SLOWDOWN, profile: "phone 390x844 DPR 3" };
  starts.sort((a, b) => a - b);
  playerStarts.sort((a, b) => a - b);
  seeks.sort((a, b) => a - b);
  report(`replay_start_ms${SUFFIX}`, percentile(starts, 50), "ms", { ...info, worst: Math.max(...starts), runs: starts.length, goal: 150 });
  report(`replay_player_start_ms${SUFFIX}`, percentile(playerStarts, 50), "ms", {
    ...info,
    worst: Math.max(...playerStarts),
    runs: playerStarts.length,
    goal: 150,
    note: "the page has the run (mounted) to the first frame: the viewer, the renderer and one draw",
  });
  report(`replay_seek_ms${SUFFIX}`, percentile(seeks, 50), "ms", { ...info, worst: Math.max(...seeks), seeks: seeks.length, goal: 50 });
  report(`replay_seek_worst_ms${SUFFIX}`, Math.max(...seeks), "ms", { ...info, goal: 50 });
  playback.sort((a, b) => a - b);
  report(`replay_playback_script_ms_per_s${SUFFIX}`, percentile(playback, 50), "ms/s", {
    ...info,
    samples: playback.length,
    note: "main-thread script time per second of watching at 1x (Chromium's ScriptDuration)",
  });
  report(`replay_seek_before_snapshots_ms${SUFFIX}`, coldSeekWorst, "ms", {
    ...info,
    note: "to the run's end with only tick 0's snapshot",
  });
} finally {
  await browser.close();
  await server.stop();
  await database.drop();
}
