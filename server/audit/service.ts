import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";

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

export interface AuditService {
  /**
   * Writes one row. Pass the transaction of the change being audited as `executor` so the row is
   * written (or rolled back) with it.
   */
  record(entry: AuditEntryInput, executor?: Kysely<Database>): Promise<void>;
  /** Newest first. */
  list(options?: { limit?: number; action?: string; actorId?: string }): Promise<AuditEntry[]>;
}

export function createAuditService(db: Db, options: { now?: () => number } = {}): AuditService {
  const now = options.now ?? Date.now;
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  return {
    async record(entry, executor = db.kysely) {
      await executor
        .insertInto("audit_log")
        .values({
          id: randomUUID(),
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
      return rows.map((row) => ({
        id: row.id,
        actorId: row.actor_id,
        actor: row.actor,
        action: row.action,
        target: row.target,
        before: row.before_json === null ? null : JSON.parse(row.before_json),
        after: row.after_json === null ? null : JSON.parse(row.after_json),
        ip: row.ip,
        at: Number(row.at),
      }));
    },
  };
}
