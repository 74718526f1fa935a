// Same data, same page: a page's HTML is a function of its URL and its routes' loader data (and the
// nonce, which is put back per answer). When a request's loaders return exactly the data another
// request's did a moment ago, that request's HTML is answered instead of rendering React again
// (docs/decisions/020-same-data-same-page.md). The loaders still run for every request, with its own
// session, so nobody is given data that is not theirs: only identical data shares its HTML. This is
// what helps a crowd of new players (a viral challenge link: every new guest's home page and board
// read alike), where the public cache (server/http/public-cache.ts) does not apply, since each has a
// session.
import { createHash } from "node:crypto";

/** A rendering is reused for this long; data that changes gives another key at once. */
export const RENDER_REUSE_TTL_MS = 1000;
const MAX_ENTRIES = 200;
const MAX_BYTES = 16 * 1024 * 1024;

interface Rendering {
  /** The HTML cut at each occurrence of the nonce it was rendered with. */
  parts: string[];
  bytes: number;
  storedAt: number;
}

export interface RenderReuse {
  /** The key of a page's rendering, or null when its data cannot be compared (a promise, a function). */
  keyOf(input: { url: string; mode: string; loaderData: unknown }): string | null;
  /** A fresh rendering's HTML with this answer's nonce, or null. */
  take(key: string, nonce: string): string | null;
  store(key: string, html: string, nonce: string): void;
  stats(): { hits: number; misses: number; entries: number; bytes: number };
}

class NotComparable extends Error {}

/** JSON of the data, refusing what JSON would silently drop or flatten (so two datas never look alike falsely). */
function comparable(_key: string, value: unknown): unknown {
  if (value instanceof Promise || typeof value === "function" || typeof value === "symbol" || typeof value === "bigint") {
    throw new NotComparable();
  }
  if (value instanceof Map || value instanceof Set || value instanceof Error) throw new NotComparable();
  return value;
}

export function createRenderReuse(options: { now?: () => number; ttlMs?: number } = {}): RenderReuse {
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? RENDER_REUSE_TTL_MS;
  // Insertion order is the eviction order.
  const renderings = new Map<string, Rendering>();
  let bytes = 0;
  const counts = { hits: 0, misses: 0 };

  function drop(key: string) {
    const found = renderings.get(key);
    if (!found) return;
    renderings.delete(key);
    bytes -= found.bytes;
  }

  return {
    keyOf({ url, mode, loaderData }) {
      let json: string;
      try {
        json = JSON.stringify(loaderData, comparable);
      } catch (error) {
        if (error instanceof NotComparable) return null;
        throw error;
      }
      return createHash("sha256").update(mode).update("\n").update(url).update("\n").update(json).digest("base64");
    },

    take(key, nonce) {
      const found = renderings.get(key);
      if (!found || now() - found.storedAt >= ttl) {
        if (found) drop(key);
        counts.misses++;
        return null;
      }
      counts.hits++;
      return found.parts.length === 1 ? found.parts[0]! : found.parts.join(nonce);
    },

    store(key, html, nonce) {
      drop(key);
      const rendering = { parts: nonce ? html.split(nonce) : [html], bytes: html.length * 2, storedAt: now() };
      renderings.set(key, rendering);
      bytes += rendering.bytes;
      for (const oldest of renderings.keys()) {
        if (renderings.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
        drop(oldest);
      }
    },

    stats: () => ({ ...counts, entries: renderings.size, bytes }),
  };
}

/** The server's one instance (the page renderer, app/entry.server.tsx). */
export const renderReuse = createRenderReuse();
