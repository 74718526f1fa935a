import { afterEach, describe, expect, it } from "vitest";
import { feedItem, startFeedFixture, type FeedFixture } from "../../tests/fixtures/games-feed-server.ts";
import { MAX_CARDS, createGamesFeed, feedRequestUrl, parseFeed } from "./games-feed.ts";

describe("parseFeed", () => {
  it("reads url, thumb, title, category and description and keeps the first 6 valid items", () => {
    const items = Array.from({ length: 20 }, (_, i) => feedItem(i + 1, "https://img.example.com"));
    const cards = parseFeed(items);
    expect(cards).toHaveLength(MAX_CARDS);
    expect(cards[0]).toEqual({
      title: "Sky Game 1",
      category: "Puzzle",
      description: "A fun arcade game number 1: dodge, jump and collect stars.",
      url: "https://games.example.com/play/1",
      thumb: "https://img.example.com/og-image.png?game=1",
    });
    expect(cards.map((c) => c.title)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Sky Game ${n}`));
  });

  it("skips items with non-web links, no title or missing fields, and tolerates a missing category", () => {
    const good = feedItem(1, "https://img.example.com");
    const cards = parseFeed([
      { ...good, url: "javascript:alert(1)" },
      { ...good, thumb: "data:image/png;base64,AAAA" },
      { ...good, title: "   " },
      { ...good, url: undefined },
      "not an object",
      { ...good, category: undefined, description: 42, title: "  Spaced \n  title " },
    ]);
    expect(cards).toEqual([{ ...parseFeed([good])[0], title: "Spaced title", category: "", description: "" }]);
  });

  it("clips very long text", () => {
    const [card] = parseFeed([{ ...feedItem(1, "https://i.example"), description: "word ".repeat(200) }]);
    expect(card!.description.length).toBeLessThanOrEqual(240);
    expect(card!.description.endsWith("…")).toBe(true);
  });

  it("rejects a body that is not an array", () => {
    expect(() => parseFeed({ games: [] })).toThrow(/array/);
  });

  it("sets the spec's parameters on the configured URL and keeps its own", () => {
    const url = feedRequestUrl("https://feed.example.com/feed.php?key=abc&num=50");
    expect(url.searchParams.get("format")).toBe("0");
    expect(url.searchParams.get("num")).toBe("20");
    expect(url.searchParams.get("page")).toBe("1");
    expect(url.searchParams.get("key")).toBe("abc");
    expect(() => feedRequestUrl("file:///etc/passwd")).toThrow(/http/);
  });
});

describe("games feed over HTTP", () => {
  let fixture: FeedFixture | undefined;
  afterEach(async () => {
    await fixture?.close();
    fixture = undefined;
  });

  it("fetches with format 0, num 20, page 1 and serves 6 cards", async () => {
    fixture = await startFeedFixture();
    const feed = createGamesFeed({ url: fixture.url });
    const cards = await feed.list();
    expect(cards).toHaveLength(6);
    expect(fixture.requests).toHaveLength(1);
    const asked = new URL(fixture.requests[0]!, "http://x");
    expect(asked.pathname).toBe("/feed.php");
    expect(Object.fromEntries(asked.searchParams)).toEqual({ format: "0", num: "20", page: "1" });
  });

  it("serves from the cache until the TTL, then asks again (serving the old cards meanwhile)", async () => {
    fixture = await startFeedFixture({ count: 3 });
    let now = 1_000_000;
    const feed = createGamesFeed({ url: fixture.url, now: () => now, ttlMs: 10_000 });
    const [first, second] = await Promise.all([feed.list(), feed.list()]);
    expect(first).toHaveLength(3);
    expect(second).toBe(first);
    expect(fixture.requests).toHaveLength(1);
    now += 9_999;
    await feed.list();
    expect(fixture.requests).toHaveLength(1);

    now += 2;
    fixture.count = 5;
    expect(await feed.list()).toHaveLength(3); // stale while the refresh runs
    await expect.poll(() => fixture!.requests.length).toBe(2);
    await expect.poll(() => feed.list().then((c) => c.length)).toBe(5);
  });

  it.each(["error", "not-json", "huge"] as const)(
    "hides the section when the feed answers %s, and caches the failure briefly",
    async (mode) => {
      fixture = await startFeedFixture({ mode });
      let now = 0;
      const warnings: unknown[] = [];
      const feed = createGamesFeed({
        url: fixture.url,
        now: () => now,
        failureTtlMs: 60_000,
        maxBytes: 64 * 1024,
        logger: { warn: (...args: unknown[]) => warnings.push(args) } as never,
      });
      expect(await feed.list()).toEqual([]);
      expect(await feed.list()).toEqual([]);
      expect(fixture.requests).toHaveLength(1);
      expect(warnings).toHaveLength(1);

      now += 60_001;
      fixture.mode = "ok";
      expect(await feed.list()).toHaveLength(6);
      expect(fixture.requests).toHaveLength(2);
    },
  );

  it("gives up after the timeout and hides the section", async () => {
    fixture = await startFeedFixture({ mode: "slow" });
    const feed = createGamesFeed({ url: fixture.url, timeoutMs: 200 });
    const started = performance.now();
    expect(await feed.list()).toEqual([]);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(150);
    expect(took).toBeLessThan(2_000);
  });

  it("treats an empty feed as no section and an unreachable feed as a failure", async () => {
    fixture = await startFeedFixture({ count: 0 });
    expect(await createGamesFeed({ url: fixture.url }).list()).toEqual([]);
    const closedUrl = fixture.url;
    await fixture.close();
    fixture = undefined;
    expect(await createGamesFeed({ url: closedUrl, timeoutMs: 1000 }).list()).toEqual([]);
  });

  it("has no section and makes no request when GAMES_FEED_URL is unset", async () => {
    let calls = 0;
    const feed = createGamesFeed({ url: undefined, fetch: (async () => (calls++, new Response("[]"))) as typeof fetch });
    expect(await feed.list()).toEqual([]);
    expect(calls).toBe(0);
  });
});
