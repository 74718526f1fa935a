import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";

export interface DialectMigration {
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

export const migrations: Record<string, DialectMigration> = {};
