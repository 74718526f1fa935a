// GET /newsletter/confirm?token=...: the double opt-in link of the confirmation mail. Following it
// confirms the address (no sign-in needed: the token is the proof of access to the mailbox).
import { Link } from "react-router";
import { pageMeta } from "../components/page-meta.ts";
import { PageCard, PageHero } from "../components/page-shell.tsx";
import { getServices } from "../../shared/context.ts";
import { useT, type MessageKey } from "../../shared/i18n/index.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import type { Route } from "./+types/newsletter.confirm";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, "newsletterConfirm.meta.title", "newsletterConfirm.meta.description", { noindex: true });

type Shown = "done" | "already" | "invalid" | "unsubscribed";

export async function loader(args: Route.LoaderArgs) {
  return { ...(await load(args)), texts: routeTexts(args.request, "routes/newsletter.confirm") };
}

async function load({ request, context }: Route.LoaderArgs): Promise<{ shown: Shown }> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token || token.length > 200) return { shown: "invalid" };
  const outcome = await getServices(context).newsletter.confirm(token);
  return { shown: outcome.ok ? outcome.state : outcome.reason };
}

const TEXT: Record<Shown, MessageKey> = {
  done: "newsletterConfirm.done",
  already: "newsletterConfirm.already",
  invalid: "newsletterConfirm.invalid",
  unsubscribed: "newsletterConfirm.unsubscribed",
};

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const ok = loaderData.shown === "done" || loaderData.shown === "already";
  return (
    <>
      <PageHero title={t("newsletterConfirm.title")} />
      <PageCard className="max-w-xl text-center">
        <p
          role="status"
          data-testid="newsletter-confirm"
          data-state={loaderData.shown}
          className={`text-lg font-bold ${ok ? "text-emerald-700" : "text-rose-700"}`}
        >
          {t(TEXT[loaderData.shown])}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/play" className="btn btn-primary">
            {t("common.playNow")}
          </Link>
          <Link to="/" className="btn btn-secondary">
            {t("common.backToHome")}
          </Link>
        </div>
      </PageCard>
    </>
  );
}
