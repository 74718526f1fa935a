import type { Kysely } from "kysely";
import { z } from "zod";
import { createAuditService, type AuditActor, type AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { createSettingsService, TIMED_INVENTORY_IDS, type SettingsService, type TimedInventoryId } from "../settings/service.ts";
import { MAX_EFFECT_TICKS, TICKS_PER_SECOND } from "../../game/sim/types.ts";

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a #rrggbb colour");

/** Cosmetic extras drawn by the renderer; rarer skins have more of them. */
export const skinEffectsSchema = z.object({
  glow: z.boolean().optional(),
  particles: z.boolean().optional(),
  trailColor: hexColor.optional(),
  wingColor: hexColor.optional(),
});
export type SkinEffects = z.infer<typeof skinEffectsSchema>;

export const RARITIES = ["common", "rare", "epic", "legendary"] as const;
export const raritySchema = z.enum(RARITIES);

export const skinSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  color: hexColor,
  rarity: raritySchema,
  priceCoins: z.number().int().min(0),
  unlockedByDefault: z.boolean(),
  /** Only obtainable by buying (not given away, e.g. by the newsletter unlock). */
  purchaseOnly: z.boolean(),
  effects: skinEffectsSchema,
  sortOrder: z.number().int(),
});
export type Skin = z.infer<typeof skinSchema>;

export const powerUpSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  priceCoins: z.number().int().min(0),
  durationMs: z.number().int().positive().nullable(),
  durationText: z.string().min(1),
  sortOrder: z.number().int(),
});
export type PowerUp = z.infer<typeof powerUpSchema>;

export const coinPackSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  coins: z.number().int().positive(),
  bonusCoins: z.number().int().min(0),
  /** USD cents. */
  priceCents: z.number().int().positive(),
  description: z.string(),
  stripePriceId: z.string().min(1).nullable(),
  sortOrder: z.number().int(),
});
export type CoinPack = z.infer<typeof coinPackSchema>;

// Every read goes to the database (no cache): a price saved in Store Settings is what the next
// store page, purchase and checkout use, on every instance behind a load balancer.
export interface CatalogueService extends CatalogueAdminService {
  skins(): Promise<Skin[]>;
  powerUps(): Promise<PowerUp[]>;
  coinPacks(): Promise<CoinPack[]>;
}

export function createCatalogueService(db: Db, options: { audit?: AuditService; settings?: SettingsService } = {}): CatalogueService {
  const k = db.kysely;
  const audit = options.audit ?? createAuditService(db);
  // A duration saved here is a game setting too (docs/decisions/012).
  const settings = options.settings ?? createSettingsService(db, { audit });
  const reads = readers(k);
  return {
    ...reads,
    editable: () => readEditable(k),
    save: (changes, actor) => saveCatalogue(k, audit, settings, changes, actor),
  };
}

