import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { GUEST_NAME } from "../../../shared/players.ts";
import { Link } from "react-router";
import { formatCount, useLocale, useT } from "../../../shared/i18n/index.ts";
import { COURSE_RUN_BOARDS, FREE_RUN_BOARDS } from "../../lib/leaderboard-live.ts";
import { WatchLink } from "../watch-link.tsx";
import { GAME_OVER_GUARD_MS, type ChallengeResult, type RunVerdict } from "./types.ts";

// The share links load with the first game-over card (the page prefetches them when a run starts),
// keeping them out of the /play bundle.
const ShareBar = lazy(() => import("./share-bar.tsx").then((m) => ({ default: m.ShareBar })));

export interface GameOverOutcome {
  score: number;
  highScore: number;
  isNewHighScore: boolean;
  /** The run was still flying at its longest length (the operator's setting), in seconds. */
  timeUpSeconds?: number;
}

/** "Time's up — runs last at most 15 minutes." (whole minutes from 2 on, else seconds). */
function timeUpLine(t: ReturnType<typeof useT>, count: (value: number) => string, seconds: number): string {
  return seconds % 60 === 0 && seconds >= 120
    ? t("play.result.timeUpMinutes", { minutes: count(seconds / 60) })
    : t("play.result.timeUpSeconds", { seconds: count(seconds) });
}

/**
 * After a run: the score and best, what the run earned and where it stands (the server finished it
 * the moment it ended), the player's board name (changeable here), 'Play Again', home, the share bar.
 * Sized to fit the game area down to 360x640 without scrolling.
 */
