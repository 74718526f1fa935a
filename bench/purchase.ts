// Coin purchases on loopback: POST /api/store/purchase against the production build, i.e.
// the session lookup, the catalogue price and the purchase transaction (idempotency-key row,
// inventory +1, conditional wallet debit and ledger row). Many guests buy power-ups at once,
// BENCH_CONCURRENCY requests in flight; reports purchases per second and latency p50/p99, one pass
// on a fresh SQLite file and one on a fresh PostgreSQL database (BENCH_ENGINES).
//
// Set-up: BENCH_GUESTS guests are made over HTTP (POST /api/session/guest, each from its own
// X-Forwarded-For address with TRUST_PROXY so the per-address guest limit does not stop the set-up).
// Their coins are written DIRECTLY into the bench's own throw-away database (through the wallet
// service, so each credit is a ledger row like any other): earning them by playing runs is not what
// is measured here. Every purchase must answer 200; afterwards the database must hold exactly one
// purchase, one ledger debit and one inventory item per request, and the coins must add up.
//
// Run: node bench/purchase.ts (BENCH_PURCHASES=2000 BENCH_GUESTS=50 BENCH_CONCURRENCY=32
// BENCH_ENGINES=sqlite,postgres).
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { openDatabase } from "../server/db/index.ts";
import { createWalletService } from "../server/wallet/service.ts";
import { createTestDatabase, startServer } from "../tests/e2e/server.ts";
import { percentile, report } from "./lib.ts";

const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 2000);
const GUESTS = Number(process.env.BENCH_GUESTS ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
const ITEM = "time-slow";
const log = (message: string) => process.stderr.write(message + "\n");

// The server needs the production build; build it when missing or stale (output on stderr).
execFileSync(process.execPath, [resolve(import.meta.dirname, "../scripts/build-if-stale.ts")], { stdio: ["ignore", 2, 2] });

interface Guest {
  id: string;
  cookie: string;
  ip: string;
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, task: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index]!, index);
      }
    }),
  );
}

let failed = false;
for (const engine of engines) {
  const database = await createTestDatabase(engine);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const db = openDatabase(database.url, { poolMax: 2 });
  try {
    const running = await startServer({ env: { DATABASE_URL: database.url, TRUST_PROXY: "true" } });
    server = running;
    const origin = new URL(running.url).origin;

    const catalogue = (await (await fetch(running.url + "/api/store")).json()) as { powerUps: Array<{ id: string; priceCoins: number }> };
    const price = catalogue.powerUps.find((p) => p.id === ITEM)?.priceCoins;
    if (!price) throw new Error(`${ITEM} is not for sale`);

    // 1. Guests over HTTP, each funded for its share of the purchases (plus the warm-up).
    const perGuest = Math.ceil(PURCHASES / GUESTS) + 1;
    const wallet = createWalletService(db);
    const guests: Guest[] = [];
    for (let i = 0; i < GUESTS; i++) {
      const ip = `10.66.${(i >> 8) & 255}.${i & 255}`;
      const response = await fetch(running.url + "/api/session/guest", { method: "POST", headers: { origin, "x-forwarded-for": ip } });
      if (response.status !== 201) throw new Error(`POST /api/session/guest answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { player: { id: string } };
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      guests.push({ id: body.player.id, cookie, ip });
      await wallet.apply({
        playerId: body.player.id,
        delta: perGuest * price,
        reason: "bench",
        reference: `bench-coins:${body.player.id}`,
      });
    }

    const buy = (guest: Guest, key: string) =>
      fetch(running.url + "/api/store/purchase", {
        method: "POST",
        headers: { origin, cookie: guest.cookie, "x-forwarded-for": guest.ip, "content-type": "application/json" },
        body: JSON.stringify({ itemId: ITEM, idempotencyKey: key }),
      });

    // 2. Warm-up: one purchase per guest (not timed).
    await pool(guests, CONCURRENCY, async (guest) => {
      const response = await buy(guest, `warm-${guest.id}`);
      if (response.status !== 200) throw new Error(`warm-up purchase answered ${response.status}: ${await response.text()}`);
    });

    // 3. The timed purchases: request i is guest i % GUESTS, so every guest has requests in flight.
    const requests = Array.from({ length: PURCHASES }, (_, i) => guests[i % GUESTS]!);
    const latencies: number[] = [];
    let failures = 0;
    const t0 = performance.now();
    await pool(requests, CONCURRENCY, async (guest, index) => {
      const started = performance.now();
      try {
        const response = await buy(guest, `bench-${index}-${guest.id}`);
        const body = (await response.json()) as { priceCoins?: number; replayed?: boolean };
        latencies.push(performance.now() - started);
        if (response.status !== 200 || body.priceCoins !== price || body.replayed !== false) {
          failures += 1;
          log(`error: ${engine}: purchase ${index} answered ${response.status} ${JSON.stringify(body)}`);
        }
      } catch (error) {
        failures += 1;
        log(`error: ${engine}: purchase ${index} failed: ${(error as Error).message}`);
      }
    });
    const elapsed = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);

    // Exactly what was asked was written: one purchase, one debit and one item per request.
    const expected = PURCHASES + GUESTS;
    const purchases = Number(
      (
        await db.kysely
          .selectFrom("purchases")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const debits = Number(
      (
        await db.kysely
          .selectFrom("wallet_ledger")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("reason", "=", "purchase")
          .executeTakeFirstOrThrow()
      ).n,
    );
    const items = Number(
      (
        await db.kysely
          .selectFrom("inventories")
          .select((eb) => eb.fn.sum<number>("count").as("n"))
          .where("item", "=", ITEM)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const coins = Number(
      (
        await db.kysely
          .selectFrom("wallets")
          .select((eb) => eb.fn.sum<number>("coins").as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const coinsLeft = GUESTS * perGuest * price - expected * price;
    if (purchases !== expected || debits !== expected || items !== expected || coins !== coinsLeft) {
      failures += 1;
      log(
        `error: ${engine}: ${purchases} purchases, ${debits} debits, ${items} items, ${coins} coins left; expected ${expected}, ${expected}, ${expected}, ${coinsLeft}`,
      );
    }

    const info = { concurrency: CONCURRENCY, guests: GUESTS, purchases: PURCHASES };
    report(`purchase_${engine}_throughput`, PURCHASES / elapsed, "purchases/s", info);
    report(`purchase_${engine}_p50`, percentile(latencies, 50), "ms", info);
    report(`purchase_${engine}_p99`, percentile(latencies, 99), "ms", info);
    report(`purchase_${engine}_failures`, failures, "count");
    if (failures > 0) failed = true;
  } catch (error) {
    failed = true;
    log(`error: ${engine}: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await db.close();
    await server?.stop();
    await database.drop();
  }
}
if (failed) process.exitCode = 1;
