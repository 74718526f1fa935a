// What "acknowledged = present" means after a kill -9 and a restart (tests/e2e/crash.test.ts,
// bench/crash.ts), read straight from the database:
//   - every write answered 2xx (the workload's journal) is there: the guest's user row; the finished
//     run with its score, its coin credit (ledger `run:<id>`) and its all-time board row at least as
//     high; the purchase row with its debit (`purchase:<id>`); the paid coin pack, fulfilled, with its
//     credit (`checkout:<id>`);
//   - nothing is half done, for every player in the database: wallet = sum of its ledger; every
//     ledger row belongs to a write that exists (a finished run, a purchase, a fulfilled checkout)
//     and every such write has exactly its one ledger row for the right amount; every power-up
//     bought is in the inventory and every skin bought is owned;
// and then the replays (replayAfterRestart): a write acknowledged before the kill sent again is
// answered as a duplicate and credits nothing; a write whose answer the kill swallowed, sent again,
// is applied at most once.
import { sql } from "kysely";
import type { Db } from "../../server/db/index.ts";
import { replay, type Journal, type Target } from "./workload.ts";

export interface AcknowledgedCheck {
  /** Acknowledged writes looked for. */
  checked: number;
  /** Acknowledged writes missing or not as acknowledged (goal: empty). */
  lost: string[];
}

const count = (rows: Array<{ n: unknown }>) => Number(rows[0]?.n ?? 0);

/** Every write the journal holds as acknowledged is in the database, as it was acknowledged. */
export async function checkAcknowledged(db: Db, journal: Journal): Promise<AcknowledgedCheck> {
  const k = db.kysely;
  const lost: string[] = [];
  let checked = 0;

  const users = new Set((await k.selectFrom("user").select("id").execute()).map((row) => row.id));
  for (const guest of journal.guests) {
    checked += 1;
    if (!users.has(guest.playerId)) lost.push(`guest ${guest.playerId}: no user row`);
  }

  const ledger = new Map<string, { player_id: string; delta: number }>();
  for (const row of await k.selectFrom("wallet_ledger").select(["reference", "player_id", "delta"]).execute()) {
    ledger.set(row.reference, { player_id: row.player_id, delta: Number(row.delta) });
  }

  const runs = new Map<string, { player_id: string; status: string; score: number | null }>();
  for (const row of await k.selectFrom("runs").select(["id", "player_id", "status", "score"]).execute()) {
    runs.set(row.id, { player_id: row.player_id, status: row.status, score: row.score === null ? null : Number(row.score) });
  }
  const alltime = new Map<string, number>();
  for (const row of await k.selectFrom("leaderboard_entries").select(["player_id", "score"]).where("board", "=", "alltime").execute()) {
    if (row.player_id) alltime.set(row.player_id, Number(row.score));
  }
  for (const finish of journal.finishes) {
    checked += 1;
    const run = runs.get(finish.runId);
    const credit = ledger.get(`run:${finish.runId}`);
    if (!run || run.status !== "finished" || run.score !== finish.score || run.player_id !== finish.playerId) {
      lost.push(`finish ${finish.runId}: run row ${JSON.stringify(run ?? null)}, acknowledged score ${finish.score}`);
    } else if (finish.coins > 0 && (!credit || credit.delta !== finish.coins || credit.player_id !== finish.playerId)) {
      lost.push(`finish ${finish.runId}: credit ${JSON.stringify(credit ?? null)}, acknowledged ${finish.coins} coins`);
    } else if ((alltime.get(finish.playerId) ?? -1) < finish.score) {
      lost.push(`finish ${finish.runId}: all-time best ${alltime.get(finish.playerId)} below the acknowledged ${finish.score}`);
    }
  }

  const purchases = new Map<string, { player_id: string; idempotency_key: string; price_coins: number }>();
  for (const row of await k.selectFrom("purchases").select(["id", "player_id", "idempotency_key", "price_coins"]).execute()) {
    purchases.set(row.id, { player_id: row.player_id, idempotency_key: row.idempotency_key, price_coins: Number(row.price_coins) });
  }
  for (const purchase of journal.purchases) {
    checked += 1;
    const row = purchases.get(purchase.purchaseId);
    const debit = ledger.get(`purchase:${purchase.purchaseId}`);
    if (!row || row.player_id !== purchase.playerId || row.idempotency_key !== purchase.idempotencyKey) {
      lost.push(`purchase ${purchase.purchaseId} (${purchase.itemId}): no purchase row`);
    } else if (purchase.priceCoins > 0 && (!debit || debit.delta !== -purchase.priceCoins)) {
      lost.push(`purchase ${purchase.purchaseId}: debit ${JSON.stringify(debit ?? null)}, acknowledged price ${purchase.priceCoins}`);
    }
  }

  const checkouts = new Map<string, { player_id: string; status: string; fulfilled_at: number | null }>();
  for (const row of await k.selectFrom("checkout_sessions").select(["id", "player_id", "status", "fulfilled_at"]).execute()) {
    checkouts.set(row.id, {
      player_id: row.player_id,
      status: row.status,
      fulfilled_at: row.fulfilled_at === null ? null : Number(row.fulfilled_at),
    });
  }
  for (const pack of journal.coinPacks) {
    checked += 1;
    const row = checkouts.get(pack.sessionId);
    const credit = ledger.get(`checkout:${pack.sessionId}`);
    if (!row || row.status !== "paid" || row.fulfilled_at === null) {
      lost.push(`coin pack ${pack.sessionId}: checkout ${JSON.stringify(row ?? null)}`);
    } else if (!credit || credit.delta !== pack.coins || credit.player_id !== pack.playerId) {
      lost.push(`coin pack ${pack.sessionId}: credit ${JSON.stringify(credit ?? null)}, acknowledged ${pack.coins} coins`);
    }
  }
  return { checked, lost };
}

