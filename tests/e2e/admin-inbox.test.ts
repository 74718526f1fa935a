// The operator's inbox, outbox and audit log, as the operator uses them: a visitor writes through the
// contact form, the operator reads, archives and restores the message, finds the mail in the outbox
// and every move in the audit log (in Chromium, on SQLite; the same calls over HTTP on both engines).
// Also the admin shell on a phone, and the API's refusals. Screenshots land in test-results/admin-inbox/.
import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openAdminPage } from "./admin-page.ts";
import { asAdmin, asGuest } from "./auth-client.ts";
import { useApp } from "./fixture.ts";

const ADMIN_PASSWORD = "operator-inbox-password";
const SUPPORT = "support@flapmaster.test";
const shots = "test-results/admin-inbox";
mkdirSync(shots, { recursive: true });

describe.each(["sqlite", "postgres"] as const)("admin inbox, outbox and audit on %s", (engine) => {
  const app = useApp({ engine, browser: engine === "sqlite", env: { ADMIN_PASSWORD, SUPPORT_EMAIL: SUPPORT } });

  // CI time: the browser flows run on SQLite only; the page is the same on either engine, and what
  // it calls is tested on both ("keeps a contact message over HTTP: ..." below; the inbox, outbox and
  // audit services in server/admin/inbox.test.ts; every admin page's loader in "admits the operator
  // to every admin page and API", tests/e2e/auth-admin.test.ts).
  it.runIf(engine === "sqlite")(
    "reads, archives and restores a contact message; finds its mail in the outbox and the moves in the audit log",
    async () => {
      const visitor = await asGuest(app.server.url);
      const sent = await visitor.send("/api/contact", {
        json: { email: "Rosa.Visitor@example.com", message: `The shield skipped a pipe on ${engine}.\nSecond line.` },
      });
      expect(sent.status).toBe(200);

      const { page, errors, close } = await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD);
      try {
        await page.goto(`${app.server.url}/admin/inbox`);
        const card = page.getByTestId("inbox-message").filter({ hasText: "Rosa.Visitor@example.com" });
        await expect.poll(() => card.getAttribute("data-status")).toBe("new");
        expect(await card.innerText()).toContain("Second line.");
        expect(await page.getByTestId("inbox-tab-new").innerText()).toContain("(1)");
        if (engine === "sqlite") await page.screenshot({ path: `${shots}/inbox.png`, fullPage: true });

        await card.getByTestId("inbox-mark-read").click();
        await expect.poll(() => card.getAttribute("data-status")).toBe("read");
        await card.getByTestId("inbox-archive").click();
        await expect.poll(() => card.getAttribute("data-status")).toBe("archived");

        // The New tab no longer has it; the Archived tab does, and it can come back.
        await page.getByTestId("inbox-tab-new").click();
        await expect.poll(() => page.getByTestId("inbox-empty").isVisible()).toBe(true);
        await page.getByTestId("inbox-tab-archived").click();
        await page.getByTestId("inbox-message").first().getByTestId("inbox-unarchive").click();
        await expect.poll(() => page.getByTestId("inbox-empty").isVisible()).toBe(true);
        await page.getByTestId("inbox-tab-all").click();
        await expect.poll(() => card.getAttribute("data-status")).toBe("read");

        // Search: any case; a miss says so.
        await page.getByTestId("admin-search").fill("SHIELD SKIPPED");
        await page.getByTestId("admin-search").press("Enter");
        await expect.poll(() => page.url()).toContain("q=SHIELD+SKIPPED");
        await expect.poll(() => page.getByTestId("inbox-message").count()).toBe(1);
        expect(await page.getByTestId("inbox-message").innerText()).toContain("Rosa.Visitor@example.com");
        await page.goto(`${app.server.url}/admin/inbox?q=nothing-like-this`);
        expect(await page.getByTestId("inbox-empty").innerText()).toBe("No messages.");

        // No SMTP server here: the mail to support is in the outbox, found by recipient.
        await page.goto(`${app.server.url}/admin/outbox?q=${encodeURIComponent(SUPPORT)}`);
        const mail = page.getByTestId("outbox-message").first();
        expect(await mail.innerText()).toContain(SUPPORT);
        await mail.locator("summary").click();
        expect(await mail.locator("pre").innerText()).toContain("The shield skipped a pipe");
        expect(await page.getByTestId("outbox-transport").innerText()).toContain("No mail server is configured");
        if (engine === "sqlite") await page.screenshot({ path: `${shots}/outbox.png`, fullPage: true });

        // The audit log holds the three moves (and the sign-in), filtered by action.
        await page.goto(`${app.server.url}/admin/audit?action=inbox`);
        const actions = await page.getByTestId("audit-action").allInnerTexts();
        expect(actions).toEqual(["inbox.status", "inbox.status", "inbox.status"]);
        const newest = page.getByTestId("audit-entry").first();
        await newest.locator("summary").click();
        expect(await newest.innerText()).toMatch(/"status": "archived"[\s\S]*"status": "read"/);
        await page.goto(`${app.server.url}/admin/audit?action=admin.sign_in`);
        expect(await page.getByTestId("audit-entry").count()).toBeGreaterThanOrEqual(1);
        if (engine === "sqlite") await page.screenshot({ path: `${shots}/audit.png`, fullPage: true });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it.runIf(engine === "sqlite")("lists every admin section and fits a phone screen", async () => {
    const { page, errors, close } = await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD, { width: 390, height: 844 });
    try {
      await page.goto(`${app.server.url}/admin`);
      await expect.poll(() => new URL(page.url()).pathname).toBe("/admin/settings");
      // On a phone the sections are folded behind the Menu button.
      await page.getByTestId("admin-menu-button").click();
      const nav = page.getByRole("navigation", { name: "Admin sections" });
      expect(await nav.getByRole("link").allInnerTexts()).toEqual([
        "Game Settings",
        "Store Settings",
        "Player Data",
        "Player Segments",
        "Subscribers",
        "Email Campaigns",
        "Analytics",
        "SEO & Metadata",
        "Inbox",
        "Outbox",
        "Audit Log",
        "Operator Team",
      ]);
      for (const path of ["/admin/inbox", "/admin/outbox", "/admin/audit"]) {
        await page.goto(app.server.url + path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
      }
      if (engine === "sqlite") await page.screenshot({ path: `${shots}/audit-phone.png`, fullPage: true });
      // In German, the admin's own words follow the page language.
      await page.goto(`${app.server.url}/admin/inbox?lang=de`);
      expect(await page.locator("h1").innerText()).toBe("Posteingang");
      await page.getByTestId("admin-menu-button").click();
      const navDe = page.getByRole("navigation", { name: "Admin-Bereiche" });
      expect(await navDe.getByRole("link").first().innerText()).toBe("Spieleinstellungen");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("answers the API with JSON errors and changes nothing on bad input", async () => {
    const guest = await asGuest(app.server.url);
    const refused = await guest.send("/api/admin/inbox");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });

    const client = await asAdmin(app.server.url, ADMIN_PASSWORD);
    const list = await client.send("/api/admin/inbox?view=messages&status=new");
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({ items: expect.any(Array), counts: expect.any(Object), page: 1 });
    for (const query of ["view=nope", "view=messages&status=spam", "view=audit&from=2026-13-45", "view=outbox&page=0"]) {
      const bad = await client.send(`/api/admin/inbox?${query}`);
      expect(bad.status, query).toBe(400);
      expect((await bad.json()).error).toBe("invalid_query");
    }
    const before = await (await client.send("/api/admin/inbox?view=audit&action=inbox")).json();
    for (const body of [{ action: "set_status", id: "x", status: "spam" }, { action: "delete", id: "x" }, { id: "x" }, "a string", null]) {
      const bad = await client.send("/api/admin/inbox", { json: body });
      expect(bad.status).toBe(400);
    }
    const missing = await client.send("/api/admin/inbox", { json: { action: "set_status", id: "no-such-id", status: "read" } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "not_found" });
    const after = await (await client.send("/api/admin/inbox?view=audit&action=inbox")).json();
    expect(after.total).toBe(before.total);
  });

  // What the first browser flow does, over the page's own calls (POST /api/contact, GET and POST
  // /api/admin/inbox, the inbox and outbox pages' loaders). Its own sender and words, so that it reads
  // the same after the browser flow on SQLite as alone on PostgreSQL.
  it("keeps a contact message over HTTP: lists, searches, moves it (audited) and finds its mail in the outbox", async () => {
    const visitor = await asGuest(app.server.url);
    const words = `Pipes flicker at dusk on ${engine}.`;
    const sent = await visitor.send("/api/contact", { json: { email: "Lu.Sender@example.com", message: `${words}\nSecond line.` } });
    expect(sent.status).toBe(200);
    const operator = await asAdmin(app.server.url, ADMIN_PASSWORD);
    type Messages = {
      items: Array<{ id: string; email: string; message: string; status: string }>;
      total: number;
      counts: Record<string, number>;
    };
    const messages = async (query: string) => {
      const answer = await operator.send(`/api/admin/inbox?view=messages&${query}`);
      expect(answer.status, query).toBe(200);
      return (await answer.json()) as Messages;
    };

    const fresh = await messages("status=new&q=lu.sender");
    expect(fresh.items.map((m) => [m.email, m.status])).toEqual([["Lu.Sender@example.com", "new"]]);
    expect(fresh.items[0]!.message).toContain("Second line.");
    expect(fresh.counts).toEqual({ new: 1, read: 0, archived: 0 });
    const id = fresh.items[0]!.id;
    const page = await operator.send("/admin/inbox?q=lu.sender");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Lu.Sender@example.com");

    const move = async (status: string) => {
      const answer = await operator.send("/api/admin/inbox", { json: { action: "set_status", id, status } });
      expect(answer.status, status).toBe(200);
      expect(((await answer.json()) as { message: { status: string } }).message.status).toBe(status);
    };
    await move("read");
    await move("archived");
    expect((await messages("status=new&q=lu.sender")).items).toEqual([]);
    expect((await messages("status=archived&q=lu.sender")).items.map((m) => m.id)).toEqual([id]);
    await move("read");
    expect((await messages("q=lu.sender")).items.map((m) => m.status)).toEqual(["read"]);

    // Search: any case; a miss finds nothing.
    expect((await messages(`q=${encodeURIComponent(words.toUpperCase())}`)).items.map((m) => m.id)).toEqual([id]);
    expect((await messages("q=nothing-like-this")).total).toBe(0);

    // No SMTP server here: the mail to support is in the outbox, found by recipient.
    const outbox = await operator.send(`/api/admin/inbox?view=outbox&q=${encodeURIComponent(SUPPORT)}`);
    const mails = ((await outbox.json()) as { items: Array<{ recipient: string; text: string }> }).items;
    expect(mails.filter((m) => m.recipient === SUPPORT && m.text.includes(words))).toHaveLength(1);
    const outboxPage = await operator.send(`/admin/outbox?q=${encodeURIComponent(SUPPORT)}`);
    expect(outboxPage.status).toBe(200);
    const outboxHtml = await outboxPage.text();
    expect(outboxHtml).toContain(words);
    expect(outboxHtml).toContain("No mail server is configured");

    // The audit log holds the three moves, newest first, and the operator's sign-ins.
    const audit = await operator.send(`/api/admin/inbox?view=audit&action=inbox&target=${encodeURIComponent(`contact:${id}`)}`);
    const entries = ((await audit.json()) as { entries: Array<{ action: string; before: unknown; after: unknown }> }).entries;
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ["inbox.status", { status: "archived" }, { status: "read" }],
      ["inbox.status", { status: "read" }, { status: "archived" }],
      ["inbox.status", { status: "new" }, { status: "read" }],
    ]);
    const signIns = await operator.send("/api/admin/inbox?view=audit&action=admin.sign_in");
    expect(((await signIns.json()) as { total: number }).total).toBeGreaterThanOrEqual(1);
  });
});
