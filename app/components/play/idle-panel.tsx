import { Link } from "react-router";
import { formatCount, useLocale, useT } from "../../../shared/i18n/index.ts";
import { SkinPicker } from "./skin-picker.tsx";
import type { PlayChallenge, PlaySkin } from "./types.ts";

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex-1 rounded-2xl bg-sky-50 px-3 py-2 ring-2 ring-sky-100">
      <dt className="text-[0.7rem] font-extrabold tracking-wide text-sky-800 uppercase">{label}</dt>
      <dd className="font-display text-2xl leading-tight font-black text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function ModeButton({
  primary,
  label,
  hint,
  onClick,
  testId,
}: {
  primary: boolean;
  label: string;
  hint: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={`btn w-full flex-col gap-0 leading-tight ${primary ? "btn-primary py-2.5 text-xl" : "btn-secondary py-2 text-lg"}`}
      onClick={onClick}
      data-testid={testId}
    >
      <span>{label}</span>
      <span className="text-xs font-bold opacity-80">{hint}</span>
    </button>
  );
}

/** Before a run: 'Ready to Fly?', high score, skins unlocked, 'Start Game' and the skin picker. */
export function IdlePanel({
  challenge,
  challengeMissing,
  highScore,
  skins,
  unlocked,
  selected,
  onSelect,
  mode,
  onStart,
}: {
  challenge: PlayChallenge | null;
  challengeMissing: boolean;
  highScore: number;
  skins: PlaySkin[];
  unlocked: ReadonlySet<string>;
  selected: string;
  onSelect: (id: string) => void;
  /** The mode offered first (the last one chosen, or the link's `?mode=course`). */
  mode: "free" | "course";
  onStart: (mode: "free" | "course") => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center overflow-y-auto p-3 sm:p-6" data-testid="idle" data-no-flap="">
      <div className="my-auto w-full max-w-[25rem] rounded-[1.5rem] bg-white/95 p-4 text-center shadow-[0_6px_0_rgb(11_37_69/0.25),0_24px_40px_-16px_rgb(11_37_69/0.5)] ring-4 ring-white/60 backdrop-blur-sm sm:p-6">
        {challenge ? (
          <div
            className="-mx-1 mb-3 rounded-2xl bg-ink px-4 py-3 text-white shadow-[0_4px_0_rgb(11_37_69/0.3)]"
            data-testid="challenge-intro"
          >
            <p className="font-display text-2xl leading-tight font-black sm:text-3xl">
              {t("play.challenge.beat", { name: challenge.name, score: formatCount(challenge.score, locale) })}
            </p>
            <p className="mt-1 text-sm font-semibold text-sky-100">{t("play.challenge.intro", { name: challenge.name })}</p>
          </div>
        ) : null}
        {challengeMissing ? (
          <p
            className="mb-3 rounded-2xl bg-amber-50 px-3 py-2 text-sm font-bold text-amber-800 ring-2 ring-amber-200"
            role="status"
            data-testid="challenge-missing"
          >
            {t("play.challenge.notFound")}
          </p>
        ) : null}
        <h1 className={challenge ? "sr-only" : "text-3xl font-black tracking-tight text-ink sm:text-4xl"}>{t("play.title")}</h1>
        <dl className="mt-3 flex gap-2 sm:mt-4 sm:gap-3">
          <Stat label={t("play.highScore")} value={formatCount(highScore, locale)} testId="high-score" />
          <Stat label={t("play.skinsUnlocked")} value={`${unlocked.size}/${skins.length}`} testId="skins-unlocked" />
        </dl>
        {challenge ? (
          <button
            type="button"
            className="btn btn-primary mt-4 w-full py-3.5 text-xl sm:mt-5"
            onClick={() => onStart("free")}
            data-testid="start-game"
          >
            {t("play.startGame")}
          </button>
        ) : (
          // Both runs, side by side; the one offered first (the link's or the last played) is the big one.
          <div className={`mt-4 flex gap-2 sm:mt-5 ${mode === "course" ? "flex-col-reverse" : "flex-col"}`}>
            <ModeButton
              primary={mode === "free"}
              label={t("play.startGame")}
              hint={t("play.mode.free")}
              onClick={() => onStart("free")}
              testId="start-game"
            />
            <ModeButton
              primary={mode === "course"}
              label={t("play.startCourse")}
              hint={t("play.mode.course")}
              onClick={() => onStart("course")}
              testId="start-course"
            />
          </div>
        )}
        <h2 className="mt-4 mb-2 text-left text-sm font-extrabold tracking-wide text-sky-900/80 uppercase sm:mt-5">
          {t("play.birdSkins")}
        </h2>
        <SkinPicker skins={skins} unlocked={unlocked} selected={selected} onSelect={onSelect} />
        {unlocked.size < skins.length ? (
          <Link to="/store" className="mt-3 inline-block text-sm font-bold text-sky-700 underline underline-offset-2 hover:text-sky-900">
            {t("play.skin.unlockInStore")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
