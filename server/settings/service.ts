import { sql, type Kysely } from "kysely";
import { precompiled } from "../db/compiled.ts";
import { z } from "zod";
import { createAuditService, type AuditActor, type AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import type { Result } from "../http/result.ts";

// Ranges and defaults have one home, game/sim/settings.ts, shared by the browser, the replay and
// this service. pipeFrequency goes to 4000 instead of the spec's 3000 so that the 3500 ms default is
// representable (docs/game-rules.md).
import {
  DEFAULT_GAME_SETTINGS as SIM_DEFAULTS,
  POWER_UP_TYPES,
  SETTINGS_LIMITS,
  TIMED_INVENTORY_IDS,
  inventoryDurationsMs,
  type TimedInventoryId,
} from "../../game/sim/index.ts";
import { operatorIssueText } from "../http/operator-messages.ts";

export { POWER_UP_TYPES, TIMED_INVENTORY_IDS };
export type { PowerUpType, TimedInventoryId } from "../../game/sim/index.ts";

/** Slider ranges of the admin Game Settings page (spec section 5). */
export const SETTINGS_RANGES = SETTINGS_LIMITS;

const r = SETTINGS_RANGES;

export const powerUpSettingsSchema = z.object({
  enabled: z.boolean(),
  /** ms */
  duration: z.number().int().min(r.powerUpDuration.min).max(r.powerUpDuration.max),
  /** in pipes */
  frequency: z.number().int().min(r.powerUpFrequency.min).max(r.powerUpFrequency.max),
});

const inventoryDuration = z.number().int().min(r.inventoryDuration.min).max(r.inventoryDuration.max);

/** ms per timed inventory power-up, owned by Store Settings (docs/decisions/012); absent in older versions. */
export const inventoryDurationsSchema = z.object(
  Object.fromEntries(TIMED_INVENTORY_IDS.map((id) => [id, inventoryDuration.optional()])) as Record<
    TimedInventoryId,
    z.ZodOptional<typeof inventoryDuration>
  >,
);

/** The game's live settings; validated on every read and every admin save. */
export const gameSettingsSchema = z.object({
  gravity: z.number().min(r.gravity.min).max(r.gravity.max),
  jumpForce: z.number().min(r.jumpForce.min).max(r.jumpForce.max),
  pipeSpeed: z.number().min(r.pipeSpeed.min).max(r.pipeSpeed.max),
  pipeGap: z.number().int().min(r.pipeGap.min).max(r.pipeGap.max),
  pipeFrequency: z.number().int().min(r.pipeFrequency.min).max(r.pipeFrequency.max),
  powerUps: z.object({
    slowMotion: powerUpSettingsSchema,
    shield: powerUpSettingsSchema,
    doublePoints: powerUpSettingsSchema,
    miniSize: powerUpSettingsSchema,
    magnetism: powerUpSettingsSchema,
  }),
  inventoryDurations: inventoryDurationsSchema.optional(),
});

export type PowerUpSettings = z.infer<typeof powerUpSettingsSchema>;
export type GameSettings = z.infer<typeof gameSettingsSchema>;

/** Spec section 9: physics defaults and in-play power-up defaults (duration ms / frequency in pipes). */
export const DEFAULT_GAME_SETTINGS: GameSettings = SIM_DEFAULTS;

/**
 * What an admin save must also respect: every number sits on its slider's step grid, counted from
 * the slider's minimum (gravity 0.1, 0.15, 0.2 ...). The read schema above checks ranges only, like
 * the replay's validateSettings, so that both validators stay alike.
 */
const STEPPED_FIELDS: ReadonlyArray<[path: string[], limit: { min: number; max: number; step: number }]> = [
  [["gravity"], r.gravity],
  [["jumpForce"], r.jumpForce],
  [["pipeSpeed"], r.pipeSpeed],
  [["pipeGap"], r.pipeGap],
  [["pipeFrequency"], r.pipeFrequency],
  ...POWER_UP_TYPES.flatMap((type) => [
    [["powerUps", type, "duration"], r.powerUpDuration] as [string[], typeof r.powerUpDuration],
    [["powerUps", type, "frequency"], r.powerUpFrequency] as [string[], typeof r.powerUpFrequency],
  ]),
];

function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * The grid value `value` stands for, or null when it is off the grid. Slider arithmetic in the
 * browser gives 0.30000000000000004 for 0.1 + 4 * 0.05, so a small tolerance (a millionth of a
 * step) is allowed and the stored value is the clean decimal.
 */
export function snapToStep(value: number, limit: { min: number; step: number }): number | null {
  const steps = (value - limit.min) / limit.step;
  const whole = Math.round(steps);
  if (Math.abs(steps - whole) > 1e-6) return null;
  return Number((limit.min + whole * limit.step).toFixed(decimalsOf(limit.step)));
}

function readPath(x: unknown, path: string[]): unknown {
  let at = x;
  for (const key of path) at = (at as Record<string, unknown>)[key];
  return at;
}

/** What an admin save accepts: the ranges of gameSettingsSchema plus the sliders' steps. */
export const savableSettingsSchema = gameSettingsSchema.superRefine((settings, ctx) => {
  for (const [path, limit] of STEPPED_FIELDS) {
    if (snapToStep(readPath(settings, path) as number, limit) === null) {
      ctx.addIssue({ code: "custom", path, message: `must be ${limit.min} plus a multiple of ${limit.step}` });
    }
  }
});

/** A copy of valid settings with every stepped number replaced by its clean grid value. */
function snapped(settings: GameSettings): GameSettings {
  const copy = structuredClone(settings);
  for (const [path, limit] of STEPPED_FIELDS) {
    const parent = readPath(copy, path.slice(0, -1)) as Record<string, number>;
    const key = path[path.length - 1]!;
    parent[key] = snapToStep(parent[key]!, limit) ?? parent[key]!;
  }
  return copy;
}

export interface VersionedSettings {
  version: number;
  settings: GameSettings;
}

/** One changed value between two versions: `field` is a dotted path ('gravity', 'powerUps.shield.enabled'). */
export interface SettingsChange {
  field: string;
  before: number | boolean;
  after: number | boolean;
}

export interface SettingsHistoryEntry extends VersionedSettings {
  /** Epoch ms UTC. */
  createdAt: number;
  /** Who saved it (the operator's e-mail at the time); null for the seed. */
  createdBy: string | null;
  note: string;
  /** The version this one restored, when it was made by restore(). */
  restoredFrom: number | null;
  /** What differs from the version before it; empty for the first version. */
  changes: SettingsChange[];
}

/** Why a save or restore changed nothing (a Failure whose `field` names the bad value, 'powerUps.shield.duration'). */
export type SettingsError = "invalid_settings" | "invalid_note" | "version_not_found" | "settings_changed";

/** `created` is false when the settings equal the newest version already (nothing is written). */
export type SettingsWriteResult = Result<{ created: boolean } & VersionedSettings, SettingsError>;

export const NOTE_MAX = 200;
export const HISTORY_MAX = 100;

export interface SaveOptions {
  /** A free note shown in the history. */
  note?: string;
  /** The version the operator edited: when another save came in meanwhile, refuse (409). */
  baseVersion?: number;
}

export interface SettingsService {
  /** The newest saved version. Throws when none exists (the seed writes version 1). */
  current(): Promise<VersionedSettings>;
  /** A given version (runs are replayed with the settings they were played with), or undefined. */
  atVersion(version: number): Promise<VersionedSettings | undefined>;
  /**
   * Validates untrusted settings (ranges and steps) and stores them as a new version, with an audit
   * row 'settings.save' (before/after) in the same transaction. New runs use it at once; runs
   * already started keep the version they were issued.
   */
  save(settings: unknown, actor: AuditActor, options?: SaveOptions): Promise<SettingsWriteResult>;
  /** Newest first, at most `limit` (1..HISTORY_MAX), each with what changed from the version before. */
  history(limit?: number): Promise<SettingsHistoryEntry[]>;
  /**
   * A new version equal to `version` (audited 'settings.restore'), except the inventory durations:
   * those stay the newest version's (Store Settings owns them, and the store shows them).
   */
  restore(version: number, actor: AuditActor): Promise<SettingsWriteResult>;
  /**
   * Store Settings changed power-up durations (ms, whole seconds): a new version equal to the newest
   * with these durations, audited 'settings.save', written through `trx` so it commits or rolls back
   * with the catalogue change. Nothing is written when the game already plays these durations.
   * A concurrent settings save makes the insert fail (primary key): the caller retries its transaction.
   */
  saveInventoryDurations(
    durations: Partial<Record<TimedInventoryId, number>>,
    actor: AuditActor,
    trx: Kysely<Database>,
  ): Promise<{ created: boolean; version: number }>;
}

export class SettingsMissingError extends Error {
  constructor() {
    super("no game settings are saved yet; seed the database (npm run db:migrate)");
  }
}

function parseRow(row: { version: number; settings_json: string }): VersionedSettings {
  const settings = gameSettingsSchema.parse(JSON.parse(row.settings_json));
  return { version: Number(row.version), settings };
}

/** Every leaf of the settings as [dotted path, value], in a fixed order (the form's order). */
function leaves(settings: GameSettings): Array<[string, number | boolean]> {
  const out: Array<[string, number | boolean]> = [
    ["gravity", settings.gravity],
    ["jumpForce", settings.jumpForce],
    ["pipeSpeed", settings.pipeSpeed],
    ["pipeGap", settings.pipeGap],
    ["pipeFrequency", settings.pipeFrequency],
  ];
  for (const type of POWER_UP_TYPES) {
    const p = settings.powerUps[type];
    out.push(
      [`powerUps.${type}.enabled`, p.enabled],
      [`powerUps.${type}.duration`, p.duration],
      [`powerUps.${type}.frequency`, p.frequency],
    );
  }
  // The durations the game applies (a version without them plays the built-in ones): a version that
  // only spells out those same numbers changes nothing.
  const durations = inventoryDurationsMs(settings);
  for (const id of TIMED_INVENTORY_IDS) out.push([`inventoryDurations.${id}`, durations[id]]);
  return out;
}

export function diffSettings(before: GameSettings, after: GameSettings): SettingsChange[] {
  const old = new Map(leaves(before));
  return leaves(after)
    .filter(([field, value]) => old.get(field) !== value)
    .map(([field, value]) => ({ field, before: old.get(field)!, after: value }));
}

/** `settings` with the inventory durations of `from` (or none, when `from` has none). */
function withDurationsOf(settings: GameSettings, from: GameSettings): GameSettings {
  const { inventoryDurations: _ignored, ...rest } = settings;
  return from.inventoryDurations ? { ...rest, inventoryDurations: { ...from.inventoryDurations } } : rest;
}

// A restore's note carries the version it restored; history() reads it back as `restoredFrom`.
const RESTORE_NOTE = /^Restored from version (\d+)$/;
/** The history note of a version written by a Store Settings duration change. */
export const STORE_DURATIONS_NOTE = "Power-up durations changed in Store Settings";
const restoreNote = (version: number) => `Restored from version ${version}`;

const noteSchema = z.string().max(NOTE_MAX).optional();

/** The advisory lock key of game settings versions on PostgreSQL (any constant no other lock uses). */
const SETTINGS_VERSIONS_LOCK = 0x5e77_1265;

// The newest version's number, read by every run start: compiled once (server/db/compiled.ts).
const selectNewestVersion = precompiled((db) =>
  db.selectFrom("game_settings_versions").select("version").orderBy("version", "desc").limit(1),
);

export function createSettingsService(db: Db, deps: { audit?: AuditService; now?: () => number } = {}): SettingsService {
  const k = db.kysely;
  const now = deps.now ?? Date.now;
  const audit = deps.audit ?? createAuditService(db, { now });

  // A version is never changed once stored (a save or restore adds a new one): every finish reads
  // its run's version and every start the newest, so the parsed versions are kept (a few hundred
  // bytes each, one per save).
  const versions = new Map<number, VersionedSettings>();

  async function current(executor: Kysely<Database> = k): Promise<VersionedSettings> {
    if (executor === k) {
      // The newest version's number, then its parsed settings from memory when this process has them.
      const newest = (await selectNewestVersion(k, {})).rows[0];
      if (!newest) throw new SettingsMissingError();
      const known = versions.get(Number(newest.version));
      if (known) return known;
    }
    const row = await executor
      .selectFrom("game_settings_versions")
      .select(["version", "settings_json"])
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new SettingsMissingError();
    const parsed = parseRow(row);
    if (executor === k) versions.set(parsed.version, parsed);
    return parsed;
  }

  /**
   * Versions are numbered one after the other, so two saves at once (two operators, a Game Settings
   * save beside a Store Settings duration change) must not both read the same newest version: each
   * writing transaction takes this lock before it reads. SQLite's write transactions already run one
   * at a time (BEGIN IMMEDIATE, server/db/sqlite-durable.ts); PostgreSQL takes a transaction-scoped
   * advisory lock, and its next statement (READ COMMITTED) sees what the last holder committed.
   * Before, the loser of a race retried on top of the winner a few times, and 8 saves at once could
   * run out of retries (a duplicate key error from the primary key).
   */
  async function lockVersions(trx: Kysely<Database>): Promise<void> {
    if (db.dialect === "postgres") await sql`select pg_advisory_xact_lock(${SETTINGS_VERSIONS_LOCK})`.execute(trx);
  }

  /** Writes `settings` as the version after the newest, with its audit row, in one transaction. */
  async function write(
    input: GameSettings,
    actor: AuditActor,
    note: string,
    action: "settings.save" | "settings.restore",
    baseVersion: number | undefined,
  ): Promise<SettingsWriteResult> {
    return k.transaction().execute(async (trx): Promise<SettingsWriteResult> => {
      await lockVersions(trx);
      const latest = await current(trx);
      if (baseVersion !== undefined && latest.version !== baseVersion) {
        return {
          ok: false,
          status: 409,
          error: "settings_changed",
          message: `The settings were changed meanwhile (now version ${latest.version}); reload and try again.`,
        };
      }
      // Inventory durations belong to Store Settings: a Game Settings save or a restore keeps the newest.
      const settings = withDurationsOf(input, latest.settings);
      if (diffSettings(latest.settings, settings).length === 0) return { ok: true, created: false, ...latest };
      const version = latest.version + 1;
      await trx
        .insertInto("game_settings_versions")
        .values({ version, settings_json: JSON.stringify(settings), created_at: now(), created_by: actor.label, note })
        .execute();
      await audit.record({ actor, action, target: `settings:v${version}`, before: latest.settings, after: settings }, trx);
      return { ok: true, created: true, version, settings };
    });
  }

  async function atVersion(version: number): Promise<VersionedSettings | undefined> {
    const cached = versions.get(version);
    if (cached) return cached;
    const row = await k
      .selectFrom("game_settings_versions")
      .select(["version", "settings_json"])
      .where("version", "=", version)
      .executeTakeFirst();
    if (!row) return undefined;
    const parsed = parseRow(row);
    versions.set(version, parsed);
    return parsed;
  }

  return {
    current: () => current(),
    atVersion,

    async saveInventoryDurations(durations, actor, trx) {
      await lockVersions(trx);
      const latest = await current(trx);
      const next: GameSettings = { ...latest.settings, inventoryDurations: { ...latest.settings.inventoryDurations, ...durations } };
      const parsed = gameSettingsSchema.safeParse(next);
      if (!parsed.success) throw new Error(`inventory durations out of range: ${parsed.error.issues[0]?.message ?? ""}`);
      if (diffSettings(latest.settings, parsed.data).length === 0) return { created: false, version: latest.version };
      const version = latest.version + 1;
      await trx
        .insertInto("game_settings_versions")
        .values({
          version,
          settings_json: JSON.stringify(parsed.data),
          created_at: now(),
          created_by: actor.label,
          note: STORE_DURATIONS_NOTE,
        })
        .execute();
      await audit.record(
        { actor, action: "settings.save", target: `settings:v${version}`, before: latest.settings, after: parsed.data },
        trx,
      );
      return { created: true, version };
    },

    async save(input, actor, options = {}) {
      const note = noteSchema.safeParse(options.note);
      if (!note.success) {
        return { ok: false, status: 400, error: "invalid_note", field: "note", message: `note: at most ${NOTE_MAX} characters.` };
      }
      const parsed = savableSettingsSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = issue.path.join(".");
        return {
          ok: false,
          status: 400,
          error: "invalid_settings",
          field,
          message: field ? `${field}: ${operatorIssueText(issue)}` : operatorIssueText(issue),
        };
      }
      return write(snapped(parsed.data), actor, (note.data ?? "").trim(), "settings.save", options.baseVersion);
    },

    async history(limit = 20) {
      const n = Math.min(Math.max(1, Math.floor(limit) || 1), HISTORY_MAX);
      // One more row than asked: the oldest shown version's changes are counted from it.
      const rows = await k
        .selectFrom("game_settings_versions")
        .selectAll()
        .orderBy("version", "desc")
        .limit(n + 1)
        .execute();
      const parsed = rows.map((row) => ({ row, ...parseRow(row) }));
      return parsed.slice(0, n).map((entry, index) => {
        const previous = parsed[index + 1];
        const restored = RESTORE_NOTE.exec(entry.row.note);
        return {
          version: entry.version,
          settings: entry.settings,
          createdAt: Number(entry.row.created_at),
          createdBy: entry.row.created_by,
          note: entry.row.note,
          restoredFrom: restored ? Number(restored[1]) : null,
          changes: previous ? diffSettings(previous.settings, entry.settings) : [],
        };
      });
    },

    async restore(version, actor) {
      const row = Number.isSafeInteger(version) && version > 0 ? await atVersion(version) : undefined;
      if (!row)
        return {
          ok: false,
          status: 404,
          error: "version_not_found",
          field: "version",
          message: `There is no settings version ${version}.`,
        };
      return write(row.settings, actor, restoreNote(version), "settings.restore", undefined);
    },
  };
}
