// E-mail templates (table email_templates): list, create, edit, delete (audited), a preview for a real
// player, and a test send to any address.
import { randomUUID } from "node:crypto";
import { sql, type Selectable } from "kysely";
import { z } from "zod";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { EmailTemplatesTable } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { isValidEmail, normaliseEmail } from "../site/newsletter.ts";
import { renderTemplate } from "./render.ts";
import type { Failure, Result } from "../http/result.ts";

/** The name a preview or test send uses when there is no real player to show. */
export const SAMPLE_NAME = "Alex";

export const templateFields = {
  name: z.string().trim().min(1, "name: required").max(100),
  subject: z.string().trim().min(1, "subject: required").max(200),
  body: z.string().trim().min(1, "body: required").max(20_000),
};

export interface TemplateView {
  id: string;
  name: string;
  subject: string;
  body: string;
  createdAt: number;
  updatedAt: number;
}

export interface TemplateInput {
  name: string;
  subject: string;
  body: string;
}

export interface Preview {
  subject: string;
  html: string;
  text: string;
  player: { id: string; name: string } | null;
}

export interface TemplatesService {
  list(): Promise<TemplateView[]>;
  get(id: string): Promise<TemplateView | null>;
  create(input: TemplateInput, actor: AuditActor): Promise<Result<{ template: TemplateView }>>;
  update(id: string, input: TemplateInput, actor: AuditActor): Promise<Result<{ template: TemplateView }>>;
  remove(id: string, actor: AuditActor): Promise<Result<object>>;
  /** Rendered for `playerId`, else the most recent real player, else a sample name. */
  preview(input: { subject: string; body: string; playerId?: string }): Promise<Result<Preview>>;
  testSend(input: { to: string; subject: string; body: string }, actor: AuditActor): Promise<Result<{ transport: "smtp" | "outbox" }>>;
}

export const viewOf = (row: Selectable<EmailTemplatesTable>): TemplateView => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

const notFound: Failure = { ok: false, status: 404, error: "not_found", message: "No such template." };

export function createTemplatesService(deps: { db: Db; audit: AuditService; mailer: Mailer; now?: () => number }): TemplatesService {
  const { db, audit, mailer } = deps;
  const now = deps.now ?? Date.now;
  const k = db.kysely;

  async function previewPlayer(playerId?: string): Promise<{ id: string; name: string; email: string } | null | "missing" | "banned"> {
    // A banned player never gets a campaign mail, so no preview shows one.
    const notBanned = sql<boolean>`not exists (select 1 from "user" b where b.id = "user".id and b.banned = ${true})`;
    let query = k.selectFrom("user").select(["id", "name", "email"]);
    if (playerId) {
      const row = await query.where("id", "=", playerId).executeTakeFirst();
      if (!row) return "missing";
      const allowed = await k.selectFrom("user").select("id").where("id", "=", playerId).where(notBanned).executeTakeFirst();
      return allowed ? row : "banned";
    }
    // A real player: signed up (not a guest), not the operator, not banned.
    query = query
      .where("isAnonymous", "=", false)
      .where("role", "<>", "admin")
      .where(notBanned)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(1);
    return (await query.executeTakeFirst()) ?? null;
  }

  return {
    async list() {
      const rows = await k.selectFrom("email_templates").selectAll().orderBy("created_at", "asc").orderBy("name", "asc").execute();
      return rows.map(viewOf);
    },

    async get(id) {
      const row = await k.selectFrom("email_templates").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? viewOf(row) : null;
    },

    async create(input, actor) {
      const at = now();
      const row = { id: randomUUID(), name: input.name, subject: input.subject, body: input.body, created_at: at, updated_at: at };
      await k.transaction().execute(async (trx) => {
        await trx.insertInto("email_templates").values(row).execute();
        await audit.record({ actor, action: "templates.create", target: row.id, after: input }, trx);
      });
      return { ok: true, template: viewOf(row) };
    },

    async update(id, input, actor) {
      return k.transaction().execute(async (trx): Promise<Result<{ template: TemplateView }>> => {
        const before = await trx.selectFrom("email_templates").selectAll().where("id", "=", id).executeTakeFirst();
        if (!before) return notFound;
        const at = now();
        await trx
          .updateTable("email_templates")
          .set({ name: input.name, subject: input.subject, body: input.body, updated_at: at })
          .where("id", "=", id)
          .execute();
        await audit.record(
          {
            actor,
            action: "templates.update",
            target: id,
            before: { name: before.name, subject: before.subject, body: before.body },
            after: input,
          },
          trx,
        );
        return { ok: true, template: viewOf({ ...before, ...input, updated_at: at }) };
      });
    },

    async remove(id, actor) {
      return k.transaction().execute(async (trx): Promise<Result<object>> => {
        const before = await trx.selectFrom("email_templates").selectAll().where("id", "=", id).executeTakeFirst();
        if (!before) return notFound;
        const settings = await trx.selectFrom("lifecycle_settings").selectAll().where("id", "=", "default").executeTakeFirst();
        if (settings && (settings.welcome_template_id === id || settings.come_back_template_id === id)) {
          return {
            ok: false,
            status: 409,
            error: "template_in_use",
            message: "This template is used by a lifecycle mail: choose another one there first.",
          };
        }
        await trx.deleteFrom("email_templates").where("id", "=", id).execute();
        await audit.record(
          { actor, action: "templates.delete", target: id, before: { name: before.name, subject: before.subject, body: before.body } },
          trx,
        );
        return { ok: true };
      });
    },

    async preview(input) {
      const player = await previewPlayer(input.playerId);
      if (player === "missing") return { ok: false, status: 404, error: "player_not_found", message: "No such player." };
      if (player === "banned") {
        return {
          ok: false,
          status: 409,
          error: "player_banned",
          message: "This player is banned: campaigns never mail them. Preview another one.",
        };
      }
      const mail = renderTemplate(input.subject, input.body, player ? { name: player.name, email: player.email } : { name: SAMPLE_NAME });
      return { ok: true, ...mail, player: player ? { id: player.id, name: player.name } : null };
    },

    async testSend(input, actor) {
      const to = normaliseEmail(input.to);
      if (!isValidEmail(to))
        return { ok: false, status: 400, error: "address_required", message: "Enter the e-mail address to send the test to." };
      const mail = renderTemplate(input.subject, input.body, { name: SAMPLE_NAME });
      try {
        await mailer.send({ to, subject: mail.subject, text: mail.text, html: mail.html, recipientLimit: "exempt" });
      } catch (error) {
        return {
          ok: false,
          status: 422,
          error: "send_failed",
          message: `The mail server refused the test mail: ${(error as Error).message}`,
        };
      }
      await audit.record({ actor, action: "templates.test_send", target: to, after: { subject: input.subject } });
      return { ok: true, transport: mailer.transport };
    },
  };
}
