import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { CoinIcon } from "../components/art.tsx";
import { CoinPackCard, PowerUpCard, SkinCard } from "../components/store/cards.tsx";
import { isStoreTab, storeTabId, StoreTabs, type StoreTab } from "../components/store/store-tabs.tsx";
import { pageMeta } from "../components/page-meta.ts";
import { SkyClouds } from "../components/page-shell.tsx";
import { getServices } from "../../shared/context.ts";
import { useT, useLocale, type MessageKey, formatCount } from "../../shared/i18n/index.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import { localeOfRequest } from "../../shared/i18n/locales.ts";
import { pageSeo } from "../lib/seo.server.ts";
import {
  createCheckout,
  fetchStore,
  purchaseItem,
  saveActiveSkin,
  skinItemId,
  type Failure,
  type StoreCoinPack,
  type StorePowerUp,
  type StoreSkin,
  type StoreView,
} from "../lib/store-client.ts";
import type { Route } from "./+types/store";
import { publicPageHeaders } from "../lib/public-cache.server.ts";

const PANEL_ID = "store-panel";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const session = await services.auth.getSession(request);
  return {
    texts: routeTexts(request, "routes/store"),
    seo: await pageSeo(services, request, "/store"),
    // Names and descriptions in the page's language (English where the catalogue has none).
    view: await services.store.view(session?.user.id ?? null, localeOfRequest(request).locale),
    /** Who is shopping: coin packs need an account, so a guest is asked to sign up first. */
    player: session ? { isGuest: session.user.isGuest } : null,
    /** No payment provider (server/payments/mode.ts): the coin packs show as not available. */
    packsAvailable: services.payments.mode.provider !== null,
  };
}

/** A tab switch only changes `?tab=`: the page already has everything, so the loader is not rerun. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) {
    const a = new URLSearchParams(currentUrl.search);
    const b = new URLSearchParams(nextUrl.search);
    a.delete("tab");
    b.delete("tab");
    if (a.toString() === b.toString()) return false;
  }
  return defaultShouldRevalidate;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, "store.meta.title", "store.meta.description", { seo: true });

/** What the red line under the balance says: a text, and for some errors a link to act on it. */
type StoreError = { text: string; action?: "sign_up" | "sign_in" };

const SIGN_UP_HREF = "/login?view=sign_up&redirectTo=%2Fstore";
const SIGN_IN_HREF = "/login?redirectTo=%2Fstore";

// The same for every visitor without a session: page and its navigation data rendered about once a second (app/lib/public-cache.server.ts).
export const headers = publicPageHeaders;

