// The operator's view of the newsletter (docs/admin.md "Subscribers"): the list (search, status,
// source, consent time, pages), a manual unsubscribe, the CSV export and import, and the blocklist.
// Every change is audited in the transaction that makes it.
//
// Status is derived, never stored: blocked (the address is on newsletter_blocklist) > unsubscribed >
// confirmed > pending. A blocked address can never subscribe again (server/site/newsletter.ts) nor
// be mailed by a campaign (server/campaigns/service.ts freezes no blocked recipient; the worker skips
// one blocked after the freeze).
import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import type { Logger } from "pino";
import { z } from "zod";
import { locales as LOCALES } from "../../shared/i18n/locales.ts";
import { csvLine } from "../admin/player-data.ts";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { Database, SubscriptionSource } from "../db/schema.ts";
import { containsInsensitive } from "../db/search.ts";
import { fail, type Failure, type Result } from "../http/result.ts";
import type { Mailer } from "../mail/mailer.ts";
import { EMAIL_MAX, hashToken, isValidEmail, mailConfirmation, newToken, normaliseEmail } from "./newsletter.ts";

export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed", "blocked"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBERS_PAGE_SIZE = 25;
/** An import is bounded: the route refuses a larger body, the parser more rows. */
export const IMPORT_MAX_BYTES = 1_000_000;
export const IMPORT_MAX_ROWS = 5_000;
export const REASON_MAX = 500;
const SOURCE_MAX = 200;
const EXPORT_BATCH = 1_000;

export interface SubscriberView {
  id: string;
  email: string;
  status: SubscriberStatus;
  source: SubscriptionSource;
  /** The consent source an import named. */
  sourceDetail: string | null;
  locale: string;
  consentText: string;
  consentAt: number;
  confirmedAt: number | null;
  unsubscribedAt: number | null;
  createdAt: number;
  playerId: string | null;
}

export interface BlockedView {
  email: string;
  reason: string;
  createdBy: string | null;
  createdAt: number;
}

export const subscriberFilterSchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    status: z.enum(SUBSCRIBER_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  })
  // Not strict: a client navigation's data request carries the router's own parameters.
  .strip();
export type SubscriberFilter = z.infer<typeof subscriberFilterSchema>;

/** The list's filter from a URL; what does not parse is reported and the list shows everything. */
export function subscriberFilterOf(params: URLSearchParams): { ok: true; data: SubscriberFilter } | { ok: false; message: string } {
  const parsed = subscriberFilterSchema.safeParse(Object.fromEntries([...params].filter(([, value]) => value !== "")));
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: parsed.error.issues.map((issue) => `${issue.path.join(".") || "query"}: ${issue.message}`).join("; ") };
}

export interface ImportLineProblem {
  /** The file's line number (the header is line 1). */
  line: number;
  email: string;
  /** invalid_email, duplicate, blocked, source_required, invalid_confirmed, invalid_locale */
  error: string;
  message: string;
}

export interface ImportReport {
  /** New pending subscriptions; each got the double opt-in mail. */
  invited: number;
  /** New subscriptions marked confirmed with their consent source. */
  confirmed: number;
  /** Addresses already subscribed or unsubscribed: left as they are (only the person can resubscribe). */
  unchanged: { line: number; email: string; status: SubscriberStatus }[];
  /** Double opt-in mails the mail server refused (the subscription stands, pending). */
  mailFailures: number;
}

export interface SubscribersService {
  list(filter: SubscriberFilter): Promise<{
    items: SubscriberView[];
    total: number;
    page: number;
    pageSize: number;
    counts: Record<SubscriberStatus, number>;
  }>;
  unsubscribe(id: string, actor: AuditActor): Promise<Result<{ subscriber: SubscriberView }>>;
  /** CSV lines (header first), filtered like the list, read in batches. */
  exportCsv(filter: Omit<SubscriberFilter, "page">): AsyncGenerator<string, void, undefined>;
  /**
   * A CSV file: `email` and `consent_source` columns, optional `confirmed` (yes/no) and `locale`. All
   * or nothing: any invalid line refuses the whole file (422, every problem with its line).
   */
  importCsv(csv: string, actor: AuditActor): Promise<Result<{ report: ImportReport }> | (Failure & { problems: ImportLineProblem[] })>;
  blocked(filter: { q?: string }): Promise<BlockedView[]>;
  block(input: { email: string; reason: string }, actor: AuditActor): Promise<Result<{ blocked: BlockedView }>>;
  unblock(email: string, actor: AuditActor): Promise<Result<{ email: string }>>;
}

