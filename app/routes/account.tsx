import { Form, data, redirect } from "react-router";
import { z } from "zod";
import { requirePlayer } from "../../server/auth/guards.server.ts";
import { ErrorBox, Field, NoticeBox, PasswordField, Submit, type Message } from "../components/auth/parts.tsx";
import { pageMeta } from "../components/page-meta.ts";
import { PageCard, PageHero } from "../components/page-shell.tsx";
import { getServices } from "../../shared/context.ts";
import { formatCount, useLocale, useT } from "../../shared/i18n/index.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import type { Route } from "./+types/account";

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args, "account.meta.title", "account.meta.description"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requirePlayer(request, context);
  const { players, wallet } = getServices(context);
  const [profile, coins, hasPassword] = await Promise.all([
    players.profile(session.user.id),
    wallet.balance(session.user.id),
    players.hasPassword(session.user.id),
  ]);
  if (!profile) throw redirect("/login?redirectTo=/account");
  return { texts: routeTexts(request, "routes/account"), profile, coins, hasPassword };
}

type Section = "profile" | "password" | "sessions" | "delete";

export interface AccountActionData {
  section: Section;
  error?: Message;
  notice?: Message;
}

const formSchema = z.object({
  intent: z.enum(["change_name", "change_password", "set_password", "sign_out", "sign_out_everywhere", "delete_account"]),
  name: z.string().max(200).default(""),
  currentPassword: z.string().max(256).default(""),
  newPassword: z.string().max(256).default(""),
  confirm: z.string().max(256).default(""),
});

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requirePlayer(request, context);
  const { auth, players } = getServices(context);
  // A body that is not a form (JSON, a broken multipart) is refused like a bad form, not a 500.
  const parsed = formSchema.safeParse(Object.fromEntries((await request.formData().catch(() => null)) ?? []));
  if (!parsed.success) return data<AccountActionData>({ section: "profile", error: { key: "login.error.generic" } }, { status: 400 });
  const input = parsed.data;
  const reply = (body: AccountActionData, status = 200) => data(body, { status });

  switch (input.intent) {
    case "change_name": {
      const name = input.name.trim();
      if (name.length < 1 || name.length > 15) return reply({ section: "profile", error: { key: "account.error.name" } }, 400);
      // The same name on every board too (server/players/board-name.ts).
      const result = await players.rename(session.user.id, name);
      // The name rules' reasons (server/runs checkName) come as English text without a code of their own.
      if (!result.ok) {
        const error: Message = { key: result.error === "invalid_name" ? "account.error.nameRejected" : "login.error.generic" };
        return reply({ section: "profile", error }, result.status);
      }
      return reply({ section: "profile", notice: { key: "account.notice.name_updated" } });
    }
    case "change_password":
    case "set_password": {
      const needsCurrent = input.intent === "change_password";
      if ((needsCurrent && !input.currentPassword) || input.newPassword.length < 8) {
        return reply({ section: "password", error: { key: "account.error.password" } }, 400);
      }
      const result = needsCurrent
        ? await auth.flows.changePassword(request, { currentPassword: input.currentPassword, newPassword: input.newPassword })
        : await auth.flows.setPassword(request, { newPassword: input.newPassword });
      if (!result.ok) return reply({ section: "password", error: result.error }, result.status);
      const headers = auth.finalizeCookies(result.headers ?? new Headers(), request);
      return data<AccountActionData>({ section: "password", notice: { key: "account.notice.password_changed" } }, { headers });
    }
    case "sign_out":
      return redirect("/", { headers: await auth.signOut(request) });
    case "sign_out_everywhere":
      return redirect("/", { headers: await auth.signOutEverywhere(request) });
    case "delete_account": {
      if (session.user.role === "admin") return reply({ section: "delete", error: { key: "account.error.operator" } }, 400);
      const hasPassword = await players.hasPassword(session.user.id);
      if (hasPassword) {
        if (!input.confirm) return reply({ section: "delete", error: { key: "account.error.deletePasswordMissing" } }, 400);
        // A wrong password, too many tries on the account (then it was not checked) or a session too old
        // for this step: each says so, and what to do.
        const checked = await auth.flows.checkPassword(request, { password: input.confirm });
        if (!checked.ok) return reply({ section: "delete", error: checked.error }, checked.status);
      } else if (input.confirm.trim() !== "DELETE") {
        return reply({ section: "delete", error: { key: "account.error.deleteWord" } }, 400);
      }
      const deleted = await players.deleteAccount(session.user.id);
      // Gone already (a second tab, an operator at the same moment): signing out is all that is left.
      if (!deleted.ok && deleted.error !== "player_not_found")
        return reply({ section: "delete", error: { key: "account.error.operator" } }, 400);
      return redirect("/", { headers: await auth.signOutEverywhere(request) });
    }
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { profile, coins, hasPassword } = loaderData;
  const messages = (section: Section) =>
    actionData?.section === section ? (
      <>
        <ErrorBox message={actionData.error} />
        <NoticeBox message={actionData.notice} />
      </>
    ) : null;
  const card = "flex flex-col gap-4 rounded-3xl border-2 border-sky-100 p-5";
  const heading = "text-xl font-black";

  return (
    <>
      <PageHero title={t("account.title")} subtitle={t("account.subtitle")} />
      <PageCard className="max-w-2xl">
        <div className="flex flex-col gap-6" data-testid="account-page">
          <section aria-labelledby="account-profile" className={card}>
            <h2 id="account-profile" className={heading}>
              {t("account.profile")}
            </h2>
            {/* A long e-mail wraps inside its column (on a phone it pushed the page wider than the screen). */}
            <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
              <dt className="font-bold text-slate-500">{t("account.email")}</dt>
              <dd data-testid="account-email" className="wrap-anywhere">
                {profile.email ?? t("account.notSet")}
                {profile.email && !profile.emailVerified ? <span className="ml-2 text-amber-700">({t("account.unverified")})</span> : null}
              </dd>
              {profile.phoneNumber ? (
                <>
                  <dt className="font-bold text-slate-500">{t("account.phone")}</dt>
                  <dd>{profile.phoneNumber}</dd>
                </>
              ) : null}
              <dt className="font-bold text-slate-500">{t("account.coins")}</dt>
              <dd data-testid="account-coins">{formatCount(coins, locale)}</dd>
            </dl>
            {messages("profile")}
            <Form method="post" className="flex flex-col gap-3">
              <Field
                label={t("account.name.label")}
                help={t("account.name.help")}
                name="name"
                defaultValue={profile.name}
                maxLength={15}
                required
              />
              <Submit intent="change_name" tone="secondary" testId="account-save-name">
                {t("account.name.save")}
              </Submit>
            </Form>
          </section>

          <section aria-labelledby="account-password" className={card}>
            <h2 id="account-password" className={heading}>
              {t("account.password")}
            </h2>
            {messages("password")}
            <Form method="post" className="flex flex-col gap-3">
              {hasPassword ? (
                <PasswordField label={t("account.password.current")} name="currentPassword" autoComplete="current-password" />
              ) : (
                <p className="text-sm text-slate-600">{t("account.password.setHelp")}</p>
              )}
              <PasswordField label={t("account.password.new")} name="newPassword" autoComplete="new-password" minLength={8} />
              <Submit intent={hasPassword ? "change_password" : "set_password"} tone="secondary" testId="account-save-password">
                {hasPassword ? t("account.password.save") : t("account.password.set")}
              </Submit>
            </Form>
          </section>

          <section aria-labelledby="account-sessions" className={card}>
            <h2 id="account-sessions" className={heading}>
              {t("account.sessions")}
            </h2>
            <Form method="post" className="grid gap-3 sm:grid-cols-2">
              <Submit intent="sign_out" tone="secondary" testId="account-sign-out">
                {t("account.signOut")}
              </Submit>
              <Submit intent="sign_out_everywhere" tone="secondary" testId="account-sign-out-everywhere">
                {t("account.signOutEverywhere")}
              </Submit>
            </Form>
            <p className="text-xs text-slate-500">{t("account.signOutEverywhere.help")}</p>
          </section>

          <section aria-labelledby="account-data" className={card}>
            <h2 id="account-data" className={heading}>
              {t("account.data")}
            </h2>
            <a href="/api/account/export" download className="btn btn-secondary w-full" data-testid="account-download">
              {t("account.download")}
            </a>
            <p className="text-sm text-slate-600">{t("account.delete.help")}</p>
            {messages("delete")}
            <Form method="post" className="flex flex-col gap-3">
              {hasPassword ? (
                <PasswordField label={t("account.delete.confirmPassword")} name="confirm" autoComplete="current-password" />
              ) : (
                <Field label={t("account.delete.confirmWord")} name="confirm" autoComplete="off" />
              )}
              <Submit intent="delete_account" tone="danger" testId="account-delete">
                {t("account.delete.submit")}
              </Submit>
            </Form>
          </section>
        </div>
      </PageCard>
    </>
  );
}
