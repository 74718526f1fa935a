// Lifecycle mails: the welcome mail (once per player, when the account's address is confirmed) and
// the optional 'come back' campaign to a segment every N days. Both go through the campaign queue,
// so they get the same rate, retries, crash safety and unsubscribe links as campaigns.
import type { Logger } from "pino";
import { z } from "zod";
import { SYSTEM_ACTOR, type AuditActor, type AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import { isUndeliverable } from "../mail/mailer.ts";
import { siteLocaleOf } from "../mail/site-templates.ts";
import { messageIdFor, type CampaignsService } from "./service.ts";
import type { Result } from "../http/result.ts";

export const WELCOME_CAMPAIGN_ID = "welcome";
const DAY_MS = 86_400_000;
/** A confirmation later than this after sign-up is not a sign-up any more (no welcome). */
const WELCOME_WINDOW_MS = 7 * DAY_MS;

export interface LifecycleSettings {
  welcome: { enabled: boolean; templateId: string | null };
  comeBack: { enabled: boolean; segmentId: string | null; templateId: string | null; intervalDays: number; lastRunAt: number | null };
}

export const lifecycleSchema = z.object({
  welcome: z.object({ enabled: z.boolean(), templateId: z.string().min(1).max(100).nullable() }),
  comeBack: z.object({
    enabled: z.boolean(),
    segmentId: z.string().min(1).max(100).nullable(),
    templateId: z.string().min(1).max(100).nullable(),
    intervalDays: z.number().int().min(1, "intervalDays: at least 1").max(365, "intervalDays: at most 365"),
    lastRunAt: z.number().nullable().optional(),
  }),
});
export type LifecycleInput = z.infer<typeof lifecycleSchema>;

export interface NewAccount {
  id: string;
  email: string;
  name: string;
  isAnonymous?: unknown;
  role?: unknown;
  emailVerified?: unknown;
  createdAt?: unknown;
}

export interface LifecycleService {
  settings(): Promise<LifecycleSettings>;
  save(input: LifecycleInput, actor: AuditActor): Promise<Result<{ settings: LifecycleSettings }>>;
  /**
   * Queues the welcome mail for a confirmed account (idempotent per player), in `locale` (the confirming
   * request's language), else the language the player subscribed or last played in, else English.
   */
  welcome(account: NewAccount, locale?: string | null): Promise<"queued" | "already" | "off" | "not_applicable">;
  /** Starts the come-back campaign when it is due (at most once per interval, across instances). */
  tick(): Promise<void>;
}

export function createLifecycleService(deps: {
  db: Db;
  audit: AuditService;
  campaigns: CampaignsService;
  logger: Logger;
  publicUrl: string;
  wake?: () => void;
  now?: () => number;
}): LifecycleService {
  const { db, audit, campaigns, logger, publicUrl } = deps;
  const now = deps.now ?? Date.now;
  const k = db.kysely;

  async function row() {
    return k.selectFrom("lifecycle_settings").selectAll().where("id", "=", "default").executeTakeFirstOrThrow();
  }

  function viewOf(r: Awaited<ReturnType<typeof row>>): LifecycleSettings {
    return {
      welcome: { enabled: Number(r.welcome_enabled) === 1, templateId: r.welcome_template_id },
      comeBack: {
        enabled: Number(r.come_back_enabled) === 1,
        segmentId: r.come_back_segment_id,
        templateId: r.come_back_template_id,
        intervalDays: Number(r.come_back_interval_days),
        lastRunAt: r.come_back_last_run_at === null ? null : Number(r.come_back_last_run_at),
      },
    };
  }

  const createdAtMs = (value: unknown): number | null => {
    if (value instanceof Date) return value.getTime();
    if (typeof value === "string" || typeof value === "number") {
      const ms = new Date(value).getTime();
      return Number.isFinite(ms) ? ms : null;
    }
    return null;
  };

  return {
    async settings() {
      return viewOf(await row());
    },

    async save(input, actor) {
      return k.transaction().execute(async (trx): Promise<Result<{ settings: LifecycleSettings }>> => {
        const templateExists = async (id: string | null) =>
          id !== null && (await trx.selectFrom("email_templates").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
        if (input.welcome.enabled && !(await templateExists(input.welcome.templateId))) {
          return { ok: false, status: 400, error: "template_required", message: "Choose the template of the welcome mail." };
        }
        if (input.comeBack.enabled) {
          const segment = input.comeBack.segmentId
            ? await trx.selectFrom("segments").select("id").where("id", "=", input.comeBack.segmentId).executeTakeFirst()
            : undefined;
          if (!segment) return { ok: false, status: 400, error: "segment_required", message: "Choose the segment of the come-back mail." };
          if (!(await templateExists(input.comeBack.templateId))) {
            return { ok: false, status: 400, error: "template_required", message: "Choose the template of the come-back mail." };
          }
        }
        const before = viewOf(await trx.selectFrom("lifecycle_settings").selectAll().where("id", "=", "default").executeTakeFirstOrThrow());
        const at = now();
        await trx
          .updateTable("lifecycle_settings")
          .set({
            welcome_enabled: input.welcome.enabled ? 1 : 0,
            welcome_template_id: input.welcome.templateId,
            come_back_enabled: input.comeBack.enabled ? 1 : 0,
            come_back_segment_id: input.comeBack.segmentId,
            come_back_template_id: input.comeBack.templateId,
            come_back_interval_days: input.comeBack.intervalDays,
            updated_at: at,
            updated_by: actor.id,
          })
          .where("id", "=", "default")
          .execute();
        // The standing welcome queue follows the chosen template.
        await trx
          .updateTable("campaigns")
          .set({ template_id: input.welcome.templateId, updated_at: at })
          .where("id", "=", WELCOME_CAMPAIGN_ID)
          .execute();
        const after = viewOf(await trx.selectFrom("lifecycle_settings").selectAll().where("id", "=", "default").executeTakeFirstOrThrow());
        await audit.record({ actor, action: "lifecycle.save", target: "lifecycle", before, after }, trx);
        return { ok: true, settings: after };
      });
    },

    async welcome(account, locale) {
      const email = account.email.trim().toLowerCase();
      if (account.isAnonymous === true || account.isAnonymous === 1 || account.role === "admin" || isUndeliverable(email))
        return "not_applicable";
      const created = createdAtMs(account.createdAt);
      if (created !== null && now() - created > WELCOME_WINDOW_MS) return "not_applicable";
      const settings = await row();
      if (Number(settings.welcome_enabled) !== 1 || !settings.welcome_template_id) return "off";
      const template = await k.selectFrom("email_templates").selectAll().where("id", "=", settings.welcome_template_id).executeTakeFirst();
      if (!template) return "off";
      const subscriptions = await k
        .selectFrom("newsletter_subscriptions")
        .select(["id", "email", "locale", "confirmed_at", "unsubscribed_at"])
        .where((eb) => eb.or([eb("email", "=", email), eb("player_id", "=", account.id)]))
        .execute();
      // An address that unsubscribed gets nothing from us, welcome included.
      if (subscriptions.some((s) => s.email === email && s.unsubscribed_at !== null)) return "not_applicable";
      const active = subscriptions.find((s) => s.email === email && s.unsubscribed_at === null && s.confirmed_at !== null);
      const lastPlayedIn =
        locale || active
          ? null
          : await k.selectFrom("player_profile").select("locale").where("player_id", "=", account.id).executeTakeFirst();
      const mailLocale = siteLocaleOf(locale ?? active?.locale ?? lastPlayedIn?.locale ?? undefined);
      const at = now();
      await k
        .insertInto("campaigns")
        .values({
          id: WELCOME_CAMPAIGN_ID,
          kind: "welcome",
          name: template.name,
          template_id: template.id,
          subject: template.subject,
          body: template.body,
          // Never finishes: sign-ups keep adding recipients.
          status: "sending",
          created_at: at,
          started_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      const inserted = await k
        .insertInto("campaign_recipients")
        .values({
          campaign_id: WELCOME_CAMPAIGN_ID,
          player_id: account.id,
          subscription_id: active?.id ?? null,
          email,
          name: account.name,
          locale: mailLocale,
          status: "queued",
          next_attempt_at: at,
          message_id: messageIdFor(WELCOME_CAMPAIGN_ID, account.id, publicUrl),
        })
        .onConflict((oc) => oc.columns(["campaign_id", "player_id"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return "already";
      deps.wake?.();
      return "queued";
    },

    async tick() {
      const settings = await row();
      if (Number(settings.come_back_enabled) !== 1 || !settings.come_back_segment_id || !settings.come_back_template_id) return;
      const at = now();
      const last = settings.come_back_last_run_at === null ? null : Number(settings.come_back_last_run_at);
      if (last !== null && at - last < Number(settings.come_back_interval_days) * DAY_MS) return;
      // Only the instance whose update sees the old value runs it.
      const claimed = await k
        .updateTable("lifecycle_settings")
        .set({ come_back_last_run_at: at })
        .where("id", "=", "default")
        .where((eb) => (last === null ? eb("come_back_last_run_at", "is", null) : eb("come_back_last_run_at", "=", last)))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return;
      const template = await k
        .selectFrom("email_templates")
        .selectAll()
        .where("id", "=", settings.come_back_template_id)
        .executeTakeFirst();
      if (!template) return;
      const outcome = await campaigns.send(
        {
          kind: "come_back",
          name: `${template.name} (come back, ${new Date(at).toISOString().slice(0, 10)})`,
          segmentId: settings.come_back_segment_id,
          subject: template.subject,
          body: template.body,
          templateId: template.id,
        },
        SYSTEM_ACTOR,
      );
      if (!outcome.ok) logger.warn({ error: outcome.error }, "come-back campaign not started");
      else logger.info({ campaignId: outcome.campaign.id, recipients: outcome.campaign.total }, "come-back campaign started");
    },
  };
}
