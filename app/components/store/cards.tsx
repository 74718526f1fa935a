// The store's three kinds of cards. They only show state and report clicks: the route decides
// (balance checks, requests, the error line).
import type { ReactNode } from "react";
import { CoinIcon } from "../art.tsx";
import { useT, useLocale, formatCount, formatPrice } from "../../../shared/i18n/index.ts";
import { type StoreCoinPack, type StorePowerUp, type StoreSkin } from "../../lib/store-client.ts";
import { LivePreview } from "./live-preview.tsx";

const RARITY_STYLE: Record<string, { ring: string; badge: string; sky: string }> = {
  common: { ring: "ring-slate-200", badge: "bg-slate-100 text-slate-700 ring-slate-300", sky: "from-sky-200 to-sky-50" },
  rare: { ring: "ring-sky-300", badge: "bg-sky-100 text-sky-800 ring-sky-300", sky: "from-sky-300 to-cyan-50" },
  epic: { ring: "ring-fuchsia-300", badge: "bg-fuchsia-100 text-fuchsia-800 ring-fuchsia-300", sky: "from-violet-300 to-fuchsia-50" },
  legendary: { ring: "ring-amber-300", badge: "bg-amber-100 text-amber-800 ring-amber-300", sky: "from-amber-200 to-orange-50" },
};
/**
 * A buy button the balance does not cover looks and reads as disabled (aria-disabled) but still takes
 * a click, so the store can say 'Insufficient coins' (without a request).
 */
const SHORT = "aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:transform-none";

/** A catalogue name may be any word the operator types: long words wrap (hyphenated where the browser can), Japanese by phrase. */
const NAME_WRAP = "break-words hyphens-auto [word-break:auto-phrase]";

const styleOf = (rarity: string) => RARITY_STYLE[rarity] ?? RARITY_STYLE.common!;

function Card({ children, className = "", testId }: { children: ReactNode; className?: string; testId: string }) {
  return (
    <li className={`flex flex-col overflow-hidden rounded-3xl bg-white shadow-lg shadow-sky-900/10 ${className}`} data-testid={testId}>
      {children}
    </li>
  );
}

/** The coin price on a buy button: "2,000 Coins". */
function CoinPrice({ price }: { price: number }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <CoinIcon className="hidden size-5 shrink-0 min-[420px]:block" />
      <span className="whitespace-nowrap">{t("store.coins", { count: formatCount(price, locale) })}</span>
    </>
  );
}

