import { useState } from "react";
import { Form, Link, data, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import { getSession } from "../../server/auth/guards.server.ts";
import { EMAIL_MAX_LENGTH, parseIdentifier, safeRedirectPath } from "../../server/auth/input.ts";
import type { FlowResult, OtpPurpose } from "../../server/auth/flows.ts";
import { ErrorBox, Field, NoticeBox, PasswordField, Submit, type Message } from "../components/auth/parts.tsx";
import { pageMeta } from "../components/page-meta.ts";
import { PageCard, PageHero } from "../components/page-shell.tsx";
import { getServices } from "../../shared/context.ts";
import { useT, type MessageKey } from "../../shared/i18n/index.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import { pageSeo } from "../lib/seo.server.ts";
import type { Route } from "./+types/login";

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args, "login.meta.title", "login.meta.description", { seo: true }),
  { name: "robots", content: "noindex" },
];

export const LOGIN_VIEWS = ["sign_in", "sign_up", "forgotten_password", "magic_link", "update_password", "verify_otp"] as const;
export type LoginView = (typeof LOGIN_VIEWS)[number];

function viewOf(value: unknown): LoginView {
  return LOGIN_VIEWS.includes(value as LoginView) ? (value as LoginView) : "sign_in";
}

/** Error codes Better Auth appends to our callback URLs. */
function linkError(code: string | null): Message | null {
  if (!code) return null;
  if (/token|expired|invalid/i.test(code)) return { key: "login.error.invalidLink" };
  return { key: "login.error.generic" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  const view = viewOf(url.searchParams.get("view"));
  const session = await getSession(request, context);
  // Signed in (the e-mail confirmation and magic links land here too): leave /login.
  if (session && !session.user.isGuest && view !== "update_password") throw redirect(redirectTo);
  const verified = url.searchParams.get("verified") === "1";
  const error = linkError(url.searchParams.get("error"));
  return {
    texts: routeTexts(request, "routes/login"),
    seo: await pageSeo(getServices(context), request, "/login"),
    view,
    redirectTo,
    token: url.searchParams.get("token") ?? "",
    isGuest: Boolean(session?.user.isGuest),
    error,
    notice: verified && !error ? ({ key: "login.notice.verified" } as Message) : null,
  };
}

export interface LoginActionData {
  view: LoginView;
  error?: Message;
  notice?: Message;
  /** Echoed back into the identifier/e-mail field (never the password). */
  identifier?: string;
  /** verify_otp, second step: where the code went and what it is for. */
  otp?: { identifier: string; purpose: OtpPurpose };
}

/** Better Auth's own check of an address (zod's), and the longest one it takes: refused here in the player's words. */
const emailAddress = z.email().max(EMAIL_MAX_LENGTH);
const isEmailAddress = (value: string) => emailAddress.safeParse(value).success;

const formSchema = z.object({
  intent: z.enum(["sign_in", "sign_up", "forgotten_password", "magic_link", "send_code", "verify_code", "update_password"]),
  identifier: z.string().max(320).default(""),
  email: z.string().max(320).default(""),
  password: z.string().max(256).default(""),
  newPassword: z.string().max(256).default(""),
  code: z.string().max(32).default(""),
  token: z.string().max(512).default(""),
  purpose: z.enum(["sign_in", "phone_sign_up"]).default("sign_in"),
  redirectTo: z.string().max(2000).default(""),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = getServices(context);
  // A body that is not a form (JSON, a broken multipart) is refused like a bad form, not a 500.
  const parsed = formSchema.safeParse(Object.fromEntries((await request.formData().catch(() => null)) ?? []));
  if (!parsed.success) return data<LoginActionData>({ view: "sign_in", error: { key: "login.error.generic" } }, { status: 400 });
  const input = parsed.data;
  const redirectTo = safeRedirectPath(input.redirectTo);
  const flows = auth.flows;

  const reply = (body: LoginActionData, status = 200) => data(body, { status });
  const signedIn = (headers?: Headers) => redirect(redirectTo, { headers: auth.finalizeCookies(headers ?? new Headers(), request) });
  const failed = (view: LoginView, result: Extract<FlowResult, { ok: false }>, extra: Partial<LoginActionData> = {}) =>
    reply({ view, error: result.error, ...extra }, result.status);

  switch (input.intent) {
    case "sign_in":
    case "sign_up": {
      const view = input.intent;
      const identifier = parseIdentifier(input.identifier);
      if (!identifier || !input.password) {
        return reply({ view, error: { key: "login.error.missingCredentials" }, identifier: input.identifier }, 400);
      }
      if (identifier.kind === "invalid_phone")
        return reply({ view, error: { key: "login.error.invalidPhone" }, identifier: input.identifier }, 400);
      if (identifier.kind === "email" && !isEmailAddress(identifier.value))
        return reply({ view, error: { key: "login.error.invalidEmail" }, identifier: input.identifier }, 400);
      if (view === "sign_in") {
        const result = await flows.signIn(request, { identifier, password: input.password });
        if (result.ok) return signedIn(result.headers);
        if (result.next) return reply({ view: "verify_otp", otp: result.next, error: result.error }, result.status);
        return failed("sign_in", result, { identifier: input.identifier });
      }
      const result = await flows.signUp(request, { identifier, password: input.password, redirectTo });
      if (!result.ok) return failed("sign_up", result, { identifier: input.identifier });
      if (result.next) {
        return reply({
          view: "verify_otp",
          otp: result.next,
          notice: { key: "login.notice.code_sent_phone", vars: { identifier: identifier.value } },
        });
      }
      return reply({ view: "sign_in", notice: { key: "login.notice.check_email_confirm" }, identifier: identifier.value });
    }

    case "forgotten_password":
    case "magic_link": {
      const view = input.intent;
      const email = input.email.trim().toLowerCase();
      if (!email) return reply({ view, error: { key: "login.error.emptyEmail" } }, 400);
      if (!email.includes("@")) return reply({ view, error: { key: "login.error.emailOnly" }, identifier: input.email }, 400);
      if (!isEmailAddress(email)) return reply({ view, error: { key: "login.error.invalidEmail" }, identifier: input.email }, 400);
      const result =
        view === "magic_link" ? await flows.magicLink(request, { email, redirectTo }) : await flows.forgotPassword(request, { email });
      if (!result.ok) return failed(view, result, { identifier: input.email });
      return reply({
        view,
        notice: { key: view === "magic_link" ? "login.notice.check_email_link" : "login.notice.check_email_reset" },
        identifier: email,
      });
    }

    // The first code, or a new one asked for from the code step (which keeps its purpose).
    case "send_code": {
      const identifier = parseIdentifier(input.identifier);
      if (!identifier) return reply({ view: "verify_otp", error: { key: "login.error.missingIdentifier" } }, 400);
      if (identifier.kind === "invalid_phone")
        return reply({ view: "verify_otp", error: { key: "login.error.invalidPhone" }, identifier: input.identifier }, 400);
      if (identifier.kind === "email" && !isEmailAddress(identifier.value))
        return reply({ view: "verify_otp", error: { key: "login.error.invalidEmail" }, identifier: input.identifier }, 400);
      const purpose = identifier.kind === "phone" ? input.purpose : "sign_in";
      const result = await flows.sendCode(request, { identifier, purpose });
      if (!result.ok) return failed("verify_otp", result, { identifier: input.identifier });
      const noticeKey: MessageKey = identifier.kind === "phone" ? "login.notice.code_sent_phone" : "login.notice.code_sent_email";
      return reply({
        view: "verify_otp",
        otp: { identifier: identifier.value, purpose },
        notice: { key: noticeKey, vars: { identifier: identifier.value } },
      });
    }

    case "verify_code": {
      const identifier = parseIdentifier(input.identifier);
      if (!identifier || identifier.kind === "invalid_phone")
        return reply({ view: "verify_otp", error: { key: "login.error.missingIdentifier" } }, 400);
      const otp = { identifier: identifier.value, purpose: input.purpose };
      const code = input.code.replace(/\s+/g, "");
      if (!code) return reply({ view: "verify_otp", otp, error: { key: "login.error.missingCode" } }, 400);
      const result = await flows.verifyCode(request, { identifier, code, purpose: input.purpose, password: input.password || undefined });
      if (result.ok) return signedIn(result.headers);
      return failed("verify_otp", result, { otp });
    }

    case "update_password": {
      if (!input.token) return reply({ view: "update_password", error: { key: "login.error.missingToken" } }, 400);
      if (!input.newPassword) return reply({ view: "update_password", error: { key: "login.error.missingPassword" } }, 400);
      const result = await flows.updatePassword(request, { token: input.token, newPassword: input.newPassword });
      if (!result.ok) return failed("update_password", result);
      // The user-updated event leads back to sign_in.
      return reply({ view: "sign_in", notice: { key: "login.notice.password_updated" } });
    }
  }
}

const TABS: ReadonlyArray<LoginView> = ["sign_in", "sign_up", "magic_link", "verify_otp"];

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const view: LoginView = actionData?.view ?? loaderData.view;
  const redirectTo = loaderData.redirectTo;
  // Kept in the page (never sent back by the server) so a phone sign-up can set it after the code.
  const [signUpPassword, setSignUpPassword] = useState("");

  const hrefFor = (target: LoginView) => {
    const params = new URLSearchParams();
    params.set("view", target);
    if (searchParams.get("redirectTo")) params.set("redirectTo", redirectTo);
    return `?${params.toString()}`;
  };

  const error = actionData ? actionData.error : loaderData.error;
  const notice = actionData ? actionData.notice : loaderData.notice;
  const remembered = actionData?.identifier ?? "";

  return (
    <>
      <PageHero title={t("login.title")} subtitle={t("login.subtitle")} />
      <PageCard className="max-w-xl">
        <div data-testid="auth-view" data-view={view} className="flex flex-col gap-5">
          <nav aria-label={t("login.views.label")}>
            <ul className="grid grid-cols-2 gap-1.5 rounded-2xl bg-sky-50 p-1.5 sm:grid-cols-4">
              {TABS.map((tab) => (
                <li key={tab}>
                  <Link
                    to={hrefFor(tab)}
                    replace
                    aria-current={tab === view ? "page" : undefined}
                    className={`block rounded-xl px-3 py-2 text-center text-sm font-bold transition-colors ${
                      tab === view ? "bg-ink text-white shadow" : "text-ink hover:bg-white"
                    }`}
                  >
                    {t(`login.view.${tab}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <h2 className="text-2xl font-black">{t(`login.view.${view}`)}</h2>
          {loaderData.isGuest && (view === "sign_in" || view === "sign_up") ? (
            <p className="text-sm text-slate-600" data-testid="guest-note">
              {t("login.guestNote")}
            </p>
          ) : null}
          <ErrorBox message={error} />
          <NoticeBox message={notice} />

          <Form method="post" className="flex flex-col gap-4" key={`${view}-${actionData?.otp ? "code" : "start"}`} noValidate>
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {view === "sign_in" || view === "sign_up" ? (
              <>
                <Field
                  label={t("login.identifier.label")}
                  name="identifier"
                  type="text"
                  inputMode="email"
                  autoComplete="username"
                  placeholder={t("login.identifier.placeholder")}
                  defaultValue={remembered}
                />
                <PasswordField
                  label={t("login.password.label")}
                  name="password"
                  autoComplete={view === "sign_up" ? "new-password" : "current-password"}
                  placeholder={view === "sign_up" ? t("login.newPassword.placeholder") : t("login.password.placeholder")}
                  onChange={view === "sign_up" ? (e) => setSignUpPassword(e.target.value) : undefined}
                />
                <Submit intent={view} testId="auth-submit">
                  {view === "sign_up" ? t("login.signUp.submit") : t("login.signIn.submit")}
                </Submit>
              </>
            ) : null}

            {view === "forgotten_password" || view === "magic_link" ? (
              <>
                <Field
                  label={t("login.email.label")}
                  name="email"
                  type="email"
                  autoComplete="email"
                  placeholder={t("login.email.placeholder")}
                  defaultValue={remembered}
                />
                <Submit intent={view} testId="auth-submit">
                  {view === "magic_link" ? t("login.magic.submit") : t("login.forgotten.submit")}
                </Submit>
              </>
            ) : null}

            {view === "verify_otp" && !actionData?.otp ? (
              <>
                <Field
                  label={t("login.identifier.label")}
                  name="identifier"
                  type="text"
                  inputMode="email"
                  autoComplete="username"
                  placeholder={t("login.identifier.placeholder")}
                  defaultValue={remembered}
                />
                <Submit intent="send_code" testId="auth-submit">
                  {t("login.otp.send")}
                </Submit>
              </>
            ) : null}

            {view === "verify_otp" && actionData?.otp ? (
              <>
                <input type="hidden" name="identifier" value={actionData.otp.identifier} />
                <input type="hidden" name="purpose" value={actionData.otp.purpose} />
                {actionData.otp.purpose === "phone_sign_up" ? <input type="hidden" name="password" value={signUpPassword} /> : null}
                <Field
                  label={t("login.code.label")}
                  name="code"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder={t("login.code.placeholder")}
                  maxLength={12}
                />
                <Submit intent="verify_code" testId="auth-submit">
                  {t("login.otp.verify")}
                </Submit>
                {/* A wrong, expired or used-up code: the error says to ask for a new one, here. */}
                <Submit intent="send_code" tone="secondary" testId="auth-resend">
                  {t("login.otp.resend")}
                </Submit>
                <Link to={hrefFor("verify_otp")} className="text-center text-sm font-bold text-sky-700 hover:underline">
                  {t("login.otp.other")}
                </Link>
              </>
            ) : null}

            {view === "update_password" ? (
              <>
                <input type="hidden" name="token" value={loaderData.token} />
                <PasswordField
                  label={t("login.newPassword.label")}
                  name="newPassword"
                  autoComplete="new-password"
                  placeholder={t("login.newPassword.placeholder")}
                />
                <Submit intent="update_password" testId="auth-submit">
                  {t("login.update.submit")}
                </Submit>
              </>
            ) : null}
          </Form>

          <div className="flex flex-col items-center gap-2 border-t border-sky-100 pt-4 text-sm font-bold">
            {view === "sign_in" ? (
              <>
                <Link to={hrefFor("forgotten_password")} className="text-sky-700 hover:underline">
                  {t("login.link.forgotten")}
                </Link>
                <Link to={hrefFor("sign_up")} className="text-sky-700 hover:underline">
                  {t("login.link.signUp")}
                </Link>
              </>
            ) : null}
            {view === "sign_up" ? (
              <Link to={hrefFor("sign_in")} className="text-sky-700 hover:underline">
                {t("login.link.signIn")}
              </Link>
            ) : null}
            {view !== "sign_in" && view !== "sign_up" ? (
              <Link to={hrefFor("sign_in")} className="text-sky-700 hover:underline">
                {t("login.link.backToSignIn")}
              </Link>
            ) : null}
            {view !== "magic_link" && view !== "update_password" ? (
              <Link to={hrefFor("magic_link")} className="text-sky-700 hover:underline">
                {t("login.link.magic")}
              </Link>
            ) : null}
          </div>
        </div>
      </PageCard>
    </>
  );
}
