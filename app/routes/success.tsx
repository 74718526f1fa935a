// /success?session_id=...: where Stripe (or the sandbox) sends the buyer back. The loader confirms the
// payment with the provider through payments.view (the same fulfil as the webhook), so the coins are
// credited here even if the webhook is late. While the payment is still pending the page asks
// GET /api/checkout/:id again a few times.
import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { CheckoutView } from "../../server/payments/service.ts";
import { CoinIcon } from "../components/art.tsx";
import { pageMeta } from "../components/page-meta.ts";
import { PageCard, PageHero } from "../components/page-shell.tsx";
import { getServices } from "../../shared/context.ts";
import { useT, useLocale, type MessageKey, formatCount } from "../../shared/i18n/index.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import type { Route } from "./+types/success";

export const meta = (args: Route.MetaArgs) => pageMeta(args, "success.meta.title", "success.meta.description", { noindex: true });

/** How often and how many times a pending payment is asked about again. */
const POLL_MS = 2_000;
const POLL_TIMES = 6;

type Loaded = { state: "signed_out" } | { state: "missing" } | { state: "found"; view: CheckoutView };

export async function loader(args: Route.LoaderArgs) {
  return { ...(await load(args)), texts: routeTexts(args.request, "routes/success") };
}

async function load({ request, context }: Route.LoaderArgs): Promise<Loaded> {
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const services = getServices(context);
  const session = await services.auth.getSession(request);
  if (!session) return { state: "signed_out" };
  if (!sessionId || sessionId.length > 255) return { state: "missing" };
  const view = await services.payments.view(session.user.id, sessionId);
  return view ? { state: "found", view } : { state: "missing" };
}

const FAILED_TEXT: Record<"expired" | "failed" | "refunded" | "disputed", MessageKey> = {
  expired: "success.failed.expired",
  failed: "success.failed.failed",
  refunded: "success.failed.refunded",
  disputed: "success.failed.disputed",
};

export default function Success({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const loaded = loaderData.state === "found" ? loaderData.view : null;
  // The newest answer of a poll, while it is about the session the loader showed.
  const [polled, setPolled] = useState<CheckoutView | null>(null);
  const view = polled && loaded && polled.id === loaded.id ? polled : loaded;
  const [polls, setPolls] = useState(0);

  const pending = view?.status === "pending";
  useEffect(() => {
    if (!pending || !view || polls >= POLL_TIMES) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/checkout/${encodeURIComponent(view.id)}`, { headers: { accept: "application/json" } });
        if (response.ok && !cancelled) setPolled((await response.json()) as CheckoutView);
      } catch {
        // Offline for a moment: the next poll (or "Check again") tries again.
      }
      if (!cancelled) setPolls((n) => n + 1);
    }, POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pending, view, polls]);

  let body;
  if (loaderData.state === "signed_out") {
    body = (
      <Outcome title={t("success.signIn")}>
        <Link to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`} className="btn btn-primary">
          {t("success.signInButton")}
        </Link>
      </Outcome>
    );
  } else if (!view) {
    body = (
      <Outcome title={t("success.missing")}>
        <StoreLink />
      </Outcome>
    );
  } else if (view.status === "paid") {
    body = (
      <div className="flex flex-col items-center gap-4 text-center" data-testid="purchase-paid">
        <div className="grid size-24 place-items-center rounded-full bg-amber-50 ring-4 ring-amber-100">
          <CoinIcon className="size-14 motion-safe:animate-bob" />
        </div>
        <h2 className="font-display text-2xl font-black text-ink">{t("success.paid.title")}</h2>
        <p className="font-display text-4xl font-black text-amber-600" data-testid="credited-coins">
          {t("success.paid.coins", { coins: formatCount(view.coins, locale) })}
        </p>
        <p className="text-lg font-semibold text-slate-700">{t("success.paid.body")}</p>
        <p className="rounded-full bg-sky-50 px-4 py-2 font-bold text-sky-900 ring-1 ring-sky-100" data-testid="balance">
          {t("success.balance", { balance: formatCount(view.balance, locale) })}
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <StoreLink />
          <Link to="/play" className="btn btn-green">
            {t("success.play")}
          </Link>
        </div>
      </div>
    );
  } else if (view.status === "pending") {
    const gaveUp = polls >= POLL_TIMES;
    body = (
      <div className="flex flex-col items-center gap-4 text-center" data-testid="purchase-pending" aria-live="polite">
        <div
          className="size-14 animate-spin rounded-full border-4 border-sky-100 border-t-sky-500 motion-reduce:animate-none"
          aria-hidden="true"
        />
        <h2 className="font-display text-2xl font-black text-ink">{t("success.pending.title")}</h2>
        <p className="max-w-md font-semibold text-slate-700">{gaveUp ? t("success.pending.slow") : t("success.pending.body")}</p>
        {gaveUp ? (
          <div className="flex flex-wrap justify-center gap-3">
            <button type="button" className="btn btn-primary" onClick={() => setPolls(POLL_TIMES - 1)}>
              {t("success.checkAgain")}
            </button>
            <StoreLink />
          </div>
        ) : null}
      </div>
    );
  } else {
    body = (
      <Outcome title={t("success.failed.title")} text={t(FAILED_TEXT[view.status])}>
        <StoreLink />
      </Outcome>
    );
  }

  return (
    <>
      <PageHero title={t("success.title")} />
      <PageCard className="max-w-xl">{body}</PageCard>
    </>
  );
}

function StoreLink() {
  const t = useT();
  return (
    <Link to="/store" className="btn btn-secondary">
      {t("success.backToStore")}
    </Link>
  );
}

function Outcome({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="purchase-failed" role="alert">
      <div
        className="grid size-16 place-items-center rounded-full bg-red-50 text-3xl font-black text-red-600 ring-4 ring-red-100"
        aria-hidden="true"
      >
        !
      </div>
      <h2 className="font-display text-2xl font-black text-ink">{title}</h2>
      {text ? <p className="max-w-md font-semibold text-slate-700">{text}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}
