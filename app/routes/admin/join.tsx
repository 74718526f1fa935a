// /admin/join?token=…: the link of an operator invitation (server/admin/team.ts). Outside the admin
// layout and its guard (the invitee has no session yet): the token is the key. Setting a password
// makes the operator account with the invited role and signs it in.
import { Form, data, redirect, useNavigation } from "react-router";
import { AdminI18nProvider, adminText, useAdminT, type AdminMessageKey } from "../../../shared/i18n/admin/index.ts";
import { adminDictionaryFor } from "../../../shared/i18n/admin/dictionaries.server.ts";
import { localeOfRequest } from "../../../shared/i18n/locales.ts";
import { getServices } from "../../../shared/context.ts";
import { metaTexts } from "../../../shared/i18n/index.ts";
import { OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN } from "../../../shared/operators.ts";
import { buttonClass, inputClass } from "../../components/admin/ui.tsx";
import type { SiteFooterHandle } from "../site-layout.tsx";
import type { Route } from "./+types/join";

export const handle: SiteFooterHandle = { siteFooter: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = await getServices(context).team.invitationOf(token);
  const messages = adminDictionaryFor(localeOfRequest(request).locale);
  return { token, invitation: invitation ? { email: invitation.email, role: invitation.role } : null, messages };
}

const REFUSALS: Record<string, AdminMessageKey> = {
  password_too_short: "team.join.tooShort",
  password_too_long: "team.join.tooShort",
  password_blank: "team.join.weak",
  password_too_common: "team.join.weak",
  invitation_invalid: "team.join.invalid",
  account_exists: "team.error.account_exists",
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : "";
  };
  const token = field("token");
  const password = field("password");
  const refuse = (error: AdminMessageKey, status: 400 | 403 | 404 | 409 | 410 = 400) => data({ error }, { status });
  if (password !== field("confirm")) return refuse("team.join.mismatch");
  if (password.length > OPERATOR_PASSWORD_MAX) return refuse("team.join.tooShort");
  const services = getServices(context);
  const joined = await services.team.accept(token, password);
  if (!joined.ok)
    return data({ error: REFUSALS[joined.error] ?? ("team.join.failed" satisfies AdminMessageKey) }, { status: joined.status });
  // Signed in as the new operator, without the visitor's cookies (a guest session is not merged in).
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  const signedIn = await services.auth.flows.signIn(new Request(request.url, { method: "POST", headers }), {
    identifier: { kind: "email", value: joined.email },
    password,
  });
  if (!signedIn.ok) return redirect("/");
  return redirect("/admin/settings", { headers: signedIn.headers });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: `${adminText(loaderData?.messages, "team.join.title")} | ${metaTexts({ matches })("app.name")}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminJoin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminI18nProvider messages={loaderData.messages}>
      <JoinForm token={loaderData.token} invitation={loaderData.invitation} error={actionData?.error ?? null} />
    </AdminI18nProvider>
  );
}

function JoinForm(props: { token: string; invitation: { email: string; role: string } | null; error: AdminMessageKey | null }) {
  const t = useAdminT();
  const navigation = useNavigation();
  const { invitation } = props;
  return (
    <div className="min-h-[70dvh] bg-gradient-to-b from-sky-100 to-[#f3fbfe] px-4 pt-24 pb-16 sm:px-6">
      <div className="mx-auto max-w-md rounded-3xl bg-white p-6 shadow-lg ring-1 ring-sky-100 sm:p-8">
        <h1 className="font-display text-3xl font-black text-ink">{t("team.join.title")}</h1>
        {invitation ? (
          <Form method="post" className="mt-4 grid gap-4" data-testid="join-form">
            <p className="text-slate-600">
              {t("team.join.intro", { email: invitation.email, role: t(`team.role.${invitation.role}` as AdminMessageKey) })}
            </p>
            <input type="hidden" name="token" value={props.token} />
            <label className="grid gap-1 text-sm font-bold">
              {t("team.join.password")}
              <input
                type="password"
                name="password"
                required
                minLength={OPERATOR_PASSWORD_MIN}
                maxLength={OPERATOR_PASSWORD_MAX}
                autoComplete="new-password"
                className={inputClass}
                data-testid="join-password"
              />
            </label>
            <label className="grid gap-1 text-sm font-bold">
              {t("team.join.confirm")}
              <input
                type="password"
                name="confirm"
                required
                minLength={OPERATOR_PASSWORD_MIN}
                maxLength={OPERATOR_PASSWORD_MAX}
                autoComplete="new-password"
                className={inputClass}
                data-testid="join-confirm"
              />
            </label>
            <p className="text-sm text-slate-600">{t("team.join.hint")}</p>
            {props.error ? (
              <p role="alert" className="text-sm font-semibold text-rose-700" data-testid="join-error">
                {t(props.error)}
              </p>
            ) : null}
            <button type="submit" disabled={navigation.state !== "idle"} className={buttonClass} data-testid="join-submit">
              {t("team.join.submit")}
            </button>
          </Form>
        ) : (
          <p role="alert" className="mt-4 text-slate-700" data-testid="join-invalid">
            {t("team.join.invalid")}
          </p>
        )}
      </div>
    </div>
  );
}
