// Templates in every language: the seeded ones arrive translated, the operator edits a language
// (audited), and the worker mails each recipient their language where the mail follows its template.
import { pino } from "pino";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { AuditActor } from "../audit/service.ts";
import { createAuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { Mailer } from "../mail/mailer.ts";
import { RecordingMailer } from "../../tests/support/recording-mailer.ts";
import { createCampaignModule } from "./index.ts";
import { insertPlayers, insertSegment } from "./test-data.ts";

const actor: AuditActor = { id: "admin-1", label: "admin@example.com" };

describeEachDialect(
  "e-mail templates in every language",
  (getDb: () => Db) => {
    const clock = Date.UTC(2030, 0, 1);
    const make = (mailer: Mailer) =>
      createCampaignModule({
        config: { PUBLIC_URL: "https://flap.example.com", CAMPAIGN_RATE_PER_SECOND: 10_000, CAMPAIGN_BATCH_SIZE: 100 },
        db: getDb(),
        logger: pino({ level: "silent" }),
        mailer,
        audit: createAuditService(getDb()),
        now: () => clock,
      });
    const drain = async (m: ReturnType<typeof make>) => {
      while ((await m.worker.runOnce()) > 0);
    };
    const subjectTo = (mailer: RecordingMailer, to: string) => mailer.sent.find((mail) => mail.to === to)?.subject;

    it("seeds the welcome and new-skin templates in the eight other languages", async () => {
      const m = make(new RecordingMailer());
      const welcome = await m.templateTexts.texts("welcome");
      expect(welcome?.en?.subject).toBe("Welcome to Flap Master, {{name}}!");
      expect(welcome?.de?.subject).toBe("Willkommen bei Flap Master, {{name}}!");
      expect(welcome?.ja?.body).toContain("{{name}} さん");
      const newSkin = await m.templateTexts.texts("new-skin");
      for (const locale of ["es", "fr", "de", "pt", "it", "ru", "ja", "zh"] as const) {
        expect(newSkin?.[locale]?.subject, locale).toContain("{{name}}");
        expect(newSkin?.[locale]?.subject, locale).not.toBe(newSkin?.en?.subject);
      }
      expect(await m.templateTexts.texts("no-such-template")).toBeNull();
    });

    it("mails the welcome in the new player's language, English where the template has none", async () => {
      const k = getDb().kysely;
      const mailer = new RecordingMailer();
      const m = make(mailer);
      const at = new Date(clock).toISOString();
      expect(
        await m.lifecycle.welcome({ id: "wd", email: "wd@example.com", name: "Wanda", emailVerified: true, createdAt: at }, "de"),
      ).toBe("queued");
      expect(await m.lifecycle.welcome({ id: "wj", email: "wj@example.com", name: "Jun", emailVerified: true, createdAt: at }, "ja")).toBe(
        "queued",
      );
      // The operator removes the Italian text: Italian readers get English.
      const removed = await m.templateTexts.save("welcome", "it", null, actor);
      expect(removed.ok && removed.texts.it).toBeNull();
      expect(await m.lifecycle.welcome({ id: "wi", email: "wi@example.com", name: "Ida", emailVerified: true, createdAt: at }, "it")).toBe(
        "queued",
      );
      await drain(m);
      expect(subjectTo(mailer, "wd@example.com")).toBe("Willkommen bei Flap Master, Wanda!");
      expect(mailer.sent.find((mail) => mail.to === "wd@example.com")?.text).toContain("Hallo Wanda,");
      expect(subjectTo(mailer, "wj@example.com")).toBe("Jun さん、Flap Master へようこそ！");
      expect(subjectTo(mailer, "wi@example.com")).toBe("Welcome to Flap Master, Ida!");

      const audited = await k
        .selectFrom("audit_log")
        .select(["action", "target", "actor"])
        .where("action", "=", "templates.text")
        .execute();
      expect(audited).toEqual([{ action: "templates.text", target: "welcome:it", actor: "admin@example.com" }]);
    });

    it("sends a campaign in each recipient's language while it is its template's text, as written once edited", async () => {
      const k = getDb().kysely;
      await insertPlayers(
        k,
        [
          { id: "c-en", email: "c-en@example.com", name: "Eve" },
          { id: "c-fr", email: "c-fr@example.com", name: "Flo" },
        ],
        clock,
      );
      await k.updateTable("newsletter_subscriptions").set({ locale: "fr" }).where("player_id", "=", "c-fr").execute();
      await insertSegment(k, "two", "Two", clock);
      await k
        .updateTable("segments")
        .set({ criteria_json: JSON.stringify([]) })
        .where("id", "=", "two")
        .execute();
      const template = (await make(new RecordingMailer()).templates.get("new-skin"))!;

      const asTemplate = new RecordingMailer();
      const m = make(asTemplate);
      const sent = await m.sends.send({ segmentId: "two", subject: template.subject, body: template.body, templateId: template.id }, actor);
      expect(sent.ok).toBe(true);
      await drain(m);
      expect(subjectTo(asTemplate, "c-fr@example.com")).toBe("Flo, un nouveau skin d'oiseau vient d'arriver");
      expect(subjectTo(asTemplate, "c-en@example.com")).toBe("Eve, a new bird skin just landed");

      // Edited in the campaign form: everyone gets what the operator wrote.
      const edited = new RecordingMailer();
      const m2 = make(edited);
      const own = await m2.sends.send(
        { segmentId: "two", subject: "Big news, {{name}}", body: template.body, templateId: template.id },
        actor,
      );
      expect(own.ok).toBe(true);
      await drain(m2);
      expect(subjectTo(edited, "c-fr@example.com")).toBe("Big news, Flo");
    });

    it("saves English into the template itself and refuses to empty it", async () => {
      const m = make(new RecordingMailer());
      const saved = await m.templateTexts.save("new-skin", "en", { subject: "New skin, {{name}}!", body: "Go see it." }, actor);
      expect(saved.ok && saved.texts.en).toEqual({ subject: "New skin, {{name}}!", body: "Go see it." });
      expect((await m.templates.get("new-skin"))?.subject).toBe("New skin, {{name}}!");
      const emptied = await m.templateTexts.save("new-skin", "en", null, actor);
      expect(emptied.ok === false && emptied.error).toBe("english_required");
      const unknown = await m.templateTexts.save("nope", "de", { subject: "a", body: "b" }, actor);
      expect(unknown.ok === false && unknown.status).toBe(404);
      // A template's languages go with it.
      const created = await m.templates.create({ name: "Gone", subject: "s", body: "b" }, actor);
      const id = created.ok ? created.template.id : "";
      await m.templateTexts.save(id, "ru", { subject: "с", body: "т" }, actor);
      expect((await m.templates.remove(id, actor)).ok).toBe(true);
      const left = await getDb().kysely.selectFrom("email_template_translations").select("locale").where("template_id", "=", id).execute();
      expect(left).toEqual([]);
    });
  },
  { seed: true },
);
