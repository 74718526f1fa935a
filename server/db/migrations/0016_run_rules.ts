import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Rules of the run economy the operator sets on Game Settings (server/runs/rules.ts): the
// coins a player can earn from runs in a day (the leaderboard's day). One row, id 'default'.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("run_rules")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("daily_run_coins", "integer", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await db.insertInto("run_rules").values({ id: "default", daily_run_coins: 20_000, updated_at: Date.now(), updated_by: null }).execute();
}
