// The replay of a held run (the review queue, run-reviews.tsx): its encoded log decoded and stepped
// through the game's own simulation at 60 ticks a second, drawn by the game's renderer
// (game/loop/replay.ts), with play/pause, speed 1x/2x/4x, the tick and the score. The game's code is
// imported when the viewer opens, so Player Data's bundle carries none of it.
import { useRef } from "react";
import type { ReplaySpeed } from "../../../game/loop/replay.ts";
import type { RenderLabels } from "../../../game/render/renderer.ts";
import type { HeldRun } from "../../../server/runs/review.ts";
import { useAdminT } from "../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../shared/i18n/index.ts";
import { formatNumber, formatRunLength } from "./player/format.ts";
import { quietButtonClass } from "./ui.tsx";
import { useReplayViewer } from "../replay/use-replay-viewer.ts";

const SPEEDS: readonly ReplaySpeed[] = [1, 2, 4];

function labelsFor(powerUps: string): RenderLabels {
  // The replay shows no pickup banners; only the power-up box's heading is drawn.
  return {
    powerUps,
    pickup: { slowMotion: "", shield: "", doublePoints: "", miniSize: "", magnetism: "" },
    inventory: {
      "time-slow": "",
      shield: "",
      "double-points": "",
      "mini-size": "",
      magnet: "",
      "extra-life": "",
      boost: "",
      "score-multiplier": "",
      "mega-zap": "",
    },
  };
}

export function RunReplay({ run, titleId, onClose }: { run: HeldRun; titleId: string; onClose: () => void }) {
  const t = useAdminT();
  const locale = useLocale();
  const areaRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const powerUps = t("players.replay.powerUps");
  const { viewer, info, broken } = useReplayViewer(
    areaRef,
    canvasRef,
    async (canvas, onChange) => {
      const [encoding, replay] = await Promise.all([import("../../../game/replay/encoding.ts"), import("../../../game/loop/replay.ts")]);
      const decoded = encoding.decodeRun(run.log);
      if (!decoded.ok) return null;
      return replay.createReplayViewer(canvas, decoded.run, {
        labels: labelsFor(powerUps),
        endTick: run.ticks,
        reducedMotion: typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches,
        onChange,
      });
    },
    [run.log, run.ticks, powerUps],
  );

  const tick = info?.tick ?? 0;
  const playing = info?.playing ?? false;
  const ended = info?.ended ?? false;

  return (
    <div className="grid gap-3" data-testid="replay">
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 text-lg font-black break-words">
          {t("players.replay.title", { name: run.name, score: formatNumber(run.score, locale) })}
        </h3>
        <button type="button" onClick={onClose} className={`${quietButtonClass} shrink-0`} data-testid="replay-close">
          {t("players.replay.close")}
        </button>
      </div>

      <div
        ref={areaRef}
        className="relative w-full overflow-hidden rounded-2xl border-4 border-ink bg-[#8fdcf2]"
        style={{ height: "min(480px, max(260px, calc(100dvh - 17rem)))" }}
      >
        <canvas
          ref={canvasRef}
          className="absolute inset-0 block h-full w-full"
          role="img"
          aria-label={t("players.replay.canvas")}
          data-testid="replay-canvas"
        />
        {broken ? (
          <p
            className="absolute inset-x-4 top-1/2 -translate-y-1/2 rounded-xl bg-white/95 p-3 text-center text-sm font-semibold text-rose-700"
            role="alert"
            data-testid="replay-broken"
          >
            {t("players.replay.broken")}
          </p>
        ) : !info ? (
          <p className="absolute inset-x-4 top-1/2 -translate-y-1/2 text-center text-sm font-semibold text-ink">
            {t("players.replay.loading")}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            disabled={!viewer || broken}
            onClick={() => (playing ? viewer?.pause() : viewer?.play())}
            className={`${quietButtonClass} min-w-28`}
            data-testid="replay-play"
            data-playing={playing ? "true" : "false"}
          >
            <span aria-hidden="true">{playing ? "❚❚ " : "▶ "}</span>
            {playing ? t("players.replay.pause") : ended ? t("players.replay.again") : t("players.replay.play")}
          </button>
          <button
            type="button"
            disabled={!viewer || broken || tick === 0}
            onClick={() => viewer?.restart()}
            className={quietButtonClass}
            data-testid="replay-restart"
          >
            {t("players.replay.restart")}
          </button>
          <div role="group" aria-label={t("players.replay.speed")} className="flex gap-1 rounded-2xl bg-sky-50 p-1">
            {SPEEDS.map((speed) => (
              <button
                key={speed}
                type="button"
                disabled={!viewer || broken}
                aria-pressed={(info?.speed ?? 1) === speed}
                onClick={() => viewer?.setSpeed(speed)}
                className={`rounded-xl px-3 py-1.5 text-sm font-bold tabular-nums focus-visible:outline-3 focus-visible:outline-sky-500 disabled:opacity-50 ${
                  (info?.speed ?? 1) === speed ? "bg-ink text-white shadow" : "text-ink hover:bg-white"
                }`}
                data-testid={`replay-speed-${speed}`}
              >
                {speed}×
              </button>
            ))}
          </div>
        </div>
        <p className="text-sm font-semibold text-slate-700 tabular-nums">
          <span data-testid="replay-tick" data-tick={tick}>
            {t("players.replay.tick", { tick: formatNumber(tick, locale), ticks: formatNumber(run.ticks, locale) })}
          </span>{" "}
          · {formatRunLength(tick)} / {formatRunLength(run.ticks)} ·{" "}
          <span data-testid="replay-score" data-score={info?.score ?? 0}>
            {t("players.replay.score", { score: formatNumber(info?.score ?? 0, locale) })}
          </span>
        </p>
      </div>
    </div>
  );
}
