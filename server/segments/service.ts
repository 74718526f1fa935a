// Player Segments: named, described criteria lists stored on the server, counted against the real
// players on demand. One definition serves the admin page, campaigns (segmentMembersQuery) and
// analytics. Every change is audited in its own transaction.
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { Database, SegmentsTable } from "../db/schema.ts";
import { countSegment, parseCriteria, segmentMembersQuery, type Criterion } from "./criteria.ts";
import { touchProfile, type ProfileTouch } from "./profile.ts";
import { fail, type Failure, type Result } from "../http/result.ts";
import { csvLine } from "../admin/player-data.ts";

export { segmentMembersQuery };

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;
/** Session checks record a sighting at most this often per player. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/**
 * Run starts record one at most this often per player: a player plays run after run, and what reads
 * the sighting (segments' days since last seen, retention's inactive guests) counts in days. Each
 * start wrote it before, the third of a start's writes with its three indexes (bench:capacity).
 */
export const RUN_TOUCH_INTERVAL_MS = 60 * 1000;

export interface Segment {
  id: string;
  name: string;
  description: string;
  criteria: Criterion[];
  createdAt: number;
  createdBy: string | null;
  updatedAt: number;
  updatedBy: string | null;
}

export interface SegmentWithCount extends Segment {
  /** Players matching now. */
  players: number;
}

export interface SegmentMemberView {
  playerId: string;
  name: string;
  email: string;
}

export const MEMBERS_PAGE_SIZE = 50;
const MEMBERS_EXPORT_BATCH = 1_000;
export const MEMBERS_HEADER = ["player_id", "name", "email"] as const;

export interface SegmentInput {
  name: unknown;
  description: unknown;
  criteria?: unknown;
}

export interface SegmentsService {
  /** By name, each with its live count. */
  list(): Promise<SegmentWithCount[]>;
  get(id: string): Promise<SegmentWithCount | null>;
  create(input: SegmentInput, actor: AuditActor): Promise<Result<{ segment: SegmentWithCount }>>;
  /** Fields left out keep their value. */
  update(id: string, input: Partial<SegmentInput>, actor: AuditActor): Promise<Result<{ segment: SegmentWithCount }>>;
  delete(id: string, actor: AuditActor): Promise<Result<{ id: string }>>;
  /** The live preview: players matching criteria that are not saved yet. */
  count(criteria: unknown): Promise<Result<{ players: number }>>;
  /** A page of the segment's members now (by player id), or null for an unknown segment. */
  members(
    id: string,
    page: number,
  ): Promise<{ segment: SegmentWithCount; members: SegmentMemberView[]; page: number; pageSize: number } | null>;
  /** The members as CSV lines (header first), read in batches; null for an unknown segment. */
  exportMembers(id: string): Promise<AsyncGenerator<string, void, undefined> | null>;
  /** Records a sighting (run start, session check); see server/segments/profile.ts. */
  touch(playerId: string, touch: Omit<ProfileTouch, "now"> & { now?: number }, executor?: Kysely<Database>): Promise<void>;
}

const nameSchema = z
  .string({ error: "Name is required." })
  .trim()
  .min(1, "Name is required.")
  .max(NAME_MAX, `Name: at most ${NAME_MAX} characters.`);
const descriptionSchema = z
  .string({ error: "Description is required." })
  .trim()
  .min(1, "Description is required.")
  .max(DESCRIPTION_MAX, `Description: at most ${DESCRIPTION_MAX} characters.`);

function invalid(field: string, message: string, error = "invalid_segment"): Failure {
  return fail(400, error, message, field);
}

function segmentOf(row: Selectable<SegmentsTable>): Segment {
  const parsed = parseCriteria(JSON.parse(row.criteria_json));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    // Stored rows were checked on the way in; a row that no longer parses (a removed achievement)
    // would otherwise widen the segment, so it matches nobody instead.
    criteria: parsed.ok ? parsed.criteria : [{ type: "games_played", operator: "<", value: 0 }],
    createdAt: Number(row.created_at),
    createdBy: row.created_by,
    updatedAt: Number(row.updated_at),
    updatedBy: row.updated_by,
  };
}