type Row = {
  id: string;
  email: string;
  source: SubscriptionSource;
  source_detail: string | null;
  locale: string;
  consent_text: string;
  consent_at: number | string;
  confirmed_at: number | string | null;
  unsubscribed_at: number | string | null;
  created_at: number | string;
  player_id: string | null;
  blocked: number | string | boolean | null;
};

const num = (value: number | string) => Number(value);
const numOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function statusOf(row: Pick<Row, "blocked" | "unsubscribed_at" | "confirmed_at">): SubscriberStatus {
  if (row.blocked !== null && row.blocked !== 0 && row.blocked !== "0" && row.blocked !== false) return "blocked";
  if (row.unsubscribed_at !== null) return "unsubscribed";
  if (row.confirmed_at !== null) return "confirmed";
  return "pending";
}

const viewOf = (row: Row): SubscriberView => ({
  id: row.id,
  email: row.email,
  status: statusOf(row),
  source: row.source,
  sourceDetail: row.source_detail,
  locale: row.locale,
  consentText: row.consent_text,
  consentAt: num(row.consent_at),
  confirmedAt: numOrNull(row.confirmed_at),
  unsubscribedAt: numOrNull(row.unsubscribed_at),
  createdAt: num(row.created_at),
  playerId: row.player_id,
});

export const EXPORT_HEADER = [
  "email",
  "status",
  "source",
  "consent_source",
  "locale",
  "consent_at",
  "confirmed_at",
  "unsubscribed_at",
  "created_at",
] as const;

const iso = (at: number | null) => (at === null ? "" : new Date(at).toISOString());

const YES = new Set(["yes", "y", "true", "1", "confirmed"]);
const NO = new Set(["", "no", "n", "false", "0", "pending"]);

