// The operator team as its people use it, on the production build: the owner invites a viewer in
// /admin/team, the invitee opens the mailed link, sets a password and lands in the admin area signed
// in; every admin write, enumerated from app/routes.ts, refuses the viewer with 403 read_only (and the
// page says so); an editor changes the game but not the team; the last owner stays an owner; the audit
// log names each operator by e-mail. The pages in Chromium on SQLite; their requests, and what they
// change, on both engines. Screenshots in test-results/admin-team/.
import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { openDatabase } from "../../server/db/index.ts";
import { listOutbox } from "../../server/mail/mailer.ts";
import { openAdminPage } from "./admin-page.ts";
import { Client, asAdmin } from "./auth-client.ts";
import { openPage } from "./browser.ts";
import { useApp } from "./fixture.ts";

const ADMIN_PASSWORD = "operator-team-password";
const OWNER = "owner@flapmaster.test";
const VIEWER = "viewer@flapmaster.test";
/** The viewer invited and joined over HTTP (the one above joins in the browser, on SQLite only). */
const READER = "reader@flapmaster.test";
const EDITOR = "editor@flapmaster.test";
const VIEWER_PASSWORD = "a long viewer password";
const shots = "test-results/admin-team";
mkdirSync(shots, { recursive: true });

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every URL of app/routes.ts with the layouts around it. */
function urlsOf(entries: RouteEntry[], parent = "", layouts: string[] = []): Array<{ url: string; layouts: string[] }> {
  const out: Array<{ url: string; layouts: string[] }> = [];
  for (const entry of entries) {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    if (entry.index || entry.path) out.push({ url: own || "/", layouts });
    if (entry.children) out.push(...urlsOf(entry.children, own, [...layouts, entry.file]));
  }
  return out;
}

/** Every route below an admin layout (the guard's): pages and APIs, each a place a write could land. */
const GUARDED = urlsOf(routes as RouteEntry[])
  .filter((r) => r.layouts.some((layout) => layout === "routes/admin/layout.tsx" || layout === "routes/api/admin/layout.ts"))
  .map((r) => r.url.replace(/:[^/]+/g, "x"));

