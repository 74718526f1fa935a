import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/index.ts";
import type { ChallengeResult } from "./types.ts";

// The share links load with the first game-over card (the page prefetches them when a run starts),
// keeping them out of the /play bundle.
const ShareBar = lazy(() => import("./share-bar.tsx").then((m) => ({ default: m.ShareBar })));

export interface GameOverOutcome {
  score: number;
  highScore: number;
  isNewHighScore: boolean;
}

/** After a run: the score, the high score line, name entry, 'Play Again', the share bar, home. */
export function GameOverPanel({
  outcome,
  shareUrl,
  onPlayAgain,
  onSubmitName,
  ranked,
  challengeResult = null,
  challengeLink = null,
  nameMaxLength,
  normalizeName,
}: {
  outcome: GameOverOutcome;
  shareUrl: string;
  onPlayAgain: () => void;
  /** Saves the name (and submits a ranked run); resolves to the line to show. */
  onSubmitName: (name: string) => Promise<string>;
  ranked: boolean;
  /** Who won a challenge run. */
  challengeResult?: ChallengeResult | null;
  /** This run as a challenge (once it is verified). */
  challengeLink?: string | null;
  /**
   * The name rules (game/progress), passed in: this panel is a chunk of its own and importing them
   * would split the progress module out of the /play chunk.
   */
  nameMaxLength: number;
  normalizeName: (raw: string) => string | null;
}) {
  const t = useT();
  const [name, setName] = useState("");
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const clean = normalizeName(name);

  useEffect(() => {
    // Focus the panel (not a button: a late Space press must not restart the game by accident).
    panelRef.current?.focus({ preventScroll: true });
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!clean || sending) return;
    setSending(true);
    setName("");
    void onSubmitName(clean).then((line) => {
      setSavedAs(line);
      setSending(false);
    });
  }

  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center overflow-y-auto bg-ink/25 p-3 sm:p-6" data-testid="game-over" data-no-flap="">
      <div
        ref={panelRef}
        tabIndex={-1}
        className="my-auto w-full max-w-[27rem] rounded-[1.5rem] bg-white p-4 text-center shadow-[0_6px_0_rgb(11_37_69/0.25),0_24px_40px_-16px_rgb(11_37_69/0.55)] outline-none motion-safe:animate-pop-in sm:p-6"
      >
        <h2 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{t("play.gameOver")}</h2>
        <div className="mt-2 flex items-end justify-center gap-3">
          <div>
            <div className="text-xs font-extrabold tracking-wide text-sky-800/70 uppercase">{t("play.finalScore")}</div>
            <div className="score-text text-6xl leading-none" data-testid="final-score">
              {outcome.score}
            </div>
          </div>
        </div>
        {challengeResult ? (
          <div
            className={`mt-3 rounded-2xl px-4 py-2.5 ring-2 ${challengeResult.won ? "bg-emerald-50 text-emerald-800 ring-emerald-300" : "bg-rose-50 text-rose-800 ring-rose-200"}`}
            data-testid="challenge-result"
            data-won={challengeResult.won ? "true" : "false"}
            data-verified={challengeResult.verified ? "true" : "false"}
          >
            <p className="font-display text-xl leading-tight font-black">
              {t(challengeResult.won ? "play.challenge.won" : "play.challenge.lost", { name: challengeResult.name, score: challengeResult.score })}
            </p>
            {!challengeResult.verified && ranked ? <p className="mt-0.5 text-xs font-semibold opacity-80">{t("play.challenge.pending")}</p> : null}
          </div>
        ) : null}
        {outcome.isNewHighScore ? (
          <p
            className="mx-auto mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-4 py-1 text-base font-black text-amber-700 ring-2 ring-amber-300"
            data-testid="high-score"
            data-new="true"
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false" fill="currentColor">
              <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
            </svg>
            {t("play.newHighScore")}
          </p>
        ) : (
          <p className="mt-3 text-base font-bold text-slate-600" data-testid="high-score">
            {t("play.highScoreValue", { score: outcome.highScore })}
          </p>
        )}

        <form className="mt-4 flex gap-2" onSubmit={submit} data-testid="name-form">
          <label htmlFor="player-name" className="sr-only">
            {t("play.name.label")}
          </label>
          <input
            id="player-name"
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={nameMaxLength}
            autoComplete="nickname"
            enterKeyHint="done"
            placeholder={t("play.name.placeholder")}
            className="min-w-0 flex-1 rounded-full border-2 border-slate-200 bg-slate-50 px-4 py-2.5 font-semibold text-ink placeholder:text-slate-400 focus:border-sky-400 focus:bg-white focus:outline-none"
            aria-invalid={name.trim().length > nameMaxLength || undefined}
            data-testid="name-input"
          />
          <button type="submit" className="btn btn-green px-4 py-2.5 text-sm" disabled={!clean || sending} data-testid="submit-score">
            {t("play.name.submit")}
          </button>
        </form>
        {!ranked ? (
          <p className="mt-2 text-xs font-semibold text-slate-500" data-testid="unranked">
            {t("play.unranked")}
          </p>
        ) : null}
        {savedAs ? (
          <p className="mt-2 text-xs font-semibold text-emerald-700" role="status" data-testid="name-saved">
            {savedAs}
          </p>
        ) : null}

        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <button type="button" className="btn btn-primary flex-1 text-lg whitespace-nowrap" onClick={onPlayAgain} data-testid="play-again">
            {t("play.playAgain")}
          </button>
          <Link to="/" className="btn btn-secondary flex-1 whitespace-nowrap" data-testid="game-over-home">
            {t("common.backToHome")}
          </Link>
        </div>

        <p className="mt-4 text-xs font-extrabold tracking-wide text-sky-800/70 uppercase">{t("play.share.title")}</p>
        {challengeLink ? (
          <div className="mt-2 text-left">
            <label htmlFor="challenge-link" className="text-xs font-bold text-slate-600">
              {t("play.challenge.linkTitle")}: <span className="font-medium text-slate-500">{t("play.challenge.linkHint")}</span>
            </label>
            <input
              id="challenge-link"
              readOnly
              value={challengeLink}
              onFocus={(e) => e.currentTarget.select()}
              className="mt-1 w-full rounded-full border-2 border-slate-200 bg-slate-50 px-3 py-1.5 font-mono text-xs text-ink"
              data-testid="challenge-link"
            />
          </div>
        ) : null}
        <Suspense fallback={null}>
          <ShareBar score={outcome.score} url={shareUrl} className="mt-2" />
        </Suspense>
      </div>
    </div>
  );
}
