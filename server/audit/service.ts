import { orderedId } from "../db/ordered-id.ts";
import type { Kysely, Selectable } from "kysely";
import type { Db } from "../db/index.ts";
import type { AuditLogTable, Database } from "../db/schema.ts";
import { containsInsensitive } from "../db/search.ts";

export interface AuditActor {
  /** user.id, or null for the system (start-up, scripts). */
  id: string | null;
  /** Readable: the e-mail at the time, or 'system'. */
  label: string;
  ip?: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, label: "system" };

export interface AuditEntryInput {
  actor: AuditActor;
  /** Dotted code, e.g. 'admin.sign_in', 'settings.save'. */
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  id: string;
  actorId: string | null;
  actor: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  /** Epoch ms UTC. */
  at: number;
}

export interface AuditSearch {
  /** A dotted code or its start: 'settings' finds 'settings.save' and 'settings.restore'. */
  action?: string;
  /** Part of the actor's label (e-mail), any case. */
  actor?: string;
  /** Part of the target, e.g. a player id. */
  target?: string;
  /** Epoch ms, inclusive / exclusive. */
  from?: number;
  to?: number;
  page?: number;
  pageSize?: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditService {
  /**
   * Writes one row. Pass the transaction of the change being audited as `executor` so the row is
   * written (or rolled back) with it.
   */
  record(entry: AuditEntryInput, executor?: Kysely<Database>): Promise<void>;
  /** Newest first. */
  list(options?: { limit?: number; action?: string; actorId?: string }): Promise<AuditEntry[]>;
  /** The admin's audit view: filtered, newest first, one page and the total. */
  search(filter?: AuditSearch): Promise<AuditPage>;
}

function entryOf(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: row.id,
    actorId: row.actor_id,
    actor: row.actor,
    action: row.action,
    target: row.target,
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
    ip: row.ip,
    at: Number(row.at),
  };
}

export function createAuditService(db: Db, options: { now?: () => number } = {}): AuditService {
  const now = options.now ?? Date.now;
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  return {
    async record(entry, executor = db.kysely) {
      await executor
        .insertInto("audit_log")
        .values({
          id: orderedId(),
          actor_id: entry.actor.id,
          actor: entry.actor.label,
          action: entry.action,
          target: entry.target ?? null,
          before_json: json(entry.before),
          after_json: json(entry.after),
          ip: entry.actor.ip ?? null,
          at: now(),
        })
        .execute();
    },
    async list({ limit = 100, action, actorId } = {}) {
      let query = db.kysely
        .selectFrom("audit_log")
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(Math.min(Math.max(1, Math.floor(limit)), 1000));
      if (action) query = query.where("action", "=", action);
      if (actorId) query = query.where("actor_id", "=", actorId);
      const rows = await query.execute();
      return rows.map(entryOf);
    },
    async search(filter = {}) {
      const pageSize = Math.min(Math.max(1, Math.floor(filter.pageSize ?? 50)), 200);
      const page = Math.max(1, Math.floor(filter.page ?? 1));
      let query = db.kysely.selectFrom("audit_log");
      const action = filter.action?.trim();
      if (action) query = query.where((eb) => eb.or([eb("action", "=", action), containsInsensitive(eb.ref("action"), action)]));
      if (filter.actor?.trim()) query = query.where((eb) => containsInsensitive(eb.ref("actor"), filter.actor!.trim()));
      if (filter.target?.trim()) query = query.where((eb) => containsInsensitive(eb.ref("target"), filter.target!.trim()));
      if (filter.from !== undefined) query = query.where("at", ">=", filter.from);
      if (filter.to !== undefined) query = query.where("at", "<", filter.to);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy("at", "desc")
          .orderBy("id", "desc")
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { entries: rows.map(entryOf), total: Number(count.n), page, pageSize };
    },
  };
}
