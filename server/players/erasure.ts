// Erasure: everything that identifies a player goes, in ONE transaction, table by table as
// server/players/personal-data.ts states (docs/decisions/025-erasure-and-retention.md). Rows the game
// must keep (runs for challenges and statistics, coin spends and card payments for the books,
// analytics for the figures, operators' audit rows) stay, detached: the player's id becomes a random
// tombstone id that nothing maps back to, and names and e-mails go.
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type SqlBool } from "kysely";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { Dialect } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { fail, type Result } from "../http/result.ts";
import { BOARDS, type Board } from "../leaderboards/service.ts";

/** The name left on a deleted player's runs (challenge links to them keep working). */
export const DELETED_PLAYER_NAME = "Deleted player";
/** What replaces a deleted player's e-mail in the audit rows that named them. */
export const ERASED_TEXT = "[erased]";
/** The start of every tombstone id (a finance query can tell erased players' payments apart). */
export const TOMBSTONE_PREFIX = "erased-";

/** Who asked: the player on /account, an operator on the admin player page, the retention job. */
export type ErasureRequester = "player" | "operator" | "retention";

export interface ErasureRequest {
  playerId: string;
  by: ErasureRequester;
  actor: AuditActor;
  /** Required from an operator; the player's id, e-mail and name are taken out of it before it is stored. */
  reason?: string;
  /** The retention job writes one audit row per run instead of one per guest. */
  audit?: boolean;
}

export interface ErasureOutcome {
  tombstone: string;
  wasGuest: boolean;
  /** Rows deleted or detached, per table (only tables that had any). */
  rows: Record<string, number>;
  /** Boards whose rows changed (the live feed is told). */
  boards: Board[];
}

export type ErasureCode = "player_not_found" | "cannot_erase_operator";

