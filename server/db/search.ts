// Case-insensitive "contains" search, the same on both engines: LIKE is case-insensitive on SQLite
// but not on PostgreSQL, so both sides are lower-cased; %, _ and \ in the term match themselves.
import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";

/** `term` as a LIKE pattern matching it anywhere, its wildcards escaped with a backslash. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(column) LIKE '%term%'` with the term bound as a parameter. */
export function containsInsensitive(column: Expression<string | null> | RawBuilder<string | null>, term: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${containsPattern(term)} escape '\\'`;
}
