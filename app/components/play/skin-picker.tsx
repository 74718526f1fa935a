import { useEffect, useRef } from "react";
import { drawSkinPreview } from "../../../game/render/bird.ts";
import { useT, useLocale, formatCount } from "../../../shared/i18n/index.ts";
import type { PlaySkin } from "./types.ts";

// Previews are drawn a few per animation frame (about 4 ms of drawing each), not all in the effects
// that run right after hydration: ten canvases at once made one of /play's longest start-up tasks on
// a phone (Lighthouse's total blocking time).
const PREVIEW_FRAME_BUDGET_MS = 4;
const pendingPreviews = new Set<() => void>();
let previewFrame = 0;

function drawPendingPreviews() {
  previewFrame = 0;
  const end = performance.now() + PREVIEW_FRAME_BUDGET_MS;
  for (const draw of pendingPreviews) {
    pendingPreviews.delete(draw);
    draw();
    if (performance.now() >= end) break;
  }
  if (pendingPreviews.size > 0) previewFrame = requestAnimationFrame(drawPendingPreviews);
}

/** Queues `draw` for a coming frame; the returned function takes it back out (unmount, new props). */
function drawSoon(draw: () => void): () => void {
  pendingPreviews.add(draw);
  if (!previewFrame) previewFrame = requestAnimationFrame(drawPendingPreviews);
  return () => {
    pendingPreviews.delete(draw);
  };
}

/** A skin drawn by the game's own renderer on a small canvas (the store can reuse this). */
export function SkinPreview({ skin, locked = false, size = 56 }: { skin: PlaySkin; locked?: boolean; size?: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(
    () =>
      drawSoon(() => {
        if (ref.current) drawSkinPreview(ref.current, skin, { width: size, height: size, locked });
      }),
    [skin, locked, size],
  );
  return <canvas ref={ref} width={size} height={size} style={{ width: size, height: size }} aria-hidden="true" />;
}

const RARITY_RING: Record<string, string> = {
  common: "ring-slate-200",
  rare: "ring-sky-300",
  epic: "ring-fuchsia-300",
  legendary: "ring-amber-300",
};

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M7 10V7.5a5 5 0 0 1 10 0V10h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7.5a3 3 0 0 0-6 0z" />
    </svg>
  );
}

/** The 'Bird Skins' picker: unlocked skins are selectable; locked ones show their price. */
export function SkinPicker({
  skins,
  unlocked,
  selected,
  onSelect,
}: {
  skins: PlaySkin[];
  unlocked: ReadonlySet<string>;
  selected: string;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div role="radiogroup" aria-label={t("play.birdSkins")} className="grid grid-cols-5 gap-1.5 sm:gap-2" data-testid="skin-picker">
      {skins.map((skin) => {
        const isUnlocked = unlocked.has(skin.id);
        const isSelected = skin.id === selected;
        const label = isUnlocked ? skin.name : t("play.skin.locked", { name: skin.name, price: formatCount(skin.priceCoins, locale) });
        return (
          <button
            key={skin.id}
            type="button"
            role="radio"
            aria-checked={isSelected}
            aria-disabled={!isUnlocked || undefined}
            disabled={!isUnlocked}
            title={label}
            aria-label={label}
            data-testid={`skin-${skin.id}`}
            data-locked={isUnlocked ? undefined : "true"}
            onClick={() => isUnlocked && onSelect(skin.id)}
            className={`group relative flex flex-col items-center rounded-2xl bg-white/90 px-0.5 pt-1 pb-1 ring-2 transition ${
              isSelected
                ? "bg-amber-50 ring-4 ring-bird shadow-[0_3px_0_var(--color-bird-dark)]"
                : (RARITY_RING[skin.rarity] ?? "ring-slate-200")
            } ${isUnlocked ? "cursor-pointer hover:-translate-y-0.5" : "cursor-not-allowed"}`}
          >
            <span className="block size-11 sm:size-12">
              <SkinPreview skin={skin} locked={!isUnlocked} size={48} />
            </span>
            {isUnlocked ? (
              <span className="max-w-full truncate px-0.5 text-[0.6rem] leading-tight font-bold text-slate-600 sm:text-[0.68rem]">
                {isSelected ? t("play.skin.selected") : skin.name.split(/[\s・]/)[0]}
              </span>
            ) : (
              <span className="flex items-center gap-0.5 text-[0.6rem] leading-tight font-extrabold text-slate-500 sm:text-[0.68rem]">
                <LockIcon />
                {formatCount(skin.priceCoins, locale)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
