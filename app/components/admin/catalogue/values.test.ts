// The Store Settings form's dollar and coin inputs and the changes it sends (docs/admin.md).
import { describe, expect, it } from "vitest";
import type { EditableCatalogue } from "../../../../server/store/catalogue.ts";
import { changesOf, centsToDollarText, formValuesOf, missingCount, missingTexts, parseDollars, parseWhole } from "./values.ts";

describe("the dollar and coin inputs", () => {
  it("read dollars as integer cents digit by digit, refusing what would need a guess", () => {
    expect(parseDollars("4.99")).toBe(499);
    expect(parseDollars("19.99")).toBe(1999);
    expect(parseDollars("0.29")).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(parseDollars("1.005")).toBeNull();
    expect(parseDollars(" $5 ")).toBe(500);
    expect(parseDollars("5.5")).toBe(550);
    expect(parseDollars("-1")).toBe(-100); // read, so the server can say "at least $0.50"
    for (const text of ["4.999", "abc", "NaN", "1e3", "", " ", "1,000", "4.", ".5", "Infinity", "0x10", "12345678"]) {
      expect(parseDollars(text), text).toBeNull();
    }
    expect(centsToDollarText(99)).toBe("0.99");
    expect(centsToDollarText(1999)).toBe("19.99");
    expect(centsToDollarText(500)).toBe("5.00");
    for (let cents = 0; cents < 100_000; cents += 7) expect(parseDollars(centsToDollarText(cents))).toBe(cents);
    expect(parseWhole("1500")).toBe(1500);
    expect(parseWhole("-5")).toBe(-5);
    for (const text of ["1.5", "1e3", "abc", "", "NaN", "0x10"]) expect(parseWhole(text), text).toBeNull();
  });

  const saved: EditableCatalogue = {
    powerUps: [
      {
        id: "time-slow",
        name: "Time Slow",
        texts: {
          en: { name: "Time Slow", description: "Pipes scroll at half speed." },
          de: { name: "Zeitlupe", description: "Halbe Geschwindigkeit." },
        },
        textFields: ["name", "description"],
        priceCoins: 100,
        durationSeconds: 10,
        durationText: "10 s",
      },
      {
        id: "shield",
        name: "Shield",
        texts: { en: { name: "Shield", description: "Absorbs a hit.", durationText: "1 hit" }, de: { name: "Schild" } },
        textFields: ["name", "description", "durationText"],
        priceCoins: 150,
        durationSeconds: null,
        durationText: "1 hit",
      },
    ],
    coinPacks: [
      {
        id: "starter",
        name: "Starter",
        texts: { en: { name: "Starter", description: "A handful of coins." } },
        textFields: ["name", "description"],
        coins: 1000,
        priceCents: 99,
        bonusCoins: 0,
        stripePriceId: null,
      },
    ],
    skins: [
      {
        id: "ice-falcon",
        name: "Ice Falcon",
        texts: { en: { name: "Ice Falcon" }, de: { name: "Eisfalke" } },
        textFields: ["name"],
        color: "#7FD4F5",
        priceCoins: 2000,
        rarity: "rare",
      },
    ],
  };

  it("sends only the changed fields, and nothing when a field cannot be read", () => {
    const values = formValuesOf(saved);
    expect(values["coinPacks.starter.priceCents"]).toBe("0.99");
    expect(values["powerUps.shield.durationSeconds"]).toBeUndefined();
    expect(changesOf(saved, values)).toEqual({ ok: true, changes: {} });
    expect(
      changesOf(saved, {
        ...values,
        "powerUps.time-slow.durationSeconds": "12",
        "coinPacks.starter.priceCents": "1.49",
        "skins.ice-falcon.rarity": "epic",
      }),
    ).toEqual({
      ok: true,
      changes: {
        powerUps: [{ id: "time-slow", durationSeconds: 12 }],
        coinPacks: [{ id: "starter", priceCents: 149 }],
        skins: [{ id: "ice-falcon", rarity: "epic" }],
      },
    });
    expect(changesOf(saved, { ...values, "coinPacks.starter.priceCents": "4.999", "skins.ice-falcon.priceCoins": "12.5" })).toEqual({
      ok: false,
      errors: { "coinPacks.starter.priceCents": { code: "dollars" }, "skins.ice-falcon.priceCoins": { code: "whole_number" } },
    });
  });
});

describe("the texts in each language", () => {
  const saved: EditableCatalogue = {
    powerUps: [
      {
        id: "shield",
        name: "Shield",
        texts: { en: { name: "Shield", description: "Absorbs a hit.", durationText: "1 hit" }, de: { name: "Schild" } },
        textFields: ["name", "description", "durationText"],
        priceCoins: 150,
        durationSeconds: null,
        durationText: "1 hit",
      },
    ],
    coinPacks: [],
    skins: [
      {
        id: "ice-falcon",
        name: "Ice Falcon",
        texts: { en: { name: "Ice Falcon" }, de: { name: "Eisfalke" } },
        textFields: ["name"],
        color: "#7FD4F5",
        priceCoins: 2000,
        rarity: "rare",
      },
    ],
  };

  it("has an input per language and text, empty where a language has none", () => {
    const values = formValuesOf(saved);
    expect(values["skins.ice-falcon.texts.de.name"]).toBe("Eisfalke");
    expect(values["skins.ice-falcon.texts.en.name"]).toBe("Ice Falcon");
    expect(values["skins.ice-falcon.texts.ja.name"]).toBe("");
    expect(values["powerUps.shield.texts.de.durationText"]).toBe("");
    expect(values["skins.ice-falcon.texts.de.description"]).toBeUndefined();
  });

  it("flags the texts a language lacks, never English's", () => {
    const values = formValuesOf(saved);
    expect(missingTexts("powerUps", saved.powerUps[0]!, "de", values)).toEqual(["description", "durationText"]);
    expect(missingTexts("powerUps", saved.powerUps[0]!, "en", values)).toEqual([]);
    expect(missingCount(saved, "de", values)).toBe(2);
    expect(missingCount(saved, "fr", values)).toBe(4);
    expect(missingCount(saved, "en", values)).toBe(0);
    // What the operator types counts at once; spaces are no text.
    expect(
      missingCount(saved, "de", {
        ...values,
        "powerUps.shield.texts.de.description": "Fängt einen Treffer ab.",
        "powerUps.shield.texts.de.durationText": " ",
      }),
    ).toBe(1);
  });

  it("sends the changed texts by language, trimmed, an emptied one as empty (removed)", () => {
    const values = formValuesOf(saved);
    expect(
      changesOf(saved, {
        ...values,
        "skins.ice-falcon.texts.de.name": " Frostfalke ",
        "skins.ice-falcon.texts.ja.name": "アイスファルコン",
        "powerUps.shield.texts.de.name": "",
        "powerUps.shield.texts.en.durationText": "1 hit",
        "skins.ice-falcon.texts.fr.name": "  ",
      }),
    ).toEqual({
      ok: true,
      changes: {
        powerUps: [{ id: "shield", texts: { de: { name: "" } } }],
        skins: [{ id: "ice-falcon", texts: { de: { name: "Frostfalke" }, ja: { name: "アイスファルコン" } } }],
      },
    });
    // With a price of the same item: one entry.
    expect(
      changesOf(saved, { ...values, "skins.ice-falcon.priceCoins": "2500", "skins.ice-falcon.texts.en.name": "Frost Falcon" }),
    ).toEqual({
      ok: true,
      changes: { skins: [{ id: "ice-falcon", priceCoins: 2500, texts: { en: { name: "Frost Falcon" } } }] },
    });
  });
});
