import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { getOrCreateSecret } from "./secrets.ts";
import { createRateLimiter } from "./rate-limit.ts";

describeEachDialect("rate limiter", (getDb) => {
  const rule = { windowMs: 60_000, max: 5 };

  it("allows max attempts per window, refuses the next with the time left, then starts a new window", async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(getDb(), { now: () => now });
    for (let i = 1; i <= 5; i++) {
      expect(await limiter.consume("admin:ip:1.2.3.4", rule)).toEqual({ allowed: true, count: i, retryAfterMs: 0 });
      now += 1000;
    }
    const sixth = await limiter.consume("admin:ip:1.2.3.4", rule);
    expect(sixth).toEqual({ allowed: false, count: 6, retryAfterMs: 55_000 });
    // Refused attempts do not stretch the window.
    now = 1_000_000 + 59_999;
    expect((await limiter.consume("admin:ip:1.2.3.4", rule)).allowed).toBe(false);
    now = 1_000_000 + 60_000;
    expect(await limiter.consume("admin:ip:1.2.3.4", rule)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
  });

  it("counts keys of any length (a client's 1 MB e-mail) and keeps long keys apart", async () => {
    const limiter = createRateLimiter(getDb(), { now: () => 5 });
    const long = `messages:to:${"\u{1f426}".repeat(250_000)}`;
    expect((await limiter.consume(long, { windowMs: 1000, max: 1 })).allowed).toBe(true);
    expect((await limiter.consume(long, { windowMs: 1000, max: 1 })).allowed).toBe(false);
    expect((await limiter.consume(`${long}x`, { windowMs: 1000, max: 1 })).allowed).toBe(true);
    await limiter.reset(long);
    expect((await limiter.consume(long, { windowMs: 1000, max: 1 })).allowed).toBe(true);
  });

  it("keeps keys apart and forgets a key on reset", async () => {
    const limiter = createRateLimiter(getDb(), { now: () => 5 });
    await limiter.consume("a", { windowMs: 1000, max: 1 });
    expect((await limiter.consume("a", { windowMs: 1000, max: 1 })).allowed).toBe(false);
    expect((await limiter.consume("b", { windowMs: 1000, max: 1 })).allowed).toBe(true);
    await limiter.reset("a");
    expect((await limiter.consume("a", { windowMs: 1000, max: 1 })).allowed).toBe(true);
  });

  it("counts concurrent attempts exactly (one atomic statement each)", async () => {
    const limiter = createRateLimiter(getDb());
    const decisions = await Promise.all(Array.from({ length: 12 }, () => limiter.consume("burst", { windowMs: 60_000, max: 5 })));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(decisions.map((d) => d.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("prunes windows that have ended", async () => {
    let now = 10_000_000;
    const limiter = createRateLimiter(getDb(), { now: () => now });
    await limiter.consume("old", { windowMs: 10, max: 1 });
    await limiter.consume("fresh", { windowMs: 60_000, max: 1 });
    now += 1000;
    expect(await limiter.prune()).toBeGreaterThanOrEqual(1);
    const keys = (await getDb().kysely.selectFrom("rate_limits").select("key").execute()).map((r) => r.key);
    expect(keys).toContain("fresh");
    expect(keys).not.toContain("old");
  });
});

describeEachDialect("app secrets", (getDb) => {
  it("makes a secret once and returns the same one afterwards, also to racing callers", async () => {
    const values = await Promise.all([1, 2, 3].map(() => getOrCreateSecret(getDb(), "better_auth_secret")));
    expect(new Set(values).size).toBe(1);
    expect(values[0]!.length).toBeGreaterThanOrEqual(43);
    expect(await getOrCreateSecret(getDb(), "better_auth_secret")).toBe(values[0]);
    expect(await getOrCreateSecret(getDb(), "other")).not.toBe(values[0]);
  });
});
