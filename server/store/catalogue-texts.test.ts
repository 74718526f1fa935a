// The catalogue's texts in the players' languages (docs/decisions/023), on both engines: what the
// seed gives every language, reads per language with English where a text is missing, the operator's
// per-language edits (audited, all or nothing) and what is refused.
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { countedDb } from "../../tests/support/counted-db.ts";
import { createAuditService, type AuditActor } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import { SEED_COIN_PACKS, SEED_POWER_UPS, SEED_SKINS } from "../db/catalogue-seed.ts";
import { SEED_CATALOGUE_TRANSLATIONS } from "../db/catalogue-seed-translations.ts";
import { createInventoryService } from "../runs/inventory.ts";
import { createWalletService } from "../wallet/service.ts";
import {
  TEXT_MAX_LENGTH,
  TRANSLATION_LOCALES,
  createCatalogueService,
  textFieldsOf,
  type CatalogueTextField,
  type SaveCatalogueResult,
} from "./catalogue.ts";
import { createStoreService } from "./service.ts";

const OPERATOR: AuditActor = { id: "operator-1", label: "operator@example.com", ip: "203.0.113.9" };

function saved(result: SaveCatalogueResult) {
  if (!result.ok) throw new Error(`expected a save, got ${JSON.stringify(result)}`);
  return result;
}

async function translations(db: Db) {
  return db.kysely.selectFrom("catalogue_translations").selectAll().orderBy(["item_kind", "item_id", "locale", "field"]).execute();
}

async function items(db: Db) {
  const k = db.kysely;
  return {
    skins: await k.selectFrom("skins").selectAll().orderBy("id").execute(),
    powerUps: await k.selectFrom("power_ups").selectAll().orderBy("id").execute(),
    packs: await k.selectFrom("coin_packs").selectAll().orderBy("id").execute(),
  };
}

const auditRows = (db: Db) => createAuditService(db).list({ action: "catalogue.save" });

it("seeds every text of every seeded item in all eight languages, within the limits", () => {
  expect(TRANSLATION_LOCALES).toEqual(["es", "fr", "de", "pt", "it", "ru", "ja", "zh"]);
  const check = (field: CatalogueTextField, text: string | undefined, where: string) => {
    expect(text, where).toBeTruthy();
    expect([...text!].length, where).toBeLessThanOrEqual(TEXT_MAX_LENGTH[field]);
    expect(text, where).toBe(text!.trim());
  };
  for (const locale of TRANSLATION_LOCALES) {
    const texts = SEED_CATALOGUE_TRANSLATIONS[locale];
    expect(Object.keys(texts.skins).sort(), locale).toEqual(SEED_SKINS.map((s) => s.id).sort());
    expect(Object.keys(texts.powerUps).sort(), locale).toEqual(SEED_POWER_UPS.map((p) => p.id).sort());
    expect(Object.keys(texts.coinPacks).sort(), locale).toEqual(SEED_COIN_PACKS.map((p) => p.id).sort());
    for (const skin of SEED_SKINS) check("name", texts.skins[skin.id]?.name, `${locale} ${skin.id}`);
    for (const p of SEED_POWER_UPS) {
      const own = texts.powerUps[p.id]!;
      for (const field of textFieldsOf("powerUps", p.durationMs !== null)) check(field, own[field], `${locale} ${p.id} ${field}`);
      // A timed power-up's duration is its seconds in the language's words, never a text of its own.
      if (p.durationMs !== null) expect(own.durationText, `${locale} ${p.id}`).toBeUndefined();
    }
    for (const pack of SEED_COIN_PACKS) {
      check("name", texts.coinPacks[pack.id]?.name, `${locale} ${pack.id}`);
      check("description", texts.coinPacks[pack.id]?.description, `${locale} ${pack.id}`);
    }
    // Skin names are each language's own: no two alike.
    const names = Object.values(texts.skins).map((s) => s.name);
    expect(new Set(names).size, locale).toBe(names.length);
  }
});

