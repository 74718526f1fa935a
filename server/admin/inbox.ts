// The operator's inbox (contact messages: new -> read -> archived, and back), the mail outbox (what
// was stored instead of sent while no SMTP server is configured) and nothing else: the audit log has
// its own search in server/audit/service.ts.
import { z } from "zod";
import type { AuditActor, AuditSearch, AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { ContactStatus, OutboxChannel } from "../db/schema.ts";
import { containsInsensitive } from "../db/search.ts";
import { operatorIssueMessage } from "../http/operator-messages.ts";

export const CONTACT_STATUSES = ["new", "read", "archived"] as const satisfies readonly ContactStatus[];

export interface ContactMessageView {
  id: string;
  email: string;
  message: string;
  playerId: string | null;
  locale: string;
  status: ContactStatus;
  createdAt: number;
}

export interface OutboxView {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  text: string;
  createdAt: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface MessagesFilter {
  /** Omitted: every status. */
  status?: ContactStatus;
  /** Part of the sender's address or of the message, any case. */
  q?: string;
  page?: number;
  pageSize?: number;
}

export interface OutboxFilter {
  channel?: OutboxChannel;
  /** Part of the recipient or subject, any case. */
  q?: string;
  page?: number;
  pageSize?: number;
}

export type StatusChange = { ok: true; message: ContactMessageView } | { ok: false; status: 404; error: "not_found"; message: string };

export interface InboxService {
  messages(filter?: MessagesFilter): Promise<Page<ContactMessageView> & { counts: Record<ContactStatus, number> }>;
  setStatus(id: string, status: ContactStatus, actor: AuditActor): Promise<StatusChange>;
  outbox(filter?: OutboxFilter): Promise<Page<OutboxView>>;
}

function paging(filter: { page?: number; pageSize?: number }) {
  const pageSize = Math.min(Math.max(1, Math.floor(filter.pageSize ?? 25)), 100);
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function createInboxService(deps: { db: Db; audit: AuditService }): InboxService {
  const k = deps.db.kysely;

  const messageOf = (row: {
    id: string;
    email: string;
    message: string;
    player_id: string | null;
    locale: string;
    status: ContactStatus;
    created_at: number;
  }): ContactMessageView => ({
    id: row.id,
    email: row.email,
    message: row.message,
    playerId: row.player_id,
    locale: row.locale,
    status: row.status,
    createdAt: Number(row.created_at),
  });

  return {
    async messages(filter = {}) {
      const { page, pageSize, offset } = paging(filter);
      let query = k.selectFrom("contact_messages");
      const q = filter.q?.trim();
      if (q) query = query.where((eb) => eb.or([containsInsensitive(eb.ref("email"), q), containsInsensitive(eb.ref("message"), q)]));
      const filtered = filter.status ? query.where("status", "=", filter.status) : query;
      const [rows, total, byStatus] = await Promise.all([
        filtered
          .select(["id", "email", "message", "player_id", "locale", "status", "created_at"])
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(pageSize)
          .offset(offset)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
        // The tab counts follow the search but not the status tab.
        query
          .select((eb) => ["status", eb.fn.countAll<number | string>().as("n")])
          .groupBy("status")
          .execute(),
      ]);
      const counts: Record<ContactStatus, number> = { new: 0, read: 0, archived: 0 };
      for (const row of byStatus) counts[row.status as ContactStatus] = Number(row.n);
      return { items: rows.map(messageOf), total: Number(total.n), page, pageSize, counts };
    },

    async setStatus(id, status, actor) {
      return k.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("contact_messages")
          .select(["id", "email", "message", "player_id", "locale", "status", "created_at"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) return { ok: false, status: 404, error: "not_found", message: "There is no such message." } as const;
        if (row.status === status) return { ok: true, message: messageOf(row) } as const;
        await trx.updateTable("contact_messages").set({ status }).where("id", "=", id).execute();
        await deps.audit.record(
          { actor, action: "inbox.status", target: `contact:${id}`, before: { status: row.status }, after: { status } },
          trx,
        );
        return { ok: true, message: messageOf({ ...row, status }) } as const;
      });
    },

    async outbox(filter = {}) {
      const { page, pageSize, offset } = paging(filter);
      let query = k.selectFrom("outbox");
      if (filter.channel) query = query.where("channel", "=", filter.channel);
      const q = filter.q?.trim();
      if (q) query = query.where((eb) => eb.or([containsInsensitive(eb.ref("recipient"), q), containsInsensitive(eb.ref("subject"), q)]));
      const [rows, total] = await Promise.all([
        query
          .select(["id", "channel", "recipient", "subject", "text", "created_at"])
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(pageSize)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          text: row.text,
          createdAt: Number(row.created_at),
        })),
        total: Number(total.n),
        page,
        pageSize,
      };
    },
  };
}

// ---- Query strings of the three views (the pages' URLs and GET /api/admin/inbox share them) ----

const pageParam = z.coerce.number().int().min(1).max(1_000_000).optional();
const text = z.string().max(200).optional();

const messagesQuery = z.object({ status: z.enum(CONTACT_STATUSES).optional(), q: text, page: pageParam });
const outboxQuery = z.object({ channel: z.enum(["email", "sms"]).optional(), q: text, page: pageParam });
/** Dates are days (YYYY-MM-DD, UTC): from the start of `from` to the end of `to`. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "must be a real date");
const auditQuery = z.object({ action: text, actor: text, target: text, from: day.optional(), to: day.optional(), page: pageParam });

export type Parsed<T> = { ok: true; data: T } | { ok: false; message: string };

function parseQuery<S extends z.ZodType>(schema: S, params: URLSearchParams): Parsed<z.infer<S>> {
  // An empty field in a GET form means "no filter".
  const raw = Object.fromEntries([...params].filter(([, value]) => value.trim() !== ""));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, message: operatorIssueMessage(issue) };
}

export function messagesFilterOf(params: URLSearchParams): Parsed<MessagesFilter> {
  return parseQuery(messagesQuery, params);
}

export function outboxFilterOf(params: URLSearchParams): Parsed<OutboxFilter> {
  return parseQuery(outboxQuery, params);
}

const DAY_MS = 86_400_000;

export function auditFilterOf(params: URLSearchParams): Parsed<AuditSearch> {
  const parsed = parseQuery(auditQuery, params);
  if (!parsed.ok) return parsed;
  const { from, to, ...rest } = parsed.data;
  return {
    ok: true,
    data: {
      ...rest,
      from: from ? Date.parse(`${from}T00:00:00Z`) : undefined,
      to: to ? Date.parse(`${to}T00:00:00Z`) + DAY_MS : undefined,
    },
  };
}
