// The operator team (docs/decisions/027-operator-roles.md, docs/admin.md "Operator team"). Every
// operator is a Better Auth user with role 'admin'; their team role (owner, editor, viewer) is a row
// of operator_roles, read by the admin guard on every admin request. Owners invite by e-mail: the
// mail carries a single-use link that expires (only its SHA-256 is stored); opening it, the invitee
// sets a password and becomes an operator with the invited role. The last owner cannot be demoted or
// removed. Every change is one transaction with its audit row, named by the operator's e-mail.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { PasswordHasher } from "../auth/operator.ts";
import { passwordProblem } from "../auth/password-policy.ts";
import type { Db } from "../db/index.ts";
import type { Database, OperatorRole } from "../db/schema.ts";
import { fail, type Failure, type Result } from "../http/result.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderOperatorInviteMail } from "../mail/site-templates.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN } from "../../shared/operators.ts";

export const OPERATOR_ROLES = ["owner", "editor", "viewer"] as const satisfies readonly OperatorRole[];
/** How long an invitation link works. */
export const INVITATION_HOURS = 72;
/** What a removed operator's account is banned with (it can no longer sign in). */
export const REMOVED_REASON = "Removed from the operator team";

export interface TeamMember {
  id: string;
  email: string;
  role: OperatorRole;
  createdAt: number;
  /** The account that ADMIN_EMAIL names: restored as owner at every start, never removed here. */
  bootstrap: boolean;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: OperatorRole;
  invitedBy: string;
  createdAt: number;
  expiresAt: number;
}

export interface TeamService {
  /** The operator's e-mail (the user row's, placeholders included) and team role; viewer without a row. */
  operatorOf(userId: string): Promise<{ email: string; role: OperatorRole }>;
  list(): Promise<{ operators: TeamMember[]; invitations: PendingInvitation[] }>;
  invite(
    input: { email: string; role: OperatorRole; locale: Locale },
    actor: AuditActor,
  ): Promise<Result<{ invitation: PendingInvitation }>>;
  revoke(invitationId: string, actor: AuditActor): Promise<Result>;
  setRole(userId: string, role: OperatorRole, actor: AuditActor): Promise<Result<{ role: OperatorRole; changed: boolean }>>;
  remove(userId: string, actor: AuditActor): Promise<Result>;
  /** A pending, unexpired invitation by its token, or null. */
  invitationOf(token: string): Promise<{ email: string; role: OperatorRole; expiresAt: number } | null>;
  /** Joins with the invitation: the operator account with its password and role, in one transaction. */
  accept(token: string, password: string): Promise<Result<{ email: string; userId: string }>>;
}

export interface TeamDeps {
  db: Db;
  audit: AuditService;
  mailer: Mailer;
  logger: Logger;
  hasher: () => Promise<PasswordHasher>;
  publicUrl: string;
  /** ADMIN_EMAIL: its account is the team's first owner. */
  bootstrapEmail: string;
  now?: () => number;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The refusal to take away the last owner's ownership, or null while another owner remains. */
async function lastOwnerRefusal(trx: Kysely<Database>): Promise<Failure | null> {
  const owners = await trx
    .selectFrom("operator_roles")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "owner")
    .executeTakeFirstOrThrow();
  return Number(owners.n) <= 1 ? fail(409, "last_owner", "The team needs an owner: make someone else an owner first.") : null;
}

