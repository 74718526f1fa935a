// The replay player of /replay/:runId: the run's verified log stepped through the game's simulation
// and drawn by its renderer in the player's skin (game/loop/replay.ts), with play/pause, 0.5x-4x, a
// scrubber (seeks through the sim's snapshots), the score and the time, "Race this run" (a challenge
// on the same course) and a share link. Every control is a native button or range input: keyboard
// and touch work alike. The game's code is part of this route's chunk: fetched with the page's data
// (a second round trip after it would hold up the first frame).
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { createReplayViewer, type ReplaySpeed, type ReplayViewer } from "../../../game/loop/replay.ts";
import type { RenderLabels, SkinLook } from "../../../game/render/renderer.ts";
import type { GameSettings } from "../../../game/sim/types.ts";
import { formatCount, formatNumber, useLocale, useT } from "../../../shared/i18n/index.ts";
import { copyText } from "../../lib/copy-text.ts";
import { REPLAY_BOARD_TEXT } from "./board-text.ts";
import { useReplayViewer } from "./use-replay-viewer.ts";

const SPEEDS: readonly ReplaySpeed[] = [0.5, 1, 2, 4];

/** m:ss of a tick count (60 a second). */
function clock(ticks: number): string {
  const seconds = Math.floor(Math.max(0, ticks) / 60);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export interface ReplayPlayerProps {
  runId: string;
  name: string;
  score: number;
  ticks: number;
  skin: { id: string; name: string; color: string; effects: Record<string, unknown> };
  boards: readonly string[];
  run: { seed: number; settings: GameSettings; inputs: Array<[number, number]> };
  labels: RenderLabels;
}

declare global {
  interface Window {
    /** Test and bench hook: the viewer (tests/e2e/replay.test.ts, bench/replay.ts). */
    __flapReplay?: ReplayViewer;
  }
}

export function ReplayPlayer({ runId, name, score, ticks, skin, boards, run, labels }: ReplayPlayerProps) {
  const t = useT();
  const locale = useLocale();
  const areaRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [copied, setCopied] = useState(false);
  const { viewer, info, broken } = useReplayViewer(
    areaRef,
    canvasRef,
    (canvas, onChange) => {
      performance.mark("replay-mounted");
      const made = createReplayViewer(canvas, run, {
        labels,
        endTick: ticks,
        skin: skin as SkinLook,
        reducedMotion: typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches,
        onChange,
        onFirstFrame: () => performance.mark("replay-first-frame"),
      });
      window.__flapReplay = made;
      return made;
    },
    [run, ticks, skin, labels],
  );
  useEffect(
    () => () => {
      if (viewer && window.__flapReplay === viewer) delete window.__flapReplay;
    },
    [viewer],
  );

  const tick = info?.tick ?? 0;
  const playing = info?.playing ?? false;
  const ended = info?.ended ?? false;
  const speed = info?.speed ?? 1;
  const shown = { name, score: formatCount(score, locale) };

  async function share() {
    const url = `${window.location.origin}/replay/${encodeURIComponent(runId)}`;
    const text = t("replay.shareText", shown);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: t("replay.title", { name }), text, url });
        return;
      } catch {
        // Dismissed or refused: copy the link instead.
      }
    }
    if (await copyText(url)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    }
  }

  return (
    <div className="grid gap-3" data-testid="replay-player" data-run-id={runId}>
      <header className="flex flex-wrap items-end justify-between gap-2 rounded-3xl bg-white/85 px-4 py-3 shadow-sm ring-1 ring-sky-900/10">
        <div className="min-w-0">
          <h1 className="text-2xl font-black break-words text-ink sm:text-3xl" data-testid="replay-title">
            {t("replay.title", { name })}
          </h1>
          <p className="text-sm font-semibold text-slate-600">
            <span data-testid="replay-final-score">{t("replay.points", { score: formatCount(score, locale) })}</span>
            {boards[0] ? <span data-testid="replay-board"> · {t(REPLAY_BOARD_TEXT[boards[0]]!)}</span> : null}
            <span data-testid="replay-skin" data-skin={skin.id}>
              {" "}
              · {t("replay.skin", { skin: skin.name })}
            </span>
          </p>
        </div>
      </header>

      <div
        ref={areaRef}
        className="relative w-full overflow-hidden rounded-3xl border-4 border-ink bg-[#8fdcf2] shadow-xl"
        style={{ height: "min(560px, max(280px, calc(100dvh - 22rem)))" }}
      >
        <canvas
          ref={canvasRef}
          className="absolute inset-0 block h-full w-full"
          role="img"
          aria-label={t("replay.canvas", { name })}
          data-testid="replay-canvas"
        />
        {broken ? (
          <p
            className="absolute inset-x-4 top-1/2 -translate-y-1/2 rounded-xl bg-white/95 p-3 text-center text-sm font-semibold text-rose-700"
            role="alert"
          >
            {t("replay.broken")}
          </p>
        ) : !info ? (
          <p className="absolute inset-x-4 top-1/2 -translate-y-1/2 text-center text-sm font-semibold text-ink">{t("replay.loading")}</p>
        ) : null}
      </div>

      <div className="grid gap-2 rounded-3xl bg-white/90 px-3 py-3 shadow-sm ring-1 ring-sky-900/10 sm:px-4">
        <input
          type="range"
          min={0}
          max={ticks}
          step={1}
          value={Math.min(tick, ticks)}
          disabled={!viewer}
          onChange={(event) => viewer?.seek(Number(event.currentTarget.value))}
          aria-label={t("replay.seek")}
          aria-valuetext={t("replay.time", { at: clock(tick), total: clock(ticks) })}
          className="h-8 w-full cursor-pointer accent-sky-600"
          data-testid="replay-seek"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              disabled={!viewer}
              onClick={() => (playing ? viewer?.pause() : viewer?.play())}
              className="inline-flex min-h-11 min-w-28 items-center justify-center gap-1.5 rounded-2xl bg-ink px-4 py-2 font-bold text-white shadow hover:bg-slate-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:opacity-50"
              data-testid="replay-play"
              data-playing={playing ? "true" : "false"}
            >
              <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
              {playing ? t("replay.pause") : ended ? t("replay.again") : t("replay.play")}
            </button>
            <div role="group" aria-label={t("replay.speed")} className="flex gap-1 rounded-2xl bg-sky-50 p-1">
              {SPEEDS.map((option) => (
                <button
                  key={option}
                  type="button"
                  disabled={!viewer}
                  aria-pressed={speed === option}
                  aria-label={t("replay.speedOption", { speed: formatNumber(option, locale, 1) })}
                  onClick={() => viewer?.setSpeed(option)}
                  className={`min-h-11 min-w-11 rounded-xl px-2.5 py-1.5 text-sm font-bold tabular-nums focus-visible:outline-3 focus-visible:outline-sky-500 disabled:opacity-50 ${
                    speed === option ? "bg-ink text-white shadow" : "text-ink hover:bg-white"
                  }`}
                  data-testid={`replay-speed-${option}`}
                >
                  {option === 0.5 ? "½" : option}×
                </button>
              ))}
            </div>
          </div>
          <p className="text-sm font-semibold text-slate-700 tabular-nums" aria-live="off">
            <span data-testid="replay-time" data-tick={tick}>
              {t("replay.time", { at: clock(tick), total: clock(ticks) })}
            </span>
            {" · "}
            <span data-testid="replay-score" data-score={info?.score ?? 0}>
              {t("replay.score", { score: formatCount(info?.score ?? 0, locale) })}
            </span>
          </p>
        </div>
      </div>

      <div className="flex flex-wrap justify-center gap-2">
        <Link to={`/play?challenge=${encodeURIComponent(runId)}`} className="btn btn-primary px-4 py-2 text-base" data-testid="replay-race">
          {t("replay.race")}
        </Link>
        <button type="button" onClick={() => void share()} className="btn btn-secondary px-4 py-2 text-base" data-testid="replay-share">
          {copied ? t("replay.copied") : t("replay.share")}
        </button>
      </div>
    </div>
  );
}