export function GameOverPanel({
  outcome,
  verdict,
  shareUrl,
  onPlayAgain,
  onRename,
  onSaveLocalName,
  localName,
  challengeResult = null,
  challengeLink = null,
  watchRunId = null,
  nameMaxLength,
  normalizeName,
}: {
  outcome: GameOverOutcome;
  /** What became of the run on the server (or why it was not sent). */
  verdict: RunVerdict;
  shareUrl: string;
  onPlayAgain: () => void;
  /** Sets the player's name on the boards; resolves to the line to show and the name now in use. */
  onRename: (name: string) => Promise<{ line: string; name: string | null }>;
  /** An unranked run: keeps the name on this device only; resolves to the line to show. */
  onSaveLocalName: (name: string) => Promise<string>;
  /** The name this device last used (pre-fills the form of an unranked run). */
  localName: string;
  /** Who won a challenge run. */
  challengeResult?: ChallengeResult | null;
  /** This run as a challenge (once it is verified). */
  challengeLink?: string | null;
  /** This run's id once it can be watched (finished, not held): "Watch" opens its replay. */
  watchRunId?: string | null;
  /**
   * The name rules (game/progress), passed in: this panel is a chunk of its own and importing them
   * would split the progress module out of the /play chunk.
   */
  nameMaxLength: number;
  normalizeName: (raw: string) => string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const count = (value: number) => formatCount(value, locale);
  const counted = verdict.kind === "counted" ? verdict : null;
  const note = verdict.kind === "refused" || verdict.kind === "local" ? verdict.line : null;
  const [boardName, setBoardName] = useState<string | null>(null);
  const shownName = boardName ?? counted?.name ?? null;
  const local = verdict.kind === "local";
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(() => (local ? localName : ""));
  const [line, setLine] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const clean = normalizeName(name);
  const showForm = local || editing;
  // The card's buttons take taps and clicks once the guard is over (until then a tap lands on the
  // overlay, which neither flaps nor presses anything).
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    // Focus the panel (not a button: a late Space press must not restart the game by accident).
    panelRef.current?.focus({ preventScroll: true });
    const timer = setTimeout(() => setArmed(true), GAME_OVER_GUARD_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (editing) inputRef.current?.focus({ preventScroll: true });
  }, [editing]);

  function startEditing() {
    setName(shownName ?? "");
    setLine(null);
    setEditing(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!clean || sending) return;
    setSending(true);
    if (local) {
      void onSaveLocalName(clean).then((text) => {
        setLine(text);
        setSending(false);
      });
      return;
    }
    void onRename(clean).then((answer) => {
      setLine(answer.line);
      if (answer.name) {
        setBoardName(answer.name);
        setEditing(false);
      }
      setSending(false);
    });
  }

  return (
    <div
      className="absolute inset-0 z-30 flex items-center justify-center overflow-hidden bg-ink/25 p-2 sm:p-4"
      data-testid="game-over"
      data-no-flap=""
    >
      <div
        ref={panelRef}
        tabIndex={-1}
        data-testid="game-over-card"
        data-armed={armed ? "" : undefined}
        className={`${armed ? "" : "pointer-events-none"} max-h-full w-full max-w-[27rem] rounded-[1.5rem] sm:max-w-[30rem] bg-white px-4 py-3 text-center shadow-[0_6px_0_rgb(11_37_69/0.25),0_24px_40px_-16px_rgb(11_37_69/0.55)] outline-none motion-safe:animate-pop-in sm:px-6 sm:py-5`}
      >
        <h2 className="text-2xl font-black tracking-tight text-ink sm:text-3xl">{t("play.gameOver")}</h2>
        {outcome.timeUpSeconds !== undefined ? (
          <p className="text-sm leading-snug font-bold text-amber-700" data-testid="run-time-up">
            {timeUpLine(t, count, outcome.timeUpSeconds)}
          </p>
        ) : null}
        <div className="mt-1 flex items-center justify-center gap-4">
          <div>
            <div className="text-[11px] font-extrabold tracking-wide text-sky-800/70 uppercase">{t("play.finalScore")}</div>
            <div className="score-text text-5xl leading-none sm:text-6xl" data-testid="final-score">
              {count(outcome.score)}
            </div>
          </div>
          {outcome.isNewHighScore ? (
            <p
              className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-black text-amber-700 ring-2 ring-amber-300"
              data-testid="high-score"
              data-new="true"
            >
              <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false" fill="currentColor">
                <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
              </svg>
              {t("play.newHighScore")}
            </p>
          ) : (
            <p className="text-sm font-bold text-slate-600" data-testid="high-score">
              {t("play.highScoreValue", { score: count(outcome.highScore) })}
            </p>
          )}
        </div>
        {challengeResult ? (
          <div
            className={`mt-2 rounded-2xl px-3 py-1.5 ring-2 ${challengeResult.won ? "bg-emerald-50 text-emerald-800 ring-emerald-300" : "bg-rose-50 text-rose-800 ring-rose-200"}`}
            data-testid="challenge-result"
            data-won={challengeResult.won ? "true" : "false"}
            data-verified={challengeResult.verified ? "true" : "false"}
          >
            <p className="font-display text-base leading-tight font-black sm:text-lg">
              {t(challengeResult.won ? "play.challenge.won" : "play.challenge.lost", {
                name: challengeResult.name,
                score: count(challengeResult.score),
              })}
            </p>
            {!challengeResult.verified && verdict.kind === "saving" ? (
              <p className="text-xs font-semibold opacity-80">{t("play.challenge.pending")}</p>
            ) : null}
          </div>
        ) : null}

        {/* What the run earned and where it stands. */}
        <div className="mt-2 min-h-5" data-testid="run-verdict" data-kind={verdict.kind} aria-live="polite">
          {verdict.kind === "saving" ? (
            <p className="text-sm font-semibold text-slate-500" role="status" data-testid="run-saving">
              {t("play.result.saving")}
            </p>
          ) : counted ? (
            <>
              <p className="text-sm font-bold text-ink" data-testid="run-coins">
                <span className="text-amber-600">{t("play.result.coins", { coins: count(counted.coins) })}</span>
                <span className="text-slate-400"> · </span>
                <span data-testid="run-balance">{t("play.result.balance", { balance: count(counted.balance) })}</span>
              </p>
              {counted.coinLimit !== undefined ? (
                <p className="text-xs font-semibold text-slate-500" data-testid="run-coin-limit">
                  {t("play.result.coinLimit", { limit: count(counted.coinLimit) })}
                </p>
              ) : null}
              {counted.ranked ? (
                <ul
                  className={`mt-1.5 grid gap-1.5 ${counted.course ? "grid-cols-2" : "grid-cols-3"}`}
                  aria-label={t("play.rank.title")}
                  data-testid="run-ranks"
                >
                  {(counted.course ? COURSE_RUN_BOARDS : FREE_RUN_BOARDS).map((board) => {
                    const best = counted.newBests.includes(board);
                    return (
                      <li
                        key={board}
                        className={`rounded-xl px-1 py-1 leading-tight ring-2 ${best ? "bg-amber-50 ring-amber-300" : "bg-sky-50 ring-sky-100"}`}
                        data-testid={`rank-${board}`}
                        data-rank={counted.ranks[board] ?? ""}
                        data-new-best={best ? "true" : undefined}
                      >
                        <span className="block truncate text-[11px] font-bold text-slate-500">{t(`play.rank.${board}`)}</span>
                        <span className="flex items-center justify-center gap-1 font-display text-lg font-black text-ink">
                          {counted.ranks[board] === null ? "–" : `#${count(counted.ranks[board])}`}
                          {best ? (
                            <svg
                              viewBox="0 0 24 24"
                              className="size-4 text-amber-500"
                              role="img"
                              aria-label={t("play.rank.newBest")}
                              fill="currentColor"
                            >
                              <title>{t("play.rank.newBest")}</title>
                              <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
                            </svg>
                          ) : null}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              ) : counted.held ? (
                <p className="mt-1 text-xs font-semibold text-slate-500" data-testid="run-held">
                  {t("play.result.held")}
                </p>
              ) : counted.unranked ? (
                <p className="mt-1 text-xs font-semibold text-slate-500" data-testid="run-unranked" data-reason={counted.unranked}>
                  {t(
                    counted.unranked === "own_challenge"
                      ? "play.result.ownChallenge"
                      : counted.unranked === "course_replaced"
                        ? "play.result.courseReplaced"
                        : "play.result.oldSettings",
                  )}
                </p>
              ) : null}
            </>
          ) : (
            <p className="text-xs font-semibold text-slate-500" data-testid="unranked">
              {note}
            </p>
          )}
        </div>

        {/* The player's name on the boards: shown, and changeable (an unranked run keeps it on this device). */}
        {showForm ? (
          <form className="mt-2 flex gap-2" onSubmit={submit} data-testid="name-form">
            <label htmlFor="player-name" className="sr-only">
              {t("play.name.label")}
            </label>
            <input
              ref={inputRef}
              id="player-name"
              name="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={nameMaxLength}
              autoComplete="nickname"
              enterKeyHint="done"
              placeholder={t("play.name.placeholder")}
              className="min-w-0 flex-1 rounded-full border-2 border-slate-200 bg-slate-50 px-4 py-2 font-semibold text-ink placeholder:text-slate-400 focus:border-sky-400 focus:bg-white focus:outline-none"
              aria-invalid={name.trim().length > nameMaxLength || undefined}
              data-testid="name-input"
            />
            <button type="submit" className="btn btn-green px-4 py-2 text-sm" disabled={!clean || sending} data-testid="submit-score">
              {local ? t("play.name.submit") : t("play.name.save")}
            </button>
          </form>
        ) : shownName !== null ? (
          <p className="mt-2 flex items-center justify-center gap-2 text-sm font-semibold text-slate-600" data-testid="board-name">
            <span className="truncate">
              {t("play.name.boardAs", { name: shownName === GUEST_NAME ? t("layout.guestName") : shownName })}
            </span>
            <button
              type="button"
              className="font-bold text-sky-700 underline underline-offset-2 hover:text-sky-900"
              onClick={startEditing}
              data-testid="change-name"
            >
              {t("play.name.change")}
            </button>
          </p>
        ) : null}
        {line ? (
          <p className="mt-1 text-xs font-semibold text-emerald-700" role="status" data-testid="name-saved">
            {line}
          </p>
        ) : null}

        <div className="mt-3 flex gap-2">
          {/* Long words (German, Russian) wrap inside the buttons instead of pushing one off the card. */}
          <button
            type="button"
            className="btn btn-primary min-w-0 flex-1 px-3 text-center text-lg leading-tight text-balance"
            onClick={onPlayAgain}
            data-testid="play-again"
          >
            {t("play.playAgain")}
          </button>
          <Link
            to="/"
            className="btn btn-secondary min-w-0 flex-1 px-3 text-center leading-tight text-balance"
            data-testid="game-over-home"
          >
            {t("common.backToHome")}
          </Link>
          {watchRunId ? <WatchLink runId={watchRunId} name={shownName ?? ""} score={outcome.score} className="self-center" /> : null}
        </div>

        {/* On a short screen the share bar alone (its copy button copies the challenge link). */}
        <p className="mt-3 text-[11px] font-extrabold tracking-wide text-sky-800/70 uppercase [@media(max-height:700px)]:sr-only">
          {t("play.share.title")}
        </p>
        {challengeLink ? (
          <div className="mt-1 [@media(max-height:700px)]:hidden">
            <label htmlFor="challenge-link" className="sr-only">
              {t("play.challenge.linkTitle")}: {t("play.challenge.linkHint")}
            </label>
            <input
              id="challenge-link"
              readOnly
              value={challengeLink}
              title={`${t("play.challenge.linkTitle")}: ${t("play.challenge.linkHint")}`}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full rounded-full border-2 border-slate-200 bg-slate-50 px-3 py-1 font-mono text-[11px] text-ink"
              data-testid="challenge-link"
            />
          </div>
        ) : null}
        <Suspense fallback={null}>
          <ShareBar score={outcome.score} url={shareUrl} className="mt-1.5" />
        </Suspense>
      </div>
    </div>
  );
}
