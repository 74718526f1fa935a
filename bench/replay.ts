// Watching a run (docs/decisions/028-watch-any-ranked-run.md) in headless Chromium on the phone
// profile (390x844, DPR 3, touch) with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate, a
// mid-range phone next to this machine's cores):
// - replay start: a tap on a board entry's "Watch" (on /leaderboard, a fresh browser context each
//   time, so the page's data and the game's code are fetched as a first visit would) to the first
//   frame the replay draws (the viewer's performance mark), median and worst of BENCH_STARTS;
// - seek: the viewer's seek() to random ticks of the run (restore the nearest snapshot, step the
//   rest, draw), median and worst of BENCH_SEEKS, once the snapshots are built, and the worst while
//   none are yet (a seek in the first instant after the first frame).
// The run is a 3-minute ranked run (BENCH_RUN_SECONDS) flown by the jittered bot and finished over HTTP.
// Run: npm run bench:replay (BENCH_CPU_SLOWDOWN=1 for the machine's own speed).
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
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
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
  const seeks: number[] = [];
  let coldSeekWorst = 0;
  for (let i = 0; i < STARTS; i++) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(base + "/leaderboard", { waitUntil: "networkidle" });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    const watch = page.locator(`[data-testid="watch-run"][data-run-id="${run.runId}"]`);
    await watch.waitFor();
    // The tap's time and the first frame's, both on the page's clock.
    await page.evaluate(() => {
      const w = window as unknown as { __tapAt?: number };
      document.addEventListener("pointerdown", () => (w.__tapAt = performance.now()), { capture: true, once: true });
    });
    await watch.tap();
    const startMs = await page.waitForFunction(
      () => {
        const mark = performance.getEntriesByName("replay-first-frame")[0];
        const tapAt = (window as unknown as { __tapAt?: number }).__tapAt;
        return mark && tapAt !== undefined ? mark.startTime - tapAt : null;
      },
      null,
      { timeout: 30_000 },
    );
    starts.push((await startMs.jsonValue())!);
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
    await context.close();
  }
  const info = { runSeconds: Math.round(ticks / 60), cpuSlowdown: SLOWDOWN, profile: "phone 390x844 DPR 3" };
  starts.sort((a, b) => a - b);
  seeks.sort((a, b) => a - b);
  report("replay_start_ms", percentile(starts, 50), "ms", { ...info, worst: Math.max(...starts), runs: starts.length, goal: 150 });
  report("replay_seek_ms", percentile(seeks, 50), "ms", { ...info, worst: Math.max(...seeks), seeks: seeks.length, goal: 50 });
  report("replay_seek_worst_ms", Math.max(...seeks), "ms", { ...info, goal: 50 });
  report("replay_seek_before_snapshots_ms", coldSeekWorst, "ms", { ...info, note: "to the run's end with only tick 0's snapshot" });
} finally {
  await browser.close();
  await server.stop();
  await database.drop();
}
