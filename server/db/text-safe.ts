// Text values that both engines store alike: PostgreSQL refuses a NUL character in text ("invalid byte
// sequence for encoding UTF8: 0x00"), so a request carrying one anywhere (a JSON field, a form, a path
// or a query) made any query with it fail with a 500 (found by the fuzz test). Every string bound to
// a query has NUL replaced by U+FFFD on both engines: a lookup by such a value finds nothing, and
// stored text keeps the same meaning on SQLite and PostgreSQL. (A value Kysely inlines into the SQL,
// `sql.lit`, is not bound: only constants of our own code are written so.)
import type { CompiledQuery, DatabaseConnection } from "kysely";

const NUL = "\u0000";

export function withoutNul(value: unknown): unknown {
  if (typeof value === "string") return value.includes(NUL) ? value.replaceAll(NUL, "\ufffd") : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  return value;
}

/**
 * The parameters of a compiled query with NUL replaced in each string. Done on the bound values, not on
 * the query tree: every value Kysely binds is here, and walking each query's whole operation tree to
 * find one (what a plugin must do) cost 2–3 % of a loaded server's CPU.
 */
export function textSafeParameters(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map(withoutNul);
}

/**
 * Makes PostgreSQL connections bind text-safe parameters (`PostgresDialect`'s `onCreateConnection`);
 * SQLite's adapter binds through `textSafeParameters` itself (server/db/index.ts).
 */
export async function bindTextSafe(connection: DatabaseConnection): Promise<void> {
  const executeQuery = connection.executeQuery.bind(connection);
  const streamQuery = connection.streamQuery.bind(connection);
  const safe = <Q extends CompiledQuery>(query: Q): Q => ({ ...query, parameters: textSafeParameters(query.parameters) });
  connection.executeQuery = (query) => executeQuery(safe(query));
  connection.streamQuery = (query, chunkSize) => streamQuery(safe(query), chunkSize);
}
