// The game in headless Chromium: a 60 s scripted run (a bot flaps toward each gap; a crash is
// followed by Play Again). Reports JavaScript time per animation frame (every requestAnimationFrame
// callback of the page, summed per frame), frames over 50 ms, heap growth after GC, and the game's
// JavaScript for /play beyond what / already loads (framework, root and layout).
// Then the whole main thread's cost of play at two sizes (1280x800, and a phone: 390x844, DPR 3,
// touch): CDP Performance.getMetrics TaskDuration per second of play (script, style, layout, paint
// and the compositor commit of the canvas) and ThreadTime (its CPU time), frames over 50 ms and the frame interval p99, from a
// 20 s scripted run each (BENCH_FRAMES_DURATION; BENCH_ONLY=frames skips the 60 s run).
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { launchBrowser } from "../tests/e2e/browser.ts";
import { createTestDatabase, startServer } from "../tests/e2e/server.ts";
import { percentile, report } from "./lib.ts";

const seconds = Number(process.env.BENCH_DURATION ?? 60);
const frameSeconds = Number(process.env.BENCH_FRAMES_DURATION ?? 20);
const only = process.env.BENCH_ONLY;

const PROFILES: Array<{ label: string; options: BrowserContextOptions }> = [
  { label: "desktop", options: { viewport: { width: 1280, height: 800 } } },
  { label: "phone", options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true } },
];

/**
 * Runs in the page: every 16 ms the bot flaps toward the next gap, and starts the next run after a
 * crash (Play Again). Both measurements play with it.
 */
function playBot() {
  type Pipe = { active: boolean; x: number; gapY: number };
  type Flap = { phase: string; state: { bird: { x: number; y: number; vy: number }; pipes: Pipe[] } | null; flap(): void };
  const w = window as unknown as { __flap: Flap };
  setInterval(() => {
    const f = w.__flap;
    if (f.phase === "over") {
      (document.querySelector('[data-testid="play-again"]') as HTMLButtonElement | null)?.click();
      return;
    }
    const state = f.state;
    if (f.phase !== "playing" || !state) return;
    let target = 300;
    let nearest = Infinity;
    for (const pipe of state.pipes) {
      if (pipe.active && pipe.x + 60 > state.bird.x - 20 && pipe.x < nearest) {
        nearest = pipe.x;
        target = pipe.gapY + 20;
      }
    }
    if (state.bird.y > target && state.bird.vy > -1) f.flap();
  }, 16);
}

/**
 * Plays /play for `frameSeconds` with an in-page bot (it flaps toward each gap and starts the next
 * run after a crash) and reports the main thread's task time per second of play, the frames over
 * 50 ms and the frame interval p99 (from a requestAnimationFrame chain of its own).
 */