export interface SegmentsOptions {
  now?: () => number;
}

export function createSegmentsService(deps: { db: Db; audit: AuditService }, options: SegmentsOptions = {}): SegmentsService {
  const { db, audit } = deps;
  const now = options.now ?? Date.now;
  const k: Kysely<Database> = db.kysely;
  /** Players whose sighting was recorded recently by this process: no query at all for them. */
  const recentlyTouched = new Map<string, number>();

  const withCount = async (segment: Segment): Promise<SegmentWithCount> => ({
    ...segment,
    players: await countSegment(k, segment.criteria, { now: now() }),
  });

  async function nameTaken(trx: Kysely<Database>, name: string, exceptId?: string): Promise<boolean> {
    let query = trx
      .selectFrom("segments")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()));
    if (exceptId) query = query.where("id", "<>", exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  const taken = (name: string): Failure => ({
    ok: false,
    status: 409,
    error: "name_taken",
    message: `A segment named "${name}" already exists.`,
    field: "name",
  });

  const notFound: Failure = { ok: false, status: 404, error: "not_found", message: "No such segment." };

  return {
    async list() {
      const rows = await k.selectFrom("segments").selectAll().orderBy("name").orderBy("id").execute();
      const out: SegmentWithCount[] = [];
      // One count at a time: on SQLite they queue anyway, on PostgreSQL they would take the pool.
      for (const row of rows) out.push(await withCount(segmentOf(row)));
      return out;
    },

    async members(id, page) {
      const segment = await this.get(id);
      if (!segment) return null;
      const rows = await segmentMembersQuery(k, segment.criteria, { now: now() })
        .orderBy("u.id")
        .limit(MEMBERS_PAGE_SIZE)
        .offset((page - 1) * MEMBERS_PAGE_SIZE)
        .execute();
      return {
        segment,
        members: rows.map((row) => ({ playerId: row.player_id, name: row.name, email: row.email })),
        page,
        pageSize: MEMBERS_PAGE_SIZE,
      };
    },

    async exportMembers(id) {
      const row = await k.selectFrom("segments").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      const { criteria } = segmentOf(row);
      // One clock for the whole file: relative criteria ("last played within 7 days") stay put.
      const at = now();
      return (async function* () {
        yield csvLine(MEMBERS_HEADER);
        let after: string | null = null;
        for (;;) {
          let query = segmentMembersQuery(k, criteria, { now: at });
          if (after !== null) query = query.where("u.id", ">", after);
          const rows = await query.orderBy("u.id").limit(MEMBERS_EXPORT_BATCH).execute();
          for (const member of rows) yield csvLine([member.player_id, member.name, member.email]);
          if (rows.length < MEMBERS_EXPORT_BATCH) return;
          after = rows[rows.length - 1]!.player_id;
        }
      })();
    },

    async get(id) {
      const row = await k.selectFrom("segments").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? withCount(segmentOf(row)) : null;
    },

    async create(input, actor) {
      const name = nameSchema.safeParse(input.name);
      if (!name.success) return invalid("name", name.error.issues[0]!.message);
      const description = descriptionSchema.safeParse(input.description);
      if (!description.success) return invalid("description", description.error.issues[0]!.message);
      const criteria = parseCriteria(input.criteria ?? []);
      if (!criteria.ok) return invalid("criteria", criteria.message, "invalid_criteria");
      const at = now();
      const row = {
        id: randomUUID(),
        name: name.data,
        description: description.data,
        criteria_json: JSON.stringify(criteria.criteria),
        created_at: at,
        created_by: actor.label,
        updated_at: at,
        updated_by: actor.label,
      };
      const created = await k.transaction().execute(async (trx) => {
        if (await nameTaken(trx, row.name)) return false;
        await trx.insertInto("segments").values(row).execute();
        await audit.record(
          {
            actor,
            action: "segment.create",
            target: row.id,
            after: { name: row.name, description: row.description, criteria: criteria.criteria },
          },
          trx,
        );
        return true;
      });
      if (!created) return taken(row.name);
      return { ok: true, segment: await withCount(segmentOf(row)) };
    },

    async update(id, input, actor) {
      const changes: { name?: string; description?: string; criteria_json?: string } = {};
      if (input.name !== undefined) {
        const name = nameSchema.safeParse(input.name);
        if (!name.success) return invalid("name", name.error.issues[0]!.message);
        changes.name = name.data;
      }
      if (input.description !== undefined) {
        const description = descriptionSchema.safeParse(input.description);
        if (!description.success) return invalid("description", description.error.issues[0]!.message);
        changes.description = description.data;
      }
      if (input.criteria !== undefined) {
        const criteria = parseCriteria(input.criteria);
        if (!criteria.ok) return invalid("criteria", criteria.message, "invalid_criteria");
        changes.criteria_json = JSON.stringify(criteria.criteria);
      }
      const result = await k.transaction().execute(async (trx): Promise<Result<{ segment: Segment }>> => {
        const before = await trx.selectFrom("segments").selectAll().where("id", "=", id).executeTakeFirst();
        if (!before) return notFound;
        if (changes.name !== undefined && (await nameTaken(trx, changes.name, id))) return taken(changes.name);
        const at = now();
        await trx
          .updateTable("segments")
          .set({ ...changes, updated_at: at, updated_by: actor.label })
          .where("id", "=", id)
          .execute();
        const after = { ...before, ...changes, updated_at: at, updated_by: actor.label };
        const shape = (s: Segment) => ({ name: s.name, description: s.description, criteria: s.criteria });
        await audit.record(
          { actor, action: "segment.update", target: id, before: shape(segmentOf(before)), after: shape(segmentOf(after)) },
          trx,
        );
        return { ok: true, segment: segmentOf(after) };
      });
      if (!result.ok) return result;
      return { ok: true, segment: await withCount(result.segment) };
    },

    async delete(id, actor) {
      return k.transaction().execute(async (trx): Promise<Result<{ id: string }>> => {
        const before = await trx.selectFrom("segments").selectAll().where("id", "=", id).executeTakeFirst();
        if (!before) return notFound;
        await trx.deleteFrom("segments").where("id", "=", id).execute();
        const segment = segmentOf(before);
        await audit.record(
          {
            actor,
            action: "segment.delete",
            target: id,
            before: { name: segment.name, description: segment.description, criteria: segment.criteria },
          },
          trx,
        );
        return { ok: true, id };
      });
    },

    async count(input) {
      const criteria = parseCriteria(input);
      if (!criteria.ok) return invalid("criteria", criteria.message, "invalid_criteria");
      return { ok: true, players: await countSegment(k, criteria.criteria, { now: now() }) };
    },

    async touch(playerId, touch, executor) {
      const at = touch.now ?? now();
      const interval = touch.minIntervalMs ?? 0;
      if (interval > 0) {
        const last = recentlyTouched.get(playerId);
        if (last !== undefined && at - last < interval) return;
        // Bounded: forgetting a player only costs one conditional upsert.
        if (recentlyTouched.size >= 50_000) recentlyTouched.clear();
        recentlyTouched.set(playerId, at);
      }
      const sighting = { ...touch, now: at, minIntervalMs: interval };
      // In the caller's transaction (a run start's, on SQLite): committed with it.
      if (executor) return touchProfile(executor, playerId, sighting);
      // SQLite: in a shared commit with the other writes of the moment (every run start records one),
      // not a commit and WAL sync of its own (server/db/group-commit.ts); PostgreSQL: one statement.
      if (db.dialect === "sqlite") await db.transact((trx) => touchProfile(trx, playerId, sighting));
      else await touchProfile(k, playerId, sighting);
    },
  };
}
