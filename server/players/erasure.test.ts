// Erasure and export against the database itself: every table the migrated schema holds is placed in
// server/players/personal-data.ts; a player seeded into every table that can hold a person is found
// there by a scan of every column, appears in every export section, and after erasure no row of the
// whole database holds their id, e-mail, phone or name (docs/decisions/025-erasure-and-retention.md).
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { createAchievementsService } from "../achievements/service.ts";
import type { Db } from "../db/index.ts";
import { rowsContaining, tableColumns } from "../db/introspect.ts";
import { createInventoryService } from "../runs/inventory.ts";
import { createWalletService } from "../wallet/service.ts";
import { ERASED_TEXT, TOMBSTONE_PREFIX } from "./erasure.ts";
import type { PlayerExport } from "./export.ts";
import { PERSONAL_DATA, personalTables } from "./personal-data.ts";
import { createPlayersService } from "./service.ts";

const T0 = Date.UTC(2026, 0, 10, 12);
const isoAt = (ms: number) => new Date(ms).toISOString();

/** Columns that hold a player's id or address by their name alone. */
const IDENTIFYING_COLUMN = /^(player_id|userid|user_id|email|recipient|phonenumber)$/i;

interface Person {
  id: string;
  email: string;
  /** Another address they gave us (the contact form, signed in). */
  altEmail: string;
  name: string;
  phone: string;
}

function personFor(tag: string): Person {
  return {
    id: `pid-${tag}-q7zk`,
    email: `${tag}.erasable-q7zk@example.com`,
    altEmail: `${tag}.elsewhere-q7zk@example.org`,
    name: `Name${tag}Q7zk`,
    phone: `+1555${tag.charCodeAt(0)}7731`,
  };
}

