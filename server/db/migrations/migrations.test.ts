import type { TableMetadata } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDb, DIALECTS, skipPostgres, type TestDb, type TestDialect } from "../../../tests/dialects.ts";
import { migrateToLatest } from "../migrate.ts";
import { migrations } from "./index.ts";

type ColumnShape = { type: string; nullable: boolean; hasDefault: boolean };
type SchemaShape = Record<string, Record<string, ColumnShape>>;

/** The portable types, named alike: PostgreSQL reports int4/int8 for integer/bigint. */
function normalizeType(dataType: string): string {
  const type = dataType.toLowerCase();
  if (type === "int4") return "integer";
  if (type === "int8") return "bigint";
  return type;
}

async function shapeOf(testDb: TestDb): Promise<SchemaShape> {
  const tables: TableMetadata[] = await testDb.db.kysely.introspection.getTables();
  const shape: SchemaShape = {};
  for (const table of tables) {
    // PostgreSQL introspection lists every schema of the database: keep only this test's schema.
    if (testDb.schema !== undefined && table.schema !== testDb.schema) continue;
    if (table.isView) continue;
    const columns: Record<string, ColumnShape> = {};
    for (const column of table.columns) {
      columns[column.name] = {
        type: normalizeType(column.dataType),
        nullable: column.isNullable,
        hasDefault: column.hasDefaultValue,
      };
    }
    shape[table.name] = columns;
  }
  return shape;
}

const text = (nullable = false, hasDefault = false) => ({ type: "text", nullable, hasDefault });
const integer = (nullable = false, hasDefault = false) => ({ type: "integer", nullable, hasDefault });
const bigint = (nullable = false) => ({ type: "bigint", nullable, hasDefault: false });

const EXPECTED: SchemaShape = {
  skins: {
    id: text(),
    name: text(),
    color: text(),
    rarity: text(),
    price_coins: integer(),
    unlocked_by_default: integer(false, true),
    purchase_only: integer(false, true),
    effects_json: text(false, true),
    sort_order: integer(false, true),
  },
  power_ups: {
    id: text(),
    name: text(),
    description: text(),
    price_coins: integer(),
    duration_ms: integer(true),
    duration_text: text(),
    sort_order: integer(false, true),
  },
  coin_packs: {
    id: text(),
    name: text(),
    coins: integer(),
    bonus_coins: integer(false, true),
    price_cents: integer(),
    description: text(),
    stripe_price_id: text(true),
    sort_order: integer(false, true),
  },
  game_settings_versions: {
    version: integer(),
    settings_json: text(),
    created_at: bigint(),
    created_by: text(true),
    note: text(false, true),
  },
  email_templates: {
    id: text(),
    name: text(),
    subject: text(),
    body: text(),
    created_at: bigint(),
    updated_at: bigint(),
  },
  leaderboard_entries: {
    id: text(),
    board: text(),
    period: text(),
    player_id: text(true),
    name: text(),
    location: text(false, true),
    score: integer(),
    achieved_at: bigint(),
    is_sample: integer(false, true),
  },
  seed_steps: {
    name: text(),
    applied_at: bigint(),
  },
};

const available = (dialect: TestDialect) => dialect === "sqlite" || !skipPostgres;
const shapes = new Map<TestDialect, SchemaShape>();
const opened: TestDb[] = [];

afterAll(async () => {
  await Promise.all(opened.map((testDb) => testDb.drop()));
});

for (const dialect of DIALECTS) {
  describe.skipIf(!available(dialect))(`migrations [${dialect}]`, () => {
    it("applies 0001_foundation to an empty database and gives the expected tables and columns", async () => {
      const testDb = await createTestDb(dialect, { migrate: false });
      opened.push(testDb);
      expect(await shapeOf(testDb)).toEqual({});

      const first = await migrateToLatest(testDb.db);
      expect(first.results?.map((r) => [r.migrationName, r.status])).toEqual([["0001_foundation", "Success"]]);

      const shape = await shapeOf(testDb);
      expect(Object.keys(shape).sort()).toEqual(Object.keys(EXPECTED).sort());
      expect(shape).toEqual(EXPECTED);
      shapes.set(dialect, shape);

      const again = await migrateToLatest(testDb.db);
      expect(again.results).toEqual([]);
      expect(await shapeOf(testDb)).toEqual(shape);
    });

    it("creates the leaderboard indexes, the per-player one unique", async () => {
      const testDb = await createTestDb(dialect);
      opened.push(testDb);
      const k = testDb.db.kysely;
      const base = { board: "daily", period: "2026-11-22", name: "A", score: 1, achieved_at: 1 };
      await k.insertInto("leaderboard_entries").values({ ...base, id: "1", player_id: "p1" }).execute();
      // Same player, same period: refused.
      await expect(
        k.insertInto("leaderboard_entries").values({ ...base, id: "2", player_id: "p1" }).execute(),
      ).rejects.toThrow();
      // Rows without a player (samples) never collide; another period is another row.
      await k.insertInto("leaderboard_entries").values({ ...base, id: "3", player_id: null }).execute();
      await k.insertInto("leaderboard_entries").values({ ...base, id: "4", player_id: null }).execute();
      await k.insertInto("leaderboard_entries").values({ ...base, id: "5", player_id: "p1", period: "2026-11-23" }).execute();
      const count = await k.selectFrom("leaderboard_entries").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(4);
    });

    it("enforces the portable check constraints", async () => {
      const testDb = await createTestDb(dialect);
      opened.push(testDb);
      const k = testDb.db.kysely;
      const skin = { id: "x", name: "X", color: "#000000", rarity: "common" as const, price_coins: 0 };
      await expect(
        k.insertInto("skins").values({ ...skin, rarity: "seasonal" as "common" }).execute(),
      ).rejects.toThrow();
      await expect(k.insertInto("skins").values({ ...skin, price_coins: -1 }).execute()).rejects.toThrow();
      await expect(k.insertInto("skins").values({ ...skin, purchase_only: 2 as 1 }).execute()).rejects.toThrow();
      await k.insertInto("skins").values(skin).execute();
      const row = await k.selectFrom("skins").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ unlocked_by_default: 0, purchase_only: 0, effects_json: "{}", sort_order: 0 });
    });
  });
}

describe.skipIf(skipPostgres)("migrations on both engines", () => {
  it("give the same tables, columns, types, nullability and defaults", async () => {
    const sqlite = shapes.get("sqlite") ?? (await shapeOf(await tracked("sqlite")));
    const postgres = shapes.get("postgres") ?? (await shapeOf(await tracked("postgres")));
    expect(Object.keys(sqlite).length).toBe(7);
    expect(postgres).toEqual(sqlite);
  });
});

describe("migrations/index.ts", () => {
  it("registers the migrations in order", () => {
    expect(Object.keys(migrations)).toEqual(["0001_foundation"]);
  });
});

async function tracked(dialect: TestDialect): Promise<TestDb> {
  const testDb = await createTestDb(dialect);
  opened.push(testDb);
  return testDb;
}
