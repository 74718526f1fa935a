// Toasts for achievements a verified run unlocked (the finish answer's achievementsUnlocked). Several
// stack; each leaves after a few seconds or on Dismiss. A separate chunk: loaded on the first unlock.
import { useEffect } from "react";
import type { Achievement } from "../../../game/achievements.ts";
import { useLocale, useT } from "../../../shared/i18n/index.ts";
import { achievementText } from "./achievement-text.ts";

export const TOAST_MS = 6000;

function Toast({ achievement, onDismiss }: { achievement: Achievement; onDismiss: (id: string) => void }) {
  const t = useT();
  const locale = useLocale();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(achievement.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [achievement.id, onDismiss]);
  const text = achievementText(t, locale, achievement);
  return (
    <li
      className="pointer-events-auto flex w-full items-center gap-3 rounded-2xl bg-white p-3 pr-2 shadow-[0_4px_0_rgb(11_37_69/0.25),0_18px_30px_-12px_rgb(11_37_69/0.5)] ring-4 ring-amber-300 motion-safe:animate-pop-in"
      role="status"
      data-testid="achievement-toast"
      data-id={achievement.id}
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-amber-100 text-2xl" aria-hidden="true">
        {achievement.icon}
      </span>
      <div className="min-w-0 flex-1 text-left">
        <p className="text-[0.7rem] font-extrabold tracking-wide text-amber-700 uppercase">{t("play.achievements.toast")}</p>
        <p className="font-display text-base leading-tight font-black text-ink">{text.name}</p>
        <p className="truncate text-xs text-slate-600">{text.description}</p>
      </div>
      <button
        type="button"
        onClick={() => onDismiss(achievement.id)}
        className="grid size-8 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink"
        aria-label={t("play.achievements.dismiss")}
        title={t("play.achievements.dismiss")}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </li>
  );
}

export default function AchievementToasts({ items, onDismiss }: { items: Achievement[]; onDismiss: (id: string) => void }) {
  return (
    // At the top on every screen: at the bottom of a phone it covered the game-over card's buttons.
    <ol
      className="pointer-events-none fixed top-3 right-3 z-50 sm:top-20 flex w-[min(22rem,calc(100vw-1.5rem))] flex-col gap-2"
      aria-live="polite"
    >
      {items.map((a) => (
        <Toast key={a.id} achievement={a} onDismiss={onDismiss} />
      ))}
    </ol>
  );
}