/** The link of the newest mail to `to`, on the test server (PUBLIC_URL is a placeholder here). */
async function mailedLink(databaseUrl: string, base: string, to: string): Promise<string> {
  const db = openDatabase(databaseUrl);
  try {
    for (let i = 0; i < 100; i++) {
      const [mail] = await listOutbox(db, { recipient: to });
      if (mail) {
        const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
        return `${base}${link.pathname}${link.search}`;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await db.close();
  }
  throw new Error(`no mail to ${to}`);
}

/** Joins through the invitation's form over HTTP; the client holds the new operator's session. */
async function joinOverHttp(base: string, link: string, password: string): Promise<Client> {
  const client = new Client(base);
  const url = new URL(link);
  const token = url.searchParams.get("token")!;
  const response = await client.send(url.pathname + url.search, { form: { token, password, confirm: password } });
  expect([response.status, response.headers.get("location")]).toEqual([302, "/admin/settings"]);
  return client;
}

describe.each(["sqlite", "postgres"] as const)("operator team on %s", (engine) => {
  const app = useApp({ engine, browser: engine === "sqlite", env: { ADMIN_PASSWORD, ADMIN_EMAIL: OWNER } });

  // CI time: the browser flow runs on SQLite only; the pages are the same on either engine, and what
  // they call is tested on both (the next test, "over HTTP: the owner invites a viewer...", sends the
  // same requests and checks the same outcomes; server/admin/team.test.ts, "invites by mail with a
  // single-use link; the invitee joins with a password and the invited role").
  it.runIf(engine === "sqlite")(
    "the owner invites a viewer in the page; the viewer joins from the mailed link and the pages say what a viewer cannot do",
    async () => {
      const base = app.server.url;

      // ---- The owner invites in the page.
      const owner = await openAdminPage(app.browser, base, ADMIN_PASSWORD, { width: 1280, height: 900 });
      await owner.page.goto(`${base}/admin/team`);
      await owner.page.getByTestId("team-invite-email").fill(VIEWER);
      await owner.page.getByTestId("team-invite-role").selectOption("viewer");
      await owner.page.getByTestId("team-invite-submit").click();
      await expect.poll(() => owner.page.getByTestId("team-invite-status").textContent()).toBe(`Invitation sent to ${VIEWER}.`);
      await expect.poll(() => owner.page.getByTestId("team-invitation").allTextContents()).toEqual([expect.stringContaining(VIEWER)]);
      expect(await owner.page.getByTestId("team-row").count()).toBe(1);
      await owner.page.screenshot({ path: `${shots}/owner-1280-${engine}.png`, fullPage: true });
      await owner.close();

      // ---- The invitee opens the link, sets a password (mismatch refused first) and is in.
      const link = await mailedLink(app.database.url, base, VIEWER);
      const joining = await openPage(app.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const { page } = joining;
      joining.allowErrors(/status of 400/);
      await page.goto(link);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Join the Flap Master team");
      expect(await page.getByTestId("site-footer").count()).toBe(0);
      await page.getByTestId("join-password").fill(VIEWER_PASSWORD);
      await page.getByTestId("join-confirm").fill(`${VIEWER_PASSWORD}!`);
      await page.getByTestId("join-submit").click();
      await expect.poll(() => page.getByTestId("join-error").textContent()).toBe("The two passwords are not the same.");
      await page.screenshot({ path: `${shots}/join-390-${engine}.png`, fullPage: true });
      await page.getByTestId("join-password").fill(VIEWER_PASSWORD);
      await page.getByTestId("join-confirm").fill(VIEWER_PASSWORD);
      await page.getByTestId("join-submit").click();
      await page.waitForURL(`${base}/admin/settings`);
      await page.getByTestId("admin-viewer-banner").waitFor();
      await page.getByTestId("admin-menu-button").click();
      expect(await page.getByTestId("admin-operator").textContent()).toBe(`Signed in as ${VIEWER}`);
      await page.getByTestId("admin-menu-button").click();

      // The link was single use.
      const again = await fetch(link);
      expect(await again.text()).toContain("This invitation link is invalid, used or expired.");

      // ---- In the page: a save is refused and says why.
      await page.getByLabel("Gravity").focus();
      await page.keyboard.press("ArrowRight");
      joining.allowErrors(/status of 403/);
      await page.getByTestId("settings-save").click();
      await expect
        .poll(() => page.getByTestId("settings-error").textContent())
        .toBe("Viewers can read everything but change nothing. Ask an owner for the editor role.");
      await page.screenshot({ path: `${shots}/viewer-refused-390-${engine}.png`, fullPage: true });
      await page.goto(`${base}/admin/team`);
      expect(await page.getByTestId("team-owner-only").textContent()).toBe("Only owners manage the team.");
      expect(await page.getByTestId("team-invite").count()).toBe(0);
      await joining.close();

      // ---- The audit log names each operator by e-mail, sign-ins and changes alike.
      const db = openDatabase(app.database.url);
      try {
        const rows = await db.kysely
          .selectFrom("audit_log")
          .select(["action", "actor"])
          .where("action", "in", ["admin.sign_in", "team.invite", "team.join"])
          .orderBy("at")
          .execute();
        expect(rows).toEqual([
          { action: "admin.sign_in", actor: OWNER },
          { action: "team.invite", actor: OWNER },
          { action: "team.join", actor: VIEWER },
        ]);
      } finally {
        await db.close();
      }
    },
  );

  it("over HTTP: the owner invites a viewer; the viewer joins from the mailed link, reads everything and every write is refused", async () => {
    const base = app.server.url;
    expect(GUARDED).toEqual(expect.arrayContaining(["/admin/settings", "/api/admin/settings", "/api/admin/team", "/api/admin/players/x"]));
    const db = openDatabase(app.database.url);
    try {
      const auditBefore = new Set((await db.kysely.selectFrom("audit_log").select("id").execute()).map((row) => row.id));

      // ---- The owner invites, as the team page does.
      const owner = await asAdmin(base, ADMIN_PASSWORD);
      expect((await owner.send("/admin/team")).status).toBe(200);
      const invited = await owner.send("/api/admin/team", { json: { action: "invite", email: READER, role: "viewer" } });
      expect(invited.status).toBe(201);
      expect(await invited.json()).toMatchObject({ invitation: { email: READER, role: "viewer" } });
      const team = (await (await owner.send("/api/admin/team")).json()) as { invitations: Array<{ email: string; role: string }> };
      expect(team.invitations).toEqual([expect.objectContaining({ email: READER, role: "viewer" })]);

      // ---- The invitee opens the link, sets a password (mismatch refused first) and is in.
      const link = await mailedLink(app.database.url, base, READER);
      const opened = await fetch(link);
      expect(opened.status).toBe(200);
      expect(await opened.text()).toContain("Join the Flap Master team");
      const token = new URL(link).searchParams.get("token")!;
      const mismatch = await new Client(base).send(new URL(link).pathname + new URL(link).search, {
        form: { token, password: VIEWER_PASSWORD, confirm: `${VIEWER_PASSWORD}!` },
      });
      expect(mismatch.status).toBe(400);
      expect(await mismatch.text()).toContain("The two passwords are not the same.");
      const viewer = await joinOverHttp(base, link, VIEWER_PASSWORD);
      const settings = await viewer.send("/admin/settings");
      expect(settings.status).toBe(200);
      const settingsPage = await settings.text();
      expect(settingsPage).toContain('data-testid="admin-viewer-banner"');
      expect(settingsPage).toContain(READER);

      // The link was single use.
      expect(await (await fetch(link)).text()).toContain("This invitation link is invalid, used or expired.");

      // ---- Every admin route of app/routes.ts refuses a viewer's write, before its own code runs.
      for (const url of GUARDED) {
        for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
          const response = await viewer.send(url, { method, json: {} });
          expect(response.status, `${method} ${url}`).toBe(403);
          // APIs answer the JSON refusal; a page (none takes a write today) its error page with the status.
          if (url.startsWith("/api/")) expect(await response.json(), `${method} ${url}`).toMatchObject({ error: "read_only" });
          else expect(await response.text(), `${method} ${url}`).toContain("Viewers can read everything but change nothing.");
        }
      }
      // Reads are allowed; the team page says only owners manage it; the admin plugin's endpoints
      // (roles, passwords, bans) are owners' only.
      const asViewer = await viewer.send("/api/admin/team");
      expect(asViewer.status).toBe(200);
      expect(await asViewer.json()).toMatchObject({ role: "viewer" });
      expect((await viewer.send("/api/admin/settings")).status).toBe(200);
      const teamPage = await viewer.send("/admin/team");
      expect(teamPage.status).toBe(200);
      expect(await teamPage.text()).toContain("Only owners manage the team.");
      expect((await viewer.send("/api/auth/admin/list-users")).status).toBe(403);

      // ---- The audit log names each operator by e-mail, sign-ins and changes alike.
      const rows = await db.kysely
        .selectFrom("audit_log")
        .select(["id", "action", "actor"])
        .where("action", "in", ["admin.sign_in", "team.invite", "team.join"])
        .orderBy("at")
        .execute();
      expect(rows.filter((row) => !auditBefore.has(row.id)).map(({ action, actor }) => ({ action, actor }))).toEqual([
        { action: "admin.sign_in", actor: OWNER },
        { action: "team.invite", actor: OWNER },
        { action: "team.join", actor: READER },
      ]);
    } finally {
      await db.close();
    }
  });

  it("an editor changes the game but not the team; the last owner stays an owner", async () => {
    const base = app.server.url;
    const owner = await asAdmin(base, ADMIN_PASSWORD);
    const invited = await owner.send("/api/admin/team", { json: { action: "invite", email: EDITOR, role: "editor" } });
    expect(invited.status).toBe(201);
    const editor = await joinOverHttp(base, await mailedLink(app.database.url, base, EDITOR), "a long editor password");
    const rules = await editor.send("/api/admin/run-rules", { json: { dailyRunCoins: 25_000, maxRunSeconds: 900 } });
    expect(rules.status).toBe(200);
    const team = await editor.send("/api/admin/team", { json: { action: "invite", email: "someone@flapmaster.test", role: "owner" } });
    expect(team.status).toBe(403);
    expect(await team.json()).toMatchObject({ error: "owner_only" });
    const list = (await (await owner.send("/api/admin/team")).json()) as { operators: Array<{ id: string; email: string; role: string }> };
    const ownerRow = list.operators.find((o) => o.email === OWNER)!;
    // The viewers of the tests above (on SQLite the browser flow's too), the editor, and one owner.
    const roles = Object.fromEntries(list.operators.map((o) => [o.email, o.role]));
    expect(roles).toMatchObject({ [EDITOR]: "editor", [OWNER]: "owner", [READER]: "viewer" });
    expect(list.operators.filter((o) => o.role === "owner")).toEqual([ownerRow]);
    const demote = await owner.send("/api/admin/team", { json: { action: "set_role", userId: ownerRow.id, role: "viewer" } });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toMatchObject({ error: "last_owner" });
    // The editor's change is audited under the editor's e-mail.
    const db = openDatabase(app.database.url);
    try {
      const row = await db.kysely.selectFrom("audit_log").select("actor").where("action", "=", "run_rules.save").executeTakeFirstOrThrow();
      expect(row.actor).toBe(EDITOR);
    } finally {
      await db.close();
    }
  });
});
