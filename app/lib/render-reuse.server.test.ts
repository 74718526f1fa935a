import { describe, expect, it } from "vitest";
import { createRenderReuse } from "./render-reuse.server.ts";

describe("render reuse (same data, same page)", () => {
  const clock = { t: 0 };
  const reuse = () => createRenderReuse({ now: () => clock.t, ttlMs: 1000 });
  const page = { url: "http://x/", mode: "onShellReady", loaderData: { root: { locale: "de" }, "routes/home": { best: 12 } } };

  it("gives another key for other data, another URL or another mode, the same for equal data", () => {
    const cache = reuse();
    const key = cache.keyOf(page);
    expect(key).toBe(cache.keyOf(structuredClone(page)));
    expect(cache.keyOf({ ...page, loaderData: { root: { locale: "de" }, "routes/home": { best: 13 } } })).not.toBe(key);
    expect(cache.keyOf({ ...page, url: "http://x/?tab=weekly" })).not.toBe(key);
    expect(cache.keyOf({ ...page, mode: "onAllReady" })).not.toBe(key);
  });

  it("refuses data it cannot compare (a promise streamed later, a function, a Map)", () => {
    const cache = reuse();
    expect(cache.keyOf({ ...page, loaderData: { r: { later: Promise.resolve(1) } } })).toBeNull();
    expect(cache.keyOf({ ...page, loaderData: { r: { f: () => 1 } } })).toBeNull();
    expect(cache.keyOf({ ...page, loaderData: { r: { m: new Map() } } })).toBeNull();
  });

  it("answers a stored rendering with the new nonce until it is a second old", () => {
    clock.t = 0;
    const cache = reuse();
    const key = cache.keyOf(page)!;
    expect(cache.take(key, "N2")).toBeNull();
    cache.store(key, '<script nonce="N1">a</script><link nonce="N1">', "N1");
    clock.t = 999;
    expect(cache.take(key, "N2")).toBe('<script nonce="N2">a</script><link nonce="N2">');
    clock.t = 1000;
    expect(cache.take(key, "N3")).toBeNull();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 0 });
  });
});
