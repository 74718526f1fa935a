// The public answer cache: pages and JSON that are the same for every visitor without a session (of
// the same language) are rendered at most about once a second per URL, and the answers in between are
// the stored bytes. docs/decisions/017-public-answer-cache.md says why and what it may hold.
//
// A route opts in: a page by `headers = publicPageHeaders` (app/lib/public-cache.server.ts: its document
// and its `.data` answers), a resource route by `publicCacheHeaders` on an answer it made without a session. Only this front reads
// the header; it never reaches the client.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { LOCALE_COOKIE, localeFromCookie, matchAcceptLanguage, defaultLocale } from "../../shared/i18n/locales.ts";

/** The marker a route puts on an answer that any visitor of the same language may be given. */
export const PUBLIC_CACHE_HEADER = "x-public-cache";
export const publicCacheHeaders: Readonly<Record<string, string>> = { [PUBLIC_CACHE_HEADER]: "1" };

/** An answer is fresh this long; the data a visitor sees is never older (docs/decisions/017). */
export const PUBLIC_CACHE_TTL_MS = 1000;
/** A stale answer is still served while one request renders its successor, but never past this age. */
const MAX_STALE_MS = 5000;

/** Paths that are never cached, whatever their route says: the operator's and the sign-in flows. */
const NEVER = /^\/(admin|api\/admin|api\/auth|account|login)(\/|$)/;

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  /** The body cut at every occurrence of the nonce it was rendered with: joined with a fresh one. */
  parts: string[];
  bytes: number;
  storedAt: number;
  /** A request is rendering this entry's successor. */
  refreshing: boolean;
}

export interface PublicCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export interface PublicCacheStats {
  hits: number;
  misses: number;
  stores: number;
  entries: number;
  bytes: number;
}

export interface PublicCache {
  /** The cache key of a request that may be answered from the cache, or null (a session, a POST, ...). */
  keyOf(req: IncomingMessage, https: boolean): string | null;
  /**
   * Answers `res` from the cache when it holds a usable answer for `key` (true). Otherwise (false) it
   * watches `res` while the router writes it and stores the answer when the route marked it public.
   */
  serve(key: string, res: ServerResponse, nonce: string): boolean;
  /** For an answer that is not the cache's to store (a session's, a POST's): the route's marker is taken off it. */
  hideMarker(res: ServerResponse): void;
  /** Drops every answer: something every page may show changed (an operator's save). */
  invalidate(): void;
  stats(): PublicCacheStats;
}

export function createPublicCache(options: PublicCacheOptions = {}): PublicCache {
  const ttl = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  // Insertion order is the eviction order (a Map iterates oldest first); a store re-inserts.
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  let generation = 0;
  const counts = { hits: 0, misses: 0, stores: 0 };

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  function store(key: string, entry: Entry) {
    drop(key);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    counts.stores++;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
      drop(oldest);
    }
  }

  function capture(key: string, res: ServerResponse, nonce: string, previous: Entry | undefined) {
    const startedIn = generation;
    const originalWriteHead = res.writeHead;
    const originalWrite = res.write;
    const originalEnd = res.end;
    let status = 0;
    let headers: OutgoingHttpHeaders | undefined;
    let cacheable = false;
    const chunks: Buffer[] = [];
    const release = () => {
      if (previous) previous.refreshing = false;
    };
    res.once("close", release);

    res.writeHead = function writeHead(this: ServerResponse, code: number, ...rest: unknown[]) {
      // writeHead(status, [statusText], [headers]): React Router's listener passes an object.
      const last = rest[rest.length - 1];
      if (last && typeof last === "object" && !Array.isArray(last)) {
        const given = last as OutgoingHttpHeaders;
        cacheable = given[PUBLIC_CACHE_HEADER] === "1" && code === 200 && given["set-cookie"] === undefined;
        delete given[PUBLIC_CACHE_HEADER];
        if (cacheable) headers = { ...given };
      }
      status = code;
      return (originalWriteHead as (...args: unknown[]) => ServerResponse).call(this, code, ...rest);
    } as ServerResponse["writeHead"];
    res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (cacheable) collect(chunk, rest[0]);
      return (originalWrite as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse["write"];
    res.end = function end(this: ServerResponse, ...args: unknown[]) {
      const [chunk, encoding] = args;
      if (cacheable && chunk !== undefined && typeof chunk !== "function") collect(chunk, encoding);
      // Stored only when nothing was invalidated meanwhile: the render may have read the old data.
      if (cacheable && headers && status === 200 && generation === startedIn) {
        const body = Buffer.concat(chunks).toString("utf8");
        const parts = nonce ? body.split(nonce) : [body];
        store(key, { status, headers, parts, bytes: body.length * 2, storedAt: now(), refreshing: false });
      }
      release();
      return (originalEnd as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse["end"];

    function collect(chunk: unknown, encoding: unknown) {
      if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      else cacheable = false;
    }
  }

  return {
    keyOf(req, https) {
      if (req.method !== "GET") return null;
      const url = req.url ?? "/";
      const path = url.split("?", 1)[0] ?? "/";
      if (NEVER.test(path)) return null;
      const cookie = req.headers.cookie;
      // Only the language preference may be present: any other cookie (a session, a stale one) can
      // change the answer, so such a request is rendered for itself.
      if (cookie && !onlyLocaleCookie(cookie)) return null;
      const locale = localeFromCookie(cookie) ?? matchAcceptLanguage(req.headers["accept-language"]) ?? defaultLocale;
      // Crawlers get the whole document at once (app/entry.server.tsx): a different byte stream.
      const agent = req.headers["user-agent"];
      const bot = agent ? isbot(agent) : false;
      return `${https ? "s" : "h"}${bot ? "b" : "p"}|${locale}|${url}`;
    },

    serve(key, res, nonce) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && (age < ttl || (entry.refreshing && age < MAX_STALE_MS))) {
        counts.hits++;
        res.statusCode = entry.status;
        for (const [name, value] of Object.entries(entry.headers)) if (value !== undefined) res.setHeader(name, value);
        const body = entry.parts.length === 1 ? entry.parts[0]! : entry.parts.join(nonce);
        res.setHeader("content-length", Buffer.byteLength(body));
        res.end(body);
        return true;
      }
      counts.misses++;
      // This request renders the successor; the others keep getting the stale answer meanwhile.
      if (entry && age < MAX_STALE_MS) entry.refreshing = true;
      capture(key, res, nonce, entry && age < MAX_STALE_MS ? entry : undefined);
      return false;
    },

    hideMarker(res) {
      const originalWriteHead = res.writeHead;
      res.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
        const last = args[args.length - 1];
        if (last && typeof last === "object" && !Array.isArray(last)) delete (last as OutgoingHttpHeaders)[PUBLIC_CACHE_HEADER];
        return (originalWriteHead as (...a: unknown[]) => ServerResponse).apply(this, args);
      } as ServerResponse["writeHead"];
    },

    invalidate() {
      generation++;
      entries.clear();
      totalBytes = 0;
    },

    stats: () => ({ ...counts, entries: entries.size, bytes: totalBytes }),
  };
}

function onlyLocaleCookie(header: string): boolean {
  for (const pair of header.split(";")) {
    const name = pair.slice(0, pair.indexOf("=")).trim();
    if (name !== LOCALE_COOKIE && pair.trim() !== "") return false;
  }
  return true;
}
