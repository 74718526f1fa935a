// Email Campaigns as the operator uses them, every mail read from a local SMTP server: players sign
// up and confirm a newsletter subscription, a segment selects them, the operator writes a template,
// previews it for a real player (in a sandboxed frame), test-sends it, sends a campaign to the
// segment (confirmation with the count, pause, resume, progress to the end, per-recipient status),
// switches the welcome mail on and deletes templates down to the empty state.
// Screenshots land in test-results/admin-email/.
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { openAdminPage } from "./admin-page.ts";
import { Client } from "./auth-client.ts";
import { useApp } from "./fixture.ts";
import { startSmtp, type SmtpFixture } from "./smtp.ts";

const ADMIN_PASSWORD = "operator-email-password";
const shots = "test-results/admin-email";
mkdirSync(shots, { recursive: true });

/** Bo's mailbox refuses campaign mail (a 550 bounce) until the test lets it through. */
const BOUNCE = "bo@example.com";
const PLAYERS = [
  { name: "Ana", email: "ana@example.com" },
  { name: "Ben", email: "ben@example.com" },
  { name: "Bo", email: BOUNCE },
  { name: "Cy", email: "cy@example.com" },
];

/** A signed-up player (address confirmed through the mail) with a confirmed newsletter subscription. */
async function subscribedPlayer(base: string, smtp: SmtpFixture, name: string, email: string): Promise<Client> {
  const client = new Client(base);
  const signUp = await client.send("/api/auth/sign-up/email", { json: { email, password: "player-password-1", name } });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const confirm = await smtp.waitFor({ to: email, subject: "Confirm your Flap Master e-mail" });
  await client.follow(confirm.links[0]!);
  const subscribe = await client.send("/api/newsletter", { json: { email, consent: true } });
  expect(subscribe.status, await subscribe.clone().text()).toBe(200);
  const optIn = await smtp.waitFor({ to: email, subject: "Confirm your Flap Master newsletter subscription" });
  const link = optIn.links.find((l) => l.includes("/newsletter/confirm?token="))!;
  const confirmed = await client.follow(new URL(link).pathname + new URL(link).search);
  expect(confirmed.status).toBe(200);
  return client;
}

/** expect.poll with room for a busy machine (the default gives up after 1 s). */
const poll = <T>(fn: () => T | Promise<T>, options: { timeout?: number; interval?: number } = {}) => expect.poll(fn, options);

/**
 * axe-core's findings on the page as it is now (none expected). The preview frame is left out: it is
 * the mail's own HTML, and axe cannot run inside a frame whose sandbox forbids scripts.
 */
const axe = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .exclude("[data-testid=preview-frame]")
      .analyze()
  ).violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

const campaignCard = (page: Page) => page.getByTestId("campaign").first();
const counts = async (page: Page) => Number(await campaignCard(page).getByTestId("campaign-progress").getAttribute("aria-valuenow"));

