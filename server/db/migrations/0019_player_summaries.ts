import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Player Data at scale (docs/decisions/016): one summary row per player holding everything the admin
// players list sorts, filters and searches by, a count of finished runs per score and of players per
// type for the statistics cards, so neither joins four tables over 100k players nor scans a million
// runs.
//
// Kept by triggers, like 0005's rank counts: every writer keeps them right in its own statement and
// transaction (the finish transaction, wallet changes, checkout webhooks, guest merges, Better Auth's
// own user inserts and updates, which run outside our transactions, account deletion through the
// foreign key, tests and bulk loads). Under concurrent writers each trigger writes from the row it
// fired on (NEW, which the writer has locked) or as a delta, never from a read of another table,
// so two transactions can never leave a stale value behind.
//
//   player_summaries: player_id (a user whose role is 'player'; gone with the user), is_guest 0/1,
//     name_key / email_key / id_key (lower-cased name, e-mail and id: sort and prefix search; on
//     PostgreSQL in the "C" collation, so a prefix is one index range and both engines order alike),
//     joined (createdAt as epoch ms), games_played / best_score / last_played_at (player_stats; 0 when
//     missing), coins (wallets), spent_cents (paid checkout sessions). One index per sort, each ending
//     with player_id, the tie-break.
//   run_score_counts: (score, shard) -> finished runs with that score. The shard (from the run id's
//     last character) spreads concurrent finishes with the same score over 16 rows on PostgreSQL.
//     Count, sum and best of every finished run are a few hundred rows.
//   player_counts: is_guest -> players of that type (the list's totals without a search, the cards).

/** The shard of a run id, per engine (the same value on both for the same id). */
export const shardOf = (dialect: Dialect, id: string) =>
  dialect === "sqlite" ? `(unicode(substr(${id}, -1)) % 16)` : `(ascii(right(${id}, 1)) % 16)`;

/**
 * A trigger's statement moving `row`'s (`new` or `old`) count row by `delta` when `when` holds. Also
 * migration 0039's. INSERT ... SELECT ... WHERE: SQLite needs the WHERE before an upsert's ON CONFLICT.
 */
