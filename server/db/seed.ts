import {
  SEED_COIN_PACKS,
  SEED_EMAIL_TEMPLATES,
  SEED_LEADERBOARD_SAMPLES,
  SEED_POWER_UPS,
  SEED_SKINS,
  UNTRUE_POWER_UP_DESCRIPTIONS,
} from "./catalogue-seed.ts";
import { SEED_CATALOGUE_TRANSLATIONS } from "./catalogue-seed-translations.ts";
import { SEED_EMAIL_TEMPLATE_TRANSLATIONS } from "./email-template-seed-translations.ts";
import type { Db } from "./index.ts";
import {
  DEFAULT_GAME_SETTINGS,
  STORE_DURATIONS_NOTE,
  TIMED_INVENTORY_IDS,
  gameSettingsSchema,
  type TimedInventoryId,
} from "../settings/service.ts";
import { TRANSLATION_LOCALES, durationTextOf } from "../store/catalogue.ts";
import type { CatalogueTranslationsTable } from "./schema.ts";
import { SETTINGS_LIMITS, inventoryDurationsMs } from "../../game/sim/index.ts";
import { DAILY_BOARD, SAMPLE_PERIOD } from "../leaderboards/service.ts";
import { FALLBACK_LOCALE, SEO_DEFAULTS } from "../site/seo.ts";

export interface SeedOptions {
  /** Epoch ms used for created_at / achieved_at of new rows; defaults to the current time. */
  now?: number;
}

