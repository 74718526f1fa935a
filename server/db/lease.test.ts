import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { createLease, leaseHolder } from "./lease.ts";

describeEachDialect("job lease", (getDb) => {
  it("has one holder at a time, renews for its holder, and passes on when it runs out or is released", async () => {
    let now = 1_000_000;
    const clock = () => now;
    const a = createLease(getDb(), { name: "job-a", holder: "instance-a", ttlMs: 5000, now: clock });
    const b = createLease(getDb(), { name: "job-a", holder: "instance-b", ttlMs: 5000, now: clock });
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    now += 4000;
    expect(await a.acquire()).toBe(true); // renewed: runs to now + 5000
    now += 4000;
    expect(await b.acquire()).toBe(false);
    expect(await leaseHolder(getDb(), "job-a", now)).toBe("instance-a");
    // a stops renewing (it died): once its lease has run out, b takes over and a cannot come back.
    now += 1001;
    expect(await b.acquire()).toBe(true);
    expect(await a.acquire()).toBe(false);
    await b.release();
    expect(await leaseHolder(getDb(), "job-a", now)).toBeNull();
    expect(await a.acquire()).toBe(true);
    // Releasing a lease someone else holds changes nothing.
    await b.release();
    expect(await leaseHolder(getDb(), "job-a", now)).toBe("instance-a");
  });

  it("gives the lease to exactly one of many instances acquiring at once", async () => {
    const holders = Array.from({ length: 12 }, (_, i) =>
      createLease(getDb(), { name: "job-race", holder: `instance-${i}`, ttlMs: 60_000 }),
    );
    const won = await Promise.all(holders.map((lease) => lease.acquire()));
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await leaseHolder(getDb(), "job-race")).toBe(`instance-${won.indexOf(true)}`);
  });

  it("keeps leases of different jobs apart", async () => {
    const sender = createLease(getDb(), { name: "job-x", holder: "one", ttlMs: 60_000 });
    const other = createLease(getDb(), { name: "job-y", holder: "two", ttlMs: 60_000 });
    expect(await sender.acquire()).toBe(true);
    expect(await other.acquire()).toBe(true);
  });
});
