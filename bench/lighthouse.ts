// Lighthouse (mobile settings, the default: simulated slow 4G and a mid-range phone CPU) with Debian
// Chromium against the production build on a fresh SQLite: performance, accessibility,
// best-practices and SEO scores (0-100), LCP (ms), total blocking time (ms) and CLS for /, /play,
// /store and /leaderboard; then the JavaScript shipped for / in gzip KB (bench/bundle-size.ts). One
// JSON line per figure. LIGHTHOUSE_PAGES=/play,/store?lang=de picks pages; LIGHTHOUSE_RUNS=3 audits
// each page 3 times and reports the run with the median performance score (every run's figure in
// `runs`).
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createTestDatabase, startServer } from "../tests/e2e/server.ts";
import { report } from "./lib.ts";

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? ["/", "/play", "/store", "/leaderboard"];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** A free port, so PUBLIC_URL (canonical links, og:url) names the origin Lighthouse loads. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** A few words on what failed: the console lines or the elements an audit names. */
function detailsOf(audit: { id: string; details?: unknown } | undefined): string[] {
  const items = (audit?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  return items.slice(0, 3).flatMap((item) => {
    const node = item.node as { snippet?: string } | undefined;
    const text = (item.description as string | undefined) ?? node?.snippet ?? (item.url as string | undefined);
    return text ? [`${audit!.id}: ${text.slice(0, 160)}`] : [];
  });
}

/** One Lighthouse run; a run whose trace broke (NO_NAVSTART and the like, on a busy machine) is retried. */
async function audit(path: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(origin + path, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt >= attempts) throw new Error(`lighthouse failed on ${path}: ${result.lhr.runtimeError.message}`);
  }
}

const port = await freePort();
const origin = `http://localhost:${port}`;
const database = await createTestDatabase("sqlite");
const server = await startServer({ env: { DATABASE_URL: database.url, PORT: String(port), PUBLIC_URL: origin } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  for (const path of PAGES) {
    const runs: Array<Awaited<ReturnType<typeof audit>>> = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(path));
    const performanceOf = (r: (typeof runs)[number]) => r.categories.performance?.score ?? 0;
    runs.sort((a, b) => performanceOf(a) - performanceOf(b));
    const lhr = runs[Math.floor((runs.length - 1) / 2)]!;
    // The page in the figure's name: "/" is "home", "/play" is "play", "/store?lang=de" is "store_de".
    const [pathname, query] = path.split("?");
    const lang = new URLSearchParams(query).get("lang");
    const page = (pathname === "/" ? "home" : pathname!.slice(1).replaceAll("/", "_")) + (lang ? `_${lang}` : "");
    for (const category of CATEGORIES) {
      const score = lhr.categories[category]?.score;
      // Failed audits (score < 1) that count, so a figure below 100 says why.
      const failing = (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      report(`lighthouse_${page}_${category.replace("-", "_")}`, score === null || score === undefined ? NaN : score * 100, "score", {
        page: path,
        ...(RUNS > 1 ? { runs: runs.map((r) => Math.round((r.categories[category]?.score ?? NaN) * 100)) } : {}),
        ...(failing.length > 0 ? { failing } : {}),
        ...(failing.some((id) => detailsOf(lhr.audits[id]).length > 0) ? { why: failing.flatMap((id) => detailsOf(lhr.audits[id])) } : {}),
      });
    }
    report(`lighthouse_${page}_lcp`, lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN, "ms", { page: path });
    // Main-thread tasks past 50 ms between first paint and interactive (hydration's cost, mostly).
    const blockingOf = (r: (typeof runs)[number]) => r.audits["total-blocking-time"]?.numericValue ?? NaN;
    report(`lighthouse_${page}_tbt`, blockingOf(lhr), "ms", {
      page: path,
      ...(RUNS > 1 ? { runs: runs.map((r) => Math.round(blockingOf(r))) } : {}),
    });
    report(`lighthouse_${page}_cls`, lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN, "score", { page: path });
  }
} finally {
  chrome.kill();
  await server.stop();
  await database.drop();
}

// The bundle figure has its own script; its lines are passed through as they are.
const bundle = spawnSync(process.execPath, [resolve(import.meta.dirname, "bundle-size.ts")], { encoding: "utf8" });
process.stdout.write(bundle.stdout);
if (bundle.status !== 0) throw new Error(`bundle-size failed:\n${bundle.stderr}`);
