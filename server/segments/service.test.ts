import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, describeEachDialect, skipPostgres, type TestDb } from "../../tests/dialects.ts";
import { createAuditService } from "../audit/service.ts";
import { ACHIEVEMENT_IDS, DAY_MS, countSegment, parseCriteria, segmentMembersQuery, type Criterion } from "./criteria.ts";
import { countryCodeOf } from "./profile.ts";
import { createSegmentsService } from "./service.ts";
import { insertPlayers, makePlayers, prng, referenceCount, type TestPlayer } from "./test-players.ts";

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
const ACTOR = { id: "operator", label: "ops@example.com", ip: null };

/** Single rows over every type and operator, then random ANDs of two or three of them. */
function criteriaCombinations(): Criterion[][] {
  const singles: Criterion[] = [];
  for (const operator of ["=", "!=", ">", ">=", "<", "<="] as const) {
    singles.push({ type: "games_played", operator, value: 10 });
    singles.push({ type: "games_played", operator, value: 0 });
    singles.push({ type: "best_score", operator, value: 50 });
    singles.push({ type: "coins", operator, value: 2500 });
    singles.push({ type: "coins", operator, value: 0 });
    singles.push({ type: "total_spent", operator, value: 499 });
    singles.push({ type: "total_spent", operator, value: 0 });
    for (const days of [0, 1, 7, 30, 100]) singles.push({ type: "days_since_last_seen", operator, value: days });
  }
  for (const operator of ["is", "is_not"] as const) {
    singles.push({ type: "account_type", operator, value: "guest" }, { type: "account_type", operator, value: "account" });
    singles.push({ type: "newsletter", operator, value: true }, { type: "newsletter", operator, value: false });
    singles.push({ type: "language", operator, value: "fr" }, { type: "country", operator, value: "US" });
  }
  singles.push({ type: "language", operator: "in", value: ["en", "de"] }, { type: "country", operator: "in", value: ["FR", "JP", "BR"] });
  for (const id of ACHIEVEMENT_IDS) {
    singles.push({ type: "achievement", operator: "unlocked", value: id }, { type: "achievement", operator: "not_unlocked", value: id });
  }
  const random = prng(99);
  const combos: Criterion[][] = [[], ...singles.map((c) => [c])];
  for (let i = 0; i < 60; i++) {
    const size = 2 + Math.floor(random() * 2);
    combos.push(Array.from({ length: size }, () => singles[Math.floor(random() * singles.length)]!));
  }
  return combos;
}

describe.skipIf(skipPostgres)("Segment counts identical on SQLite and PostgreSQL", () => {
  const players: TestPlayer[] = makePlayers(300, NOW);
  let sqlite: TestDb;
  let postgres: TestDb;

  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([createTestDb("sqlite"), createTestDb("postgres")]);
    await insertPlayers(sqlite.db.kysely, players);
    await insertPlayers(postgres.db.kysely, players);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([sqlite?.drop(), postgres?.drop()]);
  });

  it("counts every combination alike on both engines, and as the criteria mean", async () => {
    const combos = criteriaCombinations();
    expect(combos.length).toBeGreaterThan(150);
    const mismatches: string[] = [];
    const distinct = new Set<number>();
    for (const criteria of combos) {
      const expected = referenceCount(players, criteria, NOW);
      distinct.add(expected);
      const [onSqlite, onPostgres] = await Promise.all([
        countSegment(sqlite.db.kysely, criteria, { now: NOW }),
        countSegment(postgres.db.kysely, criteria, { now: NOW }),
      ]);
      if (onSqlite !== expected || onPostgres !== expected) {
        mismatches.push(`${JSON.stringify(criteria)}: expected ${expected}, sqlite ${onSqlite}, postgres ${onPostgres}`);
      }
    }
    expect(mismatches).toEqual([]);
    // The population exercises the criteria: counts spread out rather than all 0 or all 300.
    expect(distinct.size).toBeGreaterThan(40);
    expect(await countSegment(sqlite.db.kysely, [], { now: NOW })).toBe(players.length);
  });

  it("lists the same members on both engines (player_id, email, name), never the operator", async () => {
    const criteria: Criterion[] = [
      { type: "account_type", operator: "is", value: "account" },
      { type: "newsletter", operator: "is", value: true },
    ];
    const read = (t: TestDb) => segmentMembersQuery(t.db.kysely, criteria, { now: NOW }).orderBy("u.id").execute();
    const [a, b] = await Promise.all([read(sqlite), read(postgres)]);
    expect(a).toEqual(b);
    expect(a.length).toBe(referenceCount(players, criteria, NOW));
    expect(a.length).toBeGreaterThan(0);
    expect(Object.keys(a[0]!).sort()).toEqual(["email", "name", "player_id"]);
    expect(a.some((row) => row.player_id === "operator")).toBe(false);
  });
});

