// Campaigns: a send freezes its recipients (segment members with a confirmed, not unsubscribed
// newsletter subscription) into campaign_recipients in one transaction; the worker (worker.ts) mails
// them. Pause, resume, cancel and 'retry failed' only change rows: the worker obeys between mails.
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type SelectQueryBuilder, type Selectable, type Transaction } from "kysely";
import { SYSTEM_ACTOR, type AuditActor, type AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { CampaignKind, CampaignStatus, CampaignsTable, Database, RecipientStatus } from "../db/schema.ts";
import { isUndeliverable } from "../mail/mailer.ts";
import type { Failure, Result } from "../http/result.ts";

export const RECIPIENT_STATUSES = ["queued", "sent", "failed", "skipped"] as const;
export const PAGE_SIZE = 50;
const INSERT_CHUNK = 500;

export interface SegmentMember {
  player_id: string;
  email: string;
  name: string;
}

/** server/segments' contract: the players a segment's criteria select (player_id, email, name). */
export type SegmentMembersQuery = (kysely: Kysely<Database>, criteria: unknown) => SelectQueryBuilder<any, any, SegmentMember>;

export interface CampaignView {
  id: string;
  name: string;
  segmentId: string | null;
  segmentName: string | null;
  subject: string;
  status: CampaignStatus;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  /** Set while the campaign waits ('draft') for its send time; kept once it started. */
  scheduledAt: number | null;
  /** The Markdown body (a scheduled campaign is edited from it). */
  body: string;
}

export interface RecipientView {
  playerId: string;
  email: string;
  name: string;
  status: RecipientStatus;
  attempts: number;
  error: string | null;
  sentAt: number | null;
}

export interface SendInput {
  name?: string;
  segmentId: string;
  subject: string;
  body: string;
  templateId?: string | null;
  kind?: CampaignKind;
  /** Epoch ms in the future: the worker starts the campaign then (recipients are frozen at that time). */
  scheduledAt?: number | null;
}

/** A scheduled campaign's editable fields. */
export interface ScheduleEdit {
  name?: string;
  segmentId: string;
  subject: string;
  body: string;
  scheduledAt: number;
}

export type ControlAction = "pause" | "resume" | "cancel" | "retry_failed";

export interface CampaignsService {
  list(): Promise<CampaignView[]>;
  detail(
    id: string,
    filter: { status?: RecipientStatus; page?: number },
  ): Promise<{ campaign: CampaignView; recipients: RecipientView[]; total: number; page: number; pageSize: number } | null>;
  send(input: SendInput, actor: AuditActor): Promise<Result<{ campaign: CampaignView }>>;
  control(id: string, action: ControlAction, actor: AuditActor): Promise<Result<{ campaign: CampaignView }>>;
  /** Changes a campaign that waits for its send time (409 once it started). */
  editScheduled(id: string, input: ScheduleEdit, actor: AuditActor): Promise<Result<{ campaign: CampaignView }>>;
  /** How many a send to the segment would mail now (campaignAudience: what the send itself freezes). */
  reach(segmentId: string): Promise<Result<{ recipients: number; segment: { id: string; name: string } }>>;
  /** Starts the scheduled campaigns whose time has come (the worker calls it before each batch). */
  startDue(): Promise<number>;
  /** Marks campaigns with nothing left to send as finished (the worker calls it after each batch). */
  finishDrained(): Promise<number>;
}

/** How far ahead a send may be scheduled. */
export const SCHEDULE_MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

function scheduleProblem(scheduledAt: number | null, at: number): Failure | null {
  if (scheduledAt === null) return null;
  if (!Number.isSafeInteger(scheduledAt) || scheduledAt <= at) {
    return { ok: false, status: 400, error: "schedule_in_past", message: "Choose a send time in the future.", field: "scheduledAt" };
  }
  if (scheduledAt > at + SCHEDULE_MAX_AHEAD_MS) {
    return { ok: false, status: 400, error: "schedule_too_far", message: "Choose a send time within a year.", field: "scheduledAt" };
  }
  return null;
}

/** Deterministic per campaign and player: a re-send after a crash carries the same Message-ID. */
export function messageIdFor(campaignId: string, playerId: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname || "flapmaster.invalid";
  return `<${campaignId}.${playerId}@${host}>`;
}

/**
 * The recipients a send freezes: one row per consenting (confirmed, not unsubscribed), unbanned,
 * not blocked player with a deliverable address, one player per address. The campaign confirmation's
 * "will be mailed" count is this same function's length (CampaignsService.reach).
 */
export async function campaignAudience(trx: Kysely<Database>, segmentMembers: SegmentMembersQuery, criteria: unknown) {
  // Two joins, not one with OR: each can use its index (player_id, the unique e-mail); an OR join
  // compares every member with every subscription on PostgreSQL.
  const consenting = (on: "player" | "email") =>
    trx
      .selectFrom(segmentMembers(trx, criteria).as("m"))
      .innerJoin("newsletter_subscriptions as s", (join) =>
        join.on(on === "player" ? sql<boolean>`s.player_id = m.player_id` : sql<boolean>`s.email = lower(m.email)`),
      )
      .select([
        sql<string>`m.player_id`.as("player_id"),
        sql<string>`m.name`.as("name"),
        "s.id as subscription_id",
        "s.email as email",
        "s.locale as locale",
      ])
      .where("s.confirmed_at", "is not", null)
      .where("s.unsubscribed_at", "is", null)
      // A banned player gets no campaign mail (they cannot play; unbanned, the next send includes them).
      .where(sql<boolean>`not exists (select 1 from "user" b where b.id = m.player_id and b.banned = ${true})`)
      // Nor does an address the operator blocked (server/site/subscribers.ts).
      .where(sql<boolean>`not exists (select 1 from newsletter_blocklist bl where bl.email = s.email)`)
      .execute();
  const rows = [...(await consenting("player")), ...(await consenting("email"))].sort((a, b) =>
    a.player_id === b.player_id ? (a.email < b.email ? -1 : a.email > b.email ? 1 : 0) : a.player_id < b.player_id ? -1 : 1,
  );
  const players = new Set<string>();
  const addresses = new Set<string>();
  return rows.filter((row) => {
    if (players.has(row.player_id) || addresses.has(row.email) || isUndeliverable(row.email)) return false;
    players.add(row.player_id);
    addresses.add(row.email);
    return true;
  });
}

type Counts = Record<"queued" | "sent" | "failed" | "skipped", number>;

const emptyCounts = (): Counts => ({ queued: 0, sent: 0, failed: 0, skipped: 0 });

function viewOf(row: Selectable<CampaignsTable>, segmentName: string | null, counts: Counts): CampaignView {
  return {
    id: row.id,
    name: row.name,
    segmentId: row.segment_id,
    segmentName,
    subject: row.subject,
    status: row.status,
    total: Number(row.total),
    ...counts,
    createdAt: Number(row.created_at),
    startedAt: row.started_at === null ? null : Number(row.started_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    scheduledAt: row.scheduled_at === null ? null : Number(row.scheduled_at),
    body: row.body,
  };
}

export function createCampaignsService(deps: {
  db: Db;
  audit: AuditService;
  segmentMembers: SegmentMembersQuery;
  publicUrl: string;
  /** Wakes the worker (a new or resumed campaign is sent at once, not at the next idle poll). */
  wake?: () => void;
  now?: () => number;
}): CampaignsService {
  const { db, audit, segmentMembers, publicUrl } = deps;
  const now = deps.now ?? Date.now;
  const k = db.kysely;
  const wake = () => deps.wake?.();

  async function countsOf(executor: Kysely<Database>, ids: string[]): Promise<Map<string, Counts>> {
    const out = new Map<string, Counts>();
    if (ids.length === 0) return out;
    const rows = await executor
      .selectFrom("campaign_recipients")
      .select(["campaign_id", "status", (eb) => eb.fn.countAll<number>().as("n")])
      .where("campaign_id", "in", ids)
      .groupBy(["campaign_id", "status"])
      .execute();
    for (const row of rows) {
      const counts = out.get(row.campaign_id) ?? emptyCounts();
      // A row being sent right now still counts as queued for the operator.
      const key = row.status === "sending" ? "queued" : row.status;
      counts[key] += Number(row.n);
      out.set(row.campaign_id, counts);
    }
    return out;
  }

  async function viewById(executor: Kysely<Database>, id: string): Promise<CampaignView | null> {
    const row = await executor.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const segment = row.segment_id
      ? await executor.selectFrom("segments").select("name").where("id", "=", row.segment_id).executeTakeFirst()
      : undefined;
    const counts = (await countsOf(executor, [id])).get(id) ?? emptyCounts();
    return viewOf(row, segment?.name ?? null, counts);
  }

  const conflict = (message: string): Failure => ({ ok: false, status: 409, error: "invalid_transition", message });
  const segmentMissing: Failure = { ok: false, status: 400, error: "segment_required", message: "Choose an existing segment." };

  /** Writes the campaign's recipients (campaignAudience, now) and its total; none: finished at once. */
  async function freeze(trx: Transaction<Database>, id: string, criteriaJson: string, at: number): Promise<number> {
    const recipients = await campaignAudience(trx, segmentMembers, JSON.parse(criteriaJson) as unknown);
    for (let i = 0; i < recipients.length; i += INSERT_CHUNK) {
      await trx
        .insertInto("campaign_recipients")
        .values(
          recipients.slice(i, i + INSERT_CHUNK).map((r) => ({
            campaign_id: id,
            player_id: r.player_id,
            subscription_id: r.subscription_id,
            email: r.email,
            name: r.name,
            locale: r.locale,
            status: "queued" as const,
            next_attempt_at: at,
            message_id: messageIdFor(id, r.player_id, publicUrl),
          })),
        )
        .execute();
    }
    await trx
      .updateTable("campaigns")
      .set(
        recipients.length > 0
          ? { total: recipients.length, status: "sending" }
          : { total: 0, status: "finished", finished_at: at, updated_at: at },
      )
      .where("id", "=", id)
      .execute();
    return recipients.length;
  }

  return {
    async list() {
      const rows = await k
        .selectFrom("campaigns")
        .leftJoin("segments", "segments.id", "campaigns.segment_id")
        .selectAll("campaigns")
        .select("segments.name as segment_name")
        .where("campaigns.kind", "<>", "welcome")
        .orderBy("campaigns.created_at", "desc")
        .orderBy("campaigns.id", "desc")
        .limit(200)
        .execute();
      const counts = await countsOf(
        k,
        rows.map((r) => r.id),
      );
      return rows.map((row) => viewOf(row, row.segment_name, counts.get(row.id) ?? emptyCounts()));
    },

    async detail(id, filter) {
      const campaign = await viewById(k, id);
      if (!campaign) return null;
      const page = Math.max(1, Math.floor(filter.page ?? 1));
      let query = k.selectFrom("campaign_recipients").where("campaign_id", "=", id);
      if (filter.status === "queued") query = query.where("status", "in", ["queued", "sending"]);
      else if (filter.status) query = query.where("status", "=", filter.status);
      const total = Number((await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
      const rows = await query
        .select(["player_id", "email", "name", "status", "attempts", "last_error", "sent_at"])
        .orderBy("email")
        .orderBy("player_id")
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute();
      return {
        campaign,
        recipients: rows.map((r) => ({
          playerId: r.player_id,
          email: r.email,
          name: r.name,
          status: r.status === "sending" ? "queued" : r.status,
          attempts: Number(r.attempts),
          error: r.last_error,
          sentAt: r.sent_at === null ? null : Number(r.sent_at),
        })),
        total,
        page,
        pageSize: PAGE_SIZE,
      };
    },

    async send(input, actor) {
      const scheduledAt = input.scheduledAt ?? null;
      const badTime = scheduleProblem(scheduledAt, now());
      if (badTime) return badTime;
      const outcome = await k.transaction().execute(async (trx): Promise<Result<{ campaign: CampaignView }>> => {
        const segment = await trx
          .selectFrom("segments")
          .select(["id", "name", "criteria_json"])
          .where("id", "=", input.segmentId)
          .executeTakeFirst();
        if (!segment) return segmentMissing;
        const at = now();
        const id = randomUUID();
        const name = input.name?.trim() || `${input.subject.slice(0, 80)} → ${segment.name}`;
        await trx
          .insertInto("campaigns")
          .values({
            id,
            kind: input.kind ?? "campaign",
            name,
            segment_id: segment.id,
            template_id: input.templateId ?? null,
            subject: input.subject,
            body: input.body,
            // A scheduled campaign waits as a draft; startDue() freezes its recipients at its time.
            status: scheduledAt !== null ? "draft" : "sending",
            total: 0,
            created_by: actor.id,
            created_at: at,
            started_at: scheduledAt !== null ? null : at,
            finished_at: null,
            updated_at: at,
            scheduled_at: scheduledAt,
          })
          .execute();
        const recipients = scheduledAt !== null ? null : await freeze(trx, id, segment.criteria_json, at);
        await audit.record(
          {
            actor,
            action: input.kind === "come_back" ? "campaigns.come_back" : scheduledAt !== null ? "campaigns.schedule" : "campaigns.send",
            target: id,
            after: { name, segmentId: segment.id, subject: input.subject, ...(recipients === null ? { scheduledAt } : { recipients }) },
          },
          trx,
        );
        const campaign = await viewById(trx, id);
        return { ok: true, campaign: campaign! };
      });
      if (outcome.ok) wake();
      return outcome;
    },

    async editScheduled(id, input, actor) {
      const badTime = scheduleProblem(input.scheduledAt, now());
      if (badTime) return badTime;
      return k.transaction().execute(async (trx): Promise<Result<{ campaign: CampaignView }>> => {
        const before = await trx.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
        if (!before || before.kind === "welcome") return { ok: false, status: 404, error: "not_found", message: "No such campaign." };
        if (before.status !== "draft") return conflict("Only a campaign that waits for its send time can be edited.");
        const segment = await trx.selectFrom("segments").select(["id", "name"]).where("id", "=", input.segmentId).executeTakeFirst();
        if (!segment) return segmentMissing;
        const name = input.name?.trim() || before.name;
        const at = now();
        // Still a draft: a start that won the race has already claimed it.
        const changed = await trx
          .updateTable("campaigns")
          .set({ name, segment_id: segment.id, subject: input.subject, body: input.body, scheduled_at: input.scheduledAt, updated_at: at })
          .where("id", "=", id)
          .where("status", "=", "draft")
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) return conflict("Only a campaign that waits for its send time can be edited.");
        await audit.record(
          {
            actor,
            action: "campaigns.reschedule",
            target: id,
            before: { name: before.name, segmentId: before.segment_id, subject: before.subject, scheduledAt: Number(before.scheduled_at) },
            after: { name, segmentId: segment.id, subject: input.subject, scheduledAt: input.scheduledAt },
          },
          trx,
        );
        return { ok: true, campaign: (await viewById(trx, id))! };
      });
    },

    async reach(segmentId) {
      const segment = await k.selectFrom("segments").select(["id", "name", "criteria_json"]).where("id", "=", segmentId).executeTakeFirst();
      if (!segment) return segmentMissing;
      const recipients = await campaignAudience(k, segmentMembers, JSON.parse(segment.criteria_json) as unknown);
      return { ok: true, recipients: recipients.length, segment: { id: segment.id, name: segment.name } };
    },

    async startDue() {
      const at = now();
      const due = await k
        .selectFrom("campaigns")
        .select("id")
        .where("status", "=", "draft")
        .where("scheduled_at", "is not", null)
        .where("scheduled_at", "<=", at)
        .orderBy("scheduled_at")
        .execute();
      let started = 0;
      for (const { id } of due) {
        const began = await k.transaction().execute(async (trx) => {
          // The claim: one instance (and one call) starts it; an edit or cancel that won keeps it.
          const claimed = await trx
            .updateTable("campaigns")
            .set({ status: "sending", started_at: at, updated_at: at })
            .where("id", "=", id)
            .where("status", "=", "draft")
            .where("scheduled_at", "<=", at)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) === 0) return false;
          const row = await trx.selectFrom("campaigns").select("segment_id").where("id", "=", id).executeTakeFirstOrThrow();
          const segment = row.segment_id
            ? await trx.selectFrom("segments").select("criteria_json").where("id", "=", row.segment_id).executeTakeFirst()
            : undefined;
          if (!segment) {
            // Its segment was deleted while it waited: nobody to mail.
            await trx.updateTable("campaigns").set({ status: "cancelled", finished_at: at }).where("id", "=", id).execute();
            await audit.record(
              { actor: SYSTEM_ACTOR, action: "campaigns.scheduled_cancelled", target: id, after: { reason: "segment deleted" } },
              trx,
            );
            return false;
          }
          const recipients = await freeze(trx, id, segment.criteria_json, at);
          await audit.record({ actor: SYSTEM_ACTOR, action: "campaigns.scheduled_start", target: id, after: { recipients } }, trx);
          return true;
        });
        if (began) started++;
      }
      return started;
    },

    async control(id, action, actor) {
      const outcome = await k.transaction().execute(async (trx): Promise<Result<{ campaign: CampaignView }>> => {
        const row = await trx.selectFrom("campaigns").select(["status", "kind"]).where("id", "=", id).executeTakeFirst();
        if (!row || row.kind === "welcome") return { ok: false, status: 404, error: "not_found", message: "No such campaign." };
        const at = now();
        const setStatus = (status: CampaignStatus, extra: Partial<{ finished_at: number | null }> = {}) =>
          trx
            .updateTable("campaigns")
            .set({ status, updated_at: at, ...extra })
            .where("id", "=", id)
            .execute();
        const before = row.status;
        if (action === "pause") {
          if (before !== "sending") return conflict("Only a campaign that is sending can be paused.");
          await setStatus("paused");
        } else if (action === "resume") {
          if (before !== "paused") return conflict("Only a paused campaign can be resumed.");
          await setStatus("sending");
        } else if (action === "cancel") {
          if (before !== "sending" && before !== "paused" && before !== "draft") {
            return conflict("Only a scheduled, sending or paused campaign can be cancelled.");
          }
          // A mail on the wire right now still ends as 'sent' (the worker records what happened).
          await trx
            .updateTable("campaign_recipients")
            .set({ status: "skipped", last_error: "cancelled", lease_until: null })
            .where("campaign_id", "=", id)
            .where("status", "in", ["queued", "sending"])
            .execute();
          const counts = (await countsOf(trx, [id])).get(id) ?? emptyCounts();
          await trx
            .updateTable("campaigns")
            .set({ status: "cancelled", finished_at: at, updated_at: at, sent: counts.sent, failed: counts.failed })
            .where("id", "=", id)
            .execute();
        } else {
          if (before === "cancelled" || before === "draft") return conflict("A cancelled campaign cannot be retried.");
          const requeued = await trx
            .updateTable("campaign_recipients")
            .set({ status: "queued", attempts: 0, last_error: null, next_attempt_at: at, lease_until: null })
            .where("campaign_id", "=", id)
            .where("status", "=", "failed")
            .executeTakeFirst();
          if (Number(requeued.numUpdatedRows) === 0) return conflict("There are no failed recipients to retry.");
          if (before === "finished") await setStatus("sending", { finished_at: null });
        }
        const campaign = (await viewById(trx, id))!;
        await audit.record(
          { actor, action: `campaigns.${action}`, target: id, before: { status: before }, after: { status: campaign.status } },
          trx,
        );
        return { ok: true, campaign };
      });
      if (outcome.ok && (action === "resume" || action === "retry_failed")) wake();
      return outcome;
    },

    async finishDrained() {
      const at = now();
      const drained = await k
        .selectFrom("campaigns")
        .select("id")
        .where("status", "=", "sending")
        .where("kind", "<>", "welcome")
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("campaign_recipients")
                .select("campaign_recipients.player_id")
                .whereRef("campaign_recipients.campaign_id", "=", "campaigns.id")
                .where("campaign_recipients.status", "in", ["queued", "sending"]),
            ),
          ),
        )
        .execute();
      if (drained.length === 0) return 0;
      const counts = await countsOf(
        k,
        drained.map((d) => d.id),
      );
      for (const { id } of drained) {
        const c = counts.get(id) ?? emptyCounts();
        // Still 'sending' and still drained: a concurrent 'retry failed' wins.
        await k
          .updateTable("campaigns")
          .set({ status: "finished", finished_at: at, updated_at: at, sent: c.sent, failed: c.failed })
          .where("id", "=", id)
          .where("status", "=", "sending")
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom("campaign_recipients")
                  .select("campaign_recipients.player_id")
                  .where("campaign_recipients.campaign_id", "=", id)
                  .where("campaign_recipients.status", "in", ["queued", "sending"]),
              ),
            ),
          )
          .execute();
      }
      return drained.length;
    },
  };
}
