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
 * query (what the planner picks on a big table). `generic`: PostgreSQL's plan for any values, as the
 * app's prepared statements get it (server/db/index.ts, plan_cache_mode), instead of one for these.
 */
export async function planOf(db: Db, query: CompiledQuery, options: { generic?: boolean } = {}): Promise<QueryPlan> {
  if (db.dialect === "sqlite") {
    const { rows } = await db.kysely.executeQuery<{ id: number; parent: number; detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return { lines: rows.map((r) => r.detail), nodes: [...rows] };
  }
  const { rows } = await db.kysely.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    if (!options.generic) {
      return trx.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
    }
    await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
    await trx.executeQuery(CompiledQuery.raw(`prepare plan_of as ${query.sql}`));
    const values = query.parameters.map((value) => (typeof value === "string" ? `'${value.replaceAll("'", "''")}'` : String(value)));
    const explained = await trx.executeQuery<{ "QUERY PLAN": string }>(
      CompiledQuery.raw(`explain execute plan_of${values.length > 0 ? `(${values.join(", ")})` : ""}`),
    );
    await trx.executeQuery(CompiledQuery.raw("deallocate plan_of"));
    return explained;
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