describeEachDialect(
  "catalogue texts",
  (getDb) => {
    it("reads each language's texts, English where a language has none, with the same queries as English", async () => {
      const db = getDb();
      const catalogue = createCatalogueService(db);
      // English is the items' own columns, word for word.
      expect((await catalogue.skins()).map((s) => s.name).slice(0, 3)).toEqual(["Classic Bird", "Ice Falcon", "Emerald Hummingbird"]);
      expect((await catalogue.skins("en")).find((s) => s.id === "ice-falcon")?.name).toBe("Ice Falcon");

      const german = await catalogue.skins("de");
      expect(german.find((s) => s.id === "ice-falcon")).toMatchObject({ name: "Eisfalke", priceCoins: 2000, rarity: "rare" });
      expect(german.map((s) => s.id)).toEqual((await catalogue.skins()).map((s) => s.id));
      const powerUps = await catalogue.powerUps("de");
      expect(powerUps.find((p) => p.id === "time-slow")).toMatchObject({
        name: "Zeitlupe",
        description: "Die Rohre ziehen nur mit halber Geschwindigkeit vorbei – so hast du mehr Zeit, jede Lücke anzusteuern.",
        // Timed: the seconds in German; untimed: the translated words.
        durationText: "10 Sek.",
        durationMs: 10_000,
      });
      expect(powerUps.find((p) => p.id === "shield")).toMatchObject({ name: "Schild", durationText: "1 Treffer" });
      expect((await catalogue.powerUps("ja")).find((p) => p.id === "mega-zap")).toMatchObject({
        name: "メガザップ",
        description: "行く手にある次のパイプを一瞬で破壊します。そのパイプの得点はちゃんと入ります。",
        durationText: "即時",
      });
      expect((await catalogue.powerUps("zh")).find((p) => p.id === "boost")?.durationText).toBe("5秒");
      expect((await catalogue.coinPacks("fr")).map((p) => [p.id, p.name, p.priceCents])).toEqual([
        ["starter", "Débutant", 99],
        ["popular", "Populaire", 499],
        ["ultimate", "Ultime", 1999],
      ]);

      // A text a language lacks is the English one; the item's other texts stay translated.
      await db.kysely
        .deleteFrom("catalogue_translations")
        .where("item_kind", "=", "power_up")
        .where("item_id", "=", "magnet")
        .where("locale", "=", "it")
        .where("field", "=", "name")
        .execute();
      expect((await catalogue.powerUps("it")).find((p) => p.id === "magnet")).toMatchObject({
        name: "Magnet",
        description: "Attira delicatamente il tuo uccello verso il centro del prossimo varco.",
      });

      // The store reads the catalogue in three queries, in German as in English (joins, not queries),
      // after one read of the catalogue's stamp; while the stamp holds, the stamp alone.
      const english = countedDb(db);
      const englishStore = createStoreService({
        db: english.db,
        catalogue: createCatalogueService(english.db),
        wallet: createWalletService(english.db),
        inventory: createInventoryService(english.db),
      });
      await englishStore.view(null);
      const german2 = countedDb(db);
      const germanStore = createStoreService({
        db: german2.db,
        catalogue: createCatalogueService(german2.db),
        wallet: createWalletService(german2.db),
        inventory: createInventoryService(german2.db),
      });
      const view = await germanStore.view(null, "de");
      expect(german2.statements()).toBe(english.statements());
      expect(english.statements()).toBe(4);
      await germanStore.view(null, "de");
      expect(german2.statements()).toBe(5);
      expect(view.skins.find((s) => s.id === "golden-phoenix")?.name).toBe("Goldphönix");
      expect(view.powerUps.find((p) => p.id === "shield")?.name).toBe("Schild");
      expect(view.coinPacks.find((p) => p.id === "popular")?.name).toBe("Beliebt");
    });

    it("lists every item's texts for Store Settings: English always, other languages where translated", async () => {
      const editable = await createCatalogueService(getDb()).editable();
      const shield = editable.powerUps.find((p) => p.id === "shield")!;
      expect(shield.textFields).toEqual(["name", "description", "durationText"]);
      expect(shield.texts.en).toEqual({ name: "Shield", description: "Absorbs the next pipe hit, then breaks.", durationText: "1 hit" });
      expect(shield.texts.de).toEqual({
        name: "Schild",
        description: "Fängt den nächsten Aufprall an einem Rohr ab und zerbricht dann.",
        durationText: "1 Treffer",
      });
      const timeSlow = editable.powerUps.find((p) => p.id === "time-slow")!;
      expect(timeSlow.textFields).toEqual(["name", "description"]);
      expect(Object.keys(timeSlow.texts.ru!)).toEqual(["name", "description"]);
      expect(editable.skins[1]!.textFields).toEqual(["name"]);
      expect(editable.skins[1]!.texts).toMatchObject({ en: { name: "Ice Falcon" }, ja: { name: "アイス・ファルコン" } });
      expect(editable.coinPacks[2]!.texts.zh).toEqual({ name: "至尊礼包", description: "献给真正的 Flap Master：传说皮肤和一大堆道具。" });
      // The magnet's Italian name was removed above: missing, so Store Settings flags it.
      expect(editable.powerUps.find((p) => p.id === "magnet")!.texts.it).toEqual({
        description: "Attira delicatamente il tuo uccello verso il centro del prossimo varco.",
      });
    });

    it("saves a German name: audited, shown to German players at once, English untouched", async () => {
      const db = getDb();
      const catalogue = createCatalogueService(db);
      const result = saved(
        await catalogue.save(
          {
            skins: [{ id: "ice-falcon", texts: { de: { name: "  Frostfalke  " } } }],
            // Unchanged texts are not saved again (nor audited).
            powerUps: [{ id: "shield", texts: { de: { name: "Schild" } } }],
          },
          OPERATOR,
        ),
      );
      expect(result.changed).toBe(1);
      expect(result.catalogue.skins[1]!.texts.de).toEqual({ name: "Frostfalke" });
      expect((await catalogue.skins("de")).find((s) => s.id === "ice-falcon")?.name).toBe("Frostfalke");
      expect((await catalogue.skins()).find((s) => s.id === "ice-falcon")?.name).toBe("Ice Falcon");
      expect((await catalogue.skins("fr")).find((s) => s.id === "ice-falcon")?.name).toBe("Faucon de glace");
      const row = (await translations(db)).find((r) => r.item_id === "ice-falcon" && r.locale === "de")!;
      expect(row).toMatchObject({ item_kind: "skin", field: "name", text: "Frostfalke", updated_by: "operator@example.com" });

      const audit = await auditRows(db);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor: "operator@example.com", target: "catalogue" });
      expect(audit[0]!.before).toEqual({ skins: { "ice-falcon": { texts: { de: { name: "Eisfalke" } } } } });
      expect(audit[0]!.after).toEqual({ skins: { "ice-falcon": { texts: { de: { name: "Frostfalke" } } } } });

      // With a price in the same save: one row, one transaction. English goes to the item's column.
      saved(
        await catalogue.save(
          {
            coinPacks: [
              { id: "starter", priceCents: 129, texts: { en: { description: "Coins for your first power-ups." }, es: { name: "Básico" } } },
            ],
            powerUps: [{ id: "mega-zap", texts: { en: { durationText: "at once" } } }],
          },
          OPERATOR,
        ),
      );
      const starter = (await catalogue.coinPacks()).find((p) => p.id === "starter")!;
      expect(starter).toMatchObject({ priceCents: 129, name: "Starter", description: "Coins for your first power-ups." });
      expect((await catalogue.coinPacks("es")).find((p) => p.id === "starter")).toMatchObject({
        name: "Básico",
        description: "Un puñado de monedas para desbloquear tus primeros potenciadores.",
      });
      expect((await catalogue.powerUps()).find((p) => p.id === "mega-zap")?.durationText).toBe("at once");
      expect((await catalogue.powerUps("de")).find((p) => p.id === "mega-zap")?.durationText).toBe("sofort");
      // Found by what it says (two rows of one millisecond list in any order).
      const last = (await auditRows(db)).find((row) => JSON.stringify(row.after).includes("at once"))!;
      expect(last.before).toEqual({
        coinPacks: {
          starter: {
            priceCents: 99,
            texts: { en: { description: "A handful of coins to unlock your first power-ups." }, es: { name: "Inicial" } },
          },
        },
        powerUps: { "mega-zap": { texts: { en: { durationText: "instant" } } } },
      });
      expect(last.after).toEqual({
        coinPacks: {
          starter: { priceCents: 129, texts: { en: { description: "Coins for your first power-ups." }, es: { name: "Básico" } } },
        },
        powerUps: { "mega-zap": { texts: { en: { durationText: "at once" } } } },
      });
    });

    it("removes a translation when its text is emptied: players read English, Store Settings shows it missing", async () => {
      const db = getDb();
      const catalogue = createCatalogueService(db);
      const result = saved(
        await catalogue.save({ skins: [{ id: "mystic-owl", texts: { fr: { name: "" }, pt: { name: null } } }] }, OPERATOR),
      );
      expect(result.changed).toBe(1);
      const owl = result.catalogue.skins.find((s) => s.id === "mystic-owl")!;
      expect(owl.texts.fr).toBeUndefined();
      expect(owl.texts.pt).toBeUndefined();
      expect(owl.texts.de).toEqual({ name: "Zaubereule" });
      expect((await catalogue.skins("fr")).find((s) => s.id === "mystic-owl")?.name).toBe("Mystic Owl");
      expect((await auditRows(db)).find((row) => JSON.stringify(row.after).includes("mystic-owl"))!.after).toEqual({
        skins: { "mystic-owl": { texts: { fr: { name: null }, pt: { name: null } } } },
      });
      // Emptying what is already missing changes nothing.
      expect(saved(await catalogue.save({ skins: [{ id: "mystic-owl", texts: { fr: { name: "  " } } }] }, OPERATOR)).changed).toBe(0);
    });

    it("refuses bad texts field by field with a 400 and changes nothing", async () => {
      const db = getDb();
      const catalogue = createCatalogueService(db);
      const beforeTexts = await translations(db);
      const beforeItems = await items(db);
      const auditBefore = (await auditRows(db)).length;
      const result = await catalogue.save(
        {
          skins: [
            { id: "ice-falcon", texts: { de: { name: "x".repeat(41) }, xx: { name: "Falcon" }, en: { name: "  " } } },
            { id: "classic", texts: { ja: { description: "説明" }, fr: { name: 42 } } },
            { id: "no-such-skin", texts: { de: { name: "Geist" } } },
            // A good change beside the bad ones: not saved either.
            { id: "crystal-dove", texts: { de: { name: "Glastaube" } } },
          ],
          powerUps: [
            { id: "time-slow", texts: { de: { durationText: "10 Sekunden" } } },
            { id: "shield", texts: { it: { description: "Riga uno\nriga due" }, ja: { name: "シ".repeat(41) } } },
          ],
          coinPacks: [{ id: "ultimate", texts: { zh: { description: "金".repeat(241) } } }],
        },
        OPERATOR,
      );
      expect(result).toMatchObject({ ok: false, status: 400, error: "invalid_catalogue" });
      if (result.ok) return;
      expect(Object.fromEntries(Object.entries(result.fields).map(([key, error]) => [key, [error.code, error.limit]]))).toEqual({
        "skins.ice-falcon.texts.de.name": ["text_too_long", 40],
        "skins.ice-falcon.texts.xx": ["unknown_locale", undefined],
        "skins.ice-falcon.texts.en.name": ["text_required", undefined],
        "skins.classic.texts.ja.description": ["not_translatable", undefined],
        "skins.classic.texts.fr.name": ["not_text", undefined],
        "skins.no-such-skin": ["unknown_item", undefined],
        "powerUps.time-slow.texts.de.durationText": ["not_translatable", undefined],
        "powerUps.shield.texts.it.description": ["control_character", undefined],
        "powerUps.shield.texts.ja.name": ["text_too_long", 40],
        "coinPacks.ultimate.texts.zh.description": ["text_too_long", 240],
      });
      for (const error of Object.values(result.fields)) expect(error.message).toEqual(expect.any(String));
      // Exactly at the limit (in characters, not bytes) is fine.
      expect(
        saved(await catalogue.save({ skins: [{ id: "ice-falcon", texts: { ja: { name: "ア".repeat(40) } } }] }, OPERATOR)).changed,
      ).toBe(1);
      saved(await catalogue.save({ skins: [{ id: "ice-falcon", texts: { ja: { name: "アイス・ファルコン" } } }] }, OPERATOR));
      expect(await translations(db)).toEqual(
        beforeTexts.map((row) =>
          row.item_id === "ice-falcon" && row.locale === "ja"
            ? { ...row, updated_at: expect.any(Number), updated_by: "operator@example.com" }
            : row,
        ),
      );
      expect(await items(db)).toEqual(beforeItems);
      expect(await auditRows(db)).toHaveLength(auditBefore + 2);

      // Shapes that are no texts at all: a malformed request.
      for (const texts of ["Eisfalke", ["de"], { de: "Eisfalke" }]) {
        const malformed = await catalogue.save({ skins: [{ id: "ice-falcon", texts }] }, OPERATOR);
        expect(malformed, JSON.stringify(texts)).toMatchObject({ ok: false, status: 400, error: "invalid_catalogue", fields: {} });
      }
    });
  },
  { seed: true },
);
