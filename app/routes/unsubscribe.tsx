// /unsubscribe?token=...: the unsubscribe link of every newsletter mail; works without signing in.
// GET asks first (link scanners follow links; they must not unsubscribe anyone); POST unsubscribes,
// from the page's button or as the RFC 8058 one-click POST a mail client sends for the
// List-Unsubscribe-Post header (it carries no Origin, so the CSRF check lets it through).
import { Form, Link, useNavigation } from "react-router";
import { pageMeta } from "../components/page-meta.ts";
import { PageCard, PageHero } from "../components/page-shell.tsx";
import { getServices } from "../../shared/context.ts";
import { useT } from "../../shared/i18n/index.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import type { Route } from "./+types/unsubscribe";

export const meta = (args: Route.MetaArgs) => pageMeta(args, "unsubscribe.meta.title", "unsubscribe.meta.description", { noindex: true });

function tokenOf(request: Request): string | null {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return token && token.length <= 200 ? token : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const found = token ? await getServices(context).newsletter.lookupUnsubscribe(token) : null;
  const texts = routeTexts(request, "routes/unsubscribe");
  if (!token || !found) return { texts, state: "invalid" as const };
  return { texts, state: found.unsubscribed ? ("done" as const) : ("ask" as const), email: found.email, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request);
  const outcome = token ? await getServices(context).newsletter.unsubscribe(token) : null;
  return { unsubscribed: outcome?.ok === true };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const state = actionData ? (actionData.unsubscribed ? "done" : "invalid") : loaderData.state;
  return (
    <>
      <PageHero title={t("unsubscribe.title")} />
      <PageCard className="max-w-xl text-center">
        {state === "ask" && loaderData.state === "ask" ? (
          <Form
            method="post"
            action={`/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}
            className="flex flex-col items-center gap-5"
          >
            <p className="text-lg font-semibold text-ink">{t("unsubscribe.question", { email: loaderData.email })}</p>
            <button type="submit" className="btn btn-primary" disabled={navigation.state !== "idle"} data-testid="unsubscribe-submit">
              {t("unsubscribe.button")}
            </button>
          </Form>
        ) : (
          <p
            role="status"
            data-testid="unsubscribe-status"
            data-state={state}
            className={`text-lg font-bold ${state === "done" ? "text-emerald-700" : "text-rose-700"}`}
          >
            {t(state === "done" ? "unsubscribe.done" : "unsubscribe.invalid")}
          </p>
        )}
        <div className="mt-6 flex justify-center">
          <Link to="/" className="btn btn-secondary">
            {t("common.backToHome")}
          </Link>
        </div>
      </PageCard>
    </>
  );
}
