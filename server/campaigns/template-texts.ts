// An e-mail template in every language: English in email_templates, the eight others in
// email_template_translations (migration 0029). The operator reads and edits them per language in
// Email > Templates; the campaign worker picks the recipient's language for lifecycle mails and for
// campaigns sent as their template wrote them (docs/admin.md "Templates in every language").
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { CampaignKind, Database } from "../db/schema.ts";
import { fail, type Result } from "../http/result.ts";
import { defaultLocale, isLocale, locales, type Locale } from "../../shared/i18n/locales.ts";
import { templateFields } from "./templates.ts";

export interface TemplateText {
  subject: string;
  body: string;
}

/** A template's texts by language: English always, another language null where it has none. */
export type TemplateTexts = Record<Locale, TemplateText | null>;

/** What a save of one language takes: a text, or null to remove a translation (not English). */
export const templateTextSchema = z.object({
  locale: z.string().refine(isLocale, "must be one of en, es, fr, de, pt, it, ru, ja, zh"),
  text: z.object({ subject: templateFields.subject, body: templateFields.body }).nullable(),
});

export interface TemplateTextsService {
  /** Null for an unknown template. */
  texts(templateId: string): Promise<TemplateTexts | null>;
  /** Writes (or with `text: null` removes) one language's text; English is the template's own. Audited. */
  save(templateId: string, locale: Locale, text: TemplateText | null, actor: AuditActor): Promise<Result<{ texts: TemplateTexts }>>;
}

/**
 * What a campaign mails to a recipient who reads `locale`: the template's text in that language when
 * the mail follows its template (a lifecycle mail, or a campaign whose subject and body are the
 * template's English as it stands) and the language has one; else `sent`, the campaign's own text.
 */
export async function textForRecipient(
  k: Kysely<Database>,
  campaign: { kind: CampaignKind; templateId: string | null; sent: TemplateText },
  locale: string,
): Promise<TemplateText> {
  if (!campaign.templateId) return campaign.sent;
  const template = await k
    .selectFrom("email_templates")
    .select(["subject", "body"])
    .where("id", "=", campaign.templateId)
    .executeTakeFirst();
  if (!template) return campaign.sent;
  const followsTemplate =
    campaign.kind !== "campaign" || (template.subject === campaign.sent.subject && template.body === campaign.sent.body);
  if (!followsTemplate) return campaign.sent;
  // The standing welcome queue mails the template as it is now; a come-back run as it was started.
  const english = campaign.kind === "welcome" ? template : campaign.sent;
  if (locale === defaultLocale || !isLocale(locale)) return english;
  const translated = await k
    .selectFrom("email_template_translations")
    .select(["subject", "body"])
    .where("template_id", "=", campaign.templateId)
    .where("locale", "=", locale)
    .executeTakeFirst();
  return translated ?? english;
}

export function createTemplateTextsService(deps: { db: Db; audit: AuditService; now?: () => number }): TemplateTextsService {
  const { db, audit } = deps;
  const now = deps.now ?? Date.now;

  async function textsIn(k: Kysely<Database>, templateId: string): Promise<TemplateTexts | null> {
    const template = await k.selectFrom("email_templates").select(["subject", "body"]).where("id", "=", templateId).executeTakeFirst();
    if (!template) return null;
    const rows = await k
      .selectFrom("email_template_translations")
      .select(["locale", "subject", "body"])
      .where("template_id", "=", templateId)
      .execute();
    const texts = Object.fromEntries(locales.map((locale) => [locale, null])) as TemplateTexts;
    texts.en = { subject: template.subject, body: template.body };
    for (const row of rows) if (isLocale(row.locale)) texts[row.locale] = { subject: row.subject, body: row.body };
    return texts;
  }

  return {
    texts: (templateId) => textsIn(db.kysely, templateId),

    async save(templateId, locale, text, actor) {
      return db.kysely.transaction().execute(async (trx) => {
        const before = await textsIn(trx, templateId);
        if (!before) return fail(404, "not_found", "No such template.");
        const at = now();
        if (locale === defaultLocale) {
          if (!text)
            return fail(400, "english_required", "The English text is what players read without a translation; it cannot be empty.");
          await trx
            .updateTable("email_templates")
            .set({ subject: text.subject, body: text.body, updated_at: at })
            .where("id", "=", templateId)
            .execute();
        } else if (text) {
          await trx
            .insertInto("email_template_translations")
            .values({ template_id: templateId, locale, subject: text.subject, body: text.body, updated_at: at, updated_by: actor.label })
            .onConflict((oc) =>
              oc
                .columns(["template_id", "locale"])
                .doUpdateSet({ subject: text.subject, body: text.body, updated_at: at, updated_by: actor.label }),
            )
            .execute();
        } else {
          await trx.deleteFrom("email_template_translations").where("template_id", "=", templateId).where("locale", "=", locale).execute();
        }
        await audit.record(
          { actor, action: "templates.text", target: `${templateId}:${locale}`, before: before[locale], after: text },
          trx,
        );
        const texts = (await textsIn(trx, templateId))!;
        return { ok: true as const, texts };
      });
    },
  };
}