async function frameCost(browser: Browser, base: string, label: string, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(base + "/play?test&seed=7", { waitUntil: "networkidle" });
  await page.getByTestId("start-game").click();
  await page.waitForFunction(() => (window as unknown as { __flap?: { phase: string } }).__flap?.phase === "playing", null, {
    polling: "raf",
    timeout: 30_000,
  });
  await page.evaluate(() => {
    const w = window as unknown as { __frames: { times: Float64Array; n: number } };
    const frames = (w.__frames = { times: new Float64Array(10_000), n: 0 });
    const record = (time: number) => {
      if (frames.n < frames.times.length) frames.times[frames.n++] = time;
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page.evaluate(playBot);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable", { timeDomain: "timeTicks" });
  const metrics = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
    return { task: get("TaskDuration"), cpu: get("ThreadTime"), at: get("Timestamp") };
  };
  const start = await metrics();
  await page.waitForTimeout(frameSeconds * 1000);
  const end = await metrics();
  const times = await page.evaluate(() => {
    const frames = (window as unknown as { __frames: { times: Float64Array; n: number } }).__frames;
    return Array.from(frames.times.subarray(0, frames.n));
  });
  const gaps: number[] = [];
  for (let i = 1; i < times.length; i++) gaps.push(times[i]! - times[i - 1]!);
  gaps.sort((a, b) => a - b);
  const wall = end.at - start.at;
  const size = `${options.viewport!.width}x${options.viewport!.height}@${options.deviceScaleFactor ?? 1}`;
  report(`play_main_thread_${label}`, ((end.task - start.task) * 1000) / wall, "ms/s", { size, seconds: Math.round(wall * 10) / 10 });
  // The main thread's CPU time: on a shared machine the task time also counts the waits for a core.
  report(`play_main_thread_cpu_${label}`, ((end.cpu - start.cpu) * 1000) / wall, "ms/s");
  report(`play_frames_over_50ms_${label}`, gaps.filter((gap) => gap > 50).length, "count", { frames: gaps.length });
  report(`play_frame_p99_${label}`, percentile(gaps, 99), "ms");
  if (errors.length) report(`play_page_errors_${label}`, errors.length, "count", { first: errors[0] });
  await context.close();
}

async function scriptUrls(base: string, path: string): Promise<Set<string>> {
  const html = await (await fetch(base + path)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\(["']([^"']+\.js)["']\)|import\s+["']([^"']+\.js)["']/g)) {
    urls.add((match[1] ?? match[2])!);
  }
  return urls;
}

const database = await createTestDatabase("sqlite");
const server = await startServer({ env: { DATABASE_URL: database.url } });
const browser = await launchBrowser();
try {
  if (only !== "frames") await gameCost();
  for (const profile of PROFILES) await frameCost(browser, server.url, profile.label, profile.options);
} finally {
  await browser.close();
  await server.stop();
  await database.drop();
}

async function gameCost() {
  const home = await scriptUrls(server.url, "/");
  const play = await scriptUrls(server.url, "/play");
  let gameBytes = 0;
  for (const url of play) {
    if (home.has(url)) continue;
    gameBytes += gzipSync(Buffer.from(await (await fetch(new URL(url, server.url))).arrayBuffer()), { level: 9 }).length;
  }
  report("play_js_beyond_framework_gzip", gameBytes / 1024, "KB", { what: "the scripts /play's HTML loads for hydration" });

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Every script the browser fetches for /play until the game exists (the engine is a chunk loaded
  // in parallel with hydration), beyond what / loads.
  const fetched = new Set<string>();
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith(".js")) fetched.add(path);
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Measure every rAF callback; the bot runs outside the measured callbacks (setInterval).
  await page.addInitScript(() => {
    const native = window.requestAnimationFrame.bind(window);
    const frameCost = new Map<number, number>();
    // Preallocated so the measurement itself does not grow the heap it reports.
    type Bench = { costs: Float64Array; gaps: Float64Array; n: number; last: number; on: boolean };
    const w = window as unknown as { __bench: Bench };
    w.__bench = { costs: new Float64Array(20_000), gaps: new Float64Array(20_000), n: 0, last: 0, on: false };
    window.requestAnimationFrame = (callback) =>
      native((time) => {
        const started = performance.now();
        callback(time);
        const cost = performance.now() - started;
        if (!w.__bench.on) return;
        frameCost.set(time, (frameCost.get(time) ?? 0) + cost);
        if (time !== w.__bench.last) {
          if (w.__bench.last && w.__bench.n < w.__bench.costs.length) {
            w.__bench.gaps[w.__bench.n] = time - w.__bench.last;
            w.__bench.costs[w.__bench.n] = frameCost.get(w.__bench.last) ?? 0;
            w.__bench.n++;
            frameCost.delete(w.__bench.last);
          }
          w.__bench.last = time;
        }
      });
  });
  await page.goto(server.url + "/play?test&seed=7", { waitUntil: "networkidle" });
  await page.waitForFunction(() => "__flap" in window);
  let loadedBytes = 0;
  for (const path of fetched) {
    if (home.has(path)) continue;
    loadedBytes += gzipSync(Buffer.from(await (await fetch(new URL(path, server.url))).arrayBuffer()), { level: 9 }).length;
  }
  report("play_js_until_game_gzip", loadedBytes / 1024, "KB", {
    what: "every script /play fetched until the game exists (hydration and the engine)",
    files: [...fetched].filter((path) => !home.has(path)).length,
  });
  await page.getByTestId("start-game").click();
  await page.evaluate(() => {
    (window as unknown as { __bench: { on: boolean } }).__bench.on = true;
  });
  await page.evaluate(playBot);
  const cdp = await context.newCDPSession(page);
  // Heap growth is taken after 20 s of play, when V8 has compiled the hot code (compiled code
  // counts in the heap too); what grows after that is what the game keeps.
  const warmup = Math.min(20, Math.floor(seconds / 3));
  await page.waitForTimeout(warmup * 1000);
  await cdp.send("HeapProfiler.collectGarbage");
  const heapStart = (await cdp.send("Runtime.getHeapUsage")).usedSize;
  await page.waitForTimeout((seconds - warmup) * 1000);
  await cdp.send("HeapProfiler.collectGarbage");
  const heapEnd = (await cdp.send("Runtime.getHeapUsage")).usedSize;
  const { costs, gaps } = await page.evaluate(() => {
    const bench = (window as unknown as { __bench: { costs: Float64Array; gaps: Float64Array; n: number } }).__bench;
    return { costs: Array.from(bench.costs.subarray(0, bench.n)), gaps: Array.from(bench.gaps.subarray(0, bench.n)) };
  });
  const sorted = [...costs].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  report("play_frame_js_p50", pick(0.5), "ms", { frames: costs.length, seconds });
  report("play_frame_js_p99", pick(0.99), "ms");
  report("play_frames_over_50ms", gaps.filter((gap) => gap > 50).length, "count");
  report("play_heap_growth", (heapEnd - heapStart) / 1024, "KB", { from: `${warmup} s`, to: `${seconds} s`, afterGc: true });
  if (errors.length) report("play_page_errors", errors.length, "count", { first: errors[0] });
  await context.close();
}
