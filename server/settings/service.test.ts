import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { createAchievementsService } from "../achievements/service.ts";
import { createEventsService } from "../analytics/events.ts";
import { createAuditService, type AuditActor } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import { createLeaderboardService } from "../leaderboards/service.ts";
import { createInventoryService } from "../runs/inventory.ts";
import { createRunsService, type StartedRun } from "../runs/service.ts";
import { createWalletService } from "../wallet/service.ts";
import { encodeRun, verify, type Run, type RunInput, type VerifyResult } from "../../game/replay/index.ts";
import {
  createSettingsService,
  DEFAULT_GAME_SETTINGS,
  diffSettings,
  gameSettingsSchema,
  HISTORY_MAX,
  NOTE_MAX,
  savableSettingsSchema,
  SettingsMissingError,
  snapToStep,
  type GameSettings,
} from "./service.ts";
import { flyLikeAPerson } from "../../tests/support/person-run.ts";

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

describeEachDialect(
  "settings service, two instances",
  (getDb) => {
    it("current() keeps parsed versions but always asks which is newest (another instance may have saved)", async () => {
      const db = getDb();
      const here = createSettingsService(db);
      const elsewhere = createSettingsService(db);
      const before = await here.current();
      expect(await here.current()).toBe(before); // the same parsed object: read once
      const saved = await elsewhere.save({ ...before.settings, pipeGap: 200 }, OPERATOR);
      expect(saved).toMatchObject({ ok: true, created: true, version: before.version + 1 });
      expect(await here.current()).toMatchObject({ version: before.version + 1, settings: { pipeGap: 200 } });
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

const OPERATOR: AuditActor = { id: "op-1", label: "operator@example.com", ip: "203.0.113.7" };
const OTHER: AuditActor = { id: "op-2", label: "second@example.com" };

/** A deep copy of `base` with `patch` applied (power-ups patched per type). */
function edit(
  base: GameSettings,
  patch: Partial<Omit<GameSettings, "powerUps">> & {
    powerUps?: Partial<Record<keyof GameSettings["powerUps"], Partial<GameSettings["powerUps"]["shield"]>>>;
  } = {},
): GameSettings {
  const copy = structuredClone(base);
  const { powerUps, ...physics } = patch;
  Object.assign(copy, physics);
  for (const [type, p] of Object.entries(powerUps ?? {})) Object.assign(copy.powerUps[type as keyof GameSettings["powerUps"]], p);
  return copy;
}

describe("slider steps", () => {
  it("snapToStep accepts grid values (with float error) and refuses the rest", () => {
    const gravity = { min: 0.1, step: 0.05 };
    expect(0.1 + 4 * 0.05).not.toBe(0.3); // the float error the tolerance is for
    expect(snapToStep(0.1 + 4 * 0.05, gravity)).toBe(0.3);
    expect(snapToStep(0.25, gravity)).toBe(0.25);
    expect(snapToStep(1, gravity)).toBe(1);
    expect(snapToStep(0.27, gravity)).toBeNull();
    expect(snapToStep(0.2501, gravity)).toBeNull();
    expect(snapToStep(3500, { min: 1000, step: 100 })).toBe(3500);
    expect(snapToStep(3550, { min: 1000, step: 100 })).toBeNull();
    // Counted from the minimum: frequency 10, 15, 20 ... (so 12 is off the grid, 15 on it).
    expect(snapToStep(15, { min: 10, step: 5 })).toBe(15);
    expect(snapToStep(12, { min: 10, step: 5 })).toBeNull();
  });

  it.each([
    [{ gravity: 0.27 }, "gravity"],
    [{ jumpForce: 4.2 }, "jumpForce"],
    [{ pipeSpeed: 3.25 }, "pipeSpeed"],
    [{ pipeGap: 185 }, "pipeGap"],
    [{ pipeFrequency: 3550 }, "pipeFrequency"],
    [{ powerUps: { shield: { duration: 8500 } } }, "powerUps.shield.duration"],
    [{ powerUps: { magnetism: { frequency: 42 } } }, "powerUps.magnetism.frequency"],
  ])("the save schema refuses %o off the step grid", (patch, field) => {
    const result = savableSettingsSchema.safeParse(edit(DEFAULT_GAME_SETTINGS, patch as never));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual([field]);
  });

  it("the save schema accepts the defaults (3500 ms is on the 4000 ms slider) and both ends", () => {
    expect(savableSettingsSchema.safeParse(DEFAULT_GAME_SETTINGS).success).toBe(true);
    const low = edit(DEFAULT_GAME_SETTINGS, { gravity: 0.1, jumpForce: 3, pipeSpeed: 1, pipeGap: 100, pipeFrequency: 1000 });
    const high = edit(DEFAULT_GAME_SETTINGS, { gravity: 1, jumpForce: 12, pipeSpeed: 6, pipeGap: 250, pipeFrequency: 4000 });
    expect(savableSettingsSchema.safeParse(low).success).toBe(true);
    expect(savableSettingsSchema.safeParse(high).success).toBe(true);
  });

  it("diffSettings lists changed leaves in the form's order", () => {
    const after = edit(DEFAULT_GAME_SETTINGS, { pipeGap: 200, gravity: 0.5, powerUps: { shield: { enabled: false } } });
    expect(diffSettings(DEFAULT_GAME_SETTINGS, after)).toEqual([
      { field: "gravity", before: 0.25, after: 0.5 },
      { field: "pipeGap", before: 180, after: 200 },
      { field: "powerUps.shield.enabled", before: true, after: false },
    ]);
    expect(diffSettings(after, after)).toEqual([]);
  });
});

describeEachDialect(
  "settings saves, history and restore",
  (getDb) => {
    const clock = { t: Date.UTC(2026, 5, 1, 9, 0, 0) };
    const service = () => createSettingsService(getDb(), { now: () => clock.t });
    const auditRows = (action: string) => createAuditService(getDb()).list({ action });

    it("save() stores a new version with an audit row (before/after) in one go; current() returns it", async () => {
      clock.t += 1000;
      const next = edit(DEFAULT_GAME_SETTINGS, { gravity: 0.1 + 4 * 0.05, pipeFrequency: 2500, powerUps: { shield: { enabled: false } } });
      const saved = await service().save(next, OPERATOR, { note: "  harder start  ", baseVersion: 1 });
      // Stored as the clean decimal, not 0.30000000000000004.
      const clean = edit(next, { gravity: 0.3 });
      expect(saved).toEqual({ ok: true, created: true, version: 2, settings: clean });
      expect(await service().current()).toEqual({ version: 2, settings: clean });
      expect((await service().atVersion(1))?.settings).toEqual(DEFAULT_GAME_SETTINGS);
      const [row] = await auditRows("settings.save");
      expect(row).toMatchObject({ actorId: "op-1", actor: "operator@example.com", ip: "203.0.113.7", target: "settings:v2", at: clock.t });
      expect(row?.before).toEqual(DEFAULT_GAME_SETTINGS);
      expect(row?.after).toEqual(clean);
    });

    it("save() refuses bad settings, naming the field, and writes nothing", async () => {
      const before = await service().current();
      const cases: Array<[unknown, string]> = [
        [edit(before.settings, { gravity: 1.05 }), "gravity"],
        [edit(before.settings, { gravity: 0.27 }), "gravity"],
        [edit(before.settings, { pipeFrequency: 4100 }), "pipeFrequency"],
        [edit(before.settings, { pipeGap: 185 }), "pipeGap"],
        [edit(before.settings, { powerUps: { miniSize: { duration: 500 } } }), "powerUps.miniSize.duration"],
        [{ ...before.settings, jumpForce: "5" }, "jumpForce"],
        [{ ...before.settings, powerUps: undefined }, "powerUps"],
      ];
      for (const [input, field] of cases) {
        const result = await service().save(input, OPERATOR);
        expect(result, field).toMatchObject({ ok: false, status: 400, error: "invalid_settings", field });
        expect(!result.ok && result.message).toMatch(new RegExp(`^${field.replace(/\./g, "\\.")}: `));
      }
      expect(await service().save(null, OPERATOR)).toMatchObject({ ok: false, status: 400, error: "invalid_settings" });
      expect(await service().save(before.settings, OPERATOR, { note: "x".repeat(NOTE_MAX + 1) })).toMatchObject({
        ok: false,
        status: 400,
        error: "invalid_note",
        field: "note",
      });
      expect(await service().current()).toEqual(before);
      expect(await auditRows("settings.save")).toHaveLength(1);
    });

    it("save() of the newest settings writes nothing; a stale base version is refused with 409", async () => {
      const before = await service().current();
      expect(await service().save(before.settings, OPERATOR)).toEqual({ ok: true, created: false, ...before });
      const stale = await service().save(edit(before.settings, { jumpForce: 6 }), OTHER, { baseVersion: before.version - 1 });
      expect(stale).toMatchObject({ ok: false, status: 409, error: "settings_changed" });
      expect(await service().current()).toEqual(before);
      expect(await auditRows("settings.save")).toHaveLength(1);
    });

    it("history() lists versions newest first with who, when, note and what changed", async () => {
      clock.t += 60_000;
      const v2 = await service().current();
      const v3 = await service().save(edit(v2.settings, { jumpForce: 6, pipeGap: 150 }), OTHER);
      expect(v3).toMatchObject({ ok: true, created: true, version: 3 });
      const history = await service().history();
      expect(history.map((h) => h.version)).toEqual([3, 2, 1]);
      expect(history[0]).toMatchObject({
        createdBy: "second@example.com",
        createdAt: clock.t,
        note: "",
        restoredFrom: null,
        changes: [
          { field: "jumpForce", before: 4.5, after: 6 },
          { field: "pipeGap", before: 180, after: 150 },
        ],
      });
      expect(history[1]).toMatchObject({
        createdBy: "operator@example.com",
        note: "harder start",
        changes: [
          { field: "gravity", before: 0.25, after: 0.3 },
          { field: "pipeFrequency", before: 3500, after: 2500 },
          { field: "powerUps.shield.enabled", before: true, after: false },
        ],
      });
      expect(history[2]).toMatchObject({ version: 1, createdBy: null, note: "Defaults from the spec", changes: [] });
      // A limit still counts the oldest shown version's changes from the one before it.
      const one = await service().history(1);
      expect(one.map((h) => [h.version, h.changes.length])).toEqual([[3, 2]]);
      expect((await service().history(10_000)).length).toBe(3);
      expect(HISTORY_MAX).toBeGreaterThanOrEqual(20);
    });

    it("restore() makes a new version equal to an old one, audited 'settings.restore'", async () => {
      clock.t += 60_000;
      const v3 = await service().current();
      const restored = await service().restore(1, OPERATOR);
      expect(restored).toEqual({ ok: true, created: true, version: 4, settings: DEFAULT_GAME_SETTINGS });
      expect(await service().current()).toEqual({ version: 4, settings: DEFAULT_GAME_SETTINGS });
      const [row] = await auditRows("settings.restore");
      expect(row).toMatchObject({ actorId: "op-1", target: "settings:v4" });
      expect(row?.before).toEqual(v3.settings);
      expect(row?.after).toEqual(DEFAULT_GAME_SETTINGS);
      const [newest] = await service().history(1);
      expect(newest).toMatchObject({ version: 4, restoredFrom: 1, createdBy: "operator@example.com" });
      expect(newest?.changes.map((c) => c.field)).toEqual(["gravity", "jumpForce", "pipeGap", "pipeFrequency", "powerUps.shield.enabled"]);
      // Restoring what is already current changes nothing; an unknown version is a 404.
      expect(await service().restore(1, OPERATOR)).toMatchObject({ ok: true, created: false, version: 4 });
      expect(await service().restore(99, OPERATOR)).toMatchObject({ ok: false, status: 404, error: "version_not_found", field: "version" });
      expect(await service().restore(0, OPERATOR)).toMatchObject({ ok: false, status: 404 });
      expect(await auditRows("settings.restore")).toHaveLength(1);
    });

    it("parallel saves each get their own version and audit row", async () => {
      const base = await service().current();
      const gaps = [110, 120, 130, 140, 150, 160];
      const results = await Promise.all(gaps.map((pipeGap) => service().save(edit(base.settings, { pipeGap }), OPERATOR)));
      const versions = results.map((r) => (r.ok ? r.version : -1)).sort((a, b) => a - b);
      expect(versions).toEqual(gaps.map((_, i) => base.version + 1 + i));
      const history = await service().history(gaps.length);
      expect(history.map((h) => h.settings.pipeGap).sort()).toEqual(gaps);
      const audited = (await auditRows("settings.save")).filter(
        (row) => Number(String(row.target).slice("settings:v".length)) > base.version,
      );
      expect(audited).toHaveLength(gaps.length);
    });
  },
  { seed: true },
);

// The issue's check: saved physics change the next run, and a run already started keeps its own.
describeEachDialect(
  "saved physics and runs",
  (getDb) => {
    function setup(db: Db) {
      const clock = { t: Date.UTC(2026, 6, 1, 12, 0, 0) };
      const now = () => clock.t;
      const settings = createSettingsService(db, { now });
      const runs = createRunsService({
        db,
        settings,
        wallet: createWalletService(db, { now }),
        leaderboards: createLeaderboardService(db, { now }),
        inventory: createInventoryService(db, { now }),
        achievements: createAchievementsService(db),
        events: createEventsService(db),
        now,
      });
      return { clock, settings, runs };
    }

    /** The test bot flies the issued run for 1200 ticks, then lets the bird fall. */
    function play(started: StartedRun): Run {
      const sim = flyLikeAPerson({ seed: started.seed, settings: started.settings, flyWhile: (sim) => sim.state.tick < 1200 });
      return {
        seed: sim.seed,
        settingsVersion: started.settingsVersion,
        settings: started.settings,
        inputs: sim.inputs.map(([t, a]) => [t, a] as RunInput),
        timing: sim.timings.slice(),
      };
    }

    it("replays a version-1 run differently under a saved version 2, still verifies it under version 1, and starts the next run on version 2", async () => {
      const db = getDb();
      const env = setup(db);
      const iso = new Date().toISOString();
      await db.kysely
        .insertInto("user")
        .values({ id: "replayer", name: "replayer", email: "replayer@example.com", createdAt: iso, updatedAt: iso })
        .execute();

      const first = await env.runs.start("replayer");
      if (!first.ok) throw new Error(first.message);
      expect(first.settingsVersion).toBe(1);
      const run = play(first);
      const underV1 = verify(run);
      if (!underV1.ok) throw new Error(underV1.message);
      expect(underV1.score).toBeGreaterThan(3);

      // The operator saves heavier physics while the run is still in flight.
      const heavier = edit(first.settings, { gravity: 0.5 });
      expect(await env.settings.save(heavier, OPERATOR)).toMatchObject({ ok: true, created: true, version: 2 });

      // The same inputs under version 2: the bird falls faster, so the run plays out differently.
      const underV2 = verify({ ...run, settingsVersion: 2, settings: heavier });
      const outcome = (r: VerifyResult) => (r.ok ? [r.score, r.ticks, r.endedBy] : [r.error]);
      expect(outcome(underV2)).not.toEqual(outcome(underV1));

      // The run in flight is still judged with its own version 1 and scores what it scored.
      env.clock.t += Math.ceil((underV1.ticks / 60) * 1000) + 1000;
      const finished = await env.runs.finish("replayer", first.runId, {
        log: encodeRun(run),
        claimedScore: underV1.score,
        name: "Replayer",
      });
      expect(finished).toMatchObject({ ok: true, score: underV1.score });

      // The next run is issued with version 2.
      const second = await env.runs.start("replayer");
      expect(second).toMatchObject({ ok: true, settingsVersion: 2, settings: heavier });
    });
  },
  { seed: true },
);