describe.each(["sqlite", "postgres"] as const)("admin Email Campaigns on %s", (engine) => {
  let smtp: SmtpFixture;
  // Filled before the server starts (this beforeAll runs before useApp's).
  const env: Record<string, string> = { ADMIN_PASSWORD, CAMPAIGN_RATE_PER_SECOND: "0.5" };
  beforeAll(async () => {
    smtp = await startSmtp();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp?.close());
  const app = useApp({ engine, browser: engine === "sqlite", env });

  // CI time: the browser flows run on SQLite only; the page is the same on either engine, and what
  // it calls is tested on both. Over HTTP on PostgreSQL, tests/e2e/campaigns-delivery.test.ts: "answers
  // the spec's required fields with 400s and changes nothing" (test send over SMTP, the send form's
  // refusals), "SMTP failures for some recipients show as failed and 'retry failed' delivers them"
  // (the server's sender, per-recipient status), "Unsubscribe link and header: ...", "A template with
  // <script> in a player's name is escaped" (template create, preview), "welcome mail once after
  // sign-up (switchable); the lifecycle settings round-trip". On both dialects, the "campaigns" tests
  // of server/campaigns/campaigns.test.ts: "templates: seeded, created, edited, deleted (audited);
  // preview for a real player, escaped" (a template in use is kept), "reach counts what the send
  // freezes: ...", "pause holds between mails, resume goes on, ...", "SMTP refusals: ...", "welcome
  // mail once per confirmed account; come-back campaign at most once per interval" (the lifecycle
  // settings); in server/segments/service.test.ts "creates (name and description required), lists
  // with live counts, ..." and the newsletter criterion in "counts every combination alike on both
  // engines, and as the criteria mean"; a template's languages deleted with it in "saves English into
  // the template itself and refuses to empty it" (server/campaigns/template-texts.test.ts).
  it.runIf(engine === "sqlite")(
    "writes, previews and test-sends a template, sends a campaign to a segment and watches it finish",
    { timeout: 120_000 },
    async () => {
      for (const player of PLAYERS) await subscribedPlayer(app.server.url, smtp, player.name, player.email);
      smtp.refuse = (address) => address === BOUNCE;

      // Deleting a template a lifecycle mail uses is refused with 409 (the browser logs the status).
      const { page, errors, close, client } = (await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD)).allowErrors(
        /status of 409/,
      );
      try {
        // The segment: every player with a confirmed subscription (made over the segments API).
        const created = await client.send("/api/admin/segments", {
          json: {
            action: "create",
            name: "Newsletter readers",
            description: "Confirmed subscribers",
            criteria: [{ type: "newsletter", operator: "is", value: true }],
          },
        });
        expect(created.status, await created.clone().text()).toBe(201);
        expect((await created.json()).segment.players).toBe(4);

        await page.goto(`${app.server.url}/admin/email`);
        await poll(() => page.getByTestId("email-workspace").getAttribute("data-ready")).toBe("true");
        expect(await page.locator("h1").innerText()).toBe("Email Campaigns");
        expect(await page.getByTestId("template-name").allInnerTexts()).toEqual(["New Skin Available", "Welcome Email"]);
        expect(await page.getByTestId("template-hint").innerText()).toContain("{{name}}");
        expect(await page.getByTestId("campaigns-empty").innerText()).toBe("No campaigns yet.");

        // A new template: required fields are checked before anything is sent.
        await page.getByTestId("template-save").click();
        expect(await page.getByTestId("template-name-error").innerText()).toBe("A name is required.");
        expect(await page.getByTestId("template-subject-error").innerText()).toBe("A subject is required.");
        expect(await page.getByTestId("template-body-error").innerText()).toBe("Content is required.");
        await page.getByTestId("template-name-input").fill("Spring Cup");
        await page.getByTestId("template-subject-input").fill("{{name}}, the Spring Cup starts");
        await page
          .getByTestId("template-body-input")
          .fill("Hi {{name}},\n\nThe Spring Cup starts today. <script>parent.hacked = 1</script>\n\nSee you in the sky!");
        await page.getByTestId("template-save").click();
        await poll(() => page.getByTestId("template-status").innerText()).toBe("Template “Spring Cup” created.");
        await poll(() => page.getByTestId("template-name").allInnerTexts()).toEqual(["New Skin Available", "Welcome Email", "Spring Cup"]);
        expect(await page.getByTestId("template-form").getAttribute("data-mode")).toBe("edit");

        // The preview: rendered by the server for the newest real player, shown in a frame where no
        // script runs (the Markdown body's <script> is removed by the sanitiser anyway).
        await page.getByTestId("preview-button").click();
        await poll(() => page.getByTestId("preview-subject").innerText()).toBe("Cy, the Spring Cup starts");
        expect(await page.getByTestId("preview-for").innerText()).toBe("Rendered for Cy");
        expect(await page.getByTestId("preview-frame").getAttribute("sandbox")).toBe("");
        const frameText = await page.frameLocator("[data-testid=preview-frame]").locator("body").innerText();
        expect(frameText).toContain("Hi Cy,");
        expect(frameText).toContain("The Spring Cup starts today.");
        expect(frameText).not.toContain("parent.hacked");
        expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
        if (engine === "sqlite") await page.getByTestId("preview-result").screenshot({ path: `${shots}/preview.png` });

        // Test send: the address is required (in the page and on the server), then the mail arrives.
        await page.getByTestId("test-send").click();
        expect(await page.getByTestId("test-address-error").innerText()).toBe("An email address is required.");
        const noAddress = await client.send("/api/admin/templates", { json: { action: "test_send", to: "", subject: "s", body: "b" } });
        expect(noAddress.status).toBe(400);
        expect((await noAddress.json()).error).toBe("address_required");
        await page.getByTestId("test-address").fill("qa@example.com");
        await page.getByTestId("test-send").click();
        await poll(() => page.getByTestId("test-status").innerText()).toBe("Test email sent to qa@example.com.");
        const test = await smtp.waitFor({ to: "qa@example.com", subject: "the Spring Cup starts" });
        expect(test.text).toContain("The Spring Cup starts today.");
        if (engine === "sqlite") await page.screenshot({ path: `${shots}/templates.png`, fullPage: true });

        // The campaign form: segment, subject and content are required.
        await page.getByTestId("send-campaign").click();
        expect(await page.getByTestId("send-segment-error").innerText()).toBe("Choose a segment.");
        expect(await page.getByTestId("send-subject-error").innerText()).toBe("A subject is required.");
        expect(await page.getByTestId("send-content-error").innerText()).toBe("Content is required.");
        for (const [body, error] of [
          [{ subject: "s", body: "b" }, "segment_required"],
          [{ segmentId: "x", body: "b" }, "subject_required"],
          [{ segmentId: "x", subject: "s" }, "content_required"],
        ] as const) {
          const refused = await client.send("/api/admin/campaigns", { json: { action: "send", ...body } });
          expect(refused.status).toBe(400);
          expect((await refused.json()).error).toBe(error);
        }
        await poll(() => page.getByTestId("send-segment").locator("option").allInnerTexts()).toContain("Newsletter readers (4 players)");
        await page.getByTestId("send-segment").selectOption({ label: "Newsletter readers (4 players)" });
        await page.getByTestId("send-template").selectOption({ label: "Spring Cup" });
        expect(await page.getByTestId("send-subject").inputValue()).toBe("{{name}}, the Spring Cup starts");
        await page.getByTestId("send-campaign").click();
        // The confirmation says how many will really be mailed (the send's own query), not the segment's size.
        await poll(() => page.getByTestId("send-confirm-text").innerText()).toBe(
          "4 players of the segment Newsletter readers will be mailed “{{name}}, the Spring Cup starts”: those with a confirmed newsletter subscription who have not unsubscribed and are neither banned nor blocked.",
        );
        if (engine === "sqlite") await page.screenshot({ path: `${shots}/confirm.png` });
        await page.getByTestId("send-confirm-confirm").click();
        await poll(() => page.getByTestId("send-status").innerText()).toBe("Campaign started: 4 recipients.");

        // Sending at half a mail per second: pause holds it, resume finishes it.
        const card = campaignCard(page);
        expect(await card.getAttribute("data-status")).toBe("sending");
        await card.getByTestId("campaign-pause").click();
        await poll(() => card.getAttribute("data-status")).toBe("paused");
        const pausedAt = await counts(page);
        expect(pausedAt).toBeLessThan(100);
        await page.waitForTimeout(2500);
        expect(await counts(page)).toBe(pausedAt);
        if (engine === "sqlite") await page.screenshot({ path: `${shots}/paused.png`, fullPage: true });
        await card.getByTestId("campaign-resume").click();
        await poll(() => card.getAttribute("data-status")).toBe("sending");
        // The bar moves on the page it was paused on, without a reload (the page polls every second),
        // from where the pause held it to full. (How many values it passes through depends on the
        // machine: with 3 of 4 sent before the pause, the resumed send ends before the next look.)
        await poll(() => card.getAttribute("data-status"), { timeout: 30_000, interval: 250 })
          .toBe("finished")
          .catch(async (e) => {
            const list = await (await client.send("/api/admin/campaigns")).json();
            console.log(
              JSON.stringify(list),
              JSON.stringify(await (await client.send(`/api/admin/campaigns/${list.campaigns[0].id}`)).json()),
            );
            console.log(
              app.server
                .output()
                .split("\n")
                .filter((l) => /campaign|worker|error/i.test(l))
                .join("\n"),
            );
            throw e;
          });
        expect(await counts(page)).toBe(100);
        expect(await card.getByTestId("campaign-counts").innerText()).toBe("4 recipients · 3 sent · 1 failed · 0 queued · 0 skipped");

        // Each player got their own mail, with their name and an unsubscribe link; Bo's bounced.
        for (const player of PLAYERS.filter((p) => p.email !== BOUNCE)) {
          const mail = await smtp.waitFor({ to: player.email, subject: `${player.name}, the Spring Cup starts` });
          expect(mail.text).toContain(`Hi ${player.name},`);
          expect(mail.links.some((l) => l.includes("unsubscribe"))).toBe(true);
        }
        expect(smtp.messages.filter((m) => m.subject.includes("Spring Cup starts")).length).toBe(4);

        // Per-recipient status, filterable; the failure shows the mail server's answer.
        await card.getByTestId("campaign-recipients-toggle").click();
        await poll(() => card.getByTestId("recipient").count()).toBe(4);
        expect(await card.getByTestId("recipient-status").allInnerTexts()).toEqual(["Sent", "Sent", "Failed", "Sent"]);
        await card.getByTestId("recipients-filter").selectOption("failed");
        await poll(() => card.getByTestId("recipient").count()).toBe(1);
        expect(await card.getByTestId("recipient").innerText()).toContain(BOUNCE);
        expect(await card.getByTestId("recipient-error").innerText()).toMatch(/550.*Mailbox unavailable/);
        if (engine === "sqlite") await page.screenshot({ path: `${shots}/campaign-failed.png`, fullPage: true });

        // Retry failed, once the mailbox accepts again: Bo gets his mail and nothing is left failed.
        smtp.refuse = null;
        await card.getByTestId("campaign-retry").click();
        await poll(() => card.getByTestId("campaign-counts").innerText(), { timeout: 30_000 }).toBe(
          "4 recipients · 4 sent · 0 failed · 0 queued · 0 skipped",
        );
        await poll(() => card.getAttribute("data-status")).toBe("finished");
        expect((await smtp.waitFor({ to: BOUNCE, subject: "Bo, the Spring Cup starts" })).text).toContain("Hi Bo,");
        await poll(() => card.getByTestId("recipients-empty").isVisible()).toBe(true);
        expect(await card.getByTestId("campaign-retry").count()).toBe(0);
        expect(smtp.messages.filter((m) => m.subject.includes("Spring Cup starts")).length).toBe(5);
        if (engine === "sqlite") await page.screenshot({ path: `${shots}/campaign.png`, fullPage: true });
        expect(await axe(page)).toEqual([]);

        // The welcome mail (on from the start, with the seeded template): a template is required while
        // it is on; saved, it goes to the next confirmed sign-up.
        expect(await page.getByTestId("lifecycle-welcome").isChecked()).toBe(true);
        expect(await page.getByTestId("lifecycle-welcome-template").inputValue()).toBe("welcome");
        await page.getByTestId("lifecycle-welcome-template").selectOption("");
        await page.getByTestId("lifecycle-save").click();
        expect(await page.getByTestId("lifecycle-welcomeTemplate-error").innerText()).toBe("Choose a template.");
        await page.getByTestId("lifecycle-welcome-template").selectOption({ label: "Welcome Email" });
        await page.getByTestId("lifecycle-save").click();
        await poll(() => page.getByTestId("lifecycle-status").innerText()).toBe("Lifecycle mails saved.");
        const newcomer = new Client(app.server.url);
        expect(
          (
            await newcomer.send("/api/auth/sign-up/email", {
              json: { email: "dee@example.com", password: "player-password-1", name: "Dee" },
            })
          ).status,
        ).toBe(200);
        await newcomer.follow((await smtp.waitFor({ to: "dee@example.com", subject: "Confirm your Flap Master e-mail" })).links[0]!);
        const welcome = await smtp.waitFor({ to: "dee@example.com", subject: "Welcome to Flap Master, Dee!" }, 20_000);
        expect(welcome.text).toContain("Hi Dee,");
        await page.reload();
        await poll(() => page.getByTestId("lifecycle-welcome").isChecked()).toBe(true);
        expect(await page.getByTestId("lifecycle-welcome-template").inputValue()).toBe("welcome");

        // Delete with confirmation; a template a lifecycle mail uses stays (the server says why).
        await poll(() => page.getByTestId("template-item").count()).toBe(3);
        const welcomeItem = page.getByTestId("template-item").filter({ hasText: "Welcome Email" });
        await welcomeItem.getByTestId("template-delete").click();
        await page.getByTestId("template-delete-dialog-confirm").click();
        await poll(() => page.getByTestId("template-status").getAttribute("data-kind")).toBe("error");
        expect(await page.getByTestId("template-status").innerText()).toContain("lifecycle");
        expect(await page.getByTestId("template-item").count()).toBe(3);
        expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it.runIf(engine === "sqlite")("deletes templates down to the empty state and fits a phone screen", { timeout: 60_000 }, async () => {
    const { page, errors, close } = await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD, { width: 390, height: 844 });
    try {
      await page.goto(`${app.server.url}/admin/email`);
      await poll(() => page.getByTestId("email-workspace").getAttribute("data-ready")).toBe("true");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "/admin/email scrolls sideways on a phone").toBeLessThanOrEqual(0);
      if (engine === "sqlite") await page.screenshot({ path: `${shots}/phone.png`, fullPage: true });

      // Free the welcome template first (the lifecycle mail is switched off and loses it).
      await page.getByTestId("lifecycle-welcome").uncheck({ force: true });
      await page.getByTestId("lifecycle-welcome-template").selectOption("");
      await page.getByTestId("lifecycle-save").click();
      await poll(() => page.getByTestId("lifecycle-status").innerText()).toBe("Lifecycle mails saved.");

      // Cancel keeps it; confirm deletes it.
      await page.getByTestId("template-delete").first().click();
      await page.getByTestId("template-delete-dialog-cancel").click();
      expect(await page.getByTestId("template-item").count()).toBeGreaterThan(0);
      while ((await page.getByTestId("template-item").count()) > 0) {
        const before = await page.getByTestId("template-item").count();
        await page.getByTestId("template-delete").first().click();
        expect(await page.getByTestId("template-delete-dialog").innerText()).toContain("This cannot be undone.");
        await page.getByTestId("template-delete-dialog-confirm").click();
        await poll(() => page.getByTestId("template-item").count()).toBe(before - 1);
      }
      expect(await page.getByTestId("templates-empty").innerText()).toBe("No templates yet. Create one to get started.");
      if (engine === "sqlite") await page.screenshot({ path: `${shots}/empty-phone.png`, fullPage: true });
      expect(await axe(page)).toEqual([]);

      // The come-back mail: on, to a segment, with a template, every 7 days; kept after a reload.
      await page.getByTestId("lifecycle-comeback").check({ force: true });
      await page.getByTestId("lifecycle-save").click();
      expect(await page.getByTestId("lifecycle-comeBackSegment-error").innerText()).toBe("Choose a segment.");
      await page.getByTestId("lifecycle-comeback-segment").selectOption({ label: "Newsletter readers" });
      await page.getByTestId("template-new").click();
      await page.getByTestId("template-name-input").fill("Come back");
      await page.getByTestId("template-subject-input").fill("We miss you, {{name}}");
      await page.getByTestId("template-body-input").fill("The pipes are waiting.");
      await page.getByTestId("template-save").click();
      await poll(() => page.getByTestId("lifecycle-comeback-template").locator("option").allInnerTexts()).toContain("Come back");
      await page.getByTestId("lifecycle-comeback-template").selectOption({ label: "Come back" });
      await page.getByTestId("lifecycle-interval").fill("0");
      await page.getByTestId("lifecycle-save").click();
      expect(await page.getByTestId("lifecycle-intervalDays-error").innerText()).toBe("Enter a whole number of days from 1 to 365.");
      await page.getByTestId("lifecycle-interval").fill("7");
      await page.getByTestId("lifecycle-save").click();
      await poll(() => page.getByTestId("lifecycle-status").innerText()).toBe("Lifecycle mails saved.");
      await page.reload();
      await poll(() => page.getByTestId("lifecycle-comeback").isChecked()).toBe(true);
      expect(await page.getByTestId("lifecycle-interval").inputValue()).toBe("7");
      await poll(() => page.getByTestId("lifecycle-comeback-segment").locator("option:checked").innerText()).toBe("Newsletter readers");

      // In German, the page's own words follow the page language.
      await page.goto(`${app.server.url}/admin/email?lang=de`);
      await poll(() => page.getByTestId("template-save").innerText()).toBe("Vorlage erstellen");
      // The campaign sent above may still be mailing its last recipients on a busy machine.
      await poll(() => page.getByTestId("campaign-status").first().innerText(), { timeout: 60_000 }).toMatch(/fertig/i);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