/** One row (or more) about `p` in every table that can hold a person. */
async function seedEverywhere(db: Db, p: Person, tag: string) {
  const k = db.kysely;
  const iso = isoAt(T0);
  await k
    .insertInto("user")
    .values({ id: p.id, name: p.name, email: p.email, phoneNumber: p.phone, isAnonymous: false, createdAt: iso, updatedAt: iso })
    .execute();
  await k
    .insertInto("session")
    .values({
      id: `sess-${tag}`,
      token: `token-${tag}`,
      expiresAt: isoAt(T0 + 86_400_000),
      createdAt: iso,
      updatedAt: iso,
      ipAddress: "203.0.113.7",
      userAgent: "Firefox",
      userId: p.id,
      impersonatedBy: null,
    })
    .execute();
  await k
    .insertInto("account")
    .values({
      id: `acct-${tag}`,
      accountId: p.id,
      providerId: "credential",
      userId: p.id,
      password: "salt:key",
      createdAt: iso,
      updatedAt: iso,
    })
    .execute();
  await k
    .insertInto("verification")
    .values({
      id: `ver-${tag}`,
      identifier: `sign-in-otp-${p.email}`,
      value: "123456:0",
      expiresAt: isoAt(T0 + 600_000),
      createdAt: iso,
      updatedAt: iso,
    })
    .execute();
  const wallet = createWalletService(db);
  await wallet.apply({ playerId: p.id, delta: 120, reason: "run", reference: `run-${tag}` });
  await createInventoryService(db).add(p.id, "shield", 2);
  await k
    .insertInto("player_stats")
    .values({ player_id: p.id, games_played: 3, total_flaps: 40, perfect_runs: 0, best_score: 12, last_played_at: T0, updated_at: T0 })
    .execute();
  await k
    .insertInto("player_achievements")
    .values({ player_id: p.id, achievement_id: "first-flight", progress: 1, unlocked_at: T0, updated_at: T0 })
    .execute();
  await k.insertInto("player_skins").values({ player_id: p.id, skin_id: "classic", source: "purchase", acquired_at: T0 }).execute();
  await k.insertInto("player_state").values({ player_id: p.id, active_skin: "classic", updated_at: T0 }).execute();
  await k.insertInto("player_profile").values({ player_id: p.id, locale: "de", country: "DE", last_seen_at: T0, updated_at: T0 }).execute();
  await k
    .insertInto("player_moderation")
    .values({ player_id: p.id, name_hidden: 0, updated_at: T0, updated_by: "op@example.com" })
    .execute();
  await k
    .insertInto("leaderboard_entries")
    .values([
      {
        id: `lb-d-${tag}`,
        board: "daily",
        period: "2026-01-10",
        player_id: p.id,
        name: p.name,
        location: "Berlin",
        score: 12,
        achieved_at: T0,
      },
      { id: `lb-a-${tag}`, board: "alltime", period: "all", player_id: p.id, name: p.name, location: "Berlin", score: 12, achieved_at: T0 },
    ])
    .execute();
  await k
    .insertInto("leaderboard_removals")
    .values({
      id: `rm-${tag}`,
      entry_id: `lb-w-${tag}`,
      board: "weekly",
      period: "2026-W02",
      player_id: p.id,
      name: p.name,
      location: "Berlin",
      score: 99,
      achieved_at: T0,
      reason: "too good",
      removed_by: "op@example.com",
      removed_at: T0,
    })
    .execute();
  await k
    .insertInto("runs")
    .values({
      id: `run-${tag}`,
      player_id: p.id,
      seed: 42,
      settings_version: 1,
      status: "finished",
      started_at: T0 - 60_000,
      expires_at: T0 + 60_000,
      finished_at: T0,
      score: 12,
      ticks: 900,
      input_log: "AAAA",
      name: p.name,
      location: "Berlin",
    })
    .execute();
  await k
    .insertInto("run_powerups")
    .values({ run_id: `run-${tag}`, tick: 30, type: "shield", created_at: T0 })
    .execute();
  await k
    .insertInto("purchases")
    .values({
      id: `pur-${tag}`,
      player_id: p.id,
      kind: "skin",
      item_id: "classic",
      price_coins: 0,
      idempotency_key: `key-${tag}`,
      created_at: T0,
    })
    .execute();
  await k
    .insertInto("checkout_sessions")
    .values({
      id: `cs_${tag}`,
      provider: "sandbox",
      player_id: p.id,
      pack_id: "starter",
      coins: 1000,
      amount_cents: 99,
      currency: "usd",
      status: "paid",
      created_at: T0,
      fulfilled_at: T0,
      updated_at: T0,
    })
    .execute();
  await k
    .insertInto("analytics_events")
    .values({
      id: `ev-${tag}`,
      name: "end_game",
      player_id: p.id,
      run_id: `run-${tag}`,
      value: 12,
      props_json: '{"ticks":900}',
      created_at: T0,
    })
    .execute();
  await k.insertInto("analytics_player_days").values({ day: 20_463, player_id: p.id, games_started: 1, games_finished: 1 }).execute();
  await k
    .insertInto("analytics_players")
    .values({ player_id: p.id, first_day: 20_463, last_day: 20_463, started: 1, finished: 1 })
    .execute();
  await k.insertInto("analytics_player_scores").values({ day: 20_463, player_id: p.id, score: 12, n: 1 }).execute();
  await k.insertInto("analytics_accounts").values({ player_id: p.id, signup_day: 20_463, active_day1: 1, active_day7: 0 }).execute();
  await k
    .insertInto("newsletter_subscriptions")
    .values({
      id: `nl-${tag}`,
      email: p.email,
      player_id: null,
      locale: "de",
      consent_text: "Yes, send me news",
      consent_at: T0,
      confirm_token_hash: `c-${tag}`,
      confirmed_at: T0,
      unsubscribe_token_hash: `u-${tag}`,
      created_at: T0,
      updated_at: T0,
    })
    .execute();
  // Sent while signed out, the address typed with capitals: found by the address alone.
  await k
    .insertInto("contact_messages")
    .values({
      id: `cm-${tag}`,
      email: p.email.toUpperCase(),
      message: "Please delete me",
      player_id: null,
      ip: "203.0.113.7",
      created_at: T0,
    })
    .execute();
  // Another address they gave while signed in: theirs too.
  await k
    .insertInto("contact_messages")
    .values({ id: `cm-alt-${tag}`, email: p.altEmail, message: "Also me", player_id: p.id, ip: null, created_at: T0 })
    .execute();
  await k
    .insertInto("newsletter_blocklist")
    .values({ email: p.email, reason: "asked for no mail", created_by: "op@example.com", created_at: T0 })
    .execute();
  await k
    .insertInto("operator_roles")
    .values({ user_id: p.id, role: "viewer", created_at: T0, updated_at: T0, updated_by: null })
    .execute();
  await k
    .insertInto("operator_invitations")
    .values({
      id: `inv-${tag}`,
      email: p.email,
      role: "viewer",
      token_hash: `hash-${tag}`,
      invited_by: "op@example.com",
      created_at: T0,
      expires_at: T0 + 1,
    })
    .execute();
  await k
    .insertInto("campaigns")
    .values({
      id: `camp-${tag}`,
      name: `Spring ${tag}`,
      subject: "Hi {{name}}",
      body: "News",
      status: "finished",
      created_at: T0,
      updated_at: T0,
    })
    .execute();
  await k
    .insertInto("campaign_recipients")
    .values({
      campaign_id: `camp-${tag}`,
      player_id: p.id,
      subscription_id: `nl-${tag}`,
      email: p.email,
      name: p.name,
      status: "sent",
      next_attempt_at: T0,
      sent_at: T0,
      message_id: `<m-${tag}@example.com>`,
    })
    .execute();
  await k
    .insertInto("outbox")
    .values([
      { id: `ob-${tag}`, channel: "email", recipient: p.email, subject: "Your sign-in code", text: "123456", html: null, created_at: T0 },
      {
        id: `ob-alt-${tag}`,
        channel: "email",
        recipient: "support@example.com",
        subject: "Contact",
        text: `From ${p.altEmail}`,
        html: null,
        created_at: T0,
      },
      { id: `ob-sms-${tag}`, channel: "sms", recipient: p.phone, subject: "", text: "654321", html: null, created_at: T0 },
      // The support copy of their contact message names them in its text.
      {
        id: `ob-sup-${tag}`,
        channel: "email",
        recipient: "support@example.com",
        subject: "Contact",
        text: `From ${p.email}: hi`,
        html: null,
        created_at: T0,
      },
    ])
    .execute();
  await k
    .insertInto("rate_limits")
    .values({ key: `otp:${p.email}`, window_start: T0, count: 1, expires_at: T0 + 3_600_000 })
    .execute();
  await k
    .insertInto("audit_log")
    .values([
      {
        id: `au-${tag}`,
        actor_id: "op",
        actor: "op@example.com",
        action: "player.coins_adjust",
        target: p.id,
        before_json: JSON.stringify({ email: p.email, name: p.name }),
        after_json: JSON.stringify({ coins: 120 }),
        at: T0,
      },
      {
        id: `au-self-${tag}`,
        actor_id: p.id,
        actor: p.email,
        action: "auth.sign_in",
        target: null,
        before_json: null,
        after_json: null,
        at: T0,
      },
    ])
    .execute();
}