export const scoreCountUpsert = (dialect: Dialect, row: string, delta: 1 | -1, when = "true") =>
  `insert into run_score_counts (score, shard, n) select coalesce(${row}.score, 0), ${shardOf(dialect, `${row}.id`)}, ${delta} where ${when}
       on conflict (score, shard) do update set n = run_score_counts.n + (${delta})`;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const collateC = pg ? ` collate "C"` : "";
  await sql
    .raw(
      `create table player_summaries (
        player_id text primary key not null references "user"(id) on delete cascade,
        is_guest integer not null check (is_guest in (0, 1)),
        name_key text${collateC} not null,
        email_key text${collateC} not null,
        id_key text${collateC} not null,
        joined bigint not null,
        games_played integer not null default 0,
        best_score integer not null default 0,
        last_played_at bigint not null default 0,
        coins bigint not null default 0,
        spent_cents bigint not null default 0
      )`,
    )
    .execute(db);
  for (const [name, column] of [
    ["name", "name_key"],
    ["email", "email_key"],
    ["type", "is_guest"],
    ["joined", "joined"],
    ["games", "games_played"],
    ["best", "best_score"],
    ["last_played", "last_played_at"],
    ["coins", "coins"],
    ["spent", "spent_cents"],
  ] as const) {
    await sql.raw(`create index player_summaries_${name}_idx on player_summaries (${column}, player_id)`).execute(db);
  }
  await sql.raw(`create index player_summaries_id_key_idx on player_summaries (id_key)`).execute(db);

  const clustered = pg ? "" : " without rowid";
  await sql.raw(`create table player_counts (is_guest integer primary key not null, n bigint not null)${clustered}`).execute(db);
  await sql
    .raw(
      `create table run_score_counts (
        score integer not null,
        shard integer not null,
        n bigint not null,
        primary key (score, shard)
      )${clustered}`,
    )
    .execute(db);

  // The user's columns in the summary, from a "user" row (u) or a trigger's NEW.
  const isGuest = (row: string) => (pg ? `case when ${row}."isAnonymous" then 1 else 0 end` : `${row}."isAnonymous"`);
  const epochMs = (row: string) =>
    pg
      ? `(extract(epoch from ${row}."createdAt") * 1000)::bigint`
      : `cast(round(unixepoch(${row}."createdAt", 'subsec') * 1000) as integer)`;
  /** A player's whole row from the source tables (a new player, a role change, the backfill). */
  const fullRow = (where: string, onConflict = "on conflict (player_id) do nothing", users = `"user"`) => `
    insert into player_summaries
      (player_id, is_guest, name_key, email_key, id_key, joined, games_played, best_score, last_played_at, coins, spent_cents)
    select u.id, ${isGuest("u")}, lower(u.name), lower(u.email), lower(u.id), ${epochMs("u")},
           coalesce(s.games_played, 0), coalesce(s.best_score, 0), coalesce(s.last_played_at, 0), coalesce(w.coins, 0),
           coalesce((select sum(c.amount_cents) from checkout_sessions c where c.player_id = u.id and c.status = 'paid'), 0)
    from ${users} u
    left join player_stats s on s.player_id = u.id
    left join wallets w on w.player_id = u.id
    where ${where}
    ${onConflict}`;
  const userColumns = (row: string) =>
    `is_guest = ${isGuest(row)}, name_key = lower(${row}.name), email_key = lower(${row}.email), id_key = lower(${row}.id), joined = ${epochMs(row)}`;
  const stats = (row: string) =>
    `update player_summaries set games_played = ${row}.games_played, best_score = ${row}.best_score,
       last_played_at = coalesce(${row}.last_played_at, 0) where player_id = ${row}.player_id`;
  const statsGone = `update player_summaries set games_played = 0, best_score = 0, last_played_at = 0 where player_id = old.player_id`;
  const coins = (row: string) => `update player_summaries set coins = ${row}.coins where player_id = ${row}.player_id`;
  const coinsGone = `update player_summaries set coins = 0 where player_id = old.player_id`;
  const spent = (row: string, sign: "+" | "-") =>
    `update player_summaries set spent_cents = spent_cents ${sign} ${row}.amount_cents where player_id = ${row}.player_id`;
  const count = (row: string, delta: 1 | -1, when?: string) => scoreCountUpsert(dialect, row, delta, when);

  if (!pg) {
    const trigger = (name: string, on: string, body: string[]) =>
      sql.raw(`create trigger ${name} ${on} begin ${body.map((s) => `${s};`).join("\n")} end`).execute(db);
    await trigger("player_summaries_user_insert", `after insert on "user" when new.role = 'player'`, [fullRow("u.id = new.id")]);
    await trigger("player_summaries_user_update", `after update of id, name, email, "isAnonymous", role, "createdAt" on "user"`, [
      `delete from player_summaries where player_id = old.id and (new.role <> 'player' or new.id <> old.id)`,
      `update player_summaries set ${userColumns("new")} where player_id = new.id and new.role = 'player'`,
      fullRow(`u.id = new.id and u.role = 'player'`),
    ]);
    await trigger("player_summaries_stats_insert", "after insert on player_stats", [stats("new")]);
    await trigger("player_summaries_stats_update", "after update of player_id, games_played, best_score, last_played_at on player_stats", [
      `${statsGone} and new.player_id <> old.player_id`,
      stats("new"),
    ]);
    await trigger("player_summaries_stats_delete", "after delete on player_stats", [statsGone]);
    await trigger("player_summaries_wallet_insert", "after insert on wallets", [coins("new")]);
    await trigger("player_summaries_wallet_update", "after update of player_id, coins on wallets", [
      `${coinsGone} and new.player_id <> old.player_id`,
      coins("new"),
    ]);
    await trigger("player_summaries_wallet_delete", "after delete on wallets", [coinsGone]);
    await trigger("player_summaries_checkout_insert", `after insert on checkout_sessions when new.status = 'paid'`, [spent("new", "+")]);
    await trigger(
      "player_summaries_checkout_update",
      `after update of player_id, amount_cents, status on checkout_sessions when old.status = 'paid' or new.status = 'paid'`,
      [`${spent("old", "-")} and old.status = 'paid'`, `${spent("new", "+")} and new.status = 'paid'`],
    );
    await trigger("player_summaries_checkout_delete", `after delete on checkout_sessions when old.status = 'paid'`, [spent("old", "-")]);
    await trigger("run_score_counts_insert", `after insert on runs when new.status = 'finished'`, [count("new", 1)]);
    await trigger(
      "run_score_counts_update",
      `after update of id, status, score on runs when old.status = 'finished' or new.status = 'finished'`,
      // A statement per side, each only when its side is finished (a trigger body has no if).
      [count("old", -1, "old.status = 'finished'"), count("new", 1, "new.status = 'finished'")],
    );
    await trigger("run_score_counts_delete", `after delete on runs when old.status = 'finished'`, [count("old", -1)]);
  } else {
    const fn = (name: string, body: string) =>
      sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`).execute(db);
    await fn(
      "player_summaries_user",
      `if tg_op = 'UPDATE' and (new.role <> 'player' or new.id <> old.id) then
         delete from player_summaries where player_id = old.id;
       end if;
       if new.role = 'player' then
         update player_summaries set ${userColumns("new")} where player_id = new.id;
         if not found then ${fullRow("u.id = new.id")}; end if;
       end if;`,
    );
    await fn(
      "player_summaries_stats",
      `if tg_op = 'DELETE' or new.player_id <> old.player_id then ${statsGone}; end if;
       if tg_op <> 'DELETE' then ${stats("new")}; end if;`,
    );
    await fn(
      "player_summaries_wallet",
      `if tg_op = 'DELETE' or new.player_id <> old.player_id then ${coinsGone}; end if;
       if tg_op <> 'DELETE' then ${coins("new")}; end if;`,
    );
    await fn(
      "player_summaries_checkout",
      `if tg_op <> 'INSERT' then if old.status = 'paid' then ${spent("old", "-")}; end if; end if;
       if tg_op <> 'DELETE' then if new.status = 'paid' then ${spent("new", "+")}; end if; end if;`,
    );
    // Only a run whose score changes while finished (never in the app) takes two count rows; it
    // takes the old one first, like any other such update, so two of them cannot deadlock.
    await fn(
      "run_score_counts_trigger",
      `if tg_op <> 'INSERT' then if old.status = 'finished' then ${count("old", -1)}; end if; end if;
       if tg_op <> 'DELETE' then if new.status = 'finished' then ${count("new", 1)}; end if; end if;`,
    );
    // One trigger per event, so a WHEN skips the function call for the rows that do not matter (a
    // run's start and every other update of runs, checkout sessions that were never paid).
    const trigger = (name: string, on: string, fnName: string, when?: string) =>
      sql.raw(`create trigger ${name} ${on} for each row ${when ? `when (${when})` : ""} execute function ${fnName}()`).execute(db);
    // New users per statement (transition table), like the runs' inserts below: a bulk load of users
    // is one insert of summaries, and player_counts (counted per statement too) one upsert per type.
    await fn("player_summaries_user_inserted", `${fullRow("u.role = 'player'", undefined, "new_users")};`);
    await sql
      .raw(
        `create trigger player_summaries_user_insert after insert on "user" referencing new table as new_users
         for each statement execute function player_summaries_user_inserted()`,
      )
      .execute(db);
    await trigger(
      "player_summaries_user_update",
      `after update of id, name, email, "isAnonymous", role, "createdAt" on "user"`,
      "player_summaries_user",
    );
    await trigger(
      "player_summaries_stats",
      "after insert or update of player_id, games_played, best_score, last_played_at or delete on player_stats",
      "player_summaries_stats",
    );
    await trigger("player_summaries_wallet", "after insert or update of player_id, coins or delete on wallets", "player_summaries_wallet");
    await trigger(
      "player_summaries_checkout_insert",
      `after insert on checkout_sessions`,
      "player_summaries_checkout",
      "new.status = 'paid'",
    );
    await trigger(
      "player_summaries_checkout_update",
      `after update of player_id, amount_cents, status on checkout_sessions`,
      "player_summaries_checkout",
      "old.status = 'paid' or new.status = 'paid'",
    );
    await trigger(
      "player_summaries_checkout_delete",
      `after delete on checkout_sessions`,
      "player_summaries_checkout",
      "old.status = 'paid'",
    );
    // Inserts per statement, from its transition table: a bulk load of a million finished runs (a
    // restore, the bench) makes one upsert per count row, not a million updates of 600 rows, whose
    // dead versions would stay in the table and slow every read of it. The app inserts runs one
    // at a time, unfinished.
    await fn(
      "run_score_counts_inserted",
      `insert into run_score_counts (score, shard, n)
         select coalesce(score, 0), ${shardOf(dialect, "id")}, count(*) from new_rows where status = 'finished'
         group by 1, 2 order by 1, 2
         on conflict (score, shard) do update set n = run_score_counts.n + excluded.n;`,
    );
    await sql
      .raw(
        `create trigger run_score_counts_insert after insert on runs referencing new table as new_rows
         for each statement execute function run_score_counts_inserted()`,
      )
      .execute(db);
    await trigger(
      "run_score_counts_update",
      `after update of id, status, score on runs`,
      "run_score_counts_trigger",
      "old.status = 'finished' or new.status = 'finished'",
    );
    await trigger("run_score_counts_delete", `after delete on runs`, "run_score_counts_trigger", "old.status = 'finished'");
  }

  // The rows written before this migration.
  await sql.raw(fullRow(`u.role = 'player'`, "")).execute(db);
  await sql.raw(`insert into player_counts (is_guest, n) select is_guest, count(*) from player_summaries group by is_guest`).execute(db);

  // player_counts: players per type (the list's unfiltered totals, the cards), from the summary's
  // own inserts, deletes and type changes. On PostgreSQL inserts and deletes count per statement
  // (transition tables), like the runs' inserts above.
  const move = (isGuest: string, delta: string) =>
    `insert into player_counts (is_guest, n) values (${isGuest}, ${delta})
       on conflict (is_guest) do update set n = player_counts.n + (${delta})`;
  if (!pg) {
    const trigger = (name: string, on: string, body: string[]) =>
      sql.raw(`create trigger ${name} ${on} begin ${body.map((s) => `${s};`).join("\n")} end`).execute(db);
    await trigger("player_counts_insert", "after insert on player_summaries", [move("new.is_guest", "1")]);
    await trigger("player_counts_delete", "after delete on player_summaries", [move("old.is_guest", "-1")]);
    await trigger("player_counts_update", "after update of is_guest on player_summaries when old.is_guest <> new.is_guest", [
      move("old.is_guest", "-1"),
      move("new.is_guest", "1"),
    ]);
  } else {
    for (const [op, rows, sign] of [
      ["insert", "new_rows", "+"],
      ["delete", "old_rows", "-"],
    ] as const) {
      await sql
        .raw(
          `create function player_counts_${op}() returns trigger language plpgsql as $$ begin
             insert into player_counts (is_guest, n) select is_guest, count(*) from ${rows} group by is_guest order by is_guest
               on conflict (is_guest) do update set n = player_counts.n ${sign} excluded.n;
             return null; end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger player_counts_${op} after ${op} on player_summaries referencing ${op === "insert" ? "new" : "old"} table as ${rows}
           for each statement execute function player_counts_${op}()`,
        )
        .execute(db);
    }
    // The lower type's row first, so two opposite changes cannot deadlock.
    await sql
      .raw(
        `create function player_counts_update() returns trigger language plpgsql as $$ begin
           if old.is_guest < new.is_guest then ${move("old.is_guest", "-1")}; ${move("new.is_guest", "1")};
           else ${move("new.is_guest", "1")}; ${move("old.is_guest", "-1")}; end if;
           return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger player_counts_update after update of is_guest on player_summaries
         for each row when (old.is_guest <> new.is_guest) execute function player_counts_update()`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `insert into run_score_counts (score, shard, n)
       select coalesce(score, 0), ${shardOf(dialect, "id")}, count(*) from runs where status = 'finished'
       group by coalesce(score, 0), ${shardOf(dialect, "id")}`,
    )
    .execute(db);
}
