// /checkout/sandbox/:sessionId: the sandbox provider's "hosted checkout page" (payments without
// Stripe). Pay marks the session paid and credits it through the same fulfil() as a Stripe payment,
// then goes to /success like Stripe would; Cancel goes back to /store like Stripe's cancel_url.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { requirePlayer } from "../../server/auth/guards.server.ts";
import { CoinIcon } from "../components/art.tsx";
import { pageMeta } from "../components/page-meta.ts";
import { PageCard, PageHero } from "../components/page-shell.tsx";
import { getServices } from "../../shared/context.ts";
import { useT, useLocale, formatCount, formatPrice } from "../../shared/i18n/index.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import { localeOfRequest } from "../../shared/i18n/locales.ts";
import type { Route } from "./+types/checkout.sandbox";

export const meta = (args: Route.MetaArgs) => pageMeta(args, "checkout.meta.title", "checkout.meta.description", { noindex: true });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = await requirePlayer(request, context);
  const { payments } = getServices(context);
  const checkout = await payments.sandboxCheckout(session.user.id, params.sessionId, localeOfRequest(request).locale);
  if (!checkout) throw data(null, { status: 404 });
  // Paid already (back button, second tab): show the result instead of a second Pay button.
  if (checkout.status === "paid") throw redirect(`/success?session_id=${encodeURIComponent(checkout.id)}`);
  return { texts: routeTexts(request, "routes/checkout.sandbox"), checkout, available: payments.mode.provider === "sandbox" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = await requirePlayer(request, context);
  // A body that is not a form (JSON, a broken multipart) pays nothing: 400, not a 500.
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 400 });
  if (form.get("intent") === "cancel") return redirect("/store");
  const result = await getServices(context).payments.sandboxPay(session.user.id, params.sessionId);
  if (result === "paid") return redirect(`/success?session_id=${encodeURIComponent(params.sessionId)}`);
  if (result === "not_found") throw data(null, { status: 404 });
  // The page says what is wrong (the sandbox switched off, the session expired or failed): not a server fault.
  return data({ problem: result }, { status: 409 });
}

export default function SandboxCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { checkout, available } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const problem = actionData?.problem ?? (!available ? "unavailable" : checkout.status === "pending" ? null : checkout.status);
  const price = formatPrice(checkout.amountCents, locale, checkout.currency);
  const problemText =
    problem === "unavailable"
      ? t("checkout.unavailable")
      : problem === "expired"
        ? t("checkout.expired")
        : problem
          ? t("checkout.failed")
          : null;

  return (
    <>
      <PageHero title={t("checkout.title")} />
      <PageCard className="max-w-xl">
        <div
          role="note"
          data-testid="test-mode"
          className="-mx-2 mb-6 flex items-center gap-3 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-amber-900 sm:-mx-4"
        >
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-amber-400 text-lg font-black text-amber-950"
          >
            !
          </span>
          <div>
            <p className="font-display text-lg font-black">{t("checkout.testMode")}</p>
            <p className="text-sm text-amber-900/80">{t("checkout.testModeHelp")}</p>
          </div>
        </div>

        <div className="flex items-center gap-4 rounded-2xl bg-sky-50 p-4 ring-1 ring-sky-100">
          <CoinIcon className="size-12 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="font-display text-xl font-black text-ink">{t("checkout.pack", { name: checkout.packName })}</p>
            <p className="font-semibold text-slate-600" data-testid="checkout-coins">
              {t("checkout.coins", { coins: formatCount(checkout.coins, locale) })}
            </p>
          </div>
        </div>
        <div className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-4">
          <span className="font-semibold text-slate-600">{t("checkout.total")}</span>
          <span className="font-display text-2xl font-black text-ink" data-testid="checkout-total">
            {price}
          </span>
        </div>

        {problemText ? (
          <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-700 ring-1 ring-red-200">
            {problemText}
          </p>
        ) : null}

        <Form method="post" className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="submit" name="intent" value="cancel" className="btn btn-secondary" disabled={busy}>
            {t("checkout.cancel")}
          </button>
          {problemText ? (
            <Link to="/store" className="btn btn-primary">
              {t("success.backToStore")}
            </Link>
          ) : (
            <button type="submit" name="intent" value="pay" className="btn btn-green" disabled={busy}>
              {t("checkout.pay", { price })}
            </button>
          )}
        </Form>
      </PageCard>
    </>
  );
}
