// The achievements list under the game (a separate chunk, loaded after the page is up): the server's
// list from GET /api/me, cached in local storage for offline visits; without a session, the eight
// achievements with no progress.
import { useEffect, useState } from "react";
import type { Achievement } from "../../../game/achievements.ts";
import { emptyAchievements, readAchievementsCache, writeAchievementsCache } from "../../../game/progress/achievements.ts";
import { useT, useLocale, formatCount, formatShortDate } from "../../../shared/i18n/index.ts";
import { achievementText } from "./achievement-text.ts";
import type { fetchMe } from "../../lib/me-client.ts";

const RARITY: Record<string, { ring: string; chip: string }> = {
  common: { ring: "ring-slate-200", chip: "bg-slate-100 text-slate-600" },
  rare: { ring: "ring-sky-300", chip: "bg-sky-100 text-sky-700" },
  epic: { ring: "ring-fuchsia-300", chip: "bg-fuchsia-100 text-fuchsia-700" },
  legendary: { ring: "ring-amber-300", chip: "bg-amber-100 text-amber-700" },
};

type Source = "server" | "offline" | "guest";

/** `loadMe` is the page's fetchMe (passed in: importing it here would split it into a chunk of its own). */
export default function AchievementsList({ refreshKey, loadMe }: { refreshKey: number; loadMe: typeof fetchMe }) {
  const t = useT();
  const locale = useLocale();
  const [list, setList] = useState<Achievement[] | null>(null);
  const [source, setSource] = useState<Source>("server");

  useEffect(() => {
    let live = true;
    void loadMe({ session: "check" }).then((me) => {
      if (!live) return;
      if (me && me !== "no_session") {
        writeAchievementsCache(me.achievements);
        setList(me.achievements);
        setSource("server");
      } else if (me === "no_session") {
        setList(emptyAchievements());
        setSource("guest");
      } else {
        setList(readAchievementsCache() ?? emptyAchievements());
        setSource("offline");
      }
    });
    return () => {
      live = false;
    };
  }, [refreshKey, loadMe]);

  if (!list) return null;
  const unlocked = list.filter((a) => a.unlocked).length;

  return (
    <section
      className="mt-8 rounded-[1.5rem] bg-white/90 p-4 shadow-[0_6px_0_rgb(11_37_69/0.18)] ring-4 ring-white/60 sm:p-6"
      data-testid="achievements"
      data-source={source}
      aria-labelledby="achievements-title"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="achievements-title" className="text-2xl font-black tracking-tight text-ink">
          {t("play.achievements.title")}
        </h2>
        <p className="text-sm font-bold text-slate-600" data-testid="achievements-count">
          {t("play.achievements.count", { unlocked: formatCount(unlocked, locale), total: formatCount(list.length, locale) })}
        </p>
      </div>
      {source !== "server" ? (
        <p className="mt-1 text-sm font-medium text-slate-600">
          {t(source === "offline" ? "play.achievements.offline" : "play.achievements.guest")}
        </p>
      ) : null}
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {list.map((a) => {
          const style = RARITY[a.rarity] ?? RARITY.common!;
          const value = a.requirement.value;
          const progress = Math.min(value, Math.max(0, a.progress));
          const percent = value > 0 ? Math.round((progress / value) * 100) : 0;
          const text = achievementText(t, locale, a);
          return (
            <li
              key={a.id}
              className={`flex gap-3 rounded-2xl p-3 ring-2 ${a.unlocked ? `bg-amber-50/70 ${style.ring}` : "bg-slate-50 ring-slate-100"}`}
              data-testid={`achievement-${a.id}`}
              data-unlocked={a.unlocked ? "true" : "false"}
            >
              <span
                className={`grid size-12 shrink-0 place-items-center rounded-2xl text-2xl ${a.unlocked ? "bg-white shadow-sm" : "bg-slate-200/70 grayscale opacity-60"}`}
                aria-hidden="true"
              >
                {a.icon}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                  <h3 className="font-display text-base leading-tight font-black text-ink">{text.name}</h3>
                  <span className={`rounded-full px-2 py-px text-[0.65rem] font-extrabold tracking-wide uppercase ${style.chip}`}>
                    {text.rarity}
                  </span>
                </div>
                <p className="text-sm leading-snug text-slate-600">{text.description}</p>
                <div className="mt-1.5 flex items-center gap-2">
                  <div
                    className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                    role="progressbar"
                    aria-label={text.name}
                    aria-valuemin={0}
                    aria-valuemax={value}
                    aria-valuenow={progress}
                  >
                    <div
                      className={`h-full rounded-full ${a.unlocked ? "bg-emerald-500" : "bg-sky-400"}`}
                      style={{ width: `${percent}%` }}
                    />
                  </div>
                  <span className="text-xs font-bold whitespace-nowrap text-slate-500 tabular-nums" data-testid="achievement-progress">
                    {t("play.achievements.progress", { progress: formatCount(progress, locale), value: formatCount(value, locale) })}
                  </span>
                </div>
                {a.unlocked && a.unlockedAt !== null ? (
                  <p className="mt-1 text-xs font-bold text-emerald-700" data-testid="achievement-date">
                    {t("play.achievements.unlockedOn", { date: formatShortDate(a.unlockedAt, locale) })}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