export function createTeamService(deps: TeamDeps): TeamService {
  const { db, audit, mailer } = deps;
  const k = db.kysely;
  const now = deps.now ?? Date.now;
  const log = deps.logger.child({ component: "team" });

  const toInvitation = (row: {
    id: string;
    email: string;
    role: OperatorRole;
    invited_by: string;
    created_at: number | string;
    expires_at: number | string;
  }): PendingInvitation => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  });

  async function invitationOf(token: string): Promise<{ email: string; role: OperatorRole; expiresAt: number } | null> {
    if (typeof token !== "string" || token.length < 20 || token.length > 200) return null;
    const row = await k
      .selectFrom("operator_invitations")
      .select(["email", "role", "expires_at"])
      .where("token_hash", "=", hashToken(token))
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now())
      .executeTakeFirst();
    return row ? { email: row.email, role: row.role, expiresAt: Number(row.expires_at) } : null;
  }

  return {
    async operatorOf(userId) {
      const row = await k
        .selectFrom("user")
        .leftJoin("operator_roles", "operator_roles.user_id", "user.id")
        .select(["user.email as email", "operator_roles.role as role"])
        .where("user.id", "=", userId)
        .executeTakeFirst();
      return { email: row?.email ?? "", role: row?.role ?? "viewer" };
    },

    async list() {
      const operators = await k
        .selectFrom("user")
        .leftJoin("operator_roles", "operator_roles.user_id", "user.id")
        .select(["user.id as id", "user.email as email", "user.createdAt as createdAt", "operator_roles.role as role"])
        .where("user.role", "=", "admin")
        .orderBy("user.email")
        .execute();
      const invitations = await k
        .selectFrom("operator_invitations")
        .selectAll()
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now())
        .orderBy("created_at", "desc")
        .execute();
      return {
        operators: operators.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role ?? "viewer",
          createdAt: new Date(row.createdAt as unknown as string).getTime(),
          bootstrap: row.email === deps.bootstrapEmail,
        })),
        invitations: invitations.map(toInvitation),
      };
    },

    async invite({ email: raw, role, locale }, actor) {
      const email = raw.trim().toLowerCase();
      if (!EMAIL.test(email) || email.length > 254) return fail(400, "invalid_email", "Enter an e-mail address, such as name@example.com.");
      const existing = await k.selectFrom("user").select(["role", "banReason"]).where("email", "=", email).executeTakeFirst();
      if (existing?.role === "admin") return fail(409, "already_operator", "This address is an operator already.");
      if (existing)
        return fail(409, "account_exists", "This address has a player account: operators sign in with an address of their own.");
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const invitation = {
        id: randomUUID(),
        email,
        role,
        token_hash: hashToken(token),
        invited_by: actor.label,
        created_at: at,
        expires_at: at + INVITATION_HOURS * 3_600_000,
      };
      await k.transaction().execute(async (trx) => {
        // One open invitation per address: a new one replaces the older links.
        await trx
          .updateTable("operator_invitations")
          .set({ revoked_at: at })
          .where("email", "=", email)
          .where("accepted_at", "is", null)
          .where("revoked_at", "is", null)
          .execute();
        await trx.insertInto("operator_invitations").values(invitation).execute();
        await audit.record(
          { actor, action: "team.invite", target: `invitation:${invitation.id}`, after: { email, role, expiresAt: invitation.expires_at } },
          trx,
        );
      });
      const message = renderOperatorInviteMail(locale, {
        url: `${deps.publicUrl}/admin/join?token=${token}`,
        inviter: actor.label,
        role,
        hours: INVITATION_HOURS,
      });
      // The owner asked for it: outside the per-recipient limit (a re-invite is not abuse).
      await mailer.send({ to: email, ...message, recipientLimit: "exempt" }).catch((error: unknown) => {
        log.error({ err: error, invitation: invitation.id }, "invitation mail not sent");
      });
      return { ok: true, invitation: toInvitation(invitation) };
    },

    async revoke(invitationId, actor) {
      const at = now();
      return k.transaction().execute(async (trx): Promise<Result> => {
        const revoked = await trx
          .updateTable("operator_invitations")
          .set({ revoked_at: at })
          .where("id", "=", invitationId)
          .where("accepted_at", "is", null)
          .where("revoked_at", "is", null)
          .returning(["email", "role"])
          .executeTakeFirst();
        if (!revoked) return fail(404, "invitation_not_found", "This invitation is not open (accepted, revoked or unknown).");
        await audit.record({ actor, action: "team.revoke", target: `invitation:${invitationId}`, before: revoked }, trx);
        return { ok: true };
      });
    },

    async setRole(userId, role, actor) {
      const at = now();
      return k.transaction().execute(async (trx) => {
        // Lock the owners' rows (a no-op update): two demotions at once are one after the other, so
        // the second sees the first and the team keeps an owner on both engines.
        await trx
          .updateTable("operator_roles")
          .set((eb) => ({ role: eb.ref("role") }))
          .where("role", "=", "owner")
          .execute();
        const user = await trx.selectFrom("user").select(["role", "email"]).where("id", "=", userId).executeTakeFirst();
        if (!user || user.role !== "admin") return fail(404, "operator_not_found", "This operator does not exist.");
        const current = await trx.selectFrom("operator_roles").select("role").where("user_id", "=", userId).executeTakeFirst();
        const before = current?.role ?? "viewer";
        if (before === role) return { ok: true as const, role, changed: false };
        if (before === "owner") {
          const refused = await lastOwnerRefusal(trx);
          if (refused) return refused;
        }
        await trx
          .insertInto("operator_roles")
          .values({ user_id: userId, role, created_at: at, updated_at: at, updated_by: actor.label })
          .onConflict((oc) => oc.column("user_id").doUpdateSet({ role, updated_at: at, updated_by: actor.label }))
          .execute();
        await audit.record(
          { actor, action: "team.role", target: `user:${userId}`, before: { email: user.email, role: before }, after: { role } },
          trx,
        );
        return { ok: true as const, role, changed: true };
      });
    },

    async remove(userId, actor) {
      const at = now();
      return k.transaction().execute(async (trx): Promise<Result> => {
        await trx
          .updateTable("operator_roles")
          .set((eb) => ({ role: eb.ref("role") }))
          .where("role", "=", "owner")
          .execute();
        const user = await trx.selectFrom("user").select(["role", "email"]).where("id", "=", userId).executeTakeFirst();
        if (!user || user.role !== "admin") return fail(404, "operator_not_found", "This operator does not exist.");
        if (user.email === deps.bootstrapEmail)
          return fail(409, "bootstrap_operator", "The ADMIN_EMAIL account stays an operator: it is restored at every start.");
        const current = await trx.selectFrom("operator_roles").select("role").where("user_id", "=", userId).executeTakeFirst();
        if (current?.role === "owner") {
          const refused = await lastOwnerRefusal(trx);
          if (refused) return refused;
        }
        // No longer an operator, and no way back in: not a player either (the address was the operator's).
        await trx
          .updateTable("user")
          .set({ role: "player", banned: true, banReason: REMOVED_REASON, updatedAt: new Date(at).toISOString() })
          .where("id", "=", userId)
          .execute();
        await trx.deleteFrom("session").where("userId", "=", userId).execute();
        await trx.deleteFrom("operator_roles").where("user_id", "=", userId).execute();
        await audit.record(
          { actor, action: "team.remove", target: `user:${userId}`, before: { email: user.email, role: current?.role ?? "viewer" } },
          trx,
        );
        return { ok: true };
      });
    },

    invitationOf,

    async accept(token, password) {
      if (password.length < OPERATOR_PASSWORD_MIN)
        return fail(400, "password_too_short", `Choose a password of at least ${OPERATOR_PASSWORD_MIN} characters.`);
      if (password.length > OPERATOR_PASSWORD_MAX)
        return fail(400, "password_too_long", `Choose a password of at most ${OPERATOR_PASSWORD_MAX} characters.`);
      const problem = passwordProblem(password);
      if (problem) return fail(400, problem.toLowerCase(), "Choose another password: this one is blank or one of the most common.");
      if (!(await invitationOf(token))) return fail(410, "invitation_invalid", "This invitation link is invalid, used or expired.");
      const hash = await (await deps.hasher()).hash(password);
      const at = now();
      const iso = new Date(at).toISOString();
      const userId = randomUUID();
      try {
        return await k.transaction().execute(async (trx) => {
          // The claim: one accept per link, however many race.
          const claimed = await trx
            .updateTable("operator_invitations")
            .set({ accepted_at: at })
            .where("token_hash", "=", hashToken(token))
            .where("accepted_at", "is", null)
            .where("revoked_at", "is", null)
            .where("expires_at", ">", at)
            .returning(["id", "email", "role", "invited_by"])
            .executeTakeFirst();
          if (!claimed) return fail(410, "invitation_invalid", "This invitation link is invalid, used or expired.");
          await trx
            .insertInto("user")
            .values({
              id: userId,
              name: "Operator",
              email: claimed.email,
              emailVerified: true,
              role: "admin",
              createdAt: iso,
              updatedAt: iso,
            })
            .execute();
          await trx
            .insertInto("account")
            .values({
              id: randomUUID(),
              accountId: userId,
              providerId: "credential",
              userId,
              password: hash,
              createdAt: iso,
              updatedAt: iso,
            })
            .execute();
          await trx
            .insertInto("operator_roles")
            .values({ user_id: userId, role: claimed.role, created_at: at, updated_at: at, updated_by: claimed.invited_by })
            .execute();
          await audit.record(
            {
              actor: { id: userId, label: claimed.email },
              action: "team.join",
              target: `user:${userId}`,
              after: { email: claimed.email, role: claimed.role, invitation: claimed.id, invitedBy: claimed.invited_by },
            },
            trx,
          );
          return { ok: true as const, email: claimed.email, userId };
        });
      } catch (error) {
        // The address got an account between the invitation and now (the unique e-mail refused the insert).
        const taken = await k
          .selectFrom("operator_invitations")
          .select("email")
          .where("token_hash", "=", hashToken(token))
          .executeTakeFirst();
        if (taken && (await k.selectFrom("user").select("id").where("email", "=", taken.email).executeTakeFirst()))
          return fail(409, "account_exists", "This address has an account already.");
        throw error;
      }
    },
  };
}
