import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { createAuditService, type AuditActor, type AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import { precompiled } from "../db/compiled.ts";
import type { CatalogueItemKind, CatalogueTextColumn, Database } from "../db/schema.ts";
import { defaultLocale, isLocale, locales, type Locale } from "../../shared/i18n/locales.ts";
import { TEXT_MAX_LENGTH, type CatalogueTextField } from "../../shared/catalogue-texts.ts";
import { createSettingsService, TIMED_INVENTORY_IDS, type SettingsService, type TimedInventoryId } from "../settings/service.ts";
import { MAX_EFFECT_TICKS, TICKS_PER_SECOND } from "../../game/sim/types.ts";

export { TEXT_MAX_LENGTH, type CatalogueTextField };

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

// ---------------------------------------------------------------------------------------------
// The catalogue's texts in the players' languages (docs/decisions/023).
// ---------------------------------------------------------------------------------------------

/** The languages a catalogue text is translated into; English is the items' own columns and the fallback. */
export type TranslationLocale = Exclude<Locale, "en">;
export const TRANSLATION_LOCALES = locales.filter((locale): locale is TranslationLocale => locale !== defaultLocale);
const isTranslationLocale = (value: string): value is TranslationLocale => isLocale(value) && value !== defaultLocale;

/** The catalogue's three lists, as Store Settings and its API name them. */
export type CatalogueSection = "powerUps" | "coinPacks" | "skins";
const KIND_OF: Record<CatalogueSection, CatalogueItemKind> = { powerUps: "power_up", coinPacks: "coin_pack", skins: "skin" };

const COLUMN_OF: Record<CatalogueTextField, CatalogueTextColumn> = {
  name: "name",
  description: "description",
  durationText: "duration_text",
};
const FIELD_OF: Record<CatalogueTextColumn, CatalogueTextField> = {
  name: "name",
  description: "description",
  duration_text: "durationText",
};

/**
 * The texts an item has. A timed power-up's duration is no text of its own: it is its seconds,
 * written the language's way ("10 s", "10 Sek.", "10秒"), so it cannot disagree with the game.
 */
export function textFieldsOf(section: CatalogueSection, timed = false): CatalogueTextField[] {
  if (section === "skins") return ["name"];
  if (section === "coinPacks") return ["name", "description"];
  return timed ? ["name", "description"] : ["name", "description", "durationText"];
}

const secondsFormats = new Map<Locale, Intl.NumberFormat>();
/** A timed power-up's duration in `locale`: English keeps the store's own words ("10 s"). */
export function durationTextIn(locale: Locale, seconds: number): string {
  if (locale === defaultLocale) return durationTextOf(seconds);
  let format = secondsFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "unit", unit: "second", unitDisplay: "short" });
    secondsFormats.set(locale, format);
  }
  return format.format(seconds);
}

// Every read asks the database: a price saved in Store Settings is what the next store page, purchase
// and checkout use, on every instance behind a load balancer. The lists are read again only when the
// catalogue's stamp (migration 0035) has changed since the last read (readers' `parsed`). A read in a
// language besides English joins that language's texts to the same query (primary-key lookups), so
// a translated page costs no extra query; a text without a translation is the English one.
export interface CatalogueService extends CatalogueAdminService {
  skins(locale?: Locale): Promise<Skin[]>;
  powerUps(locale?: Locale): Promise<PowerUp[]>;
  coinPacks(locale?: Locale): Promise<CoinPack[]>;
  /** The three lists at once, under one read of the catalogue's stamp. */
  lists(locale?: Locale): Promise<{ skins: Skin[]; powerUps: PowerUp[]; coinPacks: CoinPack[] }>;
}

