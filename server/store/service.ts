import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { precompiled } from "../db/compiled.ts";
import type { Db } from "../db/index.ts";
import type { Database, PurchaseKind } from "../db/schema.ts";
import type { Metrics } from "../metrics.ts";
import type { InventoryId } from "../../game/sim/types.ts";
import { isInventoryId, type InventoryService } from "../runs/inventory.ts";
import { InsufficientCoinsError, type WalletService } from "../wallet/service.ts";
import { fail, type Failure, type Result } from "../http/result.ts";
import type { CatalogueService, CoinPack, PowerUp, Skin } from "./catalogue.ts";
import type { Locale } from "../../shared/i18n/locales.ts";

// Spending coins on skins and power-ups, and the skin a player flies. Prices come from the catalogue
// on the server, never from the client. A purchase is one transaction: the purchases row (which
// claims the client's idempotency key), the grant (player_skins row or inventory +1) and the debit
// (ledger reference `purchase:<purchaseId>`). Any failure rolls all three back.
//
// Concurrency: the idempotency key is claimed first with INSERT ... ON CONFLICT DO NOTHING on the
// unique (player_id, idempotency_key): a parallel request with the same key waits for the first one's
// transaction and then finds its row (a replay), or, when the first rolled back, claims the key
// itself. The debit is the wallet's conditional update (`coins + delta >= 0`), which PostgreSQL
// re-checks on the latest row after waiting for the row lock, so N parallel purchases over a balance
// that covers one succeed once. Locks are taken in the order purchases -> player_skins / inventories
// -> wallets, the same order as a run's finish (inventory refund, then the credit), so no deadlock.

export const SKIN_ITEM_PREFIX = "skin-";
export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 100;

export interface StoreSkin extends Omit<Skin, "sortOrder"> {
  owned: boolean;
  active: boolean;
}

export interface StorePowerUp {
  id: string;
  name: string;
  description: string;
  priceCoins: number;
  durationText: string;
  /** How many the player holds (inventory count). */
  owned: number;
}

export type StoreCoinPack = Pick<CoinPack, "id" | "name" | "coins" | "bonusCoins" | "priceCents" | "description">;

export interface StoreView {
  balance: number;
  activeSkin: string | null;
  skins: StoreSkin[];
  powerUps: StorePowerUp[];
  coinPacks: StoreCoinPack[];
}

export interface PurchaseInput {
  /** `skin-<skinId>` for a skin, else a power-up id. */
  itemId: string;
  idempotencyKey: string;
  /**
   * The price the player was shown. When the catalogue's price differs (the operator changed it
   * since the store loaded), nothing is charged: 409 `price_changed`. Omitted: the catalogue's price.
   */
  expectedPriceCoins?: number;
}

export interface Purchase {
  purchaseId: string;
  /** As the client sent it (`skin-<id>` or the power-up id). */
  itemId: string;
  kind: PurchaseKind;
  priceCoins: number;
  balance: number;
  /** A power-up: the count now held; a skin: true (and it is now the player's active skin). */
  owned: number | true;
  /** True when this key had been used for the same item before: nothing changed. */
  replayed: boolean;
}

export type StoreItem =
  { kind: "skin"; itemId: string; skin: Skin } | { kind: "power_up"; itemId: string; powerUp: PowerUp & { id: InventoryId } };

export interface StoreService {
  /** The store as a player (or a visitor, `null`) sees it, its texts in `locale` (English where one has none). */
  view(playerId: string | null, locale?: Locale): Promise<StoreView>;
  /** The catalogue item behind a client item id, or null when there is none. */
  item(itemId: string): Promise<StoreItem | null>;
  purchase(playerId: string, input: PurchaseInput): Promise<Result<Purchase>>;
  setActiveSkin(playerId: string, skinId: string): Promise<Result<{ activeSkin: string }>>;
  /** Skin ids the player may fly (unlocked by default or owned), in catalogue order. */
  ownedSkins(playerId: string): Promise<string[]>;
  /** The skin the player flies: the chosen one while it is still theirs, else the first default skin. */
  activeSkin(playerId: string): Promise<string | null>;
  /** Both of the above from one read of the catalogue and the player's skins (GET /api/me, /play). */
  playerSkins(playerId: string): Promise<{ unlocked: string[]; active: string | null }>;
  /**
   * The same from rows the caller read (GET /api/me reads the player's rows of several tables in one
   * statement): the skin ids in player_skins and player_state's active_skin (null without a row).
   */
  playerSkinsOf(owned: Iterable<string>, chosen: string | null): Promise<{ unlocked: string[]; active: string | null }>;
}

