import { describe, expect, it } from "vitest";
// The game's settings (game/sim) and the server's settings schema must agree: checked from the server side, since game/ imports only game/.
import { DEFAULT_GAME_SETTINGS as SERVER_DEFAULTS, SETTINGS_RANGES, gameSettingsSchema } from "./service.ts";
import type { GameSettings as ServerGameSettings } from "./service.ts";
import {
  DEFAULT_GAME_SETTINGS,
  INVENTORY_DURATIONS,
  MAX_EFFECT_TICKS,
  SETTINGS_LIMITS,
  defaultSettings,
  inventoryDurationTicks,
  inventoryDurationsMs,
  msToTicks,
  validateSettings,
  type GameSettings,
} from "../../game/sim/index.ts";

describe("settings", () => {
  it("match the server's defaults, ranges and type", () => {
    expect(DEFAULT_GAME_SETTINGS).toEqual(SERVER_DEFAULTS);
    expect(SETTINGS_LIMITS).toEqual(SETTINGS_RANGES);
    // Structural compatibility both ways (a compile-time check run by `npm run typecheck`).
    const a: GameSettings = SERVER_DEFAULTS;
    const b: ServerGameSettings = DEFAULT_GAME_SETTINGS;
    expect(a).toEqual(b);
  });

  it("defaultSettings() is a fresh copy", () => {
    const s = defaultSettings();
    s.powerUps.shield.enabled = false;
    expect(DEFAULT_GAME_SETTINGS.powerUps.shield.enabled).toBe(true);
  });

  it("msToTicks rounds down to whole ticks", () => {
    expect(msToTicks(5000)).toBe(300);
    expect(msToTicks(3500)).toBe(210);
    expect(msToTicks(1010)).toBe(60);
  });

  it("accepts what the server's schema accepts and rejects what it rejects", () => {
    const cases: unknown[] = [
      DEFAULT_GAME_SETTINGS,
      { ...DEFAULT_GAME_SETTINGS, gravity: 1 },
      { ...DEFAULT_GAME_SETTINGS, gravity: 1.01 },
      { ...DEFAULT_GAME_SETTINGS, gravity: 0.05 },
      { ...DEFAULT_GAME_SETTINGS, gravity: Number.NaN },
      { ...DEFAULT_GAME_SETTINGS, gravity: Infinity },
      { ...DEFAULT_GAME_SETTINGS, gravity: "0.25" },
      { ...DEFAULT_GAME_SETTINGS, jumpForce: 12.5 },
      { ...DEFAULT_GAME_SETTINGS, pipeSpeed: 0 },
      { ...DEFAULT_GAME_SETTINGS, pipeGap: 180.5 },
      { ...DEFAULT_GAME_SETTINGS, pipeGap: 99 },
      { ...DEFAULT_GAME_SETTINGS, pipeFrequency: 4000 },
      { ...DEFAULT_GAME_SETTINGS, pipeFrequency: 4100 },
      { ...DEFAULT_GAME_SETTINGS, powerUps: { ...DEFAULT_GAME_SETTINGS.powerUps, shield: { enabled: 1, duration: 8000, frequency: 40 } } },
      {
        ...DEFAULT_GAME_SETTINGS,
        powerUps: { ...DEFAULT_GAME_SETTINGS.powerUps, shield: { enabled: true, duration: 999, frequency: 40 } },
      },
      {
        ...DEFAULT_GAME_SETTINGS,
        powerUps: { ...DEFAULT_GAME_SETTINGS.powerUps, shield: { enabled: true, duration: 8000, frequency: 101 } },
      },
      { ...DEFAULT_GAME_SETTINGS, powerUps: { ...DEFAULT_GAME_SETTINGS.powerUps, magnetism: undefined } },
      { ...DEFAULT_GAME_SETTINGS, powerUps: null },
      { ...DEFAULT_GAME_SETTINGS, extra: 1 },
      { ...DEFAULT_GAME_SETTINGS, inventoryDurations: {} },
      { ...DEFAULT_GAME_SETTINGS, inventoryDurations: { boost: 20_000, magnet: 1000, "score-multiplier": 60_000 } },
      { ...DEFAULT_GAME_SETTINGS, inventoryDurations: { boost: 60_001 } },
      { ...DEFAULT_GAME_SETTINGS, inventoryDurations: { boost: 999 } },
      { ...DEFAULT_GAME_SETTINGS, inventoryDurations: { boost: 1500.5 } },
      { ...DEFAULT_GAME_SETTINGS, inventoryDurations: { boost: "5000" } },
      { ...DEFAULT_GAME_SETTINGS, inventoryDurations: { shield: 5000 } },
      { ...DEFAULT_GAME_SETTINGS, inventoryDurations: null },
      { ...DEFAULT_GAME_SETTINGS, inventoryDurations: [] },
      null,
      [],
      "settings",
      42,
    ];
    for (const c of cases) {
      const ours = validateSettings(c);
      const theirs = gameSettingsSchema.safeParse(c);
      expect(ours.ok, JSON.stringify(c)).toBe(theirs.success);
      if (ours.ok && theirs.success) expect(ours.settings).toEqual(theirs.data);
    }
  });

  it("inventory durations: the settings' ms where given, the built-in ticks elsewhere; capped at the effect cap", () => {
    expect(SETTINGS_LIMITS.inventoryDuration.max).toBe((MAX_EFFECT_TICKS / 60) * 1000);
    const ticks = inventoryDurationTicks({ ...defaultSettings(), inventoryDurations: { magnet: 20_000 } });
    expect(ticks).toEqual({ ...INVENTORY_DURATIONS, magnet: 1200 });
    expect(inventoryDurationTicks(defaultSettings())).toEqual(INVENTORY_DURATIONS);
    expect(inventoryDurationsMs(defaultSettings())).toEqual({
      "time-slow": 10_000,
      "double-points": 15_000,
      "mini-size": 12_000,
      magnet: 8_000,
      boost: 5_000,
      "score-multiplier": 10_000,
    });
  });

  it("never throws, even on hostile objects", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("boom");
        },
      },
    );
    expect(validateSettings(hostile)).toEqual({ ok: false, message: "settings could not be read" });
  });
});