/** The three lists, read through `k` (the database, or a save's transaction). */
function readers(k: Kysely<Database>): Pick<CatalogueService, "skins" | "powerUps" | "coinPacks"> {
  return {
    async skins() {
      const rows = await k.selectFrom("skins").selectAll().orderBy("sort_order").orderBy("id").execute();
      return rows.map((row) =>
        skinSchema.parse({
          id: row.id,
          name: row.name,
          color: row.color,
          rarity: row.rarity,
          priceCoins: Number(row.price_coins),
          unlockedByDefault: Number(row.unlocked_by_default) === 1,
          purchaseOnly: Number(row.purchase_only) === 1,
          effects: JSON.parse(row.effects_json),
          sortOrder: Number(row.sort_order),
        }),
      );
    },
    async powerUps() {
      const rows = await k.selectFrom("power_ups").selectAll().orderBy("sort_order").orderBy("id").execute();
      return rows.map((row) =>
        powerUpSchema.parse({
          id: row.id,
          name: row.name,
          description: row.description,
          priceCoins: Number(row.price_coins),
          durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
          durationText: row.duration_text,
          sortOrder: Number(row.sort_order),
        }),
      );
    },
    async coinPacks() {
      const rows = await k.selectFrom("coin_packs").selectAll().orderBy("sort_order").orderBy("id").execute();
      return rows.map((row) =>
        coinPackSchema.parse({
          id: row.id,
          name: row.name,
          coins: Number(row.coins),
          bonusCoins: Number(row.bonus_coins),
          priceCents: Number(row.price_cents),
          description: row.description,
          stripePriceId: row.stripe_price_id,
          sortOrder: Number(row.sort_order),
        }),
      );
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The admin's Store Settings: what can be edited, the limits, and the one save path.
// ---------------------------------------------------------------------------------------------

/** Coin prices, pack coins and bonuses stay far below the integer column's 2^31 (and any balance). */
export const MAX_COINS = 100_000_000;
/** Stripe's minimum charge in USD is $0.50; a cheaper pack could never be checked out. */
export const PACK_MIN_CENTS = 50;
/** A sane ceiling for a coin pack ($999.99): a typo (an extra 0 or two) is refused, not charged. */
export const PACK_MAX_CENTS = 99_999;
/** Store durations are whole seconds, from 1 s to the game's cap on an effect timer (60 s). */
export const MAX_DURATION_SECONDS = MAX_EFFECT_TICKS / TICKS_PER_SECOND;

/** What the Store Settings page edits. Names and descriptions are shown, not edited. */
export interface EditablePowerUp {
  id: string;
  name: string;
  priceCoins: number;
  /** Whole seconds; null for a power-up not measured in time (1 hit, 1 life, instant). */
  durationSeconds: number | null;
  /** What the store shows, e.g. "10 s" or "1 hit". */
  durationText: string;
}
export interface EditableCoinPack {
  id: string;
  name: string;
  coins: number;
  priceCents: number;
  bonusCoins: number;
  stripePriceId: string | null;
}
export interface EditableSkin {
  id: string;
  name: string;
  color: string;
  priceCoins: number;
  rarity: Rarity;
}
export interface EditableCatalogue {
  powerUps: EditablePowerUp[];
  coinPacks: EditableCoinPack[];
  skins: EditableSkin[];
}
export type Rarity = (typeof RARITIES)[number];

/** Why a field was refused; the admin page words it in the operator's language. */
export type FieldErrorCode =
  "whole_number" | "too_small" | "too_large" | "rarity" | "not_timed" | "duration_required" | "unknown_item" | "duplicate_item";
export interface FieldError {
  code: FieldErrorCode;
  message: string;
  /** The bound crossed (too_small / too_large), in the field's own unit (coins, cents, seconds). */
  limit?: number;
}
/** Field errors keyed `<section>.<item id>.<field>`, e.g. `coinPacks.starter.priceCents`. */
export type FieldErrors = Record<string, FieldError>;

// The request's shape: sections of partial items. Only fields present are changed; an item's values
// are checked one by one below so every bad field gets its own message.
const fieldValue = z.unknown().optional();
const itemId = z.string().min(1).max(100);
export const catalogueChangesSchema = z
  .object({
    powerUps: z
      .array(z.strictObject({ id: itemId, priceCoins: fieldValue, durationSeconds: fieldValue }))
      .max(500)
      .optional(),
    coinPacks: z
      .array(z.strictObject({ id: itemId, coins: fieldValue, priceCents: fieldValue, bonusCoins: fieldValue }))
      .max(500)
      .optional(),
    skins: z
      .array(z.strictObject({ id: itemId, priceCoins: fieldValue, rarity: fieldValue }))
      .max(500)
      .optional(),
  })
  .strict();
export type CatalogueChanges = z.infer<typeof catalogueChangesSchema>;

/** A whole number in [min, max]; zod's issue messages carry our codes. */
function wholeIn(min: number, max: number) {
  return z
    .number({ error: "whole_number" })
    .int({ error: "whole_number" })
    .min(min, { error: "too_small" })
    .max(max, { error: "too_large" });
}

const FIELD_RULES = {
  coinPrice: { schema: wholeIn(0, MAX_COINS), min: 0, max: MAX_COINS, unit: "coins" },
  packCoins: { schema: wholeIn(1, MAX_COINS), min: 1, max: MAX_COINS, unit: "coins" },
  bonusCoins: { schema: wholeIn(0, MAX_COINS), min: 0, max: MAX_COINS, unit: "coins" },
  priceCents: { schema: wholeIn(PACK_MIN_CENTS, PACK_MAX_CENTS), min: PACK_MIN_CENTS, max: PACK_MAX_CENTS, unit: "cents" },
  durationSeconds: { schema: wholeIn(1, MAX_DURATION_SECONDS), min: 1, max: MAX_DURATION_SECONDS, unit: "seconds" },
} as const;

function fieldError(code: FieldErrorCode, rule?: (typeof FIELD_RULES)[keyof typeof FIELD_RULES]): FieldError {
  switch (code) {
    case "whole_number":
      return {
        code,
        message: rule?.unit === "cents" ? "Enter a whole number of cents." : `Enter a whole number of ${rule?.unit ?? "units"}.`,
      };
    case "too_small":
      return {
        code,
        limit: rule!.min,
        message: rule!.unit === "cents" ? `At least ${rule!.min} cents (Stripe's minimum charge).` : `At least ${rule!.min} ${rule!.unit}.`,
      };
    case "too_large":
      return { code, limit: rule!.max, message: `At most ${rule!.max} ${rule!.unit}.` };
    case "rarity":
      return { code, message: `Rarity must be one of ${RARITIES.join(", ")}.` };
    case "not_timed":
      return { code, message: "This power-up is not measured in time; it has no duration." };
    case "duration_required":
      return { code, message: "This power-up lasts a number of seconds; enter one." };
    case "unknown_item":
      return { code, message: "No such item in the catalogue." };
    case "duplicate_item":
      return { code, message: "This item is listed twice." };
  }
}

function checkField(
  rule: (typeof FIELD_RULES)[keyof typeof FIELD_RULES],
  value: unknown,
): { ok: true; value: number } | { ok: false; error: FieldError } {
  const parsed = rule.schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: fieldError(parsed.error.issues[0]!.message as FieldErrorCode, rule) };
}

/** The store's words for a duration: "10 s". Untimed power-ups keep their own text. */
export const durationTextOf = (seconds: number) => `${seconds} s`;

export type SaveCatalogueResult =
  | { ok: true; catalogue: EditableCatalogue; changed: number }
  | { ok: false; status: 400; error: "invalid_catalogue"; message: string; fields: FieldErrors };

/** Changed fields only, by section and item: `{ coinPacks: { starter: { priceCents: 99 } } }`. */
type Diff = Record<string, Record<string, Record<string, unknown>>>;

export interface CatalogueAdminService {
  /** The catalogue as Store Settings edits it. */
  editable(): Promise<EditableCatalogue>;
  /**
   * Validates `changes` (a request body), then in one transaction updates the changed rows and writes
   * one 'catalogue.save' audit row with the before/after of the changed fields only. Nothing is
   * written when any field is refused. A coin pack whose price changes loses its Stripe price id:
   * a Stripe Price's amount is fixed, so checkout charges the catalogue's new amount (price_data).
   */
  save(changes: unknown, actor: AuditActor): Promise<SaveCatalogueResult>;
}

async function readEditable(k: Kysely<Database>): Promise<EditableCatalogue> {
  const reads = readers(k);
  return editableOf(await reads.powerUps(), await reads.coinPacks(), await reads.skins());
}

function editableOf(powerUps: PowerUp[], coinPacks: CoinPack[], skins: Skin[]): EditableCatalogue {
  return {
    powerUps: powerUps.map((p) => ({
      id: p.id,
      name: p.name,
      priceCoins: p.priceCoins,
      durationSeconds: p.durationMs === null ? null : p.durationMs / 1000,
      durationText: p.durationText,
    })),
    coinPacks: coinPacks.map((c) => ({
      id: c.id,
      name: c.name,
      coins: c.coins,
      priceCents: c.priceCents,
      bonusCoins: c.bonusCoins,
      stripePriceId: c.stripePriceId,
    })),
    skins: skins.map((s) => ({ id: s.id, name: s.name, color: s.color, priceCoins: s.priceCoins, rarity: s.rarity })),
  };
}

/** Thrown inside the save transaction to roll it back and answer the field errors. */
class CatalogueRefused extends Error {
  readonly fields: FieldErrors;
  constructor(fields: FieldErrors) {
    super("catalogue changes refused");
    this.fields = fields;
  }
}

function refused(fields: FieldErrors, message = "Some values were not saved: check the fields marked."): SaveCatalogueResult {
  return { ok: false, status: 400, error: "invalid_catalogue", message, fields };
}

const isTimedInventoryId = (id: string): id is TimedInventoryId => (TIMED_INVENTORY_IDS as readonly string[]).includes(id);

/** Attempts of a save whose settings version lost a race with a Game Settings save (then it is redone on top). */
const SETTINGS_RACE_ATTEMPTS = 5;

async function saveCatalogue(
  k: Kysely<Database>,
  audit: AuditService,
  settings: SettingsService,
  input: unknown,
  actor: AuditActor,
): Promise<SaveCatalogueResult> {
  const shape = catalogueChangesSchema.safeParse(input);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return refused({}, `${where}${issue?.message ?? "invalid request"}`);
  }
  const changes = shape.data;
  for (let attempt = 1; ; attempt++) {
    try {
      return await saveOnce(k, audit, settings, changes, actor);
    } catch (error) {
      if (error instanceof CatalogueRefused) return refused(error.fields);
      if (!(error instanceof SettingsVersionRace) || attempt >= SETTINGS_RACE_ATTEMPTS) throw error;
    }
  }
}

/** A duration change's settings version was taken by a concurrent settings save: the whole save is redone. */
class SettingsVersionRace extends Error {}

async function saveOnce(
  k: Kysely<Database>,
  audit: AuditService,
  settings: SettingsService,
  changes: CatalogueChanges,
  actor: AuditActor,
): Promise<SaveCatalogueResult> {
  let settingsVersionBefore: number | null = null;
  try {
    return await k.transaction().execute(async (trx) => {
      // Lock the listed rows first (a no-op write: portable, unlike FOR UPDATE), so two saves at once
      // run one after the other and each diff (and audit "before") is against what is stored now.
      const ids = (list: Array<{ id: string }> | undefined) => (list ?? []).map((item) => item.id);
      if (ids(changes.powerUps).length > 0) {
        await trx
          .updateTable("power_ups")
          .set((eb) => ({ price_coins: eb.ref("price_coins") }))
          .where("id", "in", ids(changes.powerUps))
          .execute();
      }
      if (ids(changes.coinPacks).length > 0) {
        await trx
          .updateTable("coin_packs")
          .set((eb) => ({ price_cents: eb.ref("price_cents") }))
          .where("id", "in", ids(changes.coinPacks))
          .execute();
      }
      if (ids(changes.skins).length > 0) {
        await trx
          .updateTable("skins")
          .set((eb) => ({ price_coins: eb.ref("price_coins") }))
          .where("id", "in", ids(changes.skins))
          .execute();
      }
      const current = await readEditable(trx);
      const fields: FieldErrors = {};
      const before: Diff = {};
      const after: Diff = {};
      let changed = 0;

      /** Records one field's new value when it differs; answers whether it did. */
      const note = (section: string, id: string, field: string, was: unknown, now: unknown): boolean => {
        if (was === now) return false;
        ((before[section] ??= {})[id] ??= {})[field] = was;
        ((after[section] ??= {})[id] ??= {})[field] = now;
        return true;
      };
      /** Checks the listed items exist once each; answers the current item per change. */
      function lookup<T extends { id: string }>(section: string, items: T[], list: Array<{ id: string }> | undefined): Array<T | null> {
        const seen = new Set<string>();
        return (list ?? []).map((change) => {
          const item = items.find((i) => i.id === change.id) ?? null;
          if (!item) fields[`${section}.${change.id}`] = fieldError("unknown_item");
          else if (seen.has(change.id)) fields[`${section}.${change.id}`] = fieldError("duplicate_item");
          seen.add(change.id);
          return item;
        });
      }
      /** The checked value of `field` when present and valid (errors are collected), else undefined. */
      function value(
        section: string,
        id: string,
        field: string,
        rule: (typeof FIELD_RULES)[keyof typeof FIELD_RULES],
        raw: unknown,
      ): number | undefined {
        if (raw === undefined) return undefined;
        const checked = checkField(rule, raw);
        if (checked.ok) return checked.value;
        fields[`${section}.${id}.${field}`] = checked.error;
        return undefined;
      }

      const powerUpUpdates: Array<{ id: string; set: { price_coins?: number; duration_ms?: number; duration_text?: string } }> = [];
      const powerUps = lookup("powerUps", current.powerUps, changes.powerUps);
      (changes.powerUps ?? []).forEach((change, index) => {
        const item = powerUps[index];
        if (!item) return;
        const set: (typeof powerUpUpdates)[number]["set"] = {};
        const price = value("powerUps", item.id, "priceCoins", FIELD_RULES.coinPrice, change.priceCoins);
        if (price !== undefined && note("powerUps", item.id, "priceCoins", item.priceCoins, price)) set.price_coins = price;
        if (change.durationSeconds !== undefined) {
          // Untimed power-ups (1 hit, 1 life, instant) stay untimed; timed ones keep a duration.
          if (item.durationSeconds === null) {
            if (change.durationSeconds !== null) fields[`powerUps.${item.id}.durationSeconds`] = fieldError("not_timed");
          } else if (change.durationSeconds === null) {
            fields[`powerUps.${item.id}.durationSeconds`] = fieldError("duration_required");
          } else {
            const seconds = value("powerUps", item.id, "durationSeconds", FIELD_RULES.durationSeconds, change.durationSeconds);
            if (seconds !== undefined && note("powerUps", item.id, "durationSeconds", item.durationSeconds, seconds)) {
              set.duration_ms = seconds * 1000;
              // The store shows the text: it follows the new duration.
              set.duration_text = durationTextOf(seconds);
              note("powerUps", item.id, "durationText", item.durationText, set.duration_text);
            }
          }
        }
        if (Object.keys(set).length > 0) powerUpUpdates.push({ id: item.id, set });
      });

      const packUpdates: Array<{
        id: string;
        set: { coins?: number; price_cents?: number; bonus_coins?: number; stripe_price_id?: null };
      }> = [];
      const packs = lookup("coinPacks", current.coinPacks, changes.coinPacks);
      (changes.coinPacks ?? []).forEach((change, index) => {
        const item = packs[index];
        if (!item) return;
        const set: (typeof packUpdates)[number]["set"] = {};
        const coins = value("coinPacks", item.id, "coins", FIELD_RULES.packCoins, change.coins);
        if (coins !== undefined && note("coinPacks", item.id, "coins", item.coins, coins)) set.coins = coins;
        const cents = value("coinPacks", item.id, "priceCents", FIELD_RULES.priceCents, change.priceCents);
        if (cents !== undefined && note("coinPacks", item.id, "priceCents", item.priceCents, cents)) {
          set.price_cents = cents;
          // A Stripe Price's amount cannot change: charge the catalogue's amount (price_data) from now on.
          if (item.stripePriceId !== null) {
            set.stripe_price_id = null;
            note("coinPacks", item.id, "stripePriceId", item.stripePriceId, null);
          }
        }
        const bonus = value("coinPacks", item.id, "bonusCoins", FIELD_RULES.bonusCoins, change.bonusCoins);
        if (bonus !== undefined && note("coinPacks", item.id, "bonusCoins", item.bonusCoins, bonus)) set.bonus_coins = bonus;
        if (Object.keys(set).length > 0) packUpdates.push({ id: item.id, set });
      });

      const skinUpdates: Array<{ id: string; set: { price_coins?: number; rarity?: Rarity } }> = [];
      const skins = lookup("skins", current.skins, changes.skins);
      (changes.skins ?? []).forEach((change, index) => {
        const item = skins[index];
        if (!item) return;
        const set: (typeof skinUpdates)[number]["set"] = {};
        const price = value("skins", item.id, "priceCoins", FIELD_RULES.coinPrice, change.priceCoins);
        if (price !== undefined && note("skins", item.id, "priceCoins", item.priceCoins, price)) set.price_coins = price;
        if (change.rarity !== undefined) {
          const rarity = raritySchema.safeParse(change.rarity);
          if (!rarity.success) fields[`skins.${item.id}.rarity`] = fieldError("rarity");
          else if (note("skins", item.id, "rarity", item.rarity, rarity.data)) set.rarity = rarity.data;
        }
        if (Object.keys(set).length > 0) skinUpdates.push({ id: item.id, set });
      });

      if (Object.keys(fields).length > 0) throw new CatalogueRefused(fields);

      for (const { id, set } of powerUpUpdates) await trx.updateTable("power_ups").set(set).where("id", "=", id).execute();
      for (const { id, set } of packUpdates) await trx.updateTable("coin_packs").set(set).where("id", "=", id).execute();
      for (const { id, set } of skinUpdates) await trx.updateTable("skins").set(set).where("id", "=", id).execute();
      changed = powerUpUpdates.length + packUpdates.length + skinUpdates.length;
      // A save that changes nothing is answered as saved, and leaves no audit row (nothing happened).
      if (changed > 0) await audit.record({ actor, action: "catalogue.save", target: "catalogue", before, after }, trx);
      // Durations are what the game plays, not only the store's text: a new settings version carries
      // them, in this transaction, so new runs get them while runs in flight keep theirs.
      const durations: Partial<Record<TimedInventoryId, number>> = {};
      for (const { id, set } of powerUpUpdates)
        if (set.duration_ms !== undefined && isTimedInventoryId(id)) durations[id] = set.duration_ms;
      if (Object.keys(durations).length > 0) {
        const newest = await trx
          .selectFrom("game_settings_versions")
          .select("version")
          .orderBy("version", "desc")
          .limit(1)
          .executeTakeFirst();
        settingsVersionBefore = Number(newest?.version ?? 0);
        await settings.saveInventoryDurations(durations, actor, trx);
      }
      const saved = changed > 0 ? await readEditable(trx) : current;
      return { ok: true as const, catalogue: saved, changed };
    });
  } catch (error) {
    if (settingsVersionBefore !== null && !(error instanceof CatalogueRefused)) {
      // Another save took the next version number meanwhile (primary key): try again on top of it.
      const now = (await settings.current()).version;
      if (now !== settingsVersionBefore) throw new SettingsVersionRace();
    }
    throw error;
  }
}