async function scan(db: Db, needles: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const [table, columns] of await tableColumns(db)) {
    const n = await rowsContaining(db, table, columns, needles);
    if (n > 0) found[table] = n;
  }
  return found;
}

function playersOf(db: Db) {
  return createPlayersService(db, createWalletService(db), createInventoryService(db), createAchievementsService(db));
}

const operator = { id: "op", label: "op@example.com" };

describeEachDialect(
  "erasure and export, every table",
  (getDb, dialect) => {
    it("places every table of the migrated schema, and no table said to hold nothing has a column naming a player", async () => {
      const tables = await tableColumns(getDb());
      expect([...tables.keys()].sort()).toEqual(Object.keys(PERSONAL_DATA).sort());
      for (const [table, columns] of tables) {
        if (PERSONAL_DATA[table as keyof typeof PERSONAL_DATA].holds === "nothing")
          expect({ table, columns: columns.filter((c) => IDENTIFYING_COLUMN.test(c)) }).toEqual({ table, columns: [] });
      }
    });

    it("finds the seeded person in every personal table, exports every one, and erasure leaves no trace", async () => {
      const db = getDb();
      const p = personFor(`a${dialect}`);
      const other = personFor(`b${dialect}`);
      await seedEverywhere(db, p, `a${dialect}`);
      await seedEverywhere(db, other, `b${dialect}`);
      const needles = [p.id, p.email, p.altEmail, p.phone, p.name];

      // The seed reaches every table that can hold a person, and only those.
      const before = await scan(db, needles);
      const otherBefore = await scan(db, [other.id, other.email]);
      expect(Object.keys(before).sort()).toEqual(personalTables().sort());

      // Export: every personal table feeds a section that has the person's rows, or says why not.
      const players = playersOf(db);
      const exported = (await players.exportData(p.id))!;
      for (const table of personalTables()) {
        const policy = PERSONAL_DATA[table as keyof typeof PERSONAL_DATA];
        if (policy.holds !== "person" || typeof policy.export !== "string") continue;
        const section = exported[policy.export];
        expect({ table, filled: Array.isArray(section) ? section.length > 0 : section !== null }).toEqual({ table, filled: true });
      }
      expect(exported).toMatchObject<Partial<PlayerExport>>({
        profile: expect.objectContaining({
          id: p.id,
          email: p.email,
          locale: "de",
          country: "DE",
          nameHidden: false,
        }) as PlayerExport["profile"],
        wallet: expect.objectContaining({ coins: 120 }) as PlayerExport["wallet"],
        inventory: [{ item: "shield", count: 2 }],
        skins: { active: "classic", owned: [{ skinId: "classic", source: "purchase", acquiredAt: isoAt(T0) }] },
      });
      expect(exported.runs[0]).toMatchObject({
        id: `run-a${dialect}`,
        score: 12,
        inputLogLength: 4,
        powerUpsUsed: [{ tick: 30, type: "shield" }],
      });
      expect(exported.contactMessages.map((m) => m.message).sort()).toEqual(["Also me", "Please delete me"]);
      expect(exported.campaignMails[0]).toMatchObject({ campaign: `Spring a${dialect}`, status: "sent" });
      expect(exported.mails.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
      expect(exported.payments[0]).toMatchObject({ amountCents: 99, status: "paid" });

      const runsBefore = await db.kysely.selectFrom("runs").select("id").execute();
      const erased = await players.erase({
        playerId: p.id,
        by: "operator",
        actor: operator,
        reason: `Asked by ${p.altEmail} through the contact form`,
      });
      expect(erased.ok).toBe(true);
      if (!erased.ok) return;
      expect(erased.tombstone.startsWith(TOMBSTONE_PREFIX)).toBe(true);
      expect(erased.boards.sort()).toEqual(["alltime", "daily"]);

      // Nothing anywhere names them (the erasure's own audit row included).
      expect(await scan(db, needles)).toEqual({});
      // The other player is untouched.
      expect(await scan(db, [other.id, other.email])).toEqual(otherBefore);

      // What stays stays, detached: the run, the payment (the books), the analytics figures.
      expect(await db.kysely.selectFrom("runs").select("id").execute()).toHaveLength(runsBefore.length);
      const keptRun = await db.kysely.selectFrom("runs").selectAll().where("id", "=", `run-a${dialect}`).executeTakeFirstOrThrow();
      expect(keptRun).toMatchObject({ player_id: erased.tombstone, name: "Deleted player", location: null });
      const keptPayment = await db.kysely
        .selectFrom("checkout_sessions")
        .selectAll()
        .where("id", "=", `cs_a${dialect}`)
        .executeTakeFirstOrThrow();
      expect(keptPayment).toMatchObject({ player_id: erased.tombstone, status: "paid" });
      expect(Number(keptPayment.amount_cents)).toBe(99);
      for (const table of ["analytics_player_days", "analytics_players", "analytics_player_scores", "analytics_accounts"] as const) {
        expect(await db.kysely.selectFrom(table).select("player_id").where("player_id", "=", erased.tombstone).execute()).toHaveLength(1);
      }

      // Audited with the operator and the reason (without the address in it).
      const audit = await db.kysely.selectFrom("audit_log").selectAll().where("action", "=", "player.erase").executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ actor_id: "op", actor: "op@example.com", target: erased.tombstone });
      expect(JSON.parse(audit.after_json!)).toMatchObject({ by: "operator", reason: `Asked by ${ERASED_TEXT} through the contact form` });
      // The older audit row about them stays, naming the tombstone.
      const older = await db.kysely.selectFrom("audit_log").selectAll().where("id", "=", `au-a${dialect}`).executeTakeFirstOrThrow();
      expect(older.target).toBe(erased.tombstone);
    });

    it("erases once when asked twice at the same moment, and never an operator", async () => {
      const db = getDb();
      const p = personFor(`c${dialect}`);
      await seedEverywhere(db, p, `c${dialect}`);
      const players = playersOf(db);
      const outcomes = await Promise.all([
        players.erase({ playerId: p.id, by: "operator", actor: operator, reason: "twice" }),
        players.deleteAccount(p.id),
      ]);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.find((o) => !o.ok)).toMatchObject({ status: 404, error: "player_not_found" });
      expect(await scan(db, [p.id, p.email])).toEqual({});
      expect(await db.kysely.selectFrom("audit_log").select("id").where("action", "=", "player.erase").execute()).toHaveLength(2);

      await db.kysely
        .insertInto("user")
        .values({ id: "op-user", name: "Op", email: "op@example.com", role: "admin", createdAt: isoAt(T0), updatedAt: isoAt(T0) })
        .execute();
      expect(await players.erase({ playerId: "op-user", by: "operator", actor: operator, reason: "no" })).toMatchObject({
        ok: false,
        status: 409,
        error: "cannot_erase_operator",
      });
      expect(await players.profile("op-user")).not.toBeNull();
    });
  },
  { seed: true },
);
