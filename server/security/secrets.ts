import { randomBytes } from "node:crypto";
import type { Db } from "../db/index.ts";

/**
 * A named secret made once per database and shared by every instance on it: the first instance
 * inserts a random value, later ones (and racing ones) read that same row.
 */
export async function getOrCreateSecret(db: Db, name: string, bytes = 32): Promise<string> {
  const existing = await db.kysely.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirst();
  if (existing) return existing.value;
  await db.kysely
    .insertInto("app_secrets")
    .values({ name, value: randomBytes(bytes).toString("base64url"), created_at: Date.now() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.kysely.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}