describe("parseCriteria", () => {
  it("accepts each type with its operators and refuses others, naming the row and field", () => {
    expect(parseCriteria([{ type: "coins", operator: ">=", value: 5 }])).toEqual({
      ok: true,
      criteria: [{ type: "coins", operator: ">=", value: 5 }],
    });
    expect(parseCriteria([{ type: "country", operator: "in", value: ["fr", " de "] }])).toEqual({
      ok: true,
      criteria: [{ type: "country", operator: "in", value: ["FR", "DE"] }],
    });
    const bad: Array<[unknown, string]> = [
      [[{ type: "coins", operator: "is", value: 5 }], "criteria[0].operator"],
      [[{ type: "coins", operator: ">", value: -1 }], "criteria[0].value: must be 0 or more"],
      [[{ type: "coins", operator: ">", value: 1.5 }], "criteria[0].value: must be a whole number"],
      [[{ type: "coins", operator: ">", value: "5" }], "criteria[0].value"],
      [[{ type: "age", operator: ">", value: 5 }], "criteria[0].type"],
      [[{ type: "language", operator: "is", value: "xx" }], "criteria[0].value"],
      [[{ type: "language", operator: "in", value: [] }], "criteria[0].value"],
      [[{ type: "country", operator: "is", value: "ZZ" }], "criteria[0].value"],
      [[{ type: "achievement", operator: "unlocked", value: "nope" }], "criteria[0].value"],
      [[{ type: "newsletter", operator: "is", value: "yes" }], "criteria[0].value"],
      [[{ type: "coins", operator: ">", value: 1, extra: "1; drop table user" }], "criteria[0]"],
      [
        [
          { type: "games_played", operator: "=", value: 1 },
          { type: "best_score", operator: "=" },
        ],
        "criteria[1].value",
      ],
      ["coins > 5", "criteria: must be a list"],
    ];
    for (const [input, start] of bad) {
      const result = parseCriteria(input);
      expect(result.ok, JSON.stringify(input)).toBe(false);
      if (!result.ok) expect(result.message.startsWith(start), `${JSON.stringify(input)} -> ${result.message}`).toBe(true);
    }
    expect(parseCriteria(Array.from({ length: 21 }, () => ({ type: "coins", operator: ">", value: 1 }))).ok).toBe(false);
  });

  it("binds values as parameters: a hostile string is data, never SQL", async () => {
    const t = await createTestDb("sqlite");
    try {
      const compiled = segmentMembersQuery(
        t.db.kysely,
        [
          { type: "achievement", operator: "unlocked", value: "rookie" },
          { type: "language", operator: "in", value: ["fr", "de"] },
        ],
        { now: NOW },
      ).compile();
      expect(compiled.sql).not.toContain("rookie");
      expect(compiled.sql).not.toContain("'fr'");
      expect(compiled.parameters).toEqual(expect.arrayContaining(["rookie", "fr", "de"]));
    } finally {
      await t.drop();
    }
  });

  it("reads the country from the trusted header, else the Accept-Language region", () => {
    const headers = (init: Record<string, string>) => new Headers(init);
    expect(countryCodeOf(headers({ "cf-ipcountry": "fr", "accept-language": "en-US" }), "cf-ipcountry")).toBe("FR");
    expect(countryCodeOf(headers({ "cf-ipcountry": "XX", "accept-language": "en-GB" }), "cf-ipcountry")).toBe("GB");
    expect(countryCodeOf(headers({ "cf-ipcountry": "de" }), undefined)).toBeNull();
    expect(countryCodeOf(headers({ "accept-language": "ja" }), undefined)).toBeNull();
  });
});

