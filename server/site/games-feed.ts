// "More Games to Play": cards from an external games feed (GAMES_FEED_URL), fetched by the server.
// The spec's call: GET the feed with format=0 (JSON), num=20, page=1; the answer is a JSON array of
// games of which we read url, thumb, title, category and description and keep the first 6.
// A feed that is unset, slow, failing, too big or malformed hides the section; it never breaks a page.
import type { Logger } from "pino";
import { z } from "zod";
import { readTextUpTo } from "../http/body.ts";

export interface GameCard {
  title: string;
  category: string;
  description: string;
  /** Where the card links to (http/https only). */
  url: string;
  /** The card's image (http/https only). */
  thumb: string;
}

export interface GamesFeed {
  /** Up to MAX_CARDS cards, or [] when the section must be hidden. Never throws. */
  list(): Promise<GameCard[]>;
}

export const MAX_CARDS = 6;
/** Redirects followed on the feed's own host (http to https, a moved path). */
const MAX_FEED_REDIRECTS = 5;
/** The spec's request parameters. */
export const FEED_PARAMS = { format: "0", num: "20", page: "1" } as const;

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  // Only web links: a feed must not be able to put javascript: or data: URLs into our pages.
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  });

/** Text from the feed, as plain text: collapsed whitespace, clipped (the card clamps it visually too). */
const plainText = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .transform((value) => (value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value));

const itemSchema = z.object({
  url: httpUrl,
  thumb: httpUrl,
  title: plainText(80).pipe(z.string().min(1)),
  category: plainText(40).catch(""),
  description: plainText(240).catch(""),
});

/** Parses a feed body: a JSON array; invalid items are skipped, the first MAX_CARDS valid ones kept. */
export function parseFeed(body: unknown): GameCard[] {
  if (!Array.isArray(body)) throw new Error("the games feed did not answer a JSON array");
  const cards: GameCard[] = [];
  for (const item of body) {
    const parsed = itemSchema.safeParse(item);
    if (parsed.success) cards.push(parsed.data);
    if (cards.length === MAX_CARDS) break;
  }
  return cards;
}

/** The feed URL with the spec's parameters set (other parameters of the configured URL are kept). */
export function feedRequestUrl(feedUrl: string): URL {
  const url = new URL(feedUrl);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("GAMES_FEED_URL must be an http(s) URL");
  for (const [name, value] of Object.entries(FEED_PARAMS)) url.searchParams.set(name, value);
  return url;
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  const text = declared > maxBytes ? null : await readTextUpTo(response.body, maxBytes);
  if (text === null) throw new Error(`the games feed is larger than ${maxBytes} bytes`);
  return text;
}

export interface GamesFeedOptions {
  /** GAMES_FEED_URL; unset: no section. */
  url?: string | undefined;
  logger?: Pick<Logger, "warn">;
  fetch?: typeof fetch;
  now?: () => number;
  /** Whole request (connect, headers and body) must finish within this. */
  timeoutMs?: number;
  /** How long a good answer is served before the feed is asked again. */
  ttlMs?: number;
  /** How long a failure (or an empty feed) hides the section before the next try: a dead feed is not hammered. */
  failureTtlMs?: number;
  maxBytes?: number;
}

export function createGamesFeed(options: GamesFeedOptions): GamesFeed {
  const {
    url,
    logger,
    fetch: fetchImpl = fetch,
    now = Date.now,
    timeoutMs = 3_000,
    ttlMs = 10 * 60_000,
    failureTtlMs = 60_000,
    maxBytes = 512 * 1024,
  } = options;
  if (!url) return { list: async () => [] };
  const requestUrl = feedRequestUrl(url);

  let cached: { cards: GameCard[]; until: number } | null = null;
  // Concurrent page requests share one fetch instead of each asking the feed.
  let inflight: Promise<GameCard[]> | null = null;

  async function load(): Promise<GameCard[]> {
    const signal = AbortSignal.timeout(timeoutMs);
    // Redirects are followed by hand and only on the feed's own host: the feed is someone else's
    // server and must not be able to send ours to an internal address (SSRF).
    let url = requestUrl;
    let response = await fetchImpl(url, { signal, headers: { accept: "application/json" }, redirect: "manual" });
    for (let hop = 1; response.status >= 300 && response.status < 400; hop++) {
      await response.body?.cancel().catch(() => {});
      const location = response.headers.get("location");
      const next = location ? URL.parse(location, url) : null;
      if (!next || next.hostname !== requestUrl.hostname || (next.protocol !== "https:" && next.protocol !== "http:")) {
        throw new Error(`the games feed redirected off its host (${location ?? "no Location"})`);
      }
      if (hop > MAX_FEED_REDIRECTS) throw new Error(`the games feed redirected more than ${MAX_FEED_REDIRECTS} times`);
      url = next;
      response = await fetchImpl(url, { signal, headers: { accept: "application/json" }, redirect: "manual" });
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new Error(`the games feed answered ${response.status}`);
    }
    const text = await readCapped(response, maxBytes);
    return parseFeed(JSON.parse(text));
  }

  function refresh(): Promise<GameCard[]> {
    inflight ??= load()
      .then(
        (cards) => {
          cached = { cards, until: now() + (cards.length > 0 ? ttlMs : failureTtlMs) };
          return cards;
        },
        (error: unknown) => {
          logger?.warn({ err: error instanceof Error ? error.message : String(error) }, "games feed unavailable; More Games hidden");
          cached = { cards: [], until: now() + failureTtlMs };
          return [];
        },
      )
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  return {
    async list() {
      if (cached && cached.until > now()) return cached.cards;
      // Past its time, a good answer is still served once while the feed is asked again in the
      // background, so only the very first visitor (or one after a failure) waits for the feed.
      if (cached && cached.cards.length > 0) {
        void refresh();
        return cached.cards;
      }
      return refresh();
    },
  };
}
