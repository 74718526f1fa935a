// The plan an engine would use for a statement, for tests that hold a query to its index.
import { CompiledQuery, sql, type KyselyPlugin } from "kysely";
import type { Db } from "../../server/db/index.ts";

export interface QueryPlan {
  /** One line per plan node: SQLite's `detail`, PostgreSQL's `QUERY PLAN` lines. */
  lines: string[];
  /** SQLite: the plan's tree (a node's parent is the id of the node it is nested in); empty on PostgreSQL. */
  nodes: { id: number; parent: number; detail: string }[];
}

/**
 * EXPLAINs `query` with its parameters. PostgreSQL plans without sequential scans: a test's tables are
 * small enough that a scan may well be cheapest, so the plan shows whether an index CAN answer the
 * query (what the planner picks on a big table).
 */
export async function planOf(db: Db, query: CompiledQuery): Promise<QueryPlan> {
  if (db.dialect === "sqlite") {
    const { rows } = await db.kysely.executeQuery<{ id: number; parent: number; detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return { lines: rows.map((r) => r.detail), nodes: [...rows] };
  }
  const { rows } = await db.kysely.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return trx.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
  });
  return { lines: rows.map((r) => r["QUERY PLAN"]), nodes: [] };
}

/**
 * `db` whose built queries (and their subqueries) are compiled into `captured` as the executor will
 * compile them: plugins see the operation tree, not the SQL. Statements compiled once
 * (server/db/compiled.ts) are not built, so they are not captured.
 */
export function capturingDb(db: Db): { db: Db; captured: CompiledQuery[] } {
  const captured: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery(args) {
      captured.push(db.kysely.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: { ...db, kysely: db.kysely.withPlugin(capture) }, captured };
}