/** Thrown inside the purchase transaction to roll it back with a failure answer. */
class PurchaseRefused extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.message);
    this.failure = failure;
  }
}

export const INSUFFICIENT_COINS_MESSAGE = "Insufficient coins";

/** The answer when the price shown is no longer the price (the store then shows the new one). */
export function priceChangedMessage(priceCoins: number): string {
  return `The price has changed to ${priceCoins.toLocaleString("en-US")} coins. Nothing was charged; check the new price and buy again.`;
}

// The two per-player skin reads, compiled once (server/db/compiled.ts): GET /api/me makes both per
// call, and Kysely's building and compiling cost more than the reads.
const selectOwnedSkins = precompiled((db, v: { playerId: string }) =>
  db.selectFrom("player_skins").select("skin_id").where("player_id", "=", v.playerId),
);
const selectActiveSkin = precompiled((db, v: { playerId: string }) =>
  db.selectFrom("player_state").select("active_skin").where("player_id", "=", v.playerId),
);

export function createStoreService(deps: {
  db: Db;
  catalogue: CatalogueService;
  wallet: WalletService;
  inventory: InventoryService;
  metrics?: Pick<Metrics, "purchased">;
  now?: () => number;
}): StoreService {
  const { db, catalogue, wallet, inventory } = deps;
  const now = deps.now ?? Date.now;
  const k = db.kysely;

  async function ownedSkinIds(executor: Kysely<Database>, playerId: string): Promise<Set<string>> {
    const { rows } = await selectOwnedSkins(executor, { playerId });
    return new Set(rows.map((row) => row.skin_id));
  }

  /** Ids the player may fly, in catalogue order. */
  function flyable(skins: Skin[], owned: Set<string>): string[] {
    return skins.filter((skin) => skin.unlockedByDefault || owned.has(skin.id)).map((skin) => skin.id);
  }

  function defaultSkin(skins: Skin[]): string | null {
    return skins.find((skin) => skin.unlockedByDefault)?.id ?? null;
  }

  async function activeOf(executor: Kysely<Database>, playerId: string, skins: Skin[], mayFly: string[]): Promise<string | null> {
    const state = (await selectActiveSkin(executor, { playerId })).rows[0];
    return chosenOrDefault(skins, mayFly, state?.active_skin ?? null);
  }

  function chosenOrDefault(skins: Skin[], mayFly: string[], chosen: string | null): string | null {
    // A chosen skin that is no longer flyable (removed from the catalogue, or taken back) falls back.
    if (chosen !== null && mayFly.includes(chosen)) return chosen;
    return defaultSkin(skins);
  }

  async function resolve(itemId: string): Promise<StoreItem | null> {
    if (itemId.startsWith(SKIN_ITEM_PREFIX)) {
      const skinId = itemId.slice(SKIN_ITEM_PREFIX.length);
      const skin = (await catalogue.skins()).find((s) => s.id === skinId);
      return skin ? { kind: "skin", itemId, skin } : null;
    }
    const powerUp = (await catalogue.powerUps()).find((p) => p.id === itemId);
    // Only power-ups the game can hold in an inventory can be bought.
    if (!powerUp || !isInventoryId(powerUp.id)) return null;
    return { kind: "power_up", itemId, powerUp: powerUp as PowerUp & { id: InventoryId } };
  }

  function clientItemId(kind: PurchaseKind, catalogueId: string): string {
    return kind === "skin" ? SKIN_ITEM_PREFIX + catalogueId : catalogueId;
  }

  async function ownedNow(executor: Kysely<Database>, playerId: string, kind: PurchaseKind, catalogueId: string): Promise<number | true> {
    if (kind === "skin") return true;
    return isInventoryId(catalogueId) ? ((await inventory.counts(playerId, executor))[catalogueId] ?? 0) : 0;
  }

  return {
    async view(playerId, locale) {
      const { skins, powerUps, coinPacks } = await catalogue.lists(locale);
      const [balance, owned, counts] = playerId
        ? await Promise.all([wallet.balance(playerId), ownedSkinIds(k, playerId), inventory.counts(playerId)])
        : [0, new Set<string>(), {} as Partial<Record<InventoryId, number>>];
      const mayFly = flyable(skins, owned);
      const activeSkin = playerId ? await activeOf(k, playerId, skins, mayFly) : defaultSkin(skins);
      return {
        balance,
        activeSkin,
        skins: skins.map(({ sortOrder: _sortOrder, ...skin }) => ({
          ...skin,
          owned: mayFly.includes(skin.id),
          active: skin.id === activeSkin,
        })),
        powerUps: powerUps.map((p) => ({
          id: p.id,
          name: p.name,
          description: p.description,
          priceCoins: p.priceCoins,
          durationText: p.durationText,
          owned: isInventoryId(p.id) ? (counts[p.id] ?? 0) : 0,
        })),
        coinPacks: coinPacks.map((c) => ({
          id: c.id,
          name: c.name,
          coins: c.coins,
          bonusCoins: c.bonusCoins,
          priceCents: c.priceCents,
          description: c.description,
        })),
      };
    },

    item: resolve,

    async purchase(playerId, input) {
      const key = input.idempotencyKey;
      if (typeof key !== "string" || key.length < IDEMPOTENCY_KEY_MIN || key.length > IDEMPOTENCY_KEY_MAX) {
        return fail(400, "invalid_body", `idempotencyKey: must be ${IDEMPOTENCY_KEY_MIN} to ${IDEMPOTENCY_KEY_MAX} characters`);
      }
      const item = await resolve(input.itemId);
      if (!item) return fail(400, "unknown_item", "This item is not in the store.");
      const kind = item.kind;
      const catalogueId = item.kind === "skin" ? item.skin.id : item.powerUp.id;
      const priceCoins = item.kind === "skin" ? item.skin.priceCoins : item.powerUp.priceCoins;
      if (item.kind === "skin" && item.skin.unlockedByDefault) return fail(409, "already_owned", "You already own this skin.");

      try {
        const result = await k.transaction().execute(async (trx): Promise<Result<Purchase>> => {
          const at = now();
          const purchaseId = randomUUID();
          const claimed = await trx
            .insertInto("purchases")
            .values({
              id: purchaseId,
              player_id: playerId,
              kind,
              item_id: catalogueId,
              price_coins: priceCoins,
              idempotency_key: key,
              created_at: at,
            })
            .onConflict((oc) => oc.columns(["player_id", "idempotency_key"]).doNothing())
            .returning("id")
            .executeTakeFirst();
          if (!claimed) {
            // The key was used before (or by a parallel request that has committed since).
            const earlier = await trx
              .selectFrom("purchases")
              .select(["id", "kind", "item_id", "price_coins"])
              .where("player_id", "=", playerId)
              .where("idempotency_key", "=", key)
              .executeTakeFirstOrThrow();
            if (earlier.kind !== kind || earlier.item_id !== catalogueId) {
              return fail(409, "idempotency_conflict", "This idempotency key was used for a different item.");
            }
            return {
              ok: true,
              purchaseId: earlier.id,
              itemId: clientItemId(earlier.kind, earlier.item_id),
              kind: earlier.kind,
              priceCoins: Number(earlier.price_coins),
              balance: await wallet.balance(playerId, trx),
              owned: await ownedNow(trx, playerId, earlier.kind, earlier.item_id),
              replayed: true,
            };
          }

          // Checked after the replay above: a retry of a purchase made at the old price answers that purchase.
          if (input.expectedPriceCoins !== undefined && input.expectedPriceCoins !== priceCoins) {
            throw new PurchaseRefused({ ...fail(409, "price_changed", priceChangedMessage(priceCoins)), vars: { coins: priceCoins } });
          }

          let owned: number | true;
          if (item.kind === "skin") {
            const granted = await trx
              .insertInto("player_skins")
              .values({ player_id: playerId, skin_id: catalogueId, source: "purchase", acquired_at: at })
              .onConflict((oc) => oc.columns(["player_id", "skin_id"]).doNothing())
              .returning("skin_id")
              .executeTakeFirst();
            if (!granted) throw new PurchaseRefused(fail(409, "already_owned", "You already own this skin."));
            // A bought skin is the one the player flies next (they paid for it to wear it); the store's
            // Select changes it back.
            await trx
              .insertInto("player_state")
              .values({ player_id: playerId, active_skin: catalogueId, updated_at: at })
              .onConflict((oc) => oc.column("player_id").doUpdateSet({ active_skin: catalogueId, updated_at: at }))
              .execute();
            owned = true;
          } else {
            owned = await inventory.add(playerId, item.powerUp.id, 1, trx);
          }

          // A free item moves no coins (the wallet takes non-zero deltas only).
          const balance =
            priceCoins > 0
              ? (await wallet.apply({ playerId, delta: -priceCoins, reason: "purchase", reference: `purchase:${purchaseId}` }, trx)).balance
              : await wallet.balance(playerId, trx);
          return { ok: true, purchaseId, itemId: item.itemId, kind, priceCoins, balance, owned, replayed: false };
        });
        if (result.ok && !result.replayed) deps.metrics?.purchased(kind);
        return result;
      } catch (error) {
        if (error instanceof PurchaseRefused) return error.failure;
        if (error instanceof InsufficientCoinsError) return fail(409, "insufficient_coins", INSUFFICIENT_COINS_MESSAGE);
        throw error;
      }
    },

    async setActiveSkin(playerId, skinId) {
      const skins = await catalogue.skins();
      const skin = skins.find((s) => s.id === skinId);
      if (!skin) return fail(400, "unknown_item", "This skin does not exist.");
      return k.transaction().execute(async (trx) => {
        if (!skin.unlockedByDefault) {
          const owned = await trx
            .selectFrom("player_skins")
            .select("skin_id")
            .where("player_id", "=", playerId)
            .where("skin_id", "=", skinId)
            .executeTakeFirst();
          if (!owned) return fail(409, "skin_locked", "Unlock this skin first.");
        }
        const at = now();
        await trx
          .insertInto("player_state")
          .values({ player_id: playerId, active_skin: skinId, updated_at: at })
          .onConflict((oc) => oc.column("player_id").doUpdateSet({ active_skin: skinId, updated_at: at }))
          .execute();
        return { ok: true as const, activeSkin: skinId };
      });
    },

    async ownedSkins(playerId) {
      const [skins, owned] = await Promise.all([catalogue.skins(), ownedSkinIds(k, playerId)]);
      return flyable(skins, owned);
    },

    async activeSkin(playerId) {
      const [skins, owned] = await Promise.all([catalogue.skins(), ownedSkinIds(k, playerId)]);
      return activeOf(k, playerId, skins, flyable(skins, owned));
    },

    async playerSkins(playerId) {
      const [skins, owned] = await Promise.all([catalogue.skins(), ownedSkinIds(k, playerId)]);
      const unlocked = flyable(skins, owned);
      return { unlocked, active: await activeOf(k, playerId, skins, unlocked) };
    },

    async playerSkinsOf(owned, chosen) {
      const skins = await catalogue.skins();
      const unlocked = flyable(skins, new Set(owned));
      return { unlocked, active: chosenOrDefault(skins, unlocked, chosen) };
    },
  };
}