export function createSubscribersService(deps: {
  db: Db;
  audit: AuditService;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  now?: () => number;
}): SubscribersService {
  const { db, audit, mailer, logger, publicUrl } = deps;
  const now = deps.now ?? Date.now;
  const k = db.kysely;

  const blockedExpr = sql<number>`(select 1 from newsletter_blocklist bl where bl.email = s.email)`;
  const isBlockedExpr = sql<SqlBool>`exists (select 1 from newsletter_blocklist bl where bl.email = s.email)`;

  function whereStatus(status: SubscriberStatus): Expression<SqlBool> {
    switch (status) {
      case "blocked":
        return isBlockedExpr;
      case "unsubscribed":
        return sql<SqlBool>`not ${isBlockedExpr} and s.unsubscribed_at is not null`;
      case "confirmed":
        return sql<SqlBool>`not ${isBlockedExpr} and s.unsubscribed_at is null and s.confirmed_at is not null`;
      case "pending":
        return sql<SqlBool>`not ${isBlockedExpr} and s.unsubscribed_at is null and s.confirmed_at is null`;
    }
  }

  function base(executor: Kysely<Database>, filter: { q?: string; status?: SubscriberStatus }) {
    let query = executor.selectFrom("newsletter_subscriptions as s");
    if (filter.q) query = query.where(containsInsensitive(sql.ref("s.email"), filter.q));
    if (filter.status) query = query.where(whereStatus(filter.status));
    return query;
  }

  const columns = [
    "s.id",
    "s.email",
    "s.source",
    "s.source_detail",
    "s.locale",
    "s.consent_text",
    "s.consent_at",
    "s.confirmed_at",
    "s.unsubscribed_at",
    "s.created_at",
    "s.player_id",
  ] as const;

  async function byId(executor: Kysely<Database>, id: string): Promise<SubscriberView | null> {
    const row = await executor
      .selectFrom("newsletter_subscriptions as s")
      .select(columns)
      .select(blockedExpr.as("blocked"))
      .where("s.id", "=", id)
      .executeTakeFirst();
    return row ? viewOf(row as Row) : null;
  }

  return {
    async list(filter) {
      const page = filter.page ?? 1;
      const pageSize = SUBSCRIBERS_PAGE_SIZE;
      const total = Number(
        (
          await base(k, filter)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const rows = await base(k, filter)
        .select(columns)
        .select(blockedExpr.as("blocked"))
        .orderBy("s.created_at", "desc")
        .orderBy("s.id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, 0])) as Record<SubscriberStatus, number>;
      // Counts per status for the search as typed (the tabs), one query each on the same filter.
      for (const status of SUBSCRIBER_STATUSES) {
        counts[status] = Number(
          (
            await base(k, { q: filter.q, status })
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      }
      return { items: rows.map((row) => viewOf(row as Row)), total, page, pageSize, counts };
    },

    async unsubscribe(id, actor) {
      return k.transaction().execute(async (trx): Promise<Result<{ subscriber: SubscriberView }>> => {
        const before = await byId(trx, id);
        if (!before) return fail(404, "not_found", "No such subscriber.");
        if (before.unsubscribedAt !== null) return { ok: true, subscriber: before };
        const at = now();
        await trx
          .updateTable("newsletter_subscriptions")
          .set({ unsubscribed_at: at, updated_at: at })
          .where("id", "=", id)
          .where("unsubscribed_at", "is", null)
          .execute();
        const after = (await byId(trx, id))!;
        await audit.record(
          {
            actor,
            action: "subscribers.unsubscribe",
            target: before.email,
            before: { status: before.status },
            after: { status: after.status },
          },
          trx,
        );
        return { ok: true, subscriber: after };
      });
    },

    async *exportCsv(filter) {
      yield csvLine(EXPORT_HEADER);
      let after: { createdAt: number; id: string } | null = null;
      for (;;) {
        let query = base(k, filter).select(columns).select(blockedExpr.as("blocked"));
        if (after) {
          const { createdAt, id } = after;
          query = query.where((eb) =>
            eb.or([eb("s.created_at", ">", createdAt), eb.and([eb("s.created_at", "=", createdAt), eb("s.id", ">", id)])]),
          );
        }
        const rows = (await query.orderBy("s.created_at").orderBy("s.id").limit(EXPORT_BATCH).execute()) as Row[];
        for (const row of rows) {
          const view = viewOf(row);
          yield csvLine([
            view.email,
            view.status,
            view.source,
            view.sourceDetail ?? "",
            view.locale,
            iso(view.consentAt),
            iso(view.confirmedAt),
            iso(view.unsubscribedAt),
            iso(view.createdAt),
          ]);
        }
        if (rows.length < EXPORT_BATCH) return;
        const last = rows[rows.length - 1]!;
        after = { createdAt: num(last.created_at), id: last.id };
      }
    },

    async importCsv(csv, actor) {
      let records: string[][];
      try {
        records = parse(csv.replace(/^\uFEFF/, ""), { relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
      } catch (error) {
        return fail(400, "invalid_csv", `The file is not valid CSV: ${(error as Error).message}`);
      }
      const header = (records[0] ?? []).map((cell) => cell.toLowerCase().replace(/[\s-]+/g, "_"));
      const col = (name: string) => header.indexOf(name);
      const emailCol = col("email");
      const sourceCol = col("consent_source") >= 0 ? col("consent_source") : col("source");
      const confirmedCol = col("confirmed");
      const localeCol = col("locale");
      if (emailCol < 0 || sourceCol < 0) {
        return fail(400, "invalid_header", "The first line must name the columns: email and consent_source (optional: confirmed, locale).");
      }
      const rows = records.slice(1);
      if (rows.length === 0) return fail(400, "empty_import", "The file has no address below its header line.");
      if (rows.length > IMPORT_MAX_ROWS) {
        return fail(413, "import_too_large", `At most ${IMPORT_MAX_ROWS} addresses per file: split the file.`);
      }

      // Check every line first; one problem refuses the whole file, so nothing is half-imported.
      const problems: ImportLineProblem[] = [];
      const seen = new Map<string, number>();
      const valid: { line: number; email: string; source: string; confirmed: boolean; locale: string }[] = [];
      rows.forEach((cells, index) => {
        const line = index + 2;
        const email = normaliseEmail(cells[emailCol] ?? "");
        const source = (cells[sourceCol] ?? "").replace(/[\r\n\t]+/g, " ").trim();
        const confirmedText = confirmedCol >= 0 ? (cells[confirmedCol] ?? "").trim().toLowerCase() : "";
        const localeText = localeCol >= 0 ? (cells[localeCol] ?? "").trim().toLowerCase() : "";
        const problem = (error: string, message: string) => problems.push({ line, email: email.slice(0, EMAIL_MAX), error, message });
        if (!isValidEmail(email)) return problem("invalid_email", "Not an e-mail address.");
        const earlier = seen.get(email);
        if (earlier !== undefined) return problem("duplicate", `The same address is on line ${earlier}.`);
        seen.set(email, line);
        if (!YES.has(confirmedText) && !NO.has(confirmedText)) return problem("invalid_confirmed", "confirmed: use yes or no.");
        const confirmed = YES.has(confirmedText);
        if (source.length > SOURCE_MAX) return problem("source_too_long", `consent_source: at most ${SOURCE_MAX} characters.`);
        if (confirmed && !source) return problem("source_required", "An address marked confirmed needs its consent source.");
        if (localeText && !(LOCALES as readonly string[]).includes(localeText)) {
          return problem("invalid_locale", `locale: one of ${LOCALES.join(", ")}.`);
        }
        valid.push({ line, email, source, confirmed, locale: localeText || "en" });
      });
      const blockedRows = await chunks(
        valid.map((v) => v.email),
        (part) => k.selectFrom("newsletter_blocklist").select("email").where("email", "in", part).execute(),
      );
      const blocked = new Set(blockedRows.map((r) => r.email));
      for (const row of valid) {
        if (blocked.has(row.email))
          problems.push({ line: row.line, email: row.email, error: "blocked", message: "The address is on the blocklist." });
      }
      if (problems.length > 0) {
        problems.sort((a, b) => a.line - b.line);
        return {
          ...fail(422, "invalid_rows", `Nothing was imported: ${problems.length} line(s) need fixing.`),
          problems,
        };
      }

      const at = now();
      const mails: { email: string; locale: string; confirmToken: string; unsubscribeToken: string }[] = [];
      const report = await k.transaction().execute(async (trx) => {
        const existing = await chunks(
          valid.map((v) => v.email),
          (part) =>
            trx
              .selectFrom("newsletter_subscriptions as s")
              .select(["s.email", "s.confirmed_at", "s.unsubscribed_at"])
              .select(blockedExpr.as("blocked"))
              .where("s.email", "in", part)
              .execute(),
        );
        const known = new Map(existing.map((row) => [row.email, statusOf(row as Row)]));
        const unchanged: ImportReport["unchanged"] = [];
        const inserts = [];
        let confirmed = 0;
        for (const row of valid) {
          const status = known.get(row.email);
          if (status) {
            unchanged.push({ line: row.line, email: row.email, status });
            continue;
          }
          const confirmToken = newToken();
          const unsubscribeToken = newToken();
          if (row.confirmed) confirmed++;
          else mails.push({ email: row.email, locale: row.locale, confirmToken, unsubscribeToken });
          inserts.push({
            id: randomUUID(),
            email: row.email,
            player_id: null,
            locale: row.locale,
            // What the person agreed to is what the operator says they agreed to, where.
            consent_text: row.source ? `Imported by ${actor.label}. Consent source: ${row.source}` : `Imported by ${actor.label}.`,
            consent_at: at,
            confirm_token_hash: hashToken(confirmToken),
            confirmed_at: row.confirmed ? at : null,
            unsubscribe_token_hash: hashToken(unsubscribeToken),
            unsubscribed_at: null,
            unlocked_skin_id: null,
            source: "import" as const,
            source_detail: row.source || null,
            created_at: at,
            updated_at: at,
          });
        }
        for (let i = 0; i < inserts.length; i += 200)
          await trx
            .insertInto("newsletter_subscriptions")
            .values(inserts.slice(i, i + 200))
            .execute();
        const summary = { invited: mails.length, confirmed, unchanged: unchanged.length, lines: valid.length };
        await audit.record({ actor, action: "subscribers.import", target: "newsletter_subscriptions", after: summary }, trx);
        return { invited: mails.length, confirmed, unchanged, mailFailures: 0 };
      });
      // After the commit: a mail never goes out for a row that was rolled back.
      for (const mail of mails) {
        const delivered = await mailConfirmation({ mailer, logger, publicUrl }, { ...mail, skinName: null });
        if (!delivered) report.mailFailures++;
      }
      return { ok: true, report };
    },

    async blocked(filter) {
      let query = k.selectFrom("newsletter_blocklist").selectAll();
      if (filter.q) query = query.where(containsInsensitive(sql.ref("email"), filter.q));
      const rows = await query.orderBy("created_at", "desc").orderBy("email").limit(200).execute();
      return rows.map((row) => ({ email: row.email, reason: row.reason, createdBy: row.created_by, createdAt: Number(row.created_at) }));
    },

    async block(input, actor) {
      const email = normaliseEmail(input.email);
      if (!isValidEmail(email)) return fail(400, "invalid_email", "Enter the e-mail address to block.", "email");
      const reason = input.reason.replace(/[\r\n\t]+/g, " ").trim();
      if (reason.length > REASON_MAX) return fail(400, "invalid_reason", `Reason: at most ${REASON_MAX} characters.`, "reason");
      return k.transaction().execute(async (trx): Promise<Result<{ blocked: BlockedView }>> => {
        const at = now();
        const inserted = await trx
          .insertInto("newsletter_blocklist")
          .values({ email, reason, created_by: actor.label, created_at: at })
          .onConflict((oc) => oc.column("email").doNothing())
          .returning("email")
          .executeTakeFirst();
        if (!inserted) return fail(409, "already_blocked", "This address is already on the blocklist.", "email");
        // Its subscription ends too: unblocking later does not subscribe anyone again.
        const ended = await trx
          .updateTable("newsletter_subscriptions")
          .set({ unsubscribed_at: at, updated_at: at })
          .where("email", "=", email)
          .where("unsubscribed_at", "is", null)
          .executeTakeFirst();
        await audit.record(
          { actor, action: "subscribers.block", target: email, after: { reason, subscriptionEnded: Number(ended.numUpdatedRows) > 0 } },
          trx,
        );
        return { ok: true, blocked: { email, reason, createdBy: actor.label, createdAt: at } };
      });
    },

    async unblock(raw, actor) {
      const email = normaliseEmail(raw);
      return k.transaction().execute(async (trx): Promise<Result<{ email: string }>> => {
        const before = await trx.selectFrom("newsletter_blocklist").selectAll().where("email", "=", email).executeTakeFirst();
        if (!before) return fail(404, "not_found", "This address is not on the blocklist.");
        await trx.deleteFrom("newsletter_blocklist").where("email", "=", email).execute();
        await audit.record({ actor, action: "subscribers.unblock", target: email, before: { reason: before.reason } }, trx);
        return { ok: true, email };
      });
    },
  };
}

/** Runs `query` on slices of `values` (bound parameters stay under the engines' limits). */
async function chunks<T, R>(values: T[], query: (part: T[]) => Promise<R[]>, size = 500): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < values.length; i += size) out.push(...(await query(values.slice(i, i + size))));
  return out;
}
