// The operator team on both engines: invitations (mailed, single use, expiring, one open per address),
// joining with a password, roles, the last owner, removal; every change audited by e-mail.
import { pino } from "pino";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { loadConfig } from "../config.ts";
import { listOutbox } from "../mail/mailer.ts";
import { createServices, type Services } from "../services.ts";
import type { AuditActor } from "../audit/service.ts";
import { INVITATION_HOURS, createTeamService } from "./team.ts";

const ORIGIN = "http://127.0.0.1:3997";
const OWNER_EMAIL = "owner@example.com";

describeEachDialect("operator team", (getDb) => {
  let services: Services;
  let owner: AuditActor;

  /** The token of the newest invitation mailed to `email`. */
  async function tokenMailedTo(email: string): Promise<string> {
    const [mail] = await listOutbox(getDb(), { recipient: email });
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.origin + link.pathname).toBe(`${ORIGIN}/admin/join`);
    return link.searchParams.get("token")!;
  }

  async function join(email: string, role: "owner" | "editor" | "viewer"): Promise<string> {
    const invited = await services.team.invite({ email, role, locale: "en" }, owner);
    expect(invited.ok).toBe(true);
    const joined = await services.team.accept(await tokenMailedTo(email), "a long operator password");
    if (!joined.ok) throw new Error(joined.message);
    return joined.userId;
  }

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: "operator-password-123", PUBLIC_URL: ORIGIN });
    services = createServices({ config, db: getDb(), logger: pino({ level: "silent" }) });
    await services.auth.bootstrap();
    const ownerRow = await getDb().kysely.selectFrom("user").select("id").where("email", "=", OWNER_EMAIL).executeTakeFirstOrThrow();
    owner = { id: ownerRow.id, label: OWNER_EMAIL };
  });

  it("makes the ADMIN_EMAIL account an owner at start; an operator without a row is a viewer", async () => {
    expect(await services.team.operatorOf(owner.id!)).toEqual({ email: OWNER_EMAIL, role: "owner" });
    expect((await services.team.operatorOf("nobody")).role).toBe("viewer");
  });

  it("invites by mail with a single-use link; the invitee joins with a password and the invited role", async () => {
    const invited = await services.team.invite({ email: " Viewer.One@Example.com ", role: "viewer", locale: "de" }, owner);
    expect(invited).toMatchObject({ ok: true, invitation: { email: "viewer.one@example.com", role: "viewer", invitedBy: OWNER_EMAIL } });
    const [mail] = await listOutbox(getDb(), { recipient: "viewer.one@example.com" });
    expect(mail!.subject).toBe("Einladung zur Verwaltung von Flap Master");
    expect(mail!.text).toContain(`${OWNER_EMAIL} lädt dich als Betrachter (sieht alles, ändert nichts) in den Verwaltungsbereich`);
    expect(mail!.text).toContain(`Der Link gilt ${INVITATION_HOURS} Stunden`);
    const token = await tokenMailedTo("viewer.one@example.com");
    // Only the hash is stored.
    const stored = await getDb().kysely.selectFrom("operator_invitations").select("token_hash").execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    expect(await services.team.invitationOf(token)).toMatchObject({ email: "viewer.one@example.com", role: "viewer" });

    // The password rules first: nothing is used up by a refusal.
    expect(await services.team.accept(token, "short")).toMatchObject({ ok: false, error: "password_too_short" });
    expect(await services.team.accept(token, "password1234")).toMatchObject({ ok: false, error: "password_too_common" });
    expect(await services.team.accept(token, "             ")).toMatchObject({ ok: false, error: "password_blank" });
    // Two at once: one joins, the other finds the link used.
    const [a, b] = await Promise.all([
      services.team.accept(token, "a long operator password"),
      services.team.accept(token, "another long password"),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect([a, b].find((r) => !r.ok)).toMatchObject({ status: 410, error: "invitation_invalid" });
    const joined = (a.ok ? a : b) as { ok: true; userId: string };
    expect(await services.team.operatorOf(joined.userId)).toEqual({ email: "viewer.one@example.com", role: "viewer" });
    const user = await getDb()
      .kysely.selectFrom("user")
      .select(["role", "emailVerified"])
      .where("id", "=", joined.userId)
      .executeTakeFirstOrThrow();
    expect(user.role).toBe("admin");
    expect(await services.team.invitationOf(token)).toBeNull();
    // The account signs in with that password.
    const signIn = await services.auth.flows.signIn(new Request(`${ORIGIN}/login`, { method: "POST", headers: { origin: ORIGIN } }), {
      identifier: { kind: "email", value: "viewer.one@example.com" },
      password: a.ok ? "a long operator password" : "another long password",
    });
    expect(signIn.ok).toBe(true);
    // Like the ADMIN_EMAIL account, a team member's mailbox is no way in: no reset link or sign-in code.
    const before = (await listOutbox(getDb(), { recipient: "viewer.one@example.com" })).length;
    const ask = new Request(`${ORIGIN}/login`, { method: "POST", headers: { origin: ORIGIN } });
    expect((await services.auth.flows.forgotPassword(ask, { email: "viewer.one@example.com" })).ok).toBe(true);
    expect(
      (await services.auth.flows.sendCode(ask, { identifier: { kind: "email", value: "viewer.one@example.com" }, purpose: "sign_in" })).ok,
    ).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await listOutbox(getDb(), { recipient: "viewer.one@example.com" })).toHaveLength(before);
    const audit = await getDb()
      .kysely.selectFrom("audit_log")
      .select(["action", "actor"])
      .where("action", "like", "team.%")
      .orderBy("at")
      .execute();
    expect(audit).toEqual([
      { action: "team.invite", actor: OWNER_EMAIL },
      { action: "team.join", actor: "viewer.one@example.com" },
    ]);
  });

  it("refuses operators and players' addresses, bad addresses; a new invitation replaces the old link; revoke and expiry end a link", async () => {
    expect(await services.team.invite({ email: OWNER_EMAIL, role: "editor", locale: "en" }, owner)).toMatchObject({
      status: 409,
      error: "already_operator",
    });
    const iso = new Date().toISOString();
    await getDb()
      .kysely.insertInto("user")
      .values({ id: "team-player", name: "P", email: "player@example.com", role: "player", createdAt: iso, updatedAt: iso })
      .execute();
    expect(await services.team.invite({ email: "player@example.com", role: "editor", locale: "en" }, owner)).toMatchObject({
      status: 409,
      error: "account_exists",
    });
    expect(await services.team.invite({ email: "not an address", role: "editor", locale: "en" }, owner)).toMatchObject({
      status: 400,
      error: "invalid_email",
    });

    await services.team.invite({ email: "twice@example.com", role: "editor", locale: "en" }, owner);
    const first = await tokenMailedTo("twice@example.com");
    await services.team.invite({ email: "twice@example.com", role: "owner", locale: "en" }, owner);
    const second = await tokenMailedTo("twice@example.com");
    expect(await services.team.invitationOf(first)).toBeNull();
    expect(await services.team.invitationOf(second)).toMatchObject({ role: "owner" });
    const pending = (await services.team.list()).invitations.filter((i) => i.email === "twice@example.com");
    expect(pending).toHaveLength(1);
    expect(await services.team.revoke(pending[0]!.id, owner)).toEqual({ ok: true });
    expect(await services.team.revoke(pending[0]!.id, owner)).toMatchObject({ status: 404 });
    expect(await services.team.accept(second, "a long operator password")).toMatchObject({ status: 410 });

    // Expiry: a team service whose clock is past the link's hours.
    await services.team.invite({ email: "late@example.com", role: "viewer", locale: "en" }, owner);
    const late = await tokenMailedTo("late@example.com");
    const later = createTeamService({
      db: getDb(),
      audit: services.audit,
      mailer: services.mailer,
      logger: pino({ level: "silent" }),
      hasher: async () => (await (await services.auth.instance()).$context).password,
      publicUrl: ORIGIN,
      bootstrapEmail: OWNER_EMAIL,
      now: () => Date.now() + (INVITATION_HOURS + 1) * 3_600_000,
    });
    expect(await later.invitationOf(late)).toBeNull();
    expect(await later.accept(late, "a long operator password")).toMatchObject({ status: 410 });
  });

  it("keeps an owner: the last one cannot be demoted or removed, even two demotions at once; removal signs out for good", async () => {
    const second = await join("second.owner@example.com", "owner");
    const editor = await join("editor@example.com", "editor");
    // Two owners demote each other at once: one wins, the team keeps an owner.
    const results = await Promise.all([
      services.team.setRole(owner.id!, "editor", { id: second, label: "second.owner@example.com" }),
      services.team.setRole(second, "viewer", owner),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ status: 409, error: "last_owner" });
    const owners = await getDb().kysely.selectFrom("operator_roles").select("user_id").where("role", "=", "owner").execute();
    expect(owners).toHaveLength(1);
    const lastOwner = owners[0]!.user_id;
    expect(await services.team.setRole(lastOwner, "viewer", owner)).toMatchObject({ status: 409, error: "last_owner" });
    // Put the ADMIN_EMAIL owner back for the rest.
    await services.team.setRole(owner.id!, "owner", { id: lastOwner, label: "x" });
    expect(await services.team.setRole(editor, "editor", owner)).toEqual({ ok: true, role: "editor", changed: false });
    expect(await services.team.setRole("nobody", "editor", owner)).toMatchObject({ status: 404 });

    expect(await services.team.remove(owner.id!, owner)).toMatchObject({ status: 409, error: "bootstrap_operator" });
    expect(await services.team.remove(editor, owner)).toEqual({ ok: true });
    const removed = await getDb().kysely.selectFrom("user").select(["role", "banned"]).where("id", "=", editor).executeTakeFirstOrThrow();
    expect(removed.role).toBe("player");
    expect(Boolean(removed.banned)).toBe(true);
    expect((await services.team.list()).operators.map((o) => o.email)).not.toContain("editor@example.com");
    const signIn = await services.auth.flows.signIn(new Request(`${ORIGIN}/login`, { method: "POST", headers: { origin: ORIGIN } }), {
      identifier: { kind: "email", value: "editor@example.com" },
      password: "a long operator password",
    });
    expect(signIn.ok).toBe(false);
    const roleChanges = await getDb()
      .kysely.selectFrom("audit_log")
      .select(["actor", "after_json"])
      .where("action", "=", "team.role")
      .execute();
    expect(roleChanges.every((row) => row.actor.includes("@") || row.actor === "x")).toBe(true);
  });
});
