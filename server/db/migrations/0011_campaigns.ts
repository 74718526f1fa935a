import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Filled in by the work on issue #9 (admin part 2).
export async function up(_db: Kysely<any>, _dialect: Dialect): Promise<void> {}