export function SkinCard({
  skin,
  index,
  balance,
  processing,
  busy,
  onBuy,
  onSelect,
}: {
  skin: StoreSkin;
  index: number;
  balance: number;
  /** This skin's purchase or selection is under way. */
  processing: boolean;
  /** Some store request is under way (buttons wait for it). */
  busy: boolean;
  onBuy: (skin: StoreSkin) => void;
  onSelect: (skin: StoreSkin) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const style = styleOf(skin.rarity);
  const short = balance < skin.priceCoins;
  return (
    <Card testId={`store-skin-${skin.id}`} className={skin.active ? "ring-4 ring-bird" : `ring-2 ${style.ring}`}>
      <div className={`relative h-24 bg-linear-to-b sm:h-28 ${style.sky}`}>
        <LivePreview skin={skin} label={t("store.skin.preview", { name: skin.name })} phase={index * 0.7} />
        <span
          className={`absolute top-2 left-2 rounded-full px-2 py-0.5 text-[0.65rem] font-black sm:top-2.5 sm:left-2.5 sm:px-2.5 sm:text-xs tracking-wide uppercase ring-1 ${style.badge}`}
          data-testid="rarity"
        >
          {t(`store.rarity.${skin.rarity as "common"}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
        <h2 className={`text-base leading-tight font-black text-ink sm:text-lg ${NAME_WRAP}`}>{skin.name}</h2>
        <div className="mt-auto">
          {skin.owned ? (
            <button
              type="button"
              className={`btn w-full gap-1.5 px-2 py-2.5 text-[0.95rem] sm:px-4 sm:text-base ${skin.active ? "btn-secondary" : "btn-green"}`}
              disabled={skin.active || busy}
              aria-pressed={skin.active}
              onClick={() => onSelect(skin)}
              data-testid="skin-action"
            >
              {skin.active ? (
                <>
                  <svg
                    viewBox="0 0 24 24"
                    className="size-4"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </svg>
                  {t("store.skin.selected")}
                </>
              ) : processing ? (
                t("store.processing")
              ) : (
                t("store.skin.select")
              )}
            </button>
          ) : (
            <button
              type="button"
              className={`btn btn-primary w-full gap-1.5 px-2 py-2.5 text-[0.95rem] sm:px-4 sm:text-base ${SHORT}`}
              disabled={busy}
              aria-disabled={short || undefined}
              aria-label={processing ? undefined : t("store.skin.buy", { name: skin.name, price: formatCount(skin.priceCoins, locale) })}
              onClick={() => onBuy(skin)}
              data-testid="skin-action"
            >
              {processing ? t("store.processing") : <CoinPrice price={skin.priceCoins} />}
            </button>
          )}
        </div>
      </div>
    </Card>
  );
}

export function PowerUpCard({
  powerUp,
  balance,
  processing,
  busy,
  onBuy,
}: {
  powerUp: StorePowerUp;
  balance: number;
  processing: boolean;
  busy: boolean;
  onBuy: (powerUp: StorePowerUp) => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card testId={`store-powerup-${powerUp.id}`} className="ring-2 ring-sky-100">
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className={`min-w-0 text-lg leading-tight font-black text-ink ${NAME_WRAP}`}>{powerUp.name}</h2>
          <span
            className="shrink-0 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-black text-sky-800 ring-1 ring-sky-200"
            data-testid="powerup-owned"
          >
            {t("store.powerUp.owned", { count: formatCount(powerUp.owned, locale) })}
          </span>
        </div>
        <p className="text-sm font-medium text-slate-600" data-testid="powerup-description">
          {powerUp.description}
        </p>
        <p className="flex items-center gap-1.5 text-sm font-bold text-slate-500">
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
          {t("store.powerUp.duration", { text: powerUp.durationText })}
        </p>
        <button
          type="button"
          className={`btn btn-primary mt-auto w-full px-4 py-2.5 ${SHORT}`}
          disabled={busy}
          aria-disabled={balance < powerUp.priceCoins || undefined}
          aria-busy={processing || undefined}
          aria-label={
            processing ? undefined : t("store.powerUp.buy", { name: powerUp.name, price: formatCount(powerUp.priceCoins, locale) })
          }
          onClick={() => onBuy(powerUp)}
          data-testid="powerup-buy"
        >
          {processing ? t("store.processing") : <CoinPrice price={powerUp.priceCoins} />}
        </button>
      </div>
    </Card>
  );
}

export function CoinPackCard({
  pack,
  featured,
  available,
  processing,
  busy,
  onBuy,
}: {
  pack: StoreCoinPack;
  featured: boolean;
  /** False when the server has no payment provider: the card shows the pack, not a price to pay. */
  available: boolean;
  processing: boolean;
  busy: boolean;
  onBuy: (pack: StoreCoinPack) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const price = formatPrice(pack.priceCents, locale);
  return (
    <Card testId={`store-pack-${pack.id}`} className={featured ? "ring-4 ring-bird" : "ring-2 ring-sky-100"}>
      <div className="flex flex-1 flex-col items-center gap-2 p-6 text-center">
        <h2 className={`text-sm font-black tracking-wide text-sky-800 uppercase ${NAME_WRAP}`}>{pack.name}</h2>
        <p className="flex items-center gap-2 text-3xl font-black text-ink">
          <CoinIcon className="size-8" />
          <span data-testid="pack-coins">{formatCount(pack.coins, locale)}</span>
        </p>
        {pack.bonusCoins > 0 ? (
          <p className="rounded-full bg-green-100 px-3 py-0.5 text-sm font-black text-green-800" data-testid="pack-bonus">
            {t("store.pack.bonus", { count: formatCount(pack.bonusCoins, locale) })}
          </p>
        ) : null}
        <p className="text-sm font-medium text-slate-600">{pack.description}</p>
        {available ? (
          <button
            type="button"
            className="btn btn-green mt-auto w-full px-4 py-2.5 text-lg"
            disabled={busy}
            aria-label={processing ? undefined : t("store.pack.buy", { name: pack.name, price })}
            onClick={() => onBuy(pack)}
            data-testid="pack-buy"
          >
            {processing ? t("store.processing") : price}
          </button>
        ) : (
          <button
            type="button"
            className="btn mt-auto w-full bg-slate-200 px-4 py-2.5 text-lg text-slate-600"
            disabled
            data-testid="pack-unavailable"
          >
            {t("store.pack.unavailable")}
          </button>
        )}
      </div>
    </Card>
  );
}
