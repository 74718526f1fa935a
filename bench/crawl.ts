// Site Crawler: "crawl time for the whole site". The production build on a fresh SQLite database,
// PUBLIC_URL set to the server's own address, crawled by the crawler service with its defaults (start
// paths /, /play, /store, /leaderboard; 4 at a time; 200 pages, 60 s) and stored. The first crawl
// meets a cold server; the median is over BENCH_RUNS crawls after it. crawl_store is the part of a
// crawl spent after fetching: issues, the pages' rows and pruning.
//
// Run: npm run bench:crawl (BENCH_RUNS=5; BUILD_DIR=... to serve another build)
import { createServer } from "node:net";
import { pino } from "pino";
import { createCrawlerService } from "../server/crawler/service.ts";
import { openDatabase } from "../server/db/index.ts";
import { createSeoService } from "../server/site/seo.ts";
import { createTestDatabase, startServer } from "../tests/e2e/server.ts";
import { percentile, report } from "./lib.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** A port free right now: the server must know its own address (PUBLIC_URL) before it starts. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const database = await createTestDatabase("sqlite");
const server = await startServer({ env: { DATABASE_URL: database.url, PORT: String(port), PUBLIC_URL: publicUrl } });
const db = openDatabase(database.url);
try {
  const crawler = createCrawlerService({ db, seo: createSeoService(db), logger: pino({ level: "warn" }), publicUrl });
  const crawlOnce = async () => {
    const started = performance.now();
    const answer = await crawler.start("bench");
    if (!answer.ok) throw new Error(answer.message);
    await crawler.idle();
    const ms = performance.now() - started;
    const crawl = (await crawler.get(answer.id))!;
    if (crawl.status !== "finished") throw new Error(`crawl ${crawl.status}: ${crawl.failure ?? ""}`);
    return { ms, storeMs: ms - crawl.summary!.durationMs, pages: crawl.pageCount, errors: crawl.errors, warnings: crawl.warnings };
  };

  const first = await crawlOnce();
  report("crawl_whole_site_first", first.ms, "ms", { pages: first.pages, errors: first.errors, warnings: first.warnings });
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await crawlOnce());
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  const median = percentile(times, 50);
  const pages = runs[0]!.pages;
  report("crawl_whole_site", median, "ms", { pages, runs: RUNS, min: Math.round(times[0]!), max: Math.round(times.at(-1)!) });
  report("crawl_per_page", median / pages, "ms", { pages, concurrency: 4 });
  report(
    "crawl_store",
    percentile(
      runs.map((run) => run.storeMs).sort((a, b) => a - b),
      50,
    ),
    "ms",
    { pages },
  );
} finally {
  await db.close();
  await server.stop();
  await database.drop();
}