export function createCatalogueService(db: Db, options: { audit?: AuditService; settings?: SettingsService } = {}): CatalogueService {
  const k = db.kysely;
  const audit = options.audit ?? createAuditService(db);
  // A duration saved here is a game setting too (docs/decisions/012).
  const settings = options.settings ?? createSettingsService(db, { audit });
  const parsed: ParsedLists = { skins: new Map(), powerUps: new Map(), coinPacks: new Map() };
  return {
    skins: (locale) => readers(k, locale, parsed).skins(),
    powerUps: (locale) => readers(k, locale, parsed).powerUps(),
    coinPacks: (locale) => readers(k, locale, parsed).coinPacks(),
    async lists(locale) {
      const read = readers(k, locale, parsed);
      const [skins, powerUps, coinPacks] = await Promise.all([read.skins(), read.powerUps(), read.coinPacks()]);
      return { skins, powerUps, coinPacks };
    },
    editable: () => readEditable(k),
    save: (changes, actor) => saveCatalogue(k, audit, settings, changes, actor),
  };
}

interface Readers {
  skins(): Promise<Skin[]>;
  powerUps(): Promise<PowerUp[]>;
  coinPacks(): Promise<CoinPack[]>;
}

/** The ON clause of one left-joined text: the item's row of `field` in `language`, under `alias`. */
function textOf(alias: string, itemId: string, kind: string, language: string, field: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`${column("item_id")} = ${sql.ref(itemId)} and ${column("item_kind")} = ${kind} and ${column("locale")} = ${language} and ${column("field")} = ${field}`;
}

// The three lists' reads, compiled once (server/db/compiled.ts): every store read and GET /api/me
// makes them, and Kysely's building and compiling cost more than SQLite's reads. The shape is "en"
// (the items alone) or "translated" (one left join per text, the language a bound value).
type CatalogueShape = "en" | "translated";

const selectSkins = precompiled((db, v: { language: string }, shape) =>
  db
    .selectFrom("skins")
    .selectAll("skins")
    .$if(shape === "translated", (qb) =>
      qb
        .leftJoin("catalogue_translations as t_name", (join) => join.on(textOf("t_name", "skins.id", "skin", v.language, "name")))
        .select("t_name.text as name_translated"),
    )
    .orderBy("skins.sort_order")
    .orderBy("skins.id"),
);

const selectPowerUps = precompiled((db, v: { language: string }, shape) =>
  db
    .selectFrom("power_ups")
    .selectAll("power_ups")
    .$if(shape === "translated", (qb) =>
      qb
        .leftJoin("catalogue_translations as t_name", (join) => join.on(textOf("t_name", "power_ups.id", "power_up", v.language, "name")))
        .leftJoin("catalogue_translations as t_description", (join) =>
          join.on(textOf("t_description", "power_ups.id", "power_up", v.language, "description")),
        )
        .leftJoin("catalogue_translations as t_duration", (join) =>
          join.on(textOf("t_duration", "power_ups.id", "power_up", v.language, "duration_text")),
        )
        .select([
          "t_name.text as name_translated",
          "t_description.text as description_translated",
          "t_duration.text as duration_translated",
        ]),
    )
    .orderBy("power_ups.sort_order")
    .orderBy("power_ups.id"),
);

const selectCoinPacks = precompiled((db, v: { language: string }, shape) =>
  db
    .selectFrom("coin_packs")
    .selectAll("coin_packs")
    .$if(shape === "translated", (qb) =>
      qb
        .leftJoin("catalogue_translations as t_name", (join) => join.on(textOf("t_name", "coin_packs.id", "coin_pack", v.language, "name")))
        .leftJoin("catalogue_translations as t_description", (join) =>
          join.on(textOf("t_description", "coin_packs.id", "coin_pack", v.language, "description")),
        )
        .select(["t_name.text as name_translated", "t_description.text as description_translated"]),
    )
    .orderBy("coin_packs.sort_order")
    .orderBy("coin_packs.id"),
);

/** The catalogue's stamp (migration 0035): a value that changes with every change to the catalogue. */
const selectStamp = precompiled((db) => db.selectFrom("catalogue_stamp").select("stamp").where("id", "=", 1));

/**
 * Each list last read in each language, parsed, with the catalogue's stamp it was read under: every
 * store read and GET /api/me read the lists, and reading and parsing them (zod, the skins' effects
 * JSON) cost more than the rest of those answers' reads. The stamp is read every time (a key lookup),
 * so a saved price shows at once, on every instance. Shared and frozen: no caller changes an item.
 * One per catalogue service, so per database.
 */
