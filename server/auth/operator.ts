// The operator account (ADMIN_EMAIL, role admin): created at start, password from ADMIN_PASSWORD or
// generated and printed once; `npm run admin:reset-password` sets a new one.
import { randomBytes, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { AuditService } from "../audit/service.ts";
import { SYSTEM_ACTOR } from "../audit/service.ts";
import type { Db } from "../db/index.ts";

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

export const OPERATOR_NAME = "Operator";

// No look-alikes (0/O, 1/l/I): the password may be typed from a log line.
const ALPHABET = "23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";

/** 5 groups of 5 from a 56-letter alphabet: about 145 bits. */
export function generatePassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < 5; g++) {
    let group = "";
    while (group.length < 5) {
      const byte = randomBytes(1)[0]!;
      // Rejection sampling keeps every letter equally likely.
      if (byte < 224) group += ALPHABET[byte % ALPHABET.length];
    }
    groups.push(group);
  }
  return groups.join("-");
}

export interface OperatorDeps {
  db: Db;
  logger: Logger;
  audit: AuditService;
  hasher: PasswordHasher;
  email: string;
  /** ADMIN_PASSWORD, when set. */
  password?: string;
}

export type EnsureOperatorResult =
  { created: true; generatedPassword?: string; userId: string } | { created: false; userId: string; passwordChanged: boolean };

/**
 * Makes sure the operator account exists with role admin. Creating it (user + credential in one
 * transaction) happens once per database: the first start with ADMIN_PASSWORD unset generates the
 * password and logs it ONCE. An ADMIN_PASSWORD that differs from the stored one replaces it.
 */
export async function ensureOperator(deps: OperatorDeps): Promise<EnsureOperatorResult> {
  const { db, logger, email } = deps;
  const existing = await db.kysely.selectFrom("user").select(["id", "role"]).where("email", "=", email).executeTakeFirst();

  if (existing) {
    if (existing.role !== "admin") {
      await db.kysely
        .updateTable("user")
        .set({ role: "admin", updatedAt: new Date().toISOString() })
        .where("id", "=", existing.id)
        .execute();
      await deps.audit.record({
        actor: SYSTEM_ACTOR,
        action: "admin.role_restored",
        target: `user:${existing.id}`,
        before: { role: existing.role },
        after: { role: "admin" },
      });
      logger.warn({ email }, "the operator account had lost its admin role; restored");
    }
    let passwordChanged = false;
    if (deps.password) {
      const credential = await db.kysely
        .selectFrom("account")
        .select(["id", "password"])
        .where("userId", "=", existing.id)
        .where("providerId", "=", "credential")
        .executeTakeFirst();
      const matches = credential?.password ? await deps.hasher.verify({ hash: credential.password, password: deps.password }) : false;
      if (!matches) {
        await setOperatorPassword({ ...deps, password: deps.password });
        passwordChanged = true;
        logger.info({ email }, "the operator password was set from ADMIN_PASSWORD");
      }
    }
    await ensureOwnerRole(db, existing.id);
    return { created: false, userId: existing.id, passwordChanged };
  }

  const generated = deps.password ? undefined : generatePassword();
  const password = deps.password ?? generated!;
  const hash = await deps.hasher.hash(password);
  const userId = randomUUID();
  const now = new Date().toISOString();
  try {
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto("user")
        .values({ id: userId, name: OPERATOR_NAME, email, emailVerified: true, role: "admin", createdAt: now, updatedAt: now })
        .execute();
      await trx
        .insertInto("account")
        .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hash, createdAt: now, updatedAt: now })
        .execute();
      await deps.audit.record(
        { actor: SYSTEM_ACTOR, action: "admin.account_created", target: `user:${userId}`, after: { email, role: "admin" } },
        trx,
      );
    });
  } catch (error) {
    // Another instance created it at the same moment: theirs stands, and they printed the password.
    const winner = await db.kysely.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
    if (winner) return { created: false, userId: winner.id, passwordChanged: false };
    throw error;
  }

  await ensureOwnerRole(db, userId);
  if (generated) {
    logger.warn(
      { email },
      `Admin account ${email} created with the generated password ${generated} — it is shown only this once: ` +
        `use it in the footer's Admin Access dialog. Set a new one with "npm run admin:reset-password" ` +
        `(or start with ADMIN_PASSWORD set).`,
    );
  } else {
    logger.info({ email }, "admin account created with the given password (ADMIN_PASSWORD)");
  }
  return { created: true, generatedPassword: generated, userId };
}

/**
 * Sets the operator's password (creating the account if it is missing), signs it out everywhere,
 * audits it. Returns the password (generated when none is given).
 */
export async function setOperatorPassword(deps: OperatorDeps): Promise<{ password: string; generated: boolean; userId: string }> {
  const { db, email } = deps;
  const generated = !deps.password;
  const password = deps.password ?? generatePassword();
  const user = await db.kysely.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
  if (!user) {
    const created = await ensureOperator({ ...deps, password });
    return { password, generated, userId: created.userId };
  }
  const userId = user.id;
  const hash = await deps.hasher.hash(password);
  const now = new Date().toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    const credential = await trx
      .selectFrom("account")
      .select("id")
      .where("userId", "=", userId)
      .where("providerId", "=", "credential")
      .executeTakeFirst();
    if (credential) {
      await trx.updateTable("account").set({ password: hash, updatedAt: now }).where("id", "=", credential.id).execute();
    } else {
      await trx
        .insertInto("account")
        .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hash, createdAt: now, updatedAt: now })
        .execute();
    }
    await trx.updateTable("user").set({ role: "admin", emailVerified: true, updatedAt: now }).where("id", "=", userId).execute();
    // Whoever held the old password is signed out.
    await trx.deleteFrom("session").where("userId", "=", userId).execute();
    await deps.audit.record({ actor: SYSTEM_ACTOR, action: "admin.password_reset", target: `user:${userId}` }, trx);
  });
  return { password, generated, userId };
}

/**
 * The ADMIN_EMAIL account is an owner of the operator team (docs/decisions/027-operator-roles.md),
 * restored at every start like its admin role: the way back in when the team has locked itself out.
 */
async function ensureOwnerRole(db: Db, userId: string): Promise<void> {
  const at = Date.now();
  await db.kysely
    .insertInto("operator_roles")
    .values({ user_id: userId, role: "owner", created_at: at, updated_at: at, updated_by: null })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({ role: "owner", updated_at: at, updated_by: null }).where("operator_roles.role", "<>", "owner"),
    )
    .execute();
}