/**
 * Idempotent: loads the spec's catalogue, default settings, templates and sample scores once.
 * Each step is recorded in seed_steps and never runs again, so an admin's edits and deletions stay;
 * rows are also insert-if-absent keyed by id, so two instances seeding at once cannot collide.
 * Settings version 1 is written only when no settings version exists at all.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? Date.now();
  const bool = (value: boolean) => (value ? 1 : 0) as 0 | 1;

  await db.kysely.transaction().execute(async (trx) => {
    const done = new Set((await trx.selectFrom("seed_steps").select("name").execute()).map((row) => row.name));
    const step = async (name: string, run: () => Promise<unknown>) => {
      if (done.has(name)) return;
      await run();
      await trx
        .insertInto("seed_steps")
        .values({ name, applied_at: now })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
    };

    await step("skins", () =>
      trx
        .insertInto("skins")
        .values(
          SEED_SKINS.map((skin) => ({
            id: skin.id,
            name: skin.name,
            color: skin.color,
            rarity: skin.rarity,
            price_coins: skin.priceCoins,
            unlocked_by_default: bool(skin.unlockedByDefault),
            purchase_only: bool(skin.purchaseOnly),
            effects_json: JSON.stringify(skin.effects),
            sort_order: skin.sortOrder,
          })),
        )
        .onConflict((oc) => oc.column("id").doNothing())
        .execute(),
    );

    await step("power_ups", () =>
      trx
        .insertInto("power_ups")
        .values(
          SEED_POWER_UPS.map((p) => ({
            id: p.id,
            name: p.name,
            description: p.description,
            price_coins: p.priceCoins,
            duration_ms: p.durationMs,
            duration_text: p.durationText,
            sort_order: p.sortOrder,
          })),
        )
        .onConflict((oc) => oc.column("id").doNothing())
        .execute(),
    );

    await step("coin_packs", () =>
      trx
        .insertInto("coin_packs")
        .values(
          SEED_COIN_PACKS.map((pack) => ({
            id: pack.id,
            name: pack.name,
            coins: pack.coins,
            bonus_coins: pack.bonusCoins,
            price_cents: pack.priceCents,
            description: pack.description,
            stripe_price_id: pack.stripePriceId,
            sort_order: pack.sortOrder,
          })),
        )
        .onConflict((oc) => oc.column("id").doNothing())
        .execute(),
    );

    await step("game_settings", async () => {
      const anySettings = await trx.selectFrom("game_settings_versions").select("version").limit(1).executeTakeFirst();
      if (anySettings) return;
      await trx
        .insertInto("game_settings_versions")
        .values({
          version: 1,
          settings_json: JSON.stringify(DEFAULT_GAME_SETTINGS),
          created_at: now,
          created_by: null,
          note: "Defaults from the spec",
        })
        .onConflict((oc) => oc.column("version").doNothing())
        .execute();
    });

    // Once, for a database whose Store Settings durations were edited when they only changed the
    // store's text: the game takes them over (a new settings version), so store and game agree.
    // Durations beyond the game's cap (60 s) are brought down to it, in the store too.
    await step("inventory_durations", async () => {
      const latest = await trx.selectFrom("game_settings_versions").selectAll().orderBy("version", "desc").limit(1).executeTakeFirst();
      if (!latest) return;
      let parsed;
      try {
        parsed = gameSettingsSchema.safeParse(JSON.parse(latest.settings_json));
      } catch {
        return; // unreadable: not the seed's to repair (current() reports it)
      }
      if (!parsed.success) return;
      const settings = parsed.data;
      const playing = inventoryDurationsMs(settings);
      const rows = await trx.selectFrom("power_ups").select(["id", "duration_ms"]).execute();
      const limit = SETTINGS_LIMITS.inventoryDuration;
      const durations: Partial<Record<TimedInventoryId, number>> = {};
      for (const row of rows) {
        const id = TIMED_INVENTORY_IDS.find((timed) => timed === row.id);
        if (!id || row.duration_ms === null) continue;
        const ms = Math.min(Math.max(Math.round(Number(row.duration_ms) / 1000) * 1000, limit.min), limit.max);
        if (ms !== Number(row.duration_ms)) {
          await trx
            .updateTable("power_ups")
            .set({ duration_ms: ms, duration_text: durationTextOf(ms / 1000) })
            .where("id", "=", id)
            .execute();
        }
        if (ms !== playing[id]) durations[id] = ms;
      }
      if (Object.keys(durations).length === 0) return;
      const next = { ...settings, inventoryDurations: { ...settings.inventoryDurations, ...durations } };
      await trx
        .insertInto("game_settings_versions")
        .values({
          version: Number(latest.version) + 1,
          settings_json: JSON.stringify(next),
          created_at: now,
          created_by: null,
          note: STORE_DURATIONS_NOTE,
        })
        .execute();
    });

    // Once: descriptions the first catalogue got wrong (a magnet that pulled coins, a zap that cleared
    // the screen) are replaced by what the game does, where they are still the seed's words.
    await step("power_up_descriptions", async () => {
      for (const [id, wrong] of Object.entries(UNTRUE_POWER_UP_DESCRIPTIONS)) {
        const right = SEED_POWER_UPS.find((p) => p.id === id)?.description;
        if (right)
          await trx.updateTable("power_ups").set({ description: right }).where("id", "=", id).where("description", "=", wrong).execute();
      }
    });

    // Once: the catalogue's texts in the eight languages besides English (the items' rows hold English).
    // Later the operator's: a translation they remove (players then read English) is not brought back.
    await step("catalogue_translations", async () => {
      const rows: CatalogueTranslationsTable[] = [];
      const row =
        (item_kind: CatalogueTranslationsTable["item_kind"], item_id: string, locale: string) =>
        (field: CatalogueTranslationsTable["field"], text: string | undefined) => {
          if (text) rows.push({ item_kind, item_id, locale, field, text, updated_at: now, updated_by: null });
        };
      for (const locale of TRANSLATION_LOCALES) {
        const texts = SEED_CATALOGUE_TRANSLATIONS[locale];
        for (const [id, { name }] of Object.entries(texts.skins)) row("skin", id, locale)("name", name);
        for (const [id, { name, description, durationText }] of Object.entries(texts.powerUps)) {
          const add = row("power_up", id, locale);
          add("name", name);
          add("description", description);
          add("duration_text", durationText);
        }
        for (const [id, { name, description }] of Object.entries(texts.coinPacks)) {
          const add = row("coin_pack", id, locale);
          add("name", name);
          add("description", description);
        }
      }
      await trx
        .insertInto("catalogue_translations")
        .values(rows)
        .onConflict((oc) => oc.columns(["item_kind", "item_id", "locale", "field"]).doNothing())
        .execute();
    });

    await step("email_templates", () =>
      trx
        .insertInto("email_templates")
        .values(SEED_EMAIL_TEMPLATES.map((t) => ({ ...t, created_at: now, updated_at: now })))
        .onConflict((oc) => oc.column("id").doNothing())
        .execute(),
    );

    // Added after templates could be edited: only the seeded templates still there get their languages.
    await step("email_template_translations", async () => {
      const present = new Set(
        (
          await trx.selectFrom("email_templates").select("id").where("id", "in", Object.keys(SEED_EMAIL_TEMPLATE_TRANSLATIONS)).execute()
        ).map((row) => row.id),
      );
      const rows = Object.entries(SEED_EMAIL_TEMPLATE_TRANSLATIONS)
        .filter(([id]) => present.has(id))
        .flatMap(([id, languages]) =>
          Object.entries(languages).map(([locale, text]) => ({
            template_id: id,
            locale,
            subject: text.subject,
            body: text.body,
            updated_at: now,
            updated_by: null,
          })),
        );
      if (rows.length === 0) return;
      await trx
        .insertInto("email_template_translations")
        .values(rows)
        .onConflict((oc) => oc.columns(["template_id", "locale"]).doNothing())
        .execute();
    });

    await step("leaderboard_samples", () =>
      trx
        .insertInto("leaderboard_entries")
        .values(
          SEED_LEADERBOARD_SAMPLES.map((s) => ({
            id: s.id,
            board: DAILY_BOARD,
            period: SAMPLE_PERIOD,
            player_id: null,
            name: s.name,
            location: s.location,
            score: s.score,
            achieved_at: now,
            is_sample: 1 as const,
          })),
        )
        .onConflict((oc) => oc.column("id").doNothing())
        .execute(),
    );

    // English head tags for every public route; other locales fall back to these until the admin writes theirs.
    await step("seo_metadata", () =>
      trx
        .insertInto("seo_metadata")
        .values(
          SEO_DEFAULTS.map((d) => ({
            route: d.route,
            locale: FALLBACK_LOCALE,
            title: d.title,
            description: d.description,
            keywords: d.keywords,
            og_image: d.ogImage,
            updated_at: now,
            updated_by: null,
          })),
        )
        .onConflict((oc) => oc.columns(["route", "locale"]).doNothing())
        .execute(),
    );
  });
}
