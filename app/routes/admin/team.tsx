// /admin/team: the operator team (docs/admin.md "Operator team"). Everyone on the team sees it; only
// owners change it (the API refuses the others: 403 owner_only, a viewer's writes 403 read_only).
import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { adminMeta } from "../../components/admin-section.tsx";
import { adminApi } from "../../components/admin/json-api.ts";
import { formatAdminTime } from "../../components/admin/time.ts";
import { Modal, StatusLine, buttonClass, dangerButtonClass, inputClass, quietButtonClass } from "../../components/admin/ui.tsx";
import { useAdminT, type AdminMessageKey, type AdminTFunction } from "../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../shared/i18n/index.ts";
import { getServices } from "../../../shared/context.ts";
import { getAdmin } from "../../../server/admin/guard.ts";
import type { OperatorRole } from "../../../server/db/schema.ts";
import type { Route } from "./+types/team";

const ROLES = ["owner", "editor", "viewer"] as const satisfies readonly OperatorRole[];
const API = "/api/admin/team";

export async function loader({ context }: Route.LoaderArgs) {
  const admin = getAdmin(context);
  return { role: admin.role, you: admin.session.user.id, ...(await getServices(context).team.list()) };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.team", matches);

type Status = { kind: "ok" | "error"; text: string } | null;

const ERRORS: Record<string, AdminMessageKey> = {
  read_only: "team.error.read_only",
  owner_only: "team.error.owner_only",
  last_owner: "team.error.last_owner",
  already_operator: "team.error.already_operator",
  account_exists: "team.error.account_exists",
  invalid_email: "team.error.invalid_email",
  bootstrap_operator: "team.error.bootstrap_operator",
};

function refusalText(t: AdminTFunction, failure: { error: string; message: string }): string {
  const key = ERRORS[failure.error];
  return key ? t(key) : t("team.error.generic", { message: failure.message });
}

export default function AdminTeam({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const { role, you, operators, invitations } = loaderData;
  const owner = role === "owner";
  const ids = { email: useId(), role: useId(), removeTitle: useId() };
  const [email, setEmail] = useState("");
  const [inviteRole, setInviteRole] = useState<OperatorRole>("viewer");
  const [roles, setRoles] = useState<Record<string, OperatorRole>>({});
  const [removing, setRemoving] = useState<{ id: string; email: string } | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [inviteStatus, setInviteStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  async function send(body: object, done: string, setter: (status: Status) => void): Promise<boolean> {
    setBusy(true);
    const outcome = await adminApi(API, { body });
    setBusy(false);
    setter(outcome.ok ? { kind: "ok", text: done } : { kind: "error", text: refusalText(t, outcome) });
    if (outcome.ok) await revalidator.revalidate();
    return outcome.ok;
  }

  async function invite(event: FormEvent) {
    event.preventDefault();
    const to = email.trim();
    if (await send({ action: "invite", email: to, role: inviteRole }, t("team.invite.sent", { email: to }), setInviteStatus)) setEmail("");
  }

  const roleName = (value: OperatorRole) => t(`team.role.${value}`);
  const th = "border-b-2 border-sky-100 px-2 py-2 text-left text-xs font-black tracking-wide text-slate-500 uppercase";
  const td = "border-b border-sky-50 px-2 py-2 align-middle";

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="font-display text-3xl font-black text-ink sm:text-4xl">{t("admin.team")}</h1>
        <p className="mt-2 max-w-prose text-slate-600">{t("team.intro")}</p>
        <ul className="mt-3 grid gap-1 text-sm text-slate-700">
          {ROLES.map((value) => (
            <li key={value}>
              <strong>{roleName(value)}</strong>: {t(`team.role.${value}.hint`)}
            </li>
          ))}
        </ul>
        {owner ? null : (
          <p className="mt-3 text-sm font-semibold text-slate-600" data-testid="team-owner-only">
            {t("team.ownerOnly")}
          </p>
        )}
      </header>

      <section aria-labelledby="team-operators" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sky-100">
        <h2 id="team-operators" className="text-xl font-black">
          {t("team.operators")}
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm">
            <thead>
              <tr>
                <th className={th}>{t("team.email")}</th>
                <th className={th}>{t("team.role")}</th>
                <th className={th}>{t("team.since")}</th>
                {owner ? <th className={th}>{t("team.actions")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {operators.map((operator) => {
                const chosen = roles[operator.id] ?? operator.role;
                return (
                  <tr key={operator.id} data-testid="team-row" data-email={operator.email}>
                    <td className={`${td} font-semibold break-all`}>
                      {operator.email}
                      {operator.id === you ? (
                        <span className="ml-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs">{t("team.you")}</span>
                      ) : null}
                      {operator.bootstrap ? <span className="ml-2 text-xs text-slate-500">{t("team.bootstrap")}</span> : null}
                    </td>
                    <td className={td}>
                      {owner ? (
                        <select
                          aria-label={t("team.changeRole", { email: operator.email })}
                          value={chosen}
                          onChange={(e) => setRoles({ ...roles, [operator.id]: e.target.value as OperatorRole })}
                          className={`${inputClass} py-1`}
                          data-testid="team-role"
                        >
                          {ROLES.map((value) => (
                            <option key={value} value={value}>
                              {roleName(value)}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <span data-testid="team-role-name">{roleName(operator.role)}</span>
                      )}
                    </td>
                    <td className={td}>{formatAdminTime(operator.createdAt, locale)}</td>
                    {owner ? (
                      <td className={td}>
                        <div className="flex flex-wrap gap-2">
                          <button
                            type="button"
                            disabled={busy || chosen === operator.role}
                            onClick={() =>
                              void send({ action: "set_role", userId: operator.id, role: chosen }, t("team.roleSaved"), setStatus)
                            }
                            className={quietButtonClass}
                            data-testid="team-save-role"
                          >
                            {t("team.save")}
                          </button>
                          {operator.bootstrap || operator.id === you ? null : (
                            <button
                              type="button"
                              disabled={busy}
                              onClick={() => setRemoving({ id: operator.id, email: operator.email })}
                              className={dangerButtonClass}
                              data-testid="team-remove"
                            >
                              {t("team.remove")}
                            </button>
                          )}
                        </div>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <StatusLine status={status} testId="team-status" />
      </section>

      {owner ? (
        <form
          onSubmit={(e) => void invite(e)}
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sky-100"
          data-testid="team-invite"
          noValidate
        >
          <h2 className="text-xl font-black">{t("team.invite.title")}</h2>
          <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
            <div>
              <label htmlFor={ids.email} className="text-sm font-bold">
                {t("team.invite.email")}
              </label>
              <input
                id={ids.email}
                type="email"
                required
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                className={`${inputClass} mt-1`}
                data-testid="team-invite-email"
              />
            </div>
            <div>
              <label htmlFor={ids.role} className="text-sm font-bold">
                {t("team.invite.role")}
              </label>
              <select
                id={ids.role}
                value={inviteRole}
                onChange={(e) => setInviteRole(e.target.value as OperatorRole)}
                className={`${inputClass} mt-1`}
                data-testid="team-invite-role"
              >
                {ROLES.map((value) => (
                  <option key={value} value={value}>
                    {roleName(value)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" disabled={busy} className={buttonClass} data-testid="team-invite-submit">
              {t("team.invite.submit")}
            </button>
          </div>
          <StatusLine status={inviteStatus} testId="team-invite-status" />
        </form>
      ) : null}

      <section aria-labelledby="team-pending" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sky-100">
        <h2 id="team-pending" className="text-xl font-black">
          {t("team.pending")}
        </h2>
        {invitations.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("team.pending.none")}</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 text-sm" data-testid="team-invitation">
                <span className="font-semibold break-all">{invitation.email}</span>
                <span>{roleName(invitation.role)}</span>
                <span className="text-slate-500">{t("team.pending.expires", { date: formatAdminTime(invitation.expiresAt, locale) })}</span>
                {owner ? (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void send({ action: "revoke", id: invitation.id }, t("team.pending.revoked"), setStatus)}
                    className={quietButtonClass}
                    data-testid="team-revoke"
                  >
                    {t("team.pending.revoke")}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <Modal open={removing !== null} onClose={() => setRemoving(null)} labelledBy={ids.removeTitle} testId="team-remove-dialog">
        <h3 id={ids.removeTitle} className="text-lg font-black">
          {removing ? t("team.removeConfirm", { email: removing.email }) : null}
        </h3>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => setRemoving(null)} className={quietButtonClass}>
            {t("team.cancel")}
          </button>
          <button
            type="button"
            onClick={() => {
              const target = removing;
              setRemoving(null);
              if (target) void send({ action: "remove", userId: target.id }, t("team.removed"), setStatus);
            }}
            className={dangerButtonClass}
            data-testid="team-remove-confirm"
          >
            {t("team.remove")}
          </button>
        </div>
      </Modal>
    </div>
  );
}
