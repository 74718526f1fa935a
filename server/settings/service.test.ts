import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { createSettingsService, DEFAULT_GAME_SETTINGS, gameSettingsSchema, SettingsMissingError } from "./service.ts";

describeEachDialect("settings service (empty database)", (getDb) => {
  it("current() says clearly that nothing is saved", async () => {
    await expect(createSettingsService(getDb()).current()).rejects.toBeInstanceOf(SettingsMissingError);
  });
});

describeEachDialect(
  "settings service",
  (getDb) => {
    it("current() returns version 1 with the spec's defaults", async () => {
      const current = await createSettingsService(getDb()).current();
      expect(current.version).toBe(1);
      expect(current.settings).toEqual({
        gravity: 0.25,
        jumpForce: 4.5,
        pipeSpeed: 3,
        pipeGap: 180,
        pipeFrequency: 3500,
        powerUps: {
          slowMotion: { enabled: true, duration: 5000, frequency: 30 },
          shield: { enabled: true, duration: 8000, frequency: 40 },
          doublePoints: { enabled: true, duration: 10000, frequency: 25 },
          miniSize: { enabled: true, duration: 12000, frequency: 35 },
          magnetism: { enabled: true, duration: 7000, frequency: 45 },
        },
      });
    });

    it("current() is the newest version, atVersion() any saved one", async () => {
      const db = getDb();
      const service = createSettingsService(db);
      const edited = { ...DEFAULT_GAME_SETTINGS, gravity: 0.5 };
      await db.kysely
        .insertInto("game_settings_versions")
        .values({ version: 2, settings_json: JSON.stringify(edited), created_at: 2, created_by: "admin", note: "" })
        .execute();
      expect(await service.current()).toEqual({ version: 2, settings: edited });
      expect((await service.atVersion(1))?.settings.gravity).toBe(0.25);
      expect(await service.atVersion(99)).toBeUndefined();
    });

    it("refuses a stored value outside the slider ranges", async () => {
      const db = getDb();
      await db.kysely
        .insertInto("game_settings_versions")
        .values({
          version: 3,
          settings_json: JSON.stringify({ ...DEFAULT_GAME_SETTINGS, pipeGap: 90 }),
          created_at: 3,
          created_by: null,
          note: "",
        })
        .execute();
      await expect(createSettingsService(db).current()).rejects.toThrow(/pipeGap/);
    });
  },
  { seed: true },
);

describe("gameSettingsSchema", () => {
  const valid = DEFAULT_GAME_SETTINGS;
  const withPowerUp = (patch: object) => ({
    ...valid,
    powerUps: { ...valid.powerUps, shield: { ...valid.powerUps.shield, ...patch } },
  });

  it("accepts the defaults and both ends of every range", () => {
    expect(gameSettingsSchema.parse(valid)).toEqual(valid);
    const low = { gravity: 0.1, jumpForce: 3, pipeSpeed: 1, pipeGap: 100, pipeFrequency: 1000 };
    const high = { gravity: 1, jumpForce: 12, pipeSpeed: 6, pipeGap: 250, pipeFrequency: 4000 };
    expect(gameSettingsSchema.safeParse({ ...valid, ...low }).success).toBe(true);
    expect(gameSettingsSchema.safeParse({ ...valid, ...high }).success).toBe(true);
    expect(gameSettingsSchema.safeParse(withPowerUp({ duration: 1000, frequency: 10 })).success).toBe(true);
    expect(gameSettingsSchema.safeParse(withPowerUp({ duration: 20000, frequency: 100 })).success).toBe(true);
  });

  it.each([
    ["gravity", 0.05],
    ["gravity", 1.05],
    ["jumpForce", 2.5],
    ["jumpForce", 12.5],
    ["pipeSpeed", 0.5],
    ["pipeSpeed", 6.5],
    ["pipeGap", 90],
    ["pipeGap", 260],
    ["pipeFrequency", 900],
    ["pipeFrequency", 4100],
  ])("rejects %s = %s", (field, value) => {
    const result = gameSettingsSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it.each([
    [{ duration: 999 }, "duration"],
    [{ duration: 20001 }, "duration"],
    [{ frequency: 9 }, "frequency"],
    [{ frequency: 101 }, "frequency"],
    [{ enabled: "yes" }, "enabled"],
  ])("rejects power-up %o", (patch, field) => {
    const result = gameSettingsSchema.safeParse(withPowerUp(patch));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["powerUps", "shield", field]);
  });

  it("rejects a missing power-up and non-numbers", () => {
    const { shield: _shield, ...others } = valid.powerUps;
    expect(gameSettingsSchema.safeParse({ ...valid, powerUps: others }).success).toBe(false);
    expect(gameSettingsSchema.safeParse({ ...valid, gravity: "0.25" }).success).toBe(false);
  });
});