export default function Store({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const [view, setView] = useState<StoreView>(loaderData.view);
  const [player, setPlayer] = useState(loaderData.player);
  const [error, setError] = useState<StoreError | null>(null);
  /** The item whose request is under way ('Processing...'); one at a time. */
  const [processing, setProcessing] = useState<string | null>(null);
  // The tab comes from the URL; the loader does not rerun for a tab switch (shouldRevalidate).
  const requested = new URLSearchParams(useLocation().search).get("tab");
  const tab: StoreTab = isStoreTab(requested) ? requested : "skins";
  const busy = processing !== null;
  /**
   * The same, set in the click itself: a second click that lands before React has re-rendered the
   * disabled button (a fast double click) must not start a second purchase.
   */
  const inFlight = useRef(false);
  const live = useRef(true);
  const errorRef = useRef<HTMLDivElement>(null);

  // The error line sits under the balance; a click far down the page brings it into view.
  useEffect(() => {
    const line = errorRef.current;
    if (!error || !line) return;
    const box = line.getBoundingClientRect();
    if (box.top < 64 || box.bottom > window.innerHeight) line.scrollIntoView({ block: "center" });
  }, [error]);

  // New loader data (a revalidation after sign-in, say) replaces the page's copy.
  const [seen, setSeen] = useState(loaderData);
  if (seen !== loaderData) {
    setSeen(loaderData);
    setView(loaderData.view);
    setPlayer(loaderData.player);
  }

  // Balance, skins and inventory fresh from the server when the store opens (another tab may have
  // played or bought since this page was rendered).
  useEffect(() => {
    live.current = true;
    void fetchStore(locale).then((fresh) => {
      if (fresh && live.current) setView(fresh);
    });
    return () => {
      live.current = false;
    };
  }, [locale]);

  const refresh = useCallback(async () => {
    const fresh = await fetchStore(locale);
    if (fresh && live.current) setView(fresh);
  }, [locale]);

  /** The error line for a failed call: the server's own message when it gave one. */
  const show = useCallback(
    (failure: Failure, fallback: MessageKey) => {
      if (failure.status === 401) setError({ text: t("store.error.invalidSession"), action: "sign_in" });
      else setError({ text: failure.message ?? t(fallback) });
    },
    [t],
  );

  const buy = useCallback(
    async (itemId: string, price: number, fallback: MessageKey) => {
      if (processing || inFlight.current) return;
      // Checked here first (no request when the balance is short); the server enforces it again.
      if (view.balance < price) {
        setError({ text: t("store.error.insufficient") });
        return;
      }
      setError(null);
      setProcessing(itemId);
      inFlight.current = true;
      // One key per click: retries of this click reuse it, so the server debits at most once.
      const result = await purchaseItem(itemId, crypto.randomUUID(), price).finally(() => {
        inFlight.current = false;
      });
      if (!live.current) return;
      setProcessing(null);
      if (!result.ok) {
        show(result, fallback);
        // The card then shows what the server holds (a changed price, the balance, what is owned).
        if (result.error === "insufficient_coins" || result.error === "already_owned" || result.error === "price_changed") void refresh();
        return;
      }
      // A visitor without a session became a guest on this call.
      setPlayer((current) => current ?? { isGuest: true });
      setView((current) => {
        // A bought skin is also the active one now: the server selected it with the purchase (a retry
        // of this click's key answers that purchase, "replayed").
        const boughtSkin = result.kind === "skin" ? current.skins.find((s) => skinItemId(s.id) === result.itemId) : undefined;
        return {
          ...current,
          balance: result.balance,
          ...(boughtSkin ? { activeSkin: boughtSkin.id } : {}),
          skins: current.skins.map((s) => {
            const owned = skinItemId(s.id) === result.itemId ? { ...s, owned: true } : s;
            return boughtSkin ? { ...owned, active: s.id === boughtSkin.id } : owned;
          }),
          powerUps: current.powerUps.map((p) =>
            p.id === result.itemId ? { ...p, owned: typeof result.owned === "number" ? result.owned : p.owned + 1 } : p,
          ),
        };
      });
    },
    [processing, view.balance, t, show, refresh],
  );

  const buySkin = useCallback((skin: StoreSkin) => void buy(skinItemId(skin.id), skin.priceCoins, "store.error.skin"), [buy]);
  const buyPowerUp = useCallback((p: StorePowerUp) => void buy(p.id, p.priceCoins, "store.error.powerUp"), [buy]);

  const selectSkin = useCallback(
    async (skin: StoreSkin) => {
      if (processing) return;
      setError(null);
      setProcessing(skinItemId(skin.id));
      const result = await saveActiveSkin(skin.id);
      if (!live.current) return;
      setProcessing(null);
      if (!result.ok) {
        show(result, "store.error.select");
        return;
      }
      setView((current) => ({
        ...current,
        activeSkin: result.activeSkin,
        skins: current.skins.map((s) => ({ ...s, active: s.id === result.activeSkin })),
      }));
    },
    [processing, show],
  );

  const buyPack = useCallback(
    async (pack: StoreCoinPack) => {
      if (processing) return;
      // Coin packs need an account; asked before any request (the server refuses them too).
      if (!player) {
        setError({ text: t("store.error.signIn"), action: "sign_in" });
        return;
      }
      if (player.isGuest) {
        setError({ text: t("store.error.signUp"), action: "sign_up" });
        return;
      }
      setError(null);
      setProcessing(pack.id);
      const result = await createCheckout(pack.id);
      if (!live.current) return;
      if (result.ok && result.id !== null) {
        // Leaving for the payment page; 'Processing...' stays until the browser has gone.
        window.location.assign(result.url);
        return;
      }
      setProcessing(null);
      if (result.ok) setError({ text: t("store.error.checkoutResponse") });
      else if (result.status === 401) setError({ text: t("store.error.signIn"), action: "sign_in" });
      else if (result.status === 403 && result.error === "sign_up_required")
        setError({ text: result.message ?? t("store.error.signUp"), action: "sign_up" });
      else if (result.status >= 400 && result.status < 500 && result.message) setError({ text: result.message });
      else setError({ text: t("store.error.checkout") });
    },
    [processing, player, t],
  );

  const featuredPack = view.coinPacks.reduce<StoreCoinPack | null>(
    (best, p) => (p.bonusCoins > 0 && (!best || p.priceCents < best.priceCents) ? p : best),
    null,
  );

  let panel: ReactNode;
  if (tab === "skins") {
    panel = (
      <Grid testId="store-skins" columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4">
        {view.skins.map((skin, index) => (
          <SkinCard
            key={skin.id}
            skin={skin}
            index={index}
            balance={view.balance}
            processing={processing === skinItemId(skin.id)}
            busy={busy}
            onBuy={buySkin}
            onSelect={(s) => void selectSkin(s)}
          />
        ))}
      </Grid>
    );
  } else if (tab === "coins") {
    panel = (
      <>
        <Grid testId="store-packs" columns="grid-cols-1 sm:grid-cols-3">
          {view.coinPacks.map((pack) => (
            <CoinPackCard
              key={pack.id}
              pack={pack}
              featured={pack.id === featuredPack?.id}
              available={loaderData.packsAvailable}
              processing={processing === pack.id}
              busy={busy}
              onBuy={(p) => void buyPack(p)}
            />
          ))}
        </Grid>
        <p className="mx-auto mt-6 max-w-xl text-center text-sm font-medium text-slate-500" data-testid="store-pack-note">
          {t(loaderData.packsAvailable ? "store.pack.note" : "store.pack.unavailableNote")}
        </p>
      </>
    );
  } else {
    panel = (
      <Grid testId="store-powerups">
        {view.powerUps.map((p) => (
          <PowerUpCard key={p.id} powerUp={p} balance={view.balance} processing={processing === p.id} busy={busy} onBuy={buyPowerUp} />
        ))}
      </Grid>
    );
  }

  return (
    <>
      <section className="sky-gradient relative overflow-hidden px-4 pt-28 pb-20 text-center sm:px-6 sm:pt-32">
        <SkyClouds />
        <div className="relative mx-auto max-w-3xl">
          <h1 className="text-4xl font-black tracking-tight text-ink drop-shadow-[0_2px_0_rgb(255_255_255/0.6)] sm:text-5xl">
            {t("store.title")}
          </h1>
          <p className="mx-auto mt-3 max-w-xl text-lg font-medium text-sky-950/80">{t("store.subtitle")}</p>
          <div className="mt-6 inline-flex items-center gap-3 rounded-full bg-white/90 py-2 pr-6 pl-3 shadow-lg ring-1 ring-sky-900/10">
            <CoinIcon className="size-9" />
            <span className="text-left leading-tight">
              <span className="block text-xs font-extrabold tracking-wide text-slate-500 uppercase">{t("store.balance")}</span>
              <span className="text-2xl font-black text-ink tabular-nums" data-testid="store-balance">
                {formatCount(view.balance, locale)}
              </span>
            </span>
          </div>
          <div ref={errorRef} role="alert" className="mx-auto mt-3 min-h-7 max-w-xl" data-testid="store-error">
            {error ? (
              <p className="inline-block rounded-2xl bg-white/90 px-4 py-1.5 text-sm font-bold text-red-600 shadow-sm ring-1 ring-red-200">
                {error.text}
                {error.action ? (
                  <>
                    {" "}
                    <Link
                      to={error.action === "sign_up" ? SIGN_UP_HREF : SIGN_IN_HREF}
                      className="font-black text-sky-700 underline underline-offset-2"
                      data-testid="store-error-link"
                    >
                      {t(error.action === "sign_up" ? "store.signUp" : "store.signIn")}
                    </Link>
                  </>
                ) : null}
              </p>
            ) : null}
          </div>
          <div className="mt-5">
            <StoreTabs selected={tab} panelId={PANEL_ID} />
          </div>
        </div>
      </section>
      <div className="relative mx-auto -mt-10 mb-16 max-w-6xl px-3 sm:px-6">
        <div
          role="tabpanel"
          id={PANEL_ID}
          aria-labelledby={storeTabId(tab)}
          tabIndex={0}
          className="rounded-3xl bg-white/70 p-3 shadow-xl ring-1 shadow-sky-900/10 ring-sky-100 backdrop-blur-sm focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-sky-500 sm:p-6"
        >
          {panel}
        </div>
      </div>
    </>
  );
}

function Grid({
  children,
  testId,
  columns = "grid-cols-1 min-[420px]:grid-cols-2 lg:grid-cols-4",
}: {
  children: ReactNode;
  testId: string;
  columns?: string;
}) {
  return (
    <ul className={`grid gap-3 sm:gap-5 ${columns}`} data-testid={testId}>
      {children}
    </ul>
  );
}