/**
 * Half-done or doubled writes anywhere in the database (not only the journal's): one line per
 * problem; empty when every player's coins, ledger, purchases, inventory and skins agree.
 */
export async function checkConsistency(db: Db): Promise<string[]> {
  const k = db.kysely;
  const problems: string[] = [];

  // The wallet is the sum of its ledger, and the last ledger row's balance_after (no lost update).
  const sums = new Map<string, number>();
  for (const row of await k
    .selectFrom("wallet_ledger")
    .select(["player_id", (eb) => eb.fn.sum<number>("delta").as("total")])
    .groupBy("player_id")
    .execute()) {
    sums.set(row.player_id, Number(row.total));
  }
  for (const row of await k.selectFrom("wallets").select(["player_id", "coins"]).execute()) {
    const total = sums.get(row.player_id) ?? 0;
    if (Number(row.coins) !== total) problems.push(`wallet of ${row.player_id}: ${row.coins} coins, ledger sums to ${total}`);
  }
  const orphanLedger = await k
    .selectFrom("wallet_ledger")
    .leftJoin("wallets", "wallets.player_id", "wallet_ledger.player_id")
    .select("wallet_ledger.reference")
    .where("wallets.player_id", "is", null)
    .execute();
  for (const row of orphanLedger) problems.push(`ledger ${row.reference}: no wallet`);
  const negative = await k.selectFrom("wallets").select(["player_id", "coins"]).where("coins", "<", 0).execute();
  for (const row of negative) problems.push(`wallet of ${row.player_id}: negative (${row.coins})`);

  // Each run credit: a finished run of that player, score x 10, once (the reference is unique).
  const runCredits = await k
    .selectFrom("wallet_ledger")
    .leftJoin("runs", (join) => join.on(sql`wallet_ledger.reference`, "=", sql`'run:' || runs.id`))
    .select([
      "wallet_ledger.reference",
      "wallet_ledger.delta",
      "wallet_ledger.player_id as ledger_player",
      "runs.player_id",
      "runs.status",
      "runs.score",
    ])
    .where("wallet_ledger.reason", "=", "run")
    .execute();
  for (const row of runCredits) {
    if (row.status !== "finished" || row.player_id !== row.ledger_player || Number(row.delta) !== Number(row.score) * 10) {
      problems.push(`run credit ${row.reference} (${row.delta}): run ${row.status ?? "missing"} with score ${row.score}`);
    }
  }
  const uncredited = await k
    .selectFrom("runs")
    .leftJoin("wallet_ledger", (join) => join.on(sql`wallet_ledger.reference`, "=", sql`'run:' || runs.id`))
    .select(["runs.id", "runs.score"])
    .where("runs.status", "=", "finished")
    .where("runs.score", ">", 0)
    .where("wallet_ledger.id", "is", null)
    .execute();
  for (const row of uncredited) problems.push(`run ${row.id}: finished with score ${row.score} but never credited`);

  // Each purchase: exactly its debit; each purchase debit: its purchase.
  const purchaseDebits = await k
    .selectFrom("purchases")
    .leftJoin("wallet_ledger", (join) => join.on(sql`wallet_ledger.reference`, "=", sql`'purchase:' || purchases.id`))
    .select(["purchases.id", "purchases.price_coins", "wallet_ledger.delta"])
    .where("purchases.price_coins", ">", 0)
    .execute();
  for (const row of purchaseDebits) {
    if (row.delta === null || Number(row.delta) !== -Number(row.price_coins))
      problems.push(`purchase ${row.id}: debit ${row.delta}, price ${row.price_coins}`);
  }
  const strayDebits = await k
    .selectFrom("wallet_ledger")
    .leftJoin("purchases", (join) => join.on(sql`wallet_ledger.reference`, "=", sql`'purchase:' || purchases.id`))
    .select("wallet_ledger.reference")
    .where("wallet_ledger.reason", "=", "purchase")
    .where("purchases.id", "is", null)
    .execute();
  for (const row of strayDebits) problems.push(`debit ${row.reference}: no purchase row`);

  // Every power-up bought is held (less those used in runs), every skin bought is owned, and no
  // item is held that was not bought or refunded.
  const bought = await k
    .selectFrom("purchases")
    .select(["player_id", "item_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("kind", "=", "power_up")
    .groupBy(["player_id", "item_id"])
    .execute();
  const used = await k
    .selectFrom("run_powerups")
    .innerJoin("runs", "runs.id", "run_powerups.run_id")
    .select(["runs.player_id", "run_powerups.type", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy(["runs.player_id", "run_powerups.type"])
    .execute();
  const expected = new Map<string, number>();
  for (const row of bought) expected.set(`${row.player_id} ${row.item_id}`, Number(row.n));
  for (const row of used) expected.set(`${row.player_id} ${row.type}`, (expected.get(`${row.player_id} ${row.type}`) ?? 0) - Number(row.n));
  const held = new Map<string, number>();
  for (const row of await k.selectFrom("inventories").select(["player_id", "item", "count"]).execute()) {
    held.set(`${row.player_id} ${row.item}`, Number(row.count));
  }
  for (const key of new Set([...expected.keys(), ...held.keys()])) {
    if ((expected.get(key) ?? 0) !== (held.get(key) ?? 0))
      problems.push(`inventory ${key}: holds ${held.get(key) ?? 0}, bought less used ${expected.get(key) ?? 0}`);
  }
  const skinPurchases = await k
    .selectFrom("purchases")
    .leftJoin("player_skins", (join) =>
      join.onRef("player_skins.player_id", "=", "purchases.player_id").onRef("player_skins.skin_id", "=", "purchases.item_id"),
    )
    .select(["purchases.id", "purchases.player_id", "purchases.item_id", "player_skins.source"])
    .where("purchases.kind", "=", "skin")
    .execute();
  for (const row of skinPurchases) {
    if (row.source !== "purchase") problems.push(`skin purchase ${row.id}: ${row.player_id} owns ${row.item_id}: ${row.source ?? "no"}`);
  }
  const boughtSkins = count(
    await k
      .selectFrom("player_skins")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("source", "=", "purchase")
      .execute(),
  );
  if (boughtSkins !== skinPurchases.length) problems.push(`${boughtSkins} skins owned by purchase, ${skinPurchases.length} skin purchases`);

  // Coin packs: a fulfilled checkout has exactly its credit; an unfulfilled one none; no stray credit.
  const packs = await k
    .selectFrom("checkout_sessions")
    .leftJoin("wallet_ledger", (join) => join.on(sql`wallet_ledger.reference`, "=", sql`'checkout:' || checkout_sessions.id`))
    .select(["checkout_sessions.id", "checkout_sessions.coins", "checkout_sessions.fulfilled_at", "wallet_ledger.delta"])
    .execute();
  for (const row of packs) {
    const credited = row.delta !== null;
    if (row.fulfilled_at !== null ? !credited || Number(row.delta) !== Number(row.coins) : credited) {
      problems.push(`checkout ${row.id}: fulfilled ${row.fulfilled_at !== null}, credit ${row.delta}, pack ${row.coins} coins`);
    }
  }
  const strayPacks = await k
    .selectFrom("wallet_ledger")
    .leftJoin("checkout_sessions", (join) => join.on(sql`wallet_ledger.reference`, "=", sql`'checkout:' || checkout_sessions.id`))
    .select("wallet_ledger.reference")
    .where("wallet_ledger.reason", "=", "coin_pack")
    .where("checkout_sessions.id", "is", null)
    .execute();
  for (const row of strayPacks) problems.push(`coin pack credit ${row.reference}: no checkout`);
  return problems;
}

export interface ReplayOutcome {
  /** Requests sent again. */
  replayed: number;
  /** Answers that were not the duplicate (or first-time) answer expected. */
  problems: string[];
}

async function balanceOf(db: Db, playerId: string): Promise<number> {
  const row = await db.kysely.selectFrom("wallets").select("coins").where("player_id", "=", playerId).executeTakeFirst();
  return row ? Number(row.coins) : 0;
}

/**
 * After the restart: every acknowledged finish and purchase sent again answers the duplicate answer
 * and moves no coin; every write whose answer was lost, sent again, answers success or duplicate
 * (the consistency check afterwards proves it applied once). Sent one at a time.
 */
export async function replayAfterRestart(
  target: Target,
  db: Db,
  journal: Journal,
  players: Array<{ id: string; address: string; cookies: Map<string, string> }>,
): Promise<ReplayOutcome> {
  const problems: string[] = [];
  let replayed = 0;
  const byId = new Map(players.map((p) => [p.id, p]));

  for (const finish of journal.finishes) {
    const player = byId.get(finish.playerId)!;
    const before = await balanceOf(db, finish.playerId);
    const answer = await replay(target, player, "POST", `/api/runs/${finish.runId}/finish`, {
      json: { inputs: [], claimedScore: finish.score, name: "Replay" },
    });
    replayed += 1;
    const body = JSON.parse(answer.text) as { error?: string };
    if (answer.status !== 409 || body.error !== "run_used")
      problems.push(`acknowledged finish ${finish.runId} sent again: ${answer.status} ${answer.text}`);
    const after = await balanceOf(db, finish.playerId);
    if (after !== before) problems.push(`acknowledged finish ${finish.runId} sent again moved ${after - before} coins`);
  }
  for (const purchase of journal.purchases) {
    const player = byId.get(purchase.playerId)!;
    const before = await balanceOf(db, purchase.playerId);
    const answer = await replay(target, player, "POST", "/api/store/purchase", {
      json: { itemId: purchase.itemId, idempotencyKey: purchase.idempotencyKey },
    });
    replayed += 1;
    const body = JSON.parse(answer.text) as { replayed?: boolean; purchaseId?: string };
    if (answer.status !== 200 || body.replayed !== true || body.purchaseId !== purchase.purchaseId) {
      problems.push(`acknowledged purchase ${purchase.purchaseId} sent again: ${answer.status} ${answer.text}`);
    }
    const after = await balanceOf(db, purchase.playerId);
    if (after !== before) problems.push(`acknowledged purchase ${purchase.purchaseId} sent again moved ${after - before} coins`);
  }
  for (const pack of journal.coinPacks) {
    const player = byId.get(pack.playerId)!;
    const before = await balanceOf(db, pack.playerId);
    const pay = await replay(target, player, "POST", `/checkout/sandbox/${pack.sessionId}`, { form: { intent: "pay" } });
    const view = await replay(target, player, "GET", `/api/checkout/${pack.sessionId}`);
    replayed += 1;
    if (pay.status !== 302 || view.status !== 200 || (JSON.parse(view.text) as { status: string }).status !== "paid") {
      problems.push(`acknowledged coin pack ${pack.sessionId} paid again: ${pay.status}, then ${view.status} ${view.text}`);
    }
    const after = await balanceOf(db, pack.playerId);
    if (after !== before) problems.push(`acknowledged coin pack ${pack.sessionId} paid again moved ${after - before} coins`);
  }

  for (const lost of journal.unanswered) {
    const player = lost.player;
    if (!player.id) continue;
    if (lost.kind === "finish") {
      const answer = await replay(target, player, "POST", `/api/runs/${lost.runId}/finish`, { json: lost.body });
      replayed += 1;
      const body = JSON.parse(answer.text) as { error?: string; score?: number };
      const applied = answer.status === 200 && body.score === lost.score;
      const done = answer.status === 409 && body.error === "run_used";
      if (!applied && !done) problems.push(`unanswered finish ${lost.runId} sent again: ${answer.status} ${answer.text}`);
    } else if (lost.kind === "purchase") {
      const answer = await replay(target, player, "POST", "/api/store/purchase", {
        json: { itemId: lost.itemId, idempotencyKey: lost.idempotencyKey },
      });
      replayed += 1;
      // A purchase that never committed may now be refused for want of coins (409); else it succeeds
      // once, or answers the earlier purchase (replayed).
      if (answer.status !== 200 && !(answer.status === 409 && answer.text.includes("insufficient_coins"))) {
        problems.push(`unanswered purchase ${lost.idempotencyKey} sent again: ${answer.status} ${answer.text}`);
      }
      const rows = await db.kysely
        .selectFrom("purchases")
        .select("id")
        .where("player_id", "=", player.id)
        .where("idempotency_key", "=", lost.idempotencyKey)
        .execute();
      if (rows.length > 1) problems.push(`unanswered purchase ${lost.idempotencyKey}: ${rows.length} purchase rows`);
    } else if (lost.kind === "coin_pack") {
      const pay = await replay(target, player, "POST", `/checkout/sandbox/${lost.sessionId}`, { form: { intent: "pay" } });
      const view = await replay(target, player, "GET", `/api/checkout/${lost.sessionId}`);
      replayed += 1;
      if (pay.status !== 302 || view.status !== 200 || (JSON.parse(view.text) as { status: string }).status !== "paid") {
        problems.push(`unanswered coin pack ${lost.sessionId} paid again: ${pay.status}, then ${view.status} ${view.text}`);
      }
    }
  }
  return { replayed, problems };
}
