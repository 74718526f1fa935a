import { CompiledQuery, type KyselyPlugin } from "kysely";
import type { Db } from "../server/db/index.ts";
// Shared by the bench scripts: each figure is printed as one JSON line.
export function report(name: string, value: number, unit: string, extra: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit, ...extra }));
}

/** The p-th percentile (0-100) of an ascending array (nearest rank, lower side); NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Prints (to stderr) the plan of every statement `run` makes through the traced database: SQLite's
 * query plan, PostgreSQL's EXPLAIN ANALYZE with `pgOptions`.
 */
export async function explainQueries(
  db: Db,
  label: string,
  run: (traced: Db) => Promise<unknown>,
  options: { pgOptions?: string; showParams?: boolean } = {},
): Promise<void> {
  const log = (message: string) => process.stderr.write(message + "\n");
  const captured: CompiledQuery[] = [];
  // Compiles each query the code builds (plugins see the operation tree, not the SQL).
  const capture: KyselyPlugin = {
    transformQuery(args) {
      captured.push(db.kysely.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  await run({ ...db, kysely: db.kysely.withPlugin(capture) });
  for (const query of captured) {
    const prefix = db.dialect === "sqlite" ? "explain query plan " : `explain (${options.pgOptions ?? "analyze, costs off"}) `;
    const { rows } = await db.kysely.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
    log(`  [${label}] ${query.sql.replace(/\s+/g, " ")}`);
    if (options.showParams) log(`    params: ${JSON.stringify(query.parameters)}`);
    for (const row of rows) log(`    ${String(db.dialect === "sqlite" ? row.detail : row["QUERY PLAN"])}`);
  }
}
