// Row claiming for queue workers (server/campaigns/worker.ts). On PostgreSQL several instances claim
// at once: FOR UPDATE SKIP LOCKED lets each take rows no other transaction holds, without waiting.
// SQLite has one writer at a time (a transaction that writes holds the whole database), so plain
// selects inside the claiming transaction are already exclusive enough.
import type { SelectQueryBuilder } from "kysely";
import type { Dialect } from "./index.ts";

export function skipLockedRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  dialect: Dialect,
): SelectQueryBuilder<DB, TB, O> {
  return dialect === "postgres" ? query.forUpdate().skipLocked() : query;
}