interface ParsedLists {
  skins: Map<Locale, Parsed<Skin>>;
  powerUps: Map<Locale, Parsed<PowerUp>>;
  coinPacks: Map<Locale, Parsed<CoinPack>>;
}
interface Parsed<T> {
  stamp: string;
  items: readonly T[];
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The catalogue's stamp, or null without its row (removed by hand: nothing could tell a change). */
async function stampOf(k: Kysely<Database>): Promise<string | null> {
  const row = (await selectStamp(k, {})).rows[0];
  return row ? String(row.stamp) : null;
}

/**
 * `read`'s list, or the last one read in `locale` while the catalogue's stamp is the same (a fresh
 * array either way). Without `last` (a save's transaction, which may still roll back) or a stamp,
 * always `read`. `stamp` resolves before the rows are read: rows read after it are at least as new
 * as it, so a list is never kept under a stamp newer than its rows (at worst under an older one,
 * read again next time).
 */
async function listed<T>(
  stamp: () => Promise<string | null>,
  last: Map<Locale, Parsed<T>> | undefined,
  locale: Locale,
  read: () => Promise<T[]>,
) {
  if (!last) return read();
  const current = await stamp();
  if (current === null) return read();
  const known = last.get(locale);
  if (known && known.stamp === current) return [...known.items];
  const items = await read();
  for (const item of items) deepFreeze(item);
  last.set(locale, { stamp: current, items });
  return [...items];
}

/**
 * The three lists, read through `k` (the database, or a save's transaction), their texts in `locale`;
 * `parsed` (the database's readers only) keeps the last parse of each while the catalogue's stamp holds.
 */
function readers(k: Kysely<Database>, locale: Locale = defaultLocale, parsed?: ParsedLists): Readers {
  // English reads the items alone; another language left-joins its rows by primary key, one join per text.
  const language = isTranslationLocale(locale) ? locale : null;
  const shape: CatalogueShape = language === null ? "en" : "translated";
  const values = { language: language ?? "" };
  // One stamp read for the lists these readers read (the store reads all three at once).
  let stamp: Promise<string | null> | undefined;
  const stampOnce = () => (stamp ??= stampOf(k));
  return {
    async skins() {
      return listed(stampOnce, parsed?.skins, locale, async () =>
        (await selectSkins(k, values, shape)).rows.map((row) =>
          skinSchema.parse({
            id: row.id,
            name: row.name_translated ?? row.name,
            color: row.color,
            rarity: row.rarity,
            priceCoins: Number(row.price_coins),
            unlockedByDefault: Number(row.unlocked_by_default) === 1,
            purchaseOnly: Number(row.purchase_only) === 1,
            effects: JSON.parse(row.effects_json),
            sortOrder: Number(row.sort_order),
          }),
        ),
      );
    },
    async powerUps() {
      return listed(stampOnce, parsed?.powerUps, locale, async () =>
        (await selectPowerUps(k, values, shape)).rows.map((row) => {
          const durationMs = row.duration_ms === null ? null : Number(row.duration_ms);
          return powerUpSchema.parse({
            id: row.id,
            name: row.name_translated ?? row.name,
            description: row.description_translated ?? row.description,
            priceCoins: Number(row.price_coins),
            durationMs,
            durationText:
              language === null
                ? row.duration_text
                : durationMs === null
                  ? (row.duration_translated ?? row.duration_text)
                  : durationTextIn(language, durationMs / 1000),
            sortOrder: Number(row.sort_order),
          });
        }),
      );
    },
    async coinPacks() {
      return listed(stampOnce, parsed?.coinPacks, locale, async () =>
        (await selectCoinPacks(k, values, shape)).rows.map((row) =>
          coinPackSchema.parse({
            id: row.id,
            name: row.name_translated ?? row.name,
            coins: Number(row.coins),
            bonusCoins: Number(row.bonus_coins),
            priceCents: Number(row.price_cents),
            description: row.description_translated ?? row.description,
            stripePriceId: row.stripe_price_id,
            sortOrder: Number(row.sort_order),
          }),
        ),
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

/**
 * An item's texts by language: English always (the columns), another language only where it has a
 * translation. A field an item has (`textFields`) but a language lacks is "missing": players of that
 * language read the English text, and Store Settings flags it.
 */
export type ItemTexts = { en: Partial<Record<CatalogueTextField, string>> } & Partial<
  Record<TranslationLocale, Partial<Record<CatalogueTextField, string>>>
>;

/** What the Store Settings page edits. `name` is the English name (the fallback). */
export interface EditablePowerUp {
  id: string;
  name: string;
  texts: ItemTexts;
  textFields: CatalogueTextField[];
  priceCoins: number;
  /** Whole seconds; null for a power-up not measured in time (1 hit, 1 life, instant). */
  durationSeconds: number | null;
  /** What the store shows, e.g. "10 s" or "1 hit". */
  durationText: string;
}
export interface EditableCoinPack {
  id: string;
  name: string;
  texts: ItemTexts;
  textFields: CatalogueTextField[];
  coins: number;
  priceCents: number;
  bonusCoins: number;
  stripePriceId: string | null;
}
export interface EditableSkin {
  id: string;
  name: string;
  texts: ItemTexts;
  textFields: CatalogueTextField[];
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
  | "whole_number"
  | "too_small"
  | "too_large"
  | "rarity"
  | "not_timed"
  | "duration_required"
  | "unknown_item"
  | "duplicate_item"
  | "unknown_locale"
  | "not_translatable"
  | "not_text"
  | "text_required"
  | "text_too_long"
  | "control_character";
export interface FieldError {
  code: FieldErrorCode;
  message: string;
  /**
   * The bound crossed (too_small / too_large), in the field's own unit (coins, cents, seconds); for
   * text_too_long, the most characters.
   */
  limit?: number;
}
/**
 * Field errors keyed `<section>.<item id>.<field>`, e.g. `coinPacks.starter.priceCents`; a text's
 * `<section>.<item id>.texts.<locale>.<field>`, e.g. `skins.ice-falcon.texts.de.name`.
 */
export type FieldErrors = Record<string, FieldError>;

// The request's shape: sections of partial items. Only fields present are changed; an item's values
// are checked one by one below so every bad field gets its own message.
const fieldValue = z.unknown().optional();
const itemId = z.string().min(1).max(100);
/**
 * Texts by language and field: `{ de: { name: "Eisfalke" } }`. A text replaces the stored one; an
 * empty one (or null) removes a translation, so players read English again. Languages and fields are
 * checked per item below (an unknown one is that field's error, not a malformed request).
 */
const textsValue = z.record(z.string().max(20), z.record(z.string().max(40), z.unknown())).optional();
export const catalogueChangesSchema = z
  .object({
    powerUps: z
      .array(z.strictObject({ id: itemId, priceCoins: fieldValue, durationSeconds: fieldValue, texts: textsValue }))
      .max(500)
      .optional(),
    coinPacks: z
      .array(z.strictObject({ id: itemId, coins: fieldValue, priceCents: fieldValue, bonusCoins: fieldValue, texts: textsValue }))
      .max(500)
      .optional(),
    skins: z
      .array(z.strictObject({ id: itemId, priceCoins: fieldValue, rarity: fieldValue, texts: textsValue }))
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
    case "unknown_locale":
      return { code, message: `Not one of the site's languages (${locales.join(", ")}).` };
    case "not_translatable":
      return { code, message: "This item has no such text." };
    case "not_text":
      return { code, message: "Enter text." };
    case "text_required":
      return { code, message: "The English text is what players read without a translation; it cannot be empty." };
    case "text_too_long":
      return { code, message: "Too long." };
    case "control_character":
      return { code, message: "Line breaks and control characters are not allowed." };
  }
}

/** A text field's error, with the most characters for text_too_long. */
function textError(code: FieldErrorCode, field?: CatalogueTextField): FieldError {
  if (code === "text_too_long" && field) {
    const limit = TEXT_MAX_LENGTH[field];
    return { code, limit, message: `At most ${limit} characters.` };
  }
  return fieldError(code);
}

// C0 and C1 controls, DEL, and the line and paragraph separators: a catalogue text is one line.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A text as sent for one language and field: the trimmed text, null to remove a translation (an
 * empty text or null), or why it is refused. Lengths count characters (code points), so a Japanese
 * name gets as many as an English one.
 */
function checkText(
  locale: Locale,
  field: CatalogueTextField,
  value: unknown,
): { ok: true; text: string | null } | { ok: false; error: FieldError } {
  if (value !== null && typeof value !== "string") return { ok: false, error: textError("not_text") };
  const text = (value ?? "").trim();
  if (text === "") return locale === defaultLocale ? { ok: false, error: textError("text_required") } : { ok: true, text: null };
  if (CONTROL_CHARACTER.test(text)) return { ok: false, error: textError("control_character") };
  if ([...text].length > TEXT_MAX_LENGTH[field]) return { ok: false, error: textError("text_too_long", field) };
  return { ok: true, text };
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
   * Texts (`texts: { <locale>: { <field>: text } }`) go in the same transaction and audit row:
   * English to the item's columns, the other languages to catalogue_translations.
   */
  save(changes: unknown, actor: AuditActor): Promise<SaveCatalogueResult>;
}

async function readEditable(k: Kysely<Database>): Promise<EditableCatalogue> {
  const reads = readers(k);
  const powerUps = await reads.powerUps();
  const coinPacks = await reads.coinPacks();
  const skins = await reads.skins();
  // Every translation at once (Store Settings shows and flags them all; not a player's page).
  const rows = await k.selectFrom("catalogue_translations").select(["item_kind", "item_id", "locale", "field", "text"]).execute();
  /** By `<kind>:<item id>:<locale>`. */
  const translations = new Map<string, Partial<Record<CatalogueTextField, string>>>();
  for (const row of rows) {
    const key = `${row.item_kind}:${row.item_id}:${row.locale}`;
    translations.set(key, { ...translations.get(key), [FIELD_OF[row.field]]: row.text });
  }
  /** An item's texts: English from its columns, then its translations of the fields it has. */
  const textsOf = (section: CatalogueSection, id: string, fields: CatalogueTextField[], english: Record<CatalogueTextField, string>) => {
    const texts: ItemTexts = { en: Object.fromEntries(fields.map((field) => [field, english[field]])) };
    for (const locale of TRANSLATION_LOCALES) {
      const stored = translations.get(`${KIND_OF[section]}:${id}:${locale}`);
      const own: Partial<Record<CatalogueTextField, string>> = {};
      for (const field of fields) if (stored?.[field]) own[field] = stored[field];
      if (Object.keys(own).length > 0) texts[locale] = own;
    }
    return texts;
  };
  return {
    powerUps: powerUps.map((p) => {
      const textFields = textFieldsOf("powerUps", p.durationMs !== null);
      return {
        id: p.id,
        name: p.name,
        texts: textsOf("powerUps", p.id, textFields, p),
        textFields,
        priceCoins: p.priceCoins,
        durationSeconds: p.durationMs === null ? null : p.durationMs / 1000,
        durationText: p.durationText,
      };
    }),
    coinPacks: coinPacks.map((c) => ({
      id: c.id,
      name: c.name,
      texts: textsOf("coinPacks", c.id, textFieldsOf("coinPacks"), { ...c, durationText: "" }),
      textFields: textFieldsOf("coinPacks"),
      coins: c.coins,
      priceCents: c.priceCents,
      bonusCoins: c.bonusCoins,
      stripePriceId: c.stripePriceId,
    })),
    skins: skins.map((s) => ({
      id: s.id,
      name: s.name,
      texts: textsOf("skins", s.id, textFieldsOf("skins"), { name: s.name, description: "", durationText: "" }),
      textFields: textFieldsOf("skins"),
      color: s.color,
      priceCoins: s.priceCoins,
      rarity: s.rarity,
    })),
  };
}

/** One text to store: English in the item's column, another language in catalogue_translations (null: removed). */
interface TextWrite {
  section: CatalogueSection;
  id: string;
  locale: Locale;
  field: CatalogueTextField;
  text: string | null;
}

async function writeTexts(trx: Kysely<Database>, writes: TextWrite[], actor: AuditActor): Promise<void> {
  const at = Date.now();
  for (const { section, id, locale, field, text } of writes) {
    const column = COLUMN_OF[field];
    if (locale === defaultLocale) {
      // English is never removed (checkText refuses an empty one).
      const english = text ?? "";
      if (section === "powerUps")
        await trx
          .updateTable("power_ups")
          .set({ [column]: english })
          .where("id", "=", id)
          .execute();
      else if (section === "coinPacks" && column !== "duration_text")
        await trx
          .updateTable("coin_packs")
          .set({ [column]: english })
          .where("id", "=", id)
          .execute();
      else if (section === "skins" && column === "name")
        await trx.updateTable("skins").set({ name: english }).where("id", "=", id).execute();
      continue;
    }
    const key = { item_kind: KIND_OF[section], item_id: id, locale, field: column };
    if (text === null) {
      await trx
        .deleteFrom("catalogue_translations")
        .where("item_kind", "=", key.item_kind)
        .where("item_id", "=", id)
        .where("locale", "=", locale)
        .where("field", "=", column)
        .execute();
    } else {
      await trx
        .insertInto("catalogue_translations")
        .values({ ...key, text, updated_at: at, updated_by: actor.label })
        .onConflict((oc) =>
          oc.columns(["item_kind", "item_id", "locale", "field"]).doUpdateSet({ text, updated_at: at, updated_by: actor.label }),
        )
        .execute();
    }
  }
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

      /** The texts sent for one item, checked; each changed one is noted (audit) and queued. */
      const textWrites: TextWrite[] = [];
      function readTexts(
        section: CatalogueSection,
        item: { id: string; texts: ItemTexts; textFields: CatalogueTextField[] },
        sent: Record<string, Record<string, unknown>> | undefined,
      ) {
        for (const [locale, byField] of Object.entries(sent ?? {})) {
          if (!isLocale(locale)) {
            fields[`${section}.${item.id}.texts.${locale}`] = fieldError("unknown_locale");
            continue;
          }
          for (const [name, raw] of Object.entries(byField)) {
            const key = `${section}.${item.id}.texts.${locale}.${name}`;
            const field = item.textFields.find((f) => f === name);
            if (!field) {
              fields[key] = fieldError("not_translatable");
              continue;
            }
            const checked = checkText(locale, field, raw);
            if (!checked.ok) {
              fields[key] = checked.error;
              continue;
            }
            const was = item.texts[locale]?.[field] ?? null;
            if (checked.text === was) continue;
            // Audited as `{ texts: { de: { name: "Eisfalke" } } }`; null is "no translation".
            const textsIn = (diff: Diff) =>
              (((diff[section] ??= {})[item.id] ??= {}).texts ??= {}) as Record<string, Record<string, unknown>>;
            (textsIn(before)[locale] ??= {})[field] = was;
            (textsIn(after)[locale] ??= {})[field] = checked.text;
            textWrites.push({ section, id: item.id, locale, field, text: checked.text });
          }
        }
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
        readTexts("powerUps", item, change.texts);
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
        readTexts("coinPacks", item, change.texts);
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
        readTexts("skins", item, change.texts);
      });

      if (Object.keys(fields).length > 0) throw new CatalogueRefused(fields);

      for (const { id, set } of powerUpUpdates) await trx.updateTable("power_ups").set(set).where("id", "=", id).execute();
      for (const { id, set } of packUpdates) await trx.updateTable("coin_packs").set(set).where("id", "=", id).execute();
      for (const { id, set } of skinUpdates) await trx.updateTable("skins").set(set).where("id", "=", id).execute();
      await writeTexts(trx, textWrites, actor);
      const touched = new Set([
        ...powerUpUpdates.map(({ id }) => `powerUps.${id}`),
        ...packUpdates.map(({ id }) => `coinPacks.${id}`),
        ...skinUpdates.map(({ id }) => `skins.${id}`),
        ...textWrites.map(({ section, id }) => `${section}.${id}`),
      ]);
      changed = touched.size;
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