const lower = (column: string) => sql`lower(${sql.ref(column)})`;
/** `column` contains `needle`, any case (LIKE's wildcards in the needle only widen the match; the rows are then changed exactly). */
const containsText = (column: string, needle: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${needle.toLowerCase()}%`}`;

export async function eraseIn(
  trx: Kysely<Database>,
  dialect: Dialect,
  audit: AuditService,
  request: ErasureRequest,
): Promise<Result<ErasureOutcome, ErasureCode>> {
  const { playerId } = request;
  let who = trx.selectFrom("user").select(["id", "email", "name", "phoneNumber", "role", "isAnonymous"]).where("id", "=", playerId);
  // Two erasures of the same player (a double click, an operator and the player at once): the second waits, then finds nothing.
  if (dialect === "postgres") who = who.forUpdate();
  const user = await who.executeTakeFirst();
  if (!user) return fail(404, "player_not_found", "This player does not exist.");
  if (user.role === "admin") return fail(409, "cannot_erase_operator", "Operator accounts cannot be deleted here.");

  const tombstone = `${TOMBSTONE_PREFIX}${randomUUID()}`;
  // Their addresses: the account's, and every one they gave us while signed in or playing as a guest
  // (contact form, newsletter, campaign mails).
  const given = await Promise.all([
    trx.selectFrom("contact_messages").select("email").where("player_id", "=", playerId).execute(),
    trx.selectFrom("newsletter_subscriptions").select("email").where("player_id", "=", playerId).execute(),
    trx.selectFrom("campaign_recipients").select("email").where("player_id", "=", playerId).execute(),
  ]);
  const emails = [...new Set([user.email, ...given.flat().map((row) => row.email)].map((e) => e.toLowerCase()))];
  const phone = user.phoneNumber;
  const rows: Record<string, number> = {};
  const count = (table: string, n: bigint | number | undefined) => {
    const value = Number(n ?? 0);
    if (value > 0) rows[table] = (rows[table] ?? 0) + value;
  };

  // Boards: the player's entries leave every board and period (the players below move up).
  const entries = await trx.deleteFrom("leaderboard_entries").where("player_id", "=", playerId).returning("board").execute();
  count("leaderboard_entries", entries.length);
  const boards = BOARDS.filter((board) => entries.some((entry) => entry.board === board));
  count(
    "leaderboard_removals",
    (await trx.deleteFrom("leaderboard_removals").where("player_id", "=", playerId).executeTakeFirst()).numDeletedRows,
  );

  // Kept, detached.
  count(
    "runs",
    (
      await trx
        .updateTable("runs")
        .set({ player_id: tombstone, name: DELETED_PLAYER_NAME, location: null })
        .where("player_id", "=", playerId)
        .executeTakeFirst()
    ).numUpdatedRows,
  );
  for (const table of [
    "purchases",
    "checkout_sessions",
    "analytics_events",
    "analytics_player_days",
    "analytics_players",
    "analytics_player_scores",
    "analytics_accounts",
  ] as const) {
    const result = await trx.updateTable(table).set({ player_id: tombstone }).where("player_id", "=", playerId).executeTakeFirst();
    count(table, result.numUpdatedRows);
  }

  // The coin ledger is the wallet's history: it goes with the wallet (the payments above are the books).
  count("wallet_ledger", (await trx.deleteFrom("wallet_ledger").where("player_id", "=", playerId).executeTakeFirst()).numDeletedRows);

  // Mail: the subscription (by player or address), every campaign mail to them, the outbox's copies.
  const subscriptions = await trx
    .selectFrom("newsletter_subscriptions")
    .select("id")
    .where((eb) => eb.or([eb("player_id", "=", playerId), eb(lower("email"), "in", emails)]))
    .execute();
  const subscriptionIds = subscriptions.map((s) => s.id);
  count(
    "campaign_recipients",
    (
      await trx
        .deleteFrom("campaign_recipients")
        .where((eb) =>
          eb.or([
            eb("player_id", "=", playerId),
            eb(lower("email"), "in", emails),
            ...(subscriptionIds.length > 0 ? [eb("subscription_id", "in", subscriptionIds)] : []),
          ]),
        )
        .executeTakeFirst()
    ).numDeletedRows,
  );
  if (subscriptionIds.length > 0)
    count(
      "newsletter_subscriptions",
      (await trx.deleteFrom("newsletter_subscriptions").where("id", "in", subscriptionIds).executeTakeFirst()).numDeletedRows,
    );
  count(
    "contact_messages",
    (
      await trx
        .deleteFrom("contact_messages")
        .where((eb) => eb.or([eb("player_id", "=", playerId), eb(lower("email"), "in", emails)]))
        .executeTakeFirst()
    ).numDeletedRows,
  );
  // Mails to them, and mails about them (the support copy of their contact message names their address).
  count(
    "outbox",
    (
      await trx
        .deleteFrom("outbox")
        .where((eb) =>
          eb.or([
            eb(lower("recipient"), "in", emails),
            ...(phone ? [eb("recipient", "=", phone)] : []),
            ...emails.flatMap((e) => [containsText("text", e), containsText("subject", e)]),
          ]),
        )
        .executeTakeFirst()
    ).numDeletedRows,
  );
  // The newsletter blocklist and the operator team, by their addresses and id.
  count(
    "newsletter_blocklist",
    (await trx.deleteFrom("newsletter_blocklist").where(lower("email"), "in", emails).executeTakeFirst()).numDeletedRows,
  );
  count("operator_roles", (await trx.deleteFrom("operator_roles").where("user_id", "=", playerId).executeTakeFirst()).numDeletedRows);
  count(
    "operator_invitations",
    (await trx.deleteFrom("operator_invitations").where(lower("email"), "in", emails).executeTakeFirst()).numDeletedRows,
  );
  // Sign-in codes, reset links and abuse counters keyed by their address, phone or id.
  const needles = [...emails, playerId, ...(phone ? [phone] : [])];
  count(
    "verification",
    (
      await trx
        .deleteFrom("verification")
        .where((eb) => eb.or(needles.flatMap((n) => [containsText("identifier", n), containsText("value", n)])))
        .executeTakeFirst()
    ).numDeletedRows,
  );
  count(
    "rate_limits",
    (
      await trx
        .deleteFrom("rate_limits")
        .where((eb) => eb.or(needles.map((n) => containsText("key", n))))
        .executeTakeFirst()
    ).numDeletedRows,
  );

  // Audit rows stay (the operators' record); what named the player is replaced.
  count("audit_log", await anonymiseAudit(trx, { playerId, tombstone, emails: [user.email, ...emails], name: user.name }));

  count(
    "player_moderation",
    (await trx.deleteFrom("player_moderation").where("player_id", "=", playerId).executeTakeFirst()).numDeletedRows,
  );
  // Sessions, sign-in methods, wallet, inventory, stats, achievements, skins, the active skin, the
  // segment profile and the admin summary go with the user row (ON DELETE CASCADE).
  count("user", (await trx.deleteFrom("user").where("id", "=", playerId).executeTakeFirst()).numDeletedRows);

  const wasGuest = user.isAnonymous === true || user.isAnonymous === 1;
  if (request.audit !== false) {
    await audit.record(
      {
        actor: request.actor,
        action: "player.erase",
        target: tombstone,
        before: { guest: wasGuest },
        after: { by: request.by, reason: scrub(request.reason ?? null, [playerId, ...emails, user.name, phone]), rows },
      },
      trx,
    );
  }
  return { ok: true, tombstone, wasGuest, rows, boards };
}

/** Replaces the player's id, e-mail and name in the audit rows that hold them; answers the rows changed. */
async function anonymiseAudit(
  trx: Kysely<Database>,
  who: { playerId: string; tombstone: string; emails: string[]; name: string },
): Promise<number> {
  const { playerId, tombstone } = who;
  const emails = [...new Set(who.emails)];
  // A short or common name ("Bob") would also match other people's rows: only the id and e-mails are searched.
  const needles = [playerId, ...emails];
  const rows = await trx
    .selectFrom("audit_log")
    .select(["id", "actor_id", "actor", "target", "before_json", "after_json"])
    .where((eb) =>
      eb.or([
        eb("actor_id", "=", playerId),
        ...needles.flatMap((n) => [
          containsText("actor", n),
          containsText("target", n),
          containsText("before_json", n),
          containsText("after_json", n),
        ]),
      ]),
    )
    .execute();
  const replacements: Array<[string, string]> = [[playerId, tombstone], ...emails.map((e): [string, string] => [e, ERASED_TEXT])];
  const clean = (text: string | null) => {
    if (text === null) return null;
    let out = text;
    for (const [from, to] of replacements) out = replaceAllInsensitive(out, from, to);
    // The name, only inside the rows that were about this player.
    if (who.name.length >= 3) out = replaceAllInsensitive(out, JSON.stringify(who.name).slice(1, -1), DELETED_PLAYER_NAME);
    return out;
  };
  for (const row of rows) {
    await trx
      .updateTable("audit_log")
      .set({
        actor_id: row.actor_id === playerId ? null : row.actor_id,
        actor: clean(row.actor) ?? row.actor,
        target: clean(row.target),
        before_json: clean(row.before_json),
        after_json: clean(row.after_json),
      })
      .where("id", "=", row.id)
      .execute();
  }
  return rows.length;
}

function replaceAllInsensitive(text: string, needle: string, by: string): string {
  if (!needle) return text;
  const pattern = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
  return text.replace(pattern, by);
}

/** An operator's reason, without the person's id, e-mail, name or phone (an operator may paste them in). */
function scrub(reason: string | null, needles: Array<string | null>): string | null {
  if (reason === null) return null;
  let out = reason;
  for (const needle of needles) if (needle && needle.length >= 3) out = replaceAllInsensitive(out, needle, ERASED_TEXT);
  return out;
}