describeEachDialect("segments service", (getDb, dialect) => {
  let clock = NOW;
  const service = () => createSegmentsService({ db: getDb(), audit: createAuditService(getDb()) }, { now: () => clock });
  const players = makePlayers(40, NOW, 3);

  beforeAll(async () => {
    await insertPlayers(getDb().kysely, players);
  });

  it("creates (name and description required), lists with live counts, updates and deletes, each audited", async () => {
    const segments = service();
    expect(await segments.create({ name: " ", description: "x" }, ACTOR)).toMatchObject({ ok: false, status: 400, field: "name" });
    expect(await segments.create({ name: "A", description: "" }, ACTOR)).toMatchObject({ ok: false, status: 400, field: "description" });
    expect(
      await segments.create({ name: "A", description: "B", criteria: [{ type: "coins", operator: "~", value: 1 }] }, ACTOR),
    ).toMatchObject({
      ok: false,
      status: 400,
      error: "invalid_criteria",
    });
    expect(await getDb().kysely.selectFrom("segments").selectAll().execute()).toEqual([]);

    const criteria: Criterion[] = [{ type: "account_type", operator: "is", value: "guest" }];
    const created = await segments.create({ name: "  Guests ", description: "Guest players", criteria }, ACTOR);
    if (!created.ok) throw new Error(created.message);
    expect(created.segment).toMatchObject({
      name: "Guests",
      description: "Guest players",
      criteria,
      players: referenceCount(players, criteria, NOW),
    });
    expect(created.segment.players).toBeGreaterThan(0);
    expect(await segments.create({ name: "guests", description: "again" }, ACTOR)).toMatchObject({
      ok: false,
      status: 409,
      error: "name_taken",
    });

    const all = await segments.create({ name: "Everyone", description: "All players" }, ACTOR);
    if (!all.ok) throw new Error(all.message);
    expect(all.segment.players).toBe(players.length);
    expect((await segments.list()).map((s) => [s.name, s.players])).toEqual([
      ["Everyone", players.length],
      ["Guests", created.segment.players],
    ]);

    // A new guest joins: counts are live.
    await getDb()
      .kysely.insertInto("user")
      .values({
        id: "late",
        name: "late",
        email: "late@guest.invalid",
        createdAt: new Date(NOW).toISOString(),
        updatedAt: new Date(NOW).toISOString(),
        isAnonymous: true,
      })
      .execute();
    expect((await segments.get(created.segment.id))?.players).toBe(created.segment.players + 1);

    const narrowed: Criterion[] = [...criteria, { type: "games_played", operator: ">=", value: 1000 }];
    expect(await segments.update(created.segment.id, { criteria: narrowed }, ACTOR)).toMatchObject({
      ok: true,
      segment: { name: "Guests", players: 0, criteria: narrowed },
    });
    expect(await segments.update(created.segment.id, { name: "everyone" }, ACTOR)).toMatchObject({ ok: false, status: 409 });
    expect(await segments.update("missing", { name: "X" }, ACTOR)).toMatchObject({ ok: false, status: 404 });
    expect(await segments.delete(all.segment.id, ACTOR)).toEqual({ ok: true, id: all.segment.id });
    expect(await segments.delete(all.segment.id, ACTOR)).toMatchObject({ ok: false, status: 404 });
    expect((await segments.list()).map((s) => s.name)).toEqual(["Guests"]);

    const audit = await createAuditService(getDb()).list({ action: undefined });
    const rows = audit.filter((e) => e.action.startsWith("segment.")).reverse();
    expect(rows.map((e) => e.action)).toEqual(["segment.create", "segment.create", "segment.update", "segment.delete"]);
    expect(rows[2]).toMatchObject({ actor: ACTOR.label, target: created.segment.id, before: { criteria }, after: { criteria: narrowed } });
    expect(rows[3]).toMatchObject({ target: all.segment.id, before: { name: "Everyone" }, after: null });
  });

  it("pages a segment's members by player id and exports them all as CSV", async () => {
    const segments = service();
    clock = NOW;
    const criteria: Criterion[] = [{ type: "account_type", operator: "is", value: "account" }];
    const created = await segments.create({ name: "Members", description: "Registered players", criteria }, ACTOR);
    if (!created.ok) throw new Error(created.message);
    const expected = (await segmentMembersQuery(getDb().kysely, criteria, { now: NOW }).orderBy("u.id").execute()).map((m) => ({
      playerId: m.player_id,
      name: m.name,
      email: m.email,
    }));
    expect(expected.length).toBe(created.segment.players);
    const first = await segments.members(created.segment.id, 1);
    expect(first!.members).toEqual(expected.slice(0, first!.pageSize));
    expect(first!.segment.players).toBe(expected.length);
    const second = await segments.members(created.segment.id, 2);
    expect(second!.members).toEqual(expected.slice(first!.pageSize, first!.pageSize * 2));
    expect(await segments.members("missing", 1)).toBeNull();
    expect(await segments.exportMembers("missing")).toBeNull();
    let csv = "";
    for await (const line of (await segments.exportMembers(created.segment.id))!) csv += line;
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("player_id,name,email");
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines[1]!.startsWith(`${expected[0]!.playerId},`)).toBe(true);
    expect(await segments.delete(created.segment.id, ACTOR)).toMatchObject({ ok: true });
  });

  it("counts unsaved criteria for the live preview and refuses bad ones with a 400", async () => {
    const segments = service();
    const criteria: Criterion[] = [{ type: "coins", operator: ">", value: 1000 }];
    clock = NOW;
    expect(await segments.count(criteria)).toEqual({ ok: true, players: referenceCount(players, criteria, NOW) });
    expect(await segments.count([{ type: "coins" }])).toMatchObject({ ok: false, status: 400, error: "invalid_criteria" });
  });

  it("records sightings: locale and country kept unless unknown, last seen at most once per interval", async () => {
    const segments = service();
    const k = getDb().kysely;
    const id = players[0]!.id;
    await k.deleteFrom("player_profile").where("player_id", "=", id).execute();
    const seen = async () =>
      k.selectFrom("player_profile").select(["locale", "country", "last_seen_at"]).where("player_id", "=", id).executeTakeFirstOrThrow();
    await segments.touch(id, { locale: "fr", country: "FR", now: 1_000 });
    expect(await seen()).toEqual({ locale: "fr", country: "FR", last_seen_at: 1_000 });
    await segments.touch(id, { locale: "de", country: null, now: 2_000 });
    expect(await seen()).toEqual({ locale: "de", country: "FR", last_seen_at: 2_000 });
    // Within the interval of the stored sighting: skipped by the upsert's condition ...
    await segments.touch(id, { locale: "es", country: "ES", now: 3_000, minIntervalMs: 10_000 });
    expect(await seen()).toEqual({ locale: "de", country: "FR", last_seen_at: 2_000 });
    // ... and by another process's (a fresh service's) alike; after it, written.
    await service().touch(id, { locale: "it", country: "IT", now: 12_500, minIntervalMs: 10_000 });
    expect(await seen()).toEqual({ locale: "it", country: "IT", last_seen_at: 12_500 });
    // `segments` remembers its touch at 3_000: within the interval it makes no query at all.
    await k.updateTable("player_profile").set({ last_seen_at: 0 }).where("player_id", "=", id).execute();
    await segments.touch(id, { locale: "es", country: "ES", now: 12_900, minIntervalMs: 10_000 });
    expect(await seen()).toMatchObject({ locale: "it", last_seen_at: 0 });
  });

  it(`days since last seen falls back to the last run, then sign-up [${dialect}]`, async () => {
    const k = getDb().kysely;
    const iso = new Date(NOW - 10 * DAY_MS).toISOString();
    await k.insertInto("user").values({ id: "fb1", name: "fb1", email: "fb1@x.example", createdAt: iso, updatedAt: iso }).execute();
    await k.insertInto("user").values({ id: "fb2", name: "fb2", email: "fb2@x.example", createdAt: iso, updatedAt: iso }).execute();
    await k
      .insertInto("player_stats")
      .values({ player_id: "fb2", last_played_at: NOW - 3 * DAY_MS, updated_at: 0 })
      .execute();
    const ids = async (criteria: Criterion[]) =>
      (await segmentMembersQuery(k, criteria, { now: NOW }).where("u.id", "in", ["fb1", "fb2"]).orderBy("u.id").execute()).map(
        (r) => r.player_id,
      );
    expect(await ids([{ type: "days_since_last_seen", operator: "=", value: 10 }])).toEqual(["fb1"]);
    expect(await ids([{ type: "days_since_last_seen", operator: "=", value: 3 }])).toEqual(["fb2"]);
    await k
      .insertInto("player_profile")
      .values({ player_id: "fb2", last_seen_at: NOW - DAY_MS / 2, updated_at: 0 })
      .execute();
    expect(await ids([{ type: "days_since_last_seen", operator: "<", value: 1 }])).toEqual(["fb2"]);
  });
});
