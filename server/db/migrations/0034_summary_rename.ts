import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// A rename recomputed the player's whole summary row (0019): every user column of it (and on SQLite
// their five indexes), then the full row's select from the user, stats, wallet and paid checkouts,
// which then conflicted with the row that was there. A player's name changes with their first named
// finish, so that was a finish's largest statement after the board rows (bench:finish). An update of
// "user" that changes the name and none of the summary's other sources (id, e-mail, guest flag, role,
// createdAt) now sets name_key alone; any other update takes 0019's path as before. The full row is
// still written when a player's summary row is missing (no path leaves one missing; 0019 wrote it
// then too).

/** NEW and OLD agree on every user column of the summary but the name (null-safe). */
const onlyName = (dialect: Dialect) => {
  const same = dialect === "postgres" ? "is not distinct from" : "is";
  return ["id", "email", `"isAnonymous"`, "role", `"createdAt"`].map((c) => `new.${c} ${same} old.${c}`).join(" and ");
};

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  // As 0019: the user's columns in the summary, from a "user" row (u) or a trigger's NEW.
  const isGuest = (row: string) => (pg ? `case when ${row}."isAnonymous" then 1 else 0 end` : `${row}."isAnonymous"`);
  const epochMs = (row: string) =>
    pg
      ? `(extract(epoch from ${row}."createdAt") * 1000)::bigint`
      : `cast(round(unixepoch(${row}."createdAt", 'subsec') * 1000) as integer)`;
  const fullRow = (where: string, onConflict = "on conflict (player_id) do nothing") => `
    insert into player_summaries
      (player_id, is_guest, name_key, email_key, id_key, joined, games_played, best_score, last_played_at, coins, spent_cents)
    select u.id, ${isGuest("u")}, lower(u.name), lower(u.email), lower(u.id), ${epochMs("u")},
           coalesce(s.games_played, 0), coalesce(s.best_score, 0), coalesce(s.last_played_at, 0), coalesce(w.coins, 0),
           coalesce((select sum(c.amount_cents) from checkout_sessions c where c.player_id = u.id and c.status = 'paid'), 0)
    from "user" u
    left join player_stats s on s.player_id = u.id
    left join wallets w on w.player_id = u.id
    where ${where}
    ${onConflict}`;
  const userColumns = (row: string) =>
    `is_guest = ${isGuest(row)}, name_key = lower(${row}.name), email_key = lower(${row}.email), id_key = lower(${row}.id), joined = ${epochMs(row)}`;

  if (!pg) {
    await sql.raw(`drop trigger player_summaries_user_update`).execute(db);
    // 0019's trigger, for every update but a rename alone.
    await sql
      .raw(
        `create trigger player_summaries_user_update after update of id, name, email, "isAnonymous", role, "createdAt" on "user"
         when not (${onlyName(dialect)})
         begin
           delete from player_summaries where player_id = old.id and (new.role <> 'player' or new.id <> old.id);
           update player_summaries set ${userColumns("new")} where player_id = new.id and new.role = 'player';
           ${fullRow(`u.id = new.id and u.role = 'player'`)};
         end`,
      )
      .execute(db);
    // A rename alone. The missing row's guard is a term without a table of the select: SQLite tests
    // it once, before reading any row.
    await sql
      .raw(
        `create trigger player_summaries_user_rename after update of name on "user"
         when new.role = 'player' and ${onlyName(dialect)}
         begin
           update player_summaries set name_key = lower(new.name) where player_id = new.id;
           ${fullRow(`u.id = new.id and not exists (select 1 from player_summaries p where p.player_id = new.id)`)};
         end`,
      )
      .execute(db);
    return;
  }
  // The trigger calls the function by name: replacing the function is enough.
  await sql
    .raw(
      `create or replace function player_summaries_user() returns trigger language plpgsql as $$ begin
         if tg_op = 'UPDATE' and new.role = 'player' and ${onlyName(dialect)} then
           update player_summaries set name_key = lower(new.name) where player_id = new.id;
           if not found then ${fullRow("u.id = new.id")}; end if;
           return null;
         end if;
         if tg_op = 'UPDATE' and (new.role <> 'player' or new.id <> old.id) then
           delete from player_summaries where player_id = old.id;
         end if;
         if new.role = 'player' then
           update player_summaries set ${userColumns("new")} where player_id = new.id;
           if not found then ${fullRow("u.id = new.id")}; end if;
         end if;
         return null;
       end $$`,
    )
    .execute(db);
}
