// The operator's subscriber tools and a Markdown campaign, in Chromium on SQLite, against the production
// server with its mail outbox (no SMTP_URL: every mail is stored, as the admin's Outbox shows it): search, manual unsubscribe, CSV import (a refused file, then a good
// one whose pending address gets the double opt-in mail), CSV export, the blocklist, a segment's
// members, and a Markdown campaign whose confirmation states the real recipient count and whose mail
// arrives as sanitised HTML plus plain text. Screenshots land in test-results/admin-subscribers/.
import { mkdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { insertPlayers, insertSegment } from "../../server/campaigns/test-data.ts";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { openAdminPage } from "./admin-page.ts";
import { useApp } from "./fixture.ts";

const ADMIN_PASSWORD = "operator-subscribers-password";
const shots = "test-results/admin-subscribers";
mkdirSync(shots, { recursive: true });
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });

describe.each(["sqlite", "postgres"] as const)("admin subscribers and Markdown campaigns on %s", (engine) => {
  const env: Record<string, string> = { ADMIN_PASSWORD, PUBLIC_URL: "http://localhost:3000", CAMPAIGN_RATE_PER_SECOND: "50" };
  const app = useApp({ engine, browser: engine === "sqlite", env });
  let db: Db;

  beforeAll(async () => {
    db = openDatabase(app.database.url, { poolMax: 2 });
    const at = Date.now() - 60_000;
    // 27 readers (two pages), one of whom is named Rosa; one is banned; one never confirmed.
    const players = Array.from({ length: 27 }, (_, i) => ({
      id: `reader-${String(i).padStart(2, "0")}`,
      email: i === 7 ? "rosa.reader@example.com" : `reader${i}@example.com`,
      name: i === 7 ? "Rosa" : `Reader ${i}`,
      newsletter: i === 26 ? ("pending" as const) : ("confirmed" as const),
    }));
    await insertPlayers(db.kysely, players, at);
    await db.kysely.updateTable("user").set({ banned: true }).where("id", "=", "reader-25").execute();
    await insertSegment(db.kysely, "readers", "Readers", at);
    return () => db.close();
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both dialects: the "subscribers" tests of server/site/subscribers.test.ts ("lists
  // newest first with search, status counts and pages; unsubscribes by hand, audited" with the CSV
  // export, "imports all or nothing: every bad line reported; pending rows get the double opt-in
  // mail", "blocks and unblocks addresses (audited); a block ends the subscription"); "pages a
  // segment's members by player id and exports them all as CSV" in server/segments/service.test.ts;
  // in server/campaigns/campaigns.test.ts "reach counts what the send freezes: confirmed, not
  // unsubscribed, not banned, not blocked, deliverable", "a scheduled campaign waits for its time, can
  // be edited or cancelled before, and starts once" (Markdown mailed as HTML) and "a send freezes
  // consenting members; ..."; "stores every e-mail and SMS in the outbox" in server/mail/mailer.test.ts;
  // and the server's own sender on PostgreSQL in tests/e2e/campaigns-delivery.test.ts.
  it.runIf(engine === "sqlite")(
    "searches, unsubscribes, imports, exports and blocks; a Markdown campaign arrives as HTML and text",
    async () => {
      const { page, errors, close, client } = await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD);
      try {
        // ---- the list, search and a manual unsubscribe
        await page.goto(`${app.server.url}/admin/subscribers`);
        expect(await page.getByTestId("subscribers-total").innerText()).toBe("Subscribers found: 27");
        expect(await page.getByTestId("subscriber").count()).toBe(25);
        expect(await page.getByTestId("subscribers-tab-pending").innerText()).toContain("(1)");
        await page.getByTestId("subscribers-next").click();
        await poll(async () => page.url()).toContain("page=2");
        await poll(() => page.getByTestId("subscriber").count()).toBe(2);
        if (engine === "sqlite") await page.goto(`${app.server.url}/admin/subscribers`);
        if (engine === "sqlite") await page.screenshot({ path: `${shots}/subscribers-desktop.png`, fullPage: true });

        await page.getByTestId("admin-search").fill("ROSA");
        await page.getByTestId("admin-search").press("Enter");
        await poll(() => page.getByTestId("subscriber").count()).toBe(1);
        const rosa = page.getByTestId("subscriber").first();
        expect(await rosa.getAttribute("data-email")).toBe("rosa.reader@example.com");
        expect(await rosa.getByTestId("subscriber-status").innerText()).toMatch(/confirmed/i);
        await rosa.getByTestId("subscriber-unsubscribe").click();
        await page.getByTestId("subscriber-unsubscribe-confirm").click();
        await poll(() => rosa.getByTestId("subscriber-status").innerText()).toMatch(/unsubscribed/i);
        const audit = await db.kysely
          .selectFrom("audit_log")
          .select(["action", "actor"])
          .where("target", "=", "rosa.reader@example.com")
          .execute();
        expect(audit).toEqual([{ action: "subscribers.unsubscribe", actor: expect.any(String) }]);

        // ---- import: one bad line refuses the whole file, each problem named by its line
        await page.goto(`${app.server.url}/admin/subscribers`);
        const bad =
          "email,consent_source,confirmed\nfair.visitor@example.com,Spring fair sheet,yes\nnot-an-address,,\nsure@example.com,,yes\n";
        await page.getByTestId("import-file").setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
        await page.getByTestId("import-submit").click();
        await poll(() => page.getByTestId("import-problem").count()).toBe(2);
        expect(await page.getByTestId("import-problem").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-line")))).toEqual([
          "3",
          "4",
        ]);
        expect(await page.getByTestId("import-problems").innerText()).toContain("Marked confirmed without a consent source.");
        // The refusal is the answer the page expects (422): the browser logs it, nothing else does.
        expect(errors).toEqual([expect.stringContaining("status of 422")]);
        errors.splice(0);
        const none = await db.kysely.selectFrom("newsletter_subscriptions").select("email").where("source", "=", "import").execute();
        expect(none).toEqual([]);

        const good =
          "email,consent_source,confirmed,locale\nfair.visitor@example.com,Spring fair sheet,yes,\nnew.reader@example.com,,,fr\nreader3@example.com,,,\n";
        await page.getByTestId("import-file").setInputFiles({ name: "good.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
        await page.getByTestId("import-submit").click();
        await poll(() => page.getByTestId("import-report").innerText()).toBe(
          "Imported: 1 invited by e-mail, 1 confirmed, 1 already on the list.",
        );
        await poll(() => page.getByTestId("subscribers-total").innerText()).toBe("Subscribers found: 29");
        const fair = page.locator('[data-testid="subscriber"][data-email="fair.visitor@example.com"]');
        expect(await fair.getByTestId("subscriber-source").innerText()).toContain("Import · Spring fair sheet");
        // The pending import got the double opt-in mail, in its own language.
        await poll(async () =>
          db.kysely.selectFrom("outbox").select(["subject", "text"]).where("recipient", "=", "new.reader@example.com").execute(),
        ).toHaveLength(1);
        const [mail] = await db.kysely
          .selectFrom("outbox")
          .select(["subject", "text"])
          .where("recipient", "=", "new.reader@example.com")
          .execute();
        expect(mail!.text).toMatch(/http:\/\/localhost:3000\/newsletter\/confirm\?token=/);
        expect(mail!.subject).not.toMatch(/Confirm your/);
        expect(await db.kysely.selectFrom("outbox").select("id").where("recipient", "=", "fair.visitor@example.com").execute()).toEqual([]);

        // ---- export: the file the link downloads holds what the list shows
        const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("subscribers-export").click()]);
        const csv = readFileSync((await download.path())!, "utf8");
        const lines = csv.trim().split("\r\n");
        expect(lines[0]).toBe("email,status,source,consent_source,locale,consent_at,confirmed_at,unsubscribed_at,created_at");
        expect(lines).toHaveLength(30);
        expect(lines.find((line) => line.startsWith("fair.visitor@example.com,"))).toMatch(
          /^fair\.visitor@example\.com,confirmed,import,Spring fair sheet,en,/,
        );
        expect(lines.find((line) => line.startsWith("rosa.reader@example.com,"))).toMatch(/,unsubscribed,site,/);

        // ---- the blocklist: a blocked address leaves every mailing
        await page.getByTestId("blocklist-email").fill("Reader5@Example.com");
        await page.getByTestId("blocklist-reason").fill("asked by phone");
        await page.getByTestId("blocklist-add").click();
        await poll(() => page.locator('[data-testid="blocked"][data-email="reader5@example.com"]').count()).toBe(1);
        expect(await page.getByTestId("blocklist-status").innerText()).toBe("reader5@example.com is blocked.");
        await page.goto(`${app.server.url}/admin/subscribers?status=blocked`);
        expect(await page.getByTestId("subscriber").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-email")))).toEqual([
          "reader5@example.com",
        ]);
        const blockedAgain = await client.send("/api/admin/subscribers", { json: { action: "block", email: "reader5@example.com" } });
        expect(blockedAgain.status).toBe(409);
        expect((await client.send("/api/admin/subscribers?status=nonsense")).status).toBe(400);
        const wrongType = await client.send("/api/admin/subscribers/import", { json: {} });
        expect(wrongType.status).toBe(415);

        // ---- a segment's members and their CSV
        await page.goto(`${app.server.url}/admin/segments`);
        await page.getByTestId("segment-members").first().click();
        // Segments are players: the 27 readers (imported addresses are no players).
        await poll(() => page.getByTestId("segment-member").count()).toBe(27);
        if (engine === "sqlite") await page.screenshot({ path: `${shots}/segment-members-desktop.png` });
        const members = await client.send("/api/admin/segments/readers/members.csv");
        expect(members.headers.get("content-type")).toContain("text/csv");
        expect((await members.text()).trim().split("\r\n")).toHaveLength(28);

        // ---- a Markdown campaign: the confirmation states how many will really be mailed
        await page.goto(`${app.server.url}/admin/email`);
        await poll(() => page.getByTestId("send-segment").locator("option").count()).toBeGreaterThan(1);
        await page.getByTestId("send-segment").selectOption("readers");
        await page.getByTestId("send-subject").fill("News for {{name}}");
        await page
          .getByTestId("send-content")
          .fill(
            "# Hello {{name}}\n\nThe **Spring Cup** starts: <b>join</b> at [the site](https://flap.example.com/play).\n\n- fast\n- fair\n\n<script>alert(1)</script>",
          );
        await page.getByTestId("send-campaign").click();
        // 27 readers: Rosa unsubscribed, reader 5 blocked, reader 25 banned, reader 26 never confirmed.
        await poll(() => page.getByTestId("send-confirm-text").getAttribute("data-reach")).toBe("23");
        expect(await page.getByTestId("send-confirm-text").innerText()).toMatch(/^23 players of the segment Readers will be mailed/);
        if (engine === "sqlite") await page.screenshot({ path: `${shots}/campaign-confirm.png` });
        await page.getByTestId("send-confirm-confirm").click();
        await poll(() => page.getByTestId("send-status").innerText()).toBe("Campaign started: 23 recipients.");
        await poll(
          async () => (await db.kysely.selectFrom("outbox").select("recipient").where("subject", "like", "News for %").execute()).length,
        ).toBe(23);
        const [reader3] = await db.kysely
          .selectFrom("outbox")
          .select(["subject", "text", "html"])
          .where("recipient", "=", "reader3@example.com")
          .where("subject", "like", "News for %")
          .execute();
        expect(reader3!.subject).toBe("News for Reader 3");
        expect(reader3!.html).toContain("<h1>Hello Reader 3</h1>");
        expect(reader3!.html).toContain("<strong>Spring Cup</strong>");
        expect(reader3!.html).toContain("<b>join</b>");
        expect(reader3!.html).not.toContain("<script>");
        expect(reader3!.html).not.toContain("&lt;b&gt;");
        expect(reader3!.text).toContain("The Spring Cup starts: join at the site [https://flap.example.com/play].");
        expect(reader3!.text).not.toContain("<b>");
        for (const never of ["rosa.reader@example.com", "reader5@example.com", "reader25@example.com", "reader26@example.com"]) {
          expect(
            await db.kysely
              .selectFrom("outbox")
              .select("id")
              .where("recipient", "=", never)
              .where("subject", "like", "News for %")
              .execute(),
          ).toEqual([]);
        }

        // ---- a scheduled campaign: waits as "Scheduled", and is cancelled before its time
        await page.getByTestId("send-segment").selectOption("readers");
        await page.getByTestId("send-subject").fill("Later news");
        await page.getByTestId("send-content").fill("Soon **more**.");
        await page.getByTestId("send-later").check();
        const inTwoHours = await page.evaluate(() => {
          const d = new Date(Date.now() + 2 * 3_600_000);
          const pad = (n: number) => String(n).padStart(2, "0");
          return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
        });
        await page.getByTestId("send-schedule").fill(inTwoHours);
        await page.getByTestId("send-campaign").click();
        await poll(() => page.getByTestId("send-confirm-text").getAttribute("data-reach")).toBe("23");
        expect(await page.getByTestId("send-confirm-text").innerText()).toMatch(/^“Later news” will be sent at .+ Right now that is 23\.$/);
        await page.getByTestId("send-confirm-confirm").click();
        await poll(() => page.getByTestId("send-status").innerText()).toMatch(/^Campaign scheduled for /);
        const later = page.getByTestId("campaign").filter({ hasText: "Later news" });
        await poll(() => later.getAttribute("data-status")).toBe("draft");
        expect(await later.getByTestId("campaign-status").innerText()).toMatch(/scheduled/i);
        expect(await later.getByTestId("campaign-scheduled").innerText()).toMatch(/^Sends at /);
        if (engine === "sqlite") await later.screenshot({ path: `${shots}/campaign-scheduled.png` });
        await later.getByTestId("campaign-cancel").click();
        await poll(() => later.getAttribute("data-status")).toBe("cancelled");
        expect(await db.kysely.selectFrom("outbox").select("id").where("subject", "=", "Later news").execute()).toEqual([]);

        // ---- the page on a phone
        if (engine === "sqlite") {
          const phone = await openAdminPage(
            app.browser,
            app.server.url,
            ADMIN_PASSWORD,
            { width: 390, height: 844 },
            { isMobile: true, hasTouch: true },
          );
          try {
            await phone.page.goto(`${app.server.url}/admin/subscribers`);
            await phone.page.screenshot({ path: `${shots}/subscribers-phone.png` });
            await phone.page.getByTestId("subscribers-list").scrollIntoViewIfNeeded();
            await phone.page.screenshot({ path: `${shots}/subscribers-phone-list.png` });
            // Nothing of this page is wider than the phone (the site header is the shell's business).
            const wide = await phone.page.evaluate(() =>
              [...document.querySelectorAll("main section *")]
                .filter((el) => el.getBoundingClientRect().right > 390.5)
                .map((el) => `${el.tagName}.${String(el.className)}`.slice(0, 120)),
            );
            expect(wide).toEqual([]);
            // A segment's members on the phone: the dialog fits the screen.
            await phone.page.goto(`${app.server.url}/admin/segments`);
            await phone.page.getByTestId("segment-members").first().tap();
            await poll(() => phone.page.getByTestId("segment-member").count()).toBe(27);
            const dialogWidth = await phone.page.getByTestId("segment-members-dialog").evaluate((el) => el.getBoundingClientRect().right);
            expect(dialogWidth).toBeLessThanOrEqual(390);
            await phone.page.screenshot({ path: `${shots}/segment-members-phone.png` });
            expect(phone.errors).toEqual([]);
          } finally {
            await phone.close();
          }
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
