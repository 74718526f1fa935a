import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "./index.ts";
import { seed } from "./seed.ts";
import { SEED_POWER_UPS, UNTRUE_POWER_UP_DESCRIPTIONS } from "./catalogue-seed.ts";
import { DEFAULT_GAME_SETTINGS } from "../settings/service.ts";

const TABLES = ["skins", "power_ups", "coin_packs", "game_settings_versions", "email_templates", "leaderboard_entries"] as const;

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

async function snapshot(db: Db) {
  const k = db.kysely;
  return {
    skins: await k.selectFrom("skins").selectAll().orderBy("id").execute(),
    power_ups: await k.selectFrom("power_ups").selectAll().orderBy("id").execute(),
    coin_packs: await k.selectFrom("coin_packs").selectAll().orderBy("id").execute(),
    game_settings_versions: await k.selectFrom("game_settings_versions").selectAll().orderBy("version").execute(),
    email_templates: await k.selectFrom("email_templates").selectAll().orderBy("id").execute(),
    leaderboard_entries: await k.selectFrom("leaderboard_entries").selectAll().orderBy("id").execute(),
  };
}

describeEachDialect("seed", (getDb) => {
  it("loads the foundation's rows", async () => {
    const db = getDb();
    expect(await counts(db)).toEqual({
      skins: 0,
      power_ups: 0,
      coin_packs: 0,
      game_settings_versions: 0,
      email_templates: 0,
      leaderboard_entries: 0,
    });
    await seed(db, { now: 1_700_000_000_000 });
    expect(await counts(db)).toEqual({
      skins: 10,
      power_ups: 9,
      coin_packs: 3,
      game_settings_versions: 1,
      email_templates: 2,
      leaderboard_entries: 2,
    });
  });

  it("writes the spec's values", async () => {
    const k = getDb().kysely;
    const classic = await k.selectFrom("skins").selectAll().where("id", "=", "classic").executeTakeFirstOrThrow();
    expect(classic).toMatchObject({ name: "Classic Bird", rarity: "common", price_coins: 0, unlocked_by_default: 1 });
    const ultimate = await k.selectFrom("coin_packs").selectAll().where("id", "=", "ultimate").executeTakeFirstOrThrow();
    expect(ultimate).toMatchObject({ coins: 12000, bonus_coins: 2000, price_cents: 1999 });
    const shield = await k.selectFrom("power_ups").selectAll().where("id", "=", "shield").executeTakeFirstOrThrow();
    expect(shield).toMatchObject({ price_coins: 150, duration_ms: null, duration_text: "1 hit" });
    const settings = await k.selectFrom("game_settings_versions").selectAll().executeTakeFirstOrThrow();
    expect(settings.version).toBe(1);
    expect(settings.created_at).toBe(1_700_000_000_000);
    expect(JSON.parse(settings.settings_json)).toMatchObject({ gravity: 0.25, pipeFrequency: 3500 });
    const templates = await k.selectFrom("email_templates").selectAll().orderBy("name").execute();
    expect(templates.map((t) => t.name)).toEqual(["New Skin Available", "Welcome Email"]);
    for (const t of templates) {
      expect(t.body).toContain("{{name}}");
      expect(t.subject.length).toBeGreaterThan(0);
    }
    const samples = await k
      .selectFrom("leaderboard_entries")
      .select(["name", "score", "location", "is_sample", "player_id", "board"])
      .orderBy("score", "desc")
      .execute();
    expect(samples).toEqual([
      { name: "FlappyPro", score: 42, location: "United States", is_sample: 1, player_id: null, board: "daily" },
      { name: "SkyDancer", score: 35, location: "Canada", is_sample: 1, player_id: null, board: "daily" },
    ]);
  });

  it("changes nothing when run again, even later", async () => {
    const db = getDb();
    const before = await snapshot(db);
    await seed(db, { now: 1_800_000_000_000 });
    await seed(db);
    expect(await snapshot(db)).toEqual(before);
  });

  it("never overwrites an admin's edit", async () => {
    const db = getDb();
    const k = db.kysely;
    await k.updateTable("skins").set({ price_coins: 2500 }).where("id", "=", "ice-falcon").execute();
    await k.updateTable("coin_packs").set({ price_cents: 1499 }).where("id", "=", "ultimate").execute();
    await k.updateTable("email_templates").set({ subject: "Hello {{name}}" }).where("id", "=", "welcome").execute();
    await seed(db);
    const falcon = await k.selectFrom("skins").select("price_coins").where("id", "=", "ice-falcon").executeTakeFirstOrThrow();
    expect(falcon.price_coins).toBe(2500);
    const ultimate = await k.selectFrom("coin_packs").select("price_cents").where("id", "=", "ultimate").executeTakeFirstOrThrow();
    expect(ultimate.price_cents).toBe(1499);
    const welcome = await k.selectFrom("email_templates").select("subject").where("id", "=", "welcome").executeTakeFirstOrThrow();
    expect(welcome.subject).toBe("Hello {{name}}");
  });

  it("does not bring back what an admin deleted", async () => {
    const db = getDb();
    const k = db.kysely;
    await k.deleteFrom("skins").where("id", "=", "ice-falcon").execute();
    await k.deleteFrom("leaderboard_entries").where("is_sample", "=", 1).execute();
    await k.deleteFrom("email_templates").execute();
    await seed(db);
    expect(await k.selectFrom("skins").select("id").where("id", "=", "ice-falcon").execute()).toEqual([]);
    expect(await k.selectFrom("leaderboard_entries").select("id").execute()).toEqual([]);
    expect(await k.selectFrom("email_templates").select("id").execute()).toEqual([]);
  });

  it("writes default settings only when no version exists", async () => {
    const db = getDb();
    const k = db.kysely;
    // The admin saved version 2 and version 1 was removed: the seed must not bring version 1 back.
    await k
      .insertInto("game_settings_versions")
      .values({ version: 2, settings_json: '{"edited":true}', created_at: 1, created_by: "admin", note: "" })
      .execute();
    await k.deleteFrom("game_settings_versions").where("version", "=", 1).execute();
    await seed(db);
    const versions = await k.selectFrom("game_settings_versions").select("version").execute();
    expect(versions.map((v) => v.version)).toEqual([2]);
  });

  it("once, hands durations edited in Store Settings before they reached the game to a new settings version", async () => {
    const db = getDb();
    const k = db.kysely;
    // As a database from before: the step not done, Store Settings durations edited (one beyond 60 s).
    await k.deleteFrom("seed_steps").where("name", "=", "inventory_durations").execute();
    await k.updateTable("power_ups").set({ duration_ms: 20_000, duration_text: "20 s" }).where("id", "=", "boost").execute();
    await k.updateTable("power_ups").set({ duration_ms: 7_200_000, duration_text: "7200 s" }).where("id", "=", "magnet").execute();
    const newest = async () =>
      await k.selectFrom("game_settings_versions").selectAll().orderBy("version", "desc").limit(1).executeTakeFirstOrThrow();
    await k
      .insertInto("game_settings_versions")
      .values({
        version: Number((await newest()).version) + 1,
        settings_json: JSON.stringify(DEFAULT_GAME_SETTINGS),
        created_at: 2,
        created_by: "admin",
        note: "",
      })
      .execute();
    const before = await newest();
    await seed(db);
    const after = await newest();
    expect(Number(after.version)).toBe(Number(before.version) + 1);
    expect(JSON.parse(after.settings_json).inventoryDurations).toEqual({ boost: 20_000, magnet: 60_000 });
    const magnet = await k
      .selectFrom("power_ups")
      .select(["duration_ms", "duration_text"])
      .where("id", "=", "magnet")
      .executeTakeFirstOrThrow();
    expect([Number(magnet.duration_ms), magnet.duration_text]).toEqual([60_000, "60 s"]);
    await seed(db);
    expect(Number((await newest()).version)).toBe(Number(after.version));
  });

  it("once, replaces the first seed's untrue power-up descriptions, not one the database holds otherwise", async () => {
    const db = getDb();
    const k = db.kysely;
    await k.deleteFrom("seed_steps").where("name", "=", "power_up_descriptions").execute();
    await k.updateTable("power_ups").set({ description: UNTRUE_POWER_UP_DESCRIPTIONS.magnet! }).where("id", "=", "magnet").execute();
    await k.updateTable("power_ups").set({ description: "Edited by hand." }).where("id", "=", "mega-zap").execute();
    await seed(db);
    const rows = await k
      .selectFrom("power_ups")
      .select(["id", "description"])
      .where("id", "in", ["magnet", "mega-zap"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: "magnet", description: SEED_POWER_UPS.find((p) => p.id === "magnet")!.description },
      { id: "mega-zap", description: "Edited by hand." },
    ]);
    expect(rows[0]!.description).toBe("Gently pulls your bird toward the middle of the next gap.");
  });
});
