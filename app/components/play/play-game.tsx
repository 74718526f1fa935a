import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { Achievement } from "../../../game/achievements.ts";
import type { GameAudio } from "../../../game/audio/index.ts";
import { createLazyAudio, storedMuted } from "../../../game/audio/lazy.ts";
import type { PerfOverlay } from "../../../game/debug/perf.ts";
import type { Game, GamePhase, GameResult } from "../../../game/loop/game.ts";
import { createLocalProgress, NAME_MAX_LENGTH, normalizePlayerName, type ProgressStore } from "../../../game/progress/index.ts";
import type { GhostKit } from "../../../game/loop/ghost.ts";
import { drawBird, paletteFor } from "../../../game/render/bird.ts";
import type { RenderLabels } from "../../../game/render/renderer.ts";
import { createSim, INVENTORY_IDS, TICKS_PER_SECOND, type GameSettings, type InventoryId } from "../../../game/sim/index.ts";
import { useT, type TFunction } from "../../../shared/i18n/index.ts";
import { fetchMe } from "../../lib/me-client.ts";
import { saveBoardName } from "../../lib/runs-client.ts";
import type { ChallengeGhost } from "./challenge-ghost.ts";
import { IdlePanel } from "./idle-panel.tsx";
import { createBrowserRankedRuns, finishVerdict, unrankedLine, type RankedRuns } from "./ranked-run.ts";
import { InventoryBar } from "./inventory-bar.tsx";
import { GAME_OVER_GUARD_MS, type ChallengeResult, type PlayChallenge, type PlaySkin, type RunVerdict } from "./types.ts";

// Separate chunks, so the /play bundle stays small: the achievements list (after the page is up),
// the toasts (on the first unlock) and the challenge ghost (only for a challenge link).
const loadGameOver = () => import("./game-over-panel.tsx");
const GameOverPanel = lazy(() => loadGameOver().then((m) => ({ default: m.GameOverPanel })));
const AchievementsList = lazy(() => import("./achievements-list.tsx"));
const AchievementToasts = lazy(() => import("./achievement-toasts.tsx"));
const loadGhost = () => import("./challenge-ghost.ts");
// The engine (loop, renderer, scene, input) is a chunk of its own too: the page hydrates without it,
// and it is fetched as soon as this module runs in the browser, in parallel with hydration, so it is
// there by the time the game is created. A Start pressed before that waits for it.
const loadEngine = () => import("../../../game/browser/game.ts");
if (typeof window !== "undefined") void loadEngine();
/** The game code the lazily loaded ghost uses (see GhostKit). */
const GHOST_KIT: GhostKit = { createSim, drawBird, paletteFor };
/** Phases in which a run is under way: leaving the page then abandons it. */
const RUN_UNDER_WAY: ReadonlySet<GamePhase> = new Set(["countdown", "playing", "paused", "dying"]);
const noSubscription = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

export interface PlayGameProps {
  settings: GameSettings;
  settingsVersion: number;
  skins: PlaySkin[];
  /** A friend challenge from a `?challenge=` link (null without one or when it does not exist). */
  challenge?: PlayChallenge | null;
  /** The link named a challenge that does not exist: say so, and play normally. */
  challengeMissing?: boolean;
  /** A player with a session: the skins the server says they may fly and the active one (else this device's). */
  ownedSkins?: { owned: string[]; active: string | null } | null;
  /** The power-ups' names (the catalogue's), for the inventory buttons. */
  powerUpNames: Partial<Record<InventoryId, string>>;
  /** The run the idle card offers first: a free run, or the day's course (`/play?mode=course`). */
  initialMode?: PlayMode;
}

/** A free run (a seed of its own) or the day's course (the same seed for everyone, from the server). */
export type PlayMode = "free" | "course";

interface RunOutcome {
  score: number;
  highScore: number;
  isNewHighScore: boolean;
  /** The run was still flying at its longest length (seconds): the card says time is up. */
  timeUpSeconds?: number;
}

/** The seed of an unranked run (a ranked run flies the seed the server issued). `?seed=N` pins it in debug/test mode. */
function newSeed(): number {
  if (debugMode()) {
    const pinned = new URLSearchParams(window.location.search).get("seed");
    if (pinned && /^\d{1,10}$/.test(pinned)) return Number(pinned) >>> 0;
  }
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return value[0]!;
}

/** Test and debug tools can pin the seed or the inventory: such a run is never ranked. */
function pinnedRun(): boolean {
  if (!debugMode()) return false;
  const params = new URLSearchParams(window.location.search);
  return params.has("seed") || params.has("inventory");
}

/** An unranked run's inventory: none, or `?inventory=N` of each power-up in debug/test mode (a ranked run flies the player's own). */
function runInventory(): Partial<Record<InventoryId, number>> {
  if (!debugMode()) return {};
  const n = Number(new URLSearchParams(window.location.search).get("inventory"));
  if (!Number.isInteger(n) || n <= 0) return {};
  return Object.fromEntries(INVENTORY_IDS.map((id) => [id, Math.min(n, 99)]));
}

function debugMode(): boolean {
  const params = new URLSearchParams(window.location.search);
  return params.has("debug") || params.has("test");
}

function renderLabels(t: TFunction): RenderLabels {
  return {
    powerUps: t("play.powerUps"),
    pickup: {
      slowMotion: t("play.pickup.slowMotion"),
      shield: t("play.pickup.shield"),
      doublePoints: t("play.pickup.doublePoints"),
      miniSize: t("play.pickup.miniSize"),
      magnetism: t("play.pickup.magnetism"),
    },
    inventory: {
      "time-slow": t("play.inventory.timeSlow"),
      shield: t("play.inventory.shield"),
      "double-points": t("play.inventory.doublePoints"),
      "mini-size": t("play.inventory.miniSize"),
      magnet: t("play.inventory.magnet"),
      "extra-life": t("play.inventory.extraLife"),
      boost: t("play.inventory.boost"),
      "score-multiplier": t("play.inventory.scoreMultiplier"),
      "mega-zap": t("play.inventory.megaZap"),
    },
  };
}

/**
 * The performance overlay, loaded only when it is first shown (?debug or F3): until then recording a
 * frame is a no-op and the overlay's code stays out of the /play bundle.
 */
function lazyPerfOverlay(element: HTMLElement | null, enabled: boolean): PerfOverlay {
  let real: PerfOverlay | null = null;
  let loading = false;
  const idle = { fps: 0, memoryUsage: null, loadTime: 0, renderTime: 0, lastFrameTime: 0 };
  const overlay: PerfOverlay = {
    get enabled() {
      return real ? real.enabled : enabled;
    },
    get metrics() {
      return real ? real.metrics : idle;
    },
    setEnabled(on) {
      enabled = on;
      if (real) real.setEnabled(on);
      else if (on && !loading) {
        loading = true;
        void import("../../../game/debug/perf.ts").then((m) => {
          real = m.createPerfOverlay(element, { enabled });
        });
      }
    },
    toggle() {
      overlay.setEnabled(!overlay.enabled);
      return enabled;
    },
    frame(now, frameMs, renderMs) {
      real?.frame(now, frameMs, renderMs);
    },
  };
  if (enabled) overlay.setEnabled(true);
  return overlay;
}

/** The /play game: canvas, phase overlays (idle, countdown, paused, game over) and the controls. */
export function PlayGame({
  settings,
  settingsVersion,
  skins,
  challenge = null,
  challengeMissing = false,
  ownedSkins = null,
  powerUpNames,
  initialMode = "free",
}: PlayGameProps) {
  const t = useT();
  /** The mode of the next start (Play Again and the start keys keep the last one chosen). */
  const [mode, setMode] = useState<PlayMode>(initialMode);
  const modeRef = useRef<PlayMode>(initialMode);
  const areaRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const perfRef = useRef<HTMLPreElement>(null);
  const gameRef = useRef<Game | null>(null);
  const audioRef = useRef<GameAudio | null>(null);
  const progressRef = useRef<ProgressStore | null>(null);
  const highScoreRef = useRef(0);
  /** The ranked-run protocol (ranked-run.ts): created on the client, at the first start. */
  const rankedRunsRef = useRef<RankedRuns | null>(null);
  const lastResultRef = useRef<GameResult | null>(null);
  const startingRef = useRef(false);
  /** `start` for the game's start keys (the game is created before `start` is defined). */
  const startRef = useRef<() => void>(() => {});
  /** When the game-over card came up (performance.now()): a start key plays again only after a guard. */
  const overAtRef = useRef(0);
  /** Why the current run is not ranked (null: the server issued it); the card says it. */
  const unrankedLineRef = useRef<string | null>(null);
  const [verdict, setVerdict] = useState<RunVerdict>({ kind: "saving" });
  /** The game's phase as of its last report (read after the game is gone, on unmount). */
  const phaseRef = useRef<GamePhase>("idle");
  const [localName, setLocalName] = useState("");
  /** Finishes a ranked run as it ends (set once `t` is known); false when no ranked run is open. */
  const finishRef = useRef<(result: GameResult) => boolean>(() => false);
  const challengeRef = useRef(challenge);
  useEffect(() => {
    challengeRef.current = challenge;
    if (challenge) void loadGhost(); // warm the ghost's chunk while the intro is read
  }, [challenge]);
  const ghostRef = useRef<ChallengeGhost | null>(null);
  /** The challenge the current run races (null for a normal run). */
  const racingRef = useRef<PlayChallenge | null>(null);
  const [challengeResult, setChallengeResult] = useState<ChallengeResult | null>(null);
  const [challengeLink, setChallengeLink] = useState<string | null>(null);
  /** The finished run anyone can watch (not one held for review): the game-over card's "Watch". */
  const [watchRunId, setWatchRunId] = useState<string | null>(null);
  const [toasts, setToasts] = useState<Achievement[]>([]);
  const [refusedAt, setRefusedAt] = useState(0);
  useEffect(() => {
    if (!refusedAt) return;
    const timer = setTimeout(() => setRefusedAt(0), 2500);
    return () => clearTimeout(timer);
  }, [refusedAt]);
  const [meVersion, setMeVersion] = useState(0);

  const defaultSkin = ownedSkins?.active ?? skins.find((s) => s.unlockedByDefault)?.id ?? skins[0]?.id ?? "classic";
  const [phase, setPhase] = useState<GamePhase>("idle");
  /** What the run holds, for the inventory buttons (the game reports it at start and per activation). */
  const [held, setHeld] = useState<Readonly<Partial<Record<InventoryId, number>>>>({});
  const [countdown, setCountdown] = useState(0);
  const [score, setScore] = useState(0);
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  const [highScore, setHighScore] = useState(0);
  const [extraUnlocked, setExtraUnlocked] = useState<string[]>([]);
  const [selected, setSelected] = useState(defaultSkin);
  const [muted, setMuted] = useState(false);

  const unlocked = useMemo(
    () =>
      ownedSkins
        ? new Set(ownedSkins.owned)
        : new Set(skins.filter((s) => s.unlockedByDefault || extraUnlocked.includes(s.id)).map((s) => s.id)),
    [skins, extraUnlocked, ownedSkins],
  );
  const hasAccount = ownedSkins !== null;
  const selectedSkin = skins.find((s) => s.id === selected) ?? skins[0];

  // Progress from this device (client only: storage does not exist on the server).
  useEffect(() => {
    const progress = createLocalProgress();
    progressRef.current = progress;
    let live = true;
    void (async () => {
      const [best, extra, chosen, name] = await Promise.all([
        progress.getHighScore(),
        progress.getUnlockedSkins(),
        progress.getSelectedSkin(),
        progress.getPlayerName(),
      ]);
      if (!live) return;
      if (name) setLocalName(name);
      // This device's copy, until (or unless) the server's best comes.
      if (!serverBestRef.current) {
        highScoreRef.current = best;
        setHighScore(best);
      }
      setExtraUnlocked(extra);
      // A player with a session flies the server's active skin; this device's choice is for visitors.
      if (hasAccount) return;
      const available = new Set(skins.filter((s) => s.unlockedByDefault || extra.includes(s.id)).map((s) => s.id));
      if (chosen && available.has(chosen)) setSelected(chosen);
    })();
    return () => {
      live = false;
    };
  }, [skins, hasAccount]);

  // The player's own numbers come from the server (GET /api/me), on any device; this device's copy
  // is only what shows offline or before the answer. One answer per refresh serves this and the
  // achievements list.
  const serverBestRef = useRef(false);
  const loadMe = useMemo(() => {
    void meVersion; // a new answer after each submitted run
    let answer: ReturnType<typeof fetchMe> | null = null;
    return (options: Parameters<typeof fetchMe>[0] = {}) => (answer ??= fetchMe(options));
  }, [meVersion]);
  useEffect(() => {
    let live = true;
    void loadMe({ session: "check" }).then((me) => {
      if (!live || !me || me === "no_session") return;
      const best = me.stats.bestScore;
      serverBestRef.current = true;
      highScoreRef.current = best;
      setHighScore(best);
      void progressRef.current?.recordScore(best);
    });
    return () => {
      live = false;
    };
  }, [loadMe]);

  const selectedSkinRef = useRef(selectedSkin);
  const createGameNowRef = useRef<(() => void) | null>(null);
  /** A Start pressed before the engine arrived (see loadEngine): it plays once the game exists. */
  const startWhenReadyRef = useRef(false);
  // The game itself: created once per mount, in a task of its own right after hydration's effects
  // (building the renderer's scene is the page's biggest piece of start-up work; one long task less).
  useEffect(() => {
    const createPlayGame = (
      createBrowserGame: typeof import("../../../game/browser/game.ts").createBrowserGame,
    ): (() => void) | undefined => {
      const canvas = canvasRef.current;
      const area = areaRef.current;
      if (!canvas || !area) return;
      const audio = createLazyAudio(() => import("../../../game/audio/index.ts").then((m) => m.createAudio()), storedMuted());
      audioRef.current = audio;
      setMuted(audio.muted);
      const debug = debugMode();
      const perf = lazyPerfOverlay(perfRef.current, new URLSearchParams(window.location.search).has("debug"));
      const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
      const game = createBrowserGame(canvas, {
        area,
        settings,
        labels: renderLabels(t),
        audio,
        perf,
        reducedMotion,
        callbacks: {
          phase: (next: GamePhase) => {
            phaseRef.current = next;
            if (next === "over") overAtRef.current = performance.now();
            setPhase(next);
          },
          inventory: setHeld,
          startKey: () => {
            if (startingRef.current) return false;
            // A flap pressed just as the bird hit must not skip the card.
            if (gameRef.current?.phase === "over" && performance.now() - overAtRef.current < GAME_OVER_GUARD_MS) return false;
            startRef.current();
            return true;
          },
          countdown: setCountdown,
          score: setScore,
          over: (result: GameResult) => {
            lastResultRef.current = result;
            const final = result.summary.score;
            const previous = highScoreRef.current;
            const isNew = final > previous;
            const best = isNew ? final : previous;
            highScoreRef.current = best;
            setHighScore(best);
            const { endedBy, ticks } = result.summary;
            setOutcome({
              score: final,
              highScore: best,
              isNewHighScore: isNew,
              ...(endedBy === "time" ? { timeUpSeconds: ticks / TICKS_PER_SECOND } : {}),
            });
            void progressRef.current?.recordScore(final);
            const rival = racingRef.current;
            // Until the server's verdict comes with the finish (or offline): a higher score wins.
            if (rival) setChallengeResult({ name: rival.name, score: rival.score, won: final > rival.score, verified: false });
            // Every ranked run is finished the moment it ends: it pays with no typing.
            if (!finishRef.current(result)) setVerdict({ kind: "local", line: unrankedLineRef.current ?? t("play.unranked") });
          },
        },
      });
      gameRef.current = game;
      if (selectedSkinRef.current) game.setSkin(selectedSkinRef.current);
      if (perf.enabled) game.setHitboxes(true);
      if (debug) {
        (window as unknown as { __flap?: unknown }).__flap = {
          get state() {
            return game.sim?.state ?? null;
          },
          hash: () => game.sim?.hash() ?? null,
          get tick() {
            return game.sim?.state.tick ?? 0;
          },
          get phase() {
            return game.phase;
          },
          get score() {
            return game.sim?.state.score ?? 0;
          },
          get seed() {
            return game.sim?.seed ?? null;
          },
          get inputs() {
            return game.sim?.inputs ?? [];
          },
          settingsVersion,
          get loop() {
            return { ticks: game.loop.ticks, clampedFrames: game.loop.clampedFrames, lowEffects: game.renderer.lowEffects };
          },
          summary: () => game.sim?.summary() ?? null,
          get ghost() {
            const g = ghostRef.current;
            if (!g) return null;
            const s = g.ghost.sim.state;
            return { seed: g.ghost.sim.seed, tick: s.tick, score: s.score, y: s.bird.y, ended: g.ghost.ended, pose: g.pose };
          },
          get pendingActivations() {
            return game.pendingActivations;
          },
          get lastGatedActivation() {
            return game.lastGatedActivation;
          },
          activate: (slot: number) => game.activate(slot),
          flap: () => game.flap(),
          pause: () => game.pause(),
          resume: () => game.resume(),
        };
      }
      return () => {
        game.destroy();
        audio.dispose();
        gameRef.current = null;
        if (debug) delete (window as unknown as { __flap?: unknown }).__flap;
      };
    };
    let destroy: (() => void) | undefined;
    let created = false;
    let unmounted = false;
    const create = () => {
      if (created) return;
      created = true;
      clearTimeout(timer);
      void loadEngine().then(({ createBrowserGame }) => {
        if (unmounted) return;
        destroy = createPlayGame(createBrowserGame);
        // A Start pressed while the engine was on its way plays now.
        if (startWhenReadyRef.current) {
          startWhenReadyRef.current = false;
          startRef.current();
        }
      });
    };
    const timer = setTimeout(create, 0);
    // A Start pressed before that task (a fast reload from the offline cache) creates it at once.
    createGameNowRef.current = create;
    return () => {
      unmounted = true;
      clearTimeout(timer);
      createGameNowRef.current = null;
      startWhenReadyRef.current = false;
      destroy?.();
    };
    // The game is created once; settings and labels come from the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The skin the game flies (the game reads the ref when it is created, which may come after this).
  useEffect(() => {
    selectedSkinRef.current = selectedSkin;
    if (selectedSkin) gameRef.current?.setSkin(selectedSkin);
  }, [selectedSkin]);

  // No page scrolling or rubber-banding while a run is on screen.
  const running = phase === "countdown" || phase === "playing" || phase === "dying";
  useEffect(() => {
    if (!running) return;
    const root = document.documentElement;
    const before = { overflow: root.style.overflow, overscroll: root.style.overscrollBehavior };
    root.style.overflow = "hidden";
    root.style.overscrollBehavior = "none";
    return () => {
      root.style.overflow = before.overflow;
      root.style.overscrollBehavior = before.overscroll;
    };
  }, [running]);

  const start = useCallback(() => {
    createGameNowRef.current?.();
    const game = gameRef.current;
    if (!game) {
      startWhenReadyRef.current = true;
      return;
    }
    setOutcome(null);
    setScore(0);
    const area = areaRef.current;
    if (area) {
      const rect = area.getBoundingClientRect();
      if (rect.top < 64 || rect.bottom > window.innerHeight) {
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        area.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
      }
      area.focus({ preventScroll: true });
    }
    // Warm the game-over card and its share links (separate chunks) while the run is played.
    void loadGameOver();
    void import("./share-bar.tsx");
    if (startingRef.current) return;
    startingRef.current = true;
    lastResultRef.current = null;
    setVerdict({ kind: "saving" });
    // A pinned seed or inventory (?test/?debug tools) plays unranked; otherwise the server issues the
    // run (and makes the visitor a guest on first play). Offline, the game still plays, unranked.
    setChallengeResult(null);
    setChallengeLink(null);
    setWatchRunId(null);
    const rival = challengeRef.current;
    const ghostModule = rival ? loadGhost() : null;
    // (A run still open, replaced before it ended, is abandoned first: a restart from a debug tool.)
    const runs = (rankedRunsRef.current ??= createBrowserRankedRuns());
    const runMode = rival ? "free" : modeRef.current;
    void runs.start({ pinned: pinnedRun(), mode: runMode, ...(rival ? { challengeId: rival.id } : {}) }).then(async (answer) => {
      const run = answer.ranked ? answer.run : null;
      // Why this run is not ranked, in words the card can show (a pinned test run says the usual line).
      unrankedLineRef.current = unrankedLine(answer, t);
      // A ranked run plays with the inventory the server holds (a new guest has none); activations
      // are debited there first (see ACTIVATION_LEAD_TICKS in game/loop/game.ts).
      const me = run ? await fetchMe({ timeoutMs: 1500 }) : null;
      const inventory = run ? (me && me !== "no_session" ? me.inventory : {}) : runInventory();
      // The race is on when the server issued a run for this challenge (its seed), or offline; a
      // challenge gone meanwhile, or a run issued without it, plays as a normal game.
      const racing =
        rival &&
        (run ? run.challenge?.id === rival.id && run.seed === rival.run.seed : answer.ranked || answer.reason !== "challenge_not_found");
      let ghost: ChallengeGhost | null = null;
      if (racing && ghostModule) {
        ghost = (await ghostModule.catch(() => null))?.createChallengeGhost(rival.run, rival.name, GHOST_KIT) ?? null;
      }
      startingRef.current = false;
      ghostRef.current = ghost;
      racingRef.current = racing ? rival : null;
      const extras = {
        companion: ghost?.companion,
        // The operator's longest run, as the server issued it with this run.
        maxTicks: run?.maxTicks,
        gate: run
          ? (id: InventoryId, tick: number) =>
              runs.debit(id, tick).then((debited) => {
                if (!debited) setRefusedAt(Date.now()); // say why nothing happened
                return debited;
              })
          : undefined,
      };
      if (run) game.start(run.seed, inventory, run.settings, extras);
      // Offline, a challenge still flies against the ghost on the challenger's seed (unranked).
      else if (ghost && rival) game.start(rival.run.seed, inventory, rival.run.settings, extras);
      else game.start(newSeed(), inventory);
    });
  }, [t]);
  useEffect(() => {
    startRef.current = start;
  }, [start]);

  useEffect(() => {
    finishRef.current = (result) => {
      const runs = rankedRunsRef.current;
      const runId = runs?.run?.runId;
      const finishing = runs?.finish({ inputs: result.inputs, timing: result.timing, claimedScore: result.summary.score });
      if (!finishing || !runId) return false;
      setVerdict({ kind: "saving" });
      void finishing.then((outcome) => {
        setVerdict(finishVerdict(outcome, t));
        if (!outcome.ok) return;
        const { ranked, newBests } = outcome;
        // The server says whether this is the player's best (on any device); banned: not on the boards.
        if (ranked) {
          const isNew = newBests.includes("alltime") && outcome.score > 0; // a first run of 0 is no feat
          setOutcome((shown) =>
            shown ? { ...shown, isNewHighScore: isNew, highScore: isNew ? outcome.score : highScoreRef.current } : shown,
          );
        }
        if (outcome.achievementsUnlocked.length > 0) {
          setToasts((shown) => [...shown, ...outcome.achievementsUnlocked.filter((a) => !shown.some((s) => s.id === a.id))]);
        }
        if (outcome.challenge) {
          const { name: rivalName, score: rivalScore, won } = outcome.challenge;
          setChallengeResult({ name: rivalName, score: rivalScore, won, verified: true });
        }
        // The verified run is now a challenge friends can open.
        setChallengeLink(`${window.location.origin}/play?challenge=${encodeURIComponent(runId)}`);
        if (!outcome.held) setWatchRunId(runId);
        setMeVersion((v) => v + 1);
      });
      return true;
    };
  }, [t]);

  // A run left mid-flight (the tab closed, the page left) is ended on the server, so no run stays open.
  useEffect(() => {
    const leave = () => {
      if (RUN_UNDER_WAY.has(phaseRef.current)) rankedRunsRef.current?.abandon();
    };
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave(); // a client-side navigation away from /play
    };
  }, []);

  const rename = useCallback(
    async (name: string): Promise<{ line: string; name: string | null }> => {
      const answer = await saveBoardName(name);
      if (!answer.ok) {
        return {
          line: answer.error === "offline" ? t("play.result.offline") : t("play.name.invalid", { reason: answer.message }),
          name: null,
        };
      }
      void progressRef.current?.setPlayerName(answer.name);
      setLocalName(answer.name);
      return { line: t("play.name.renamed", { name: answer.name }), name: answer.name };
    },
    [t],
  );

  const saveLocalName = useCallback(
    async (name: string): Promise<string> => {
      await progressRef.current?.setPlayerName(name);
      setLocalName(name);
      return t("play.name.saved", { name });
    },
    [t],
  );

  const activateSlot = useCallback((slot: number) => gameRef.current?.activate(slot), []);

  const dismissToast = useCallback((id: string) => setToasts((shown) => shown.filter((a) => a.id !== id)), []);

  const selectSkin = useCallback(
    (id: string) => {
      setSelected(id);
      void progressRef.current?.setSelectedSkin(id);
      // The server keeps the active skin of a player with a session (the store client loads on demand).
      if (hasAccount) void import("../../lib/store-client.ts").then((m) => m.saveActiveSkin(id));
    },
    [hasAccount],
  );

  const toggleMute = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.unlock();
    setMuted(audio.toggleMuted());
  }, []);

  const showPause = phase === "countdown" || phase === "playing" || phase === "paused";
  const paused = phase === "paused";

  return (
    <div className="mx-auto w-full max-w-[1000px]">
      <div
        ref={areaRef}
        tabIndex={-1}
        role="region"
        aria-label={t("play.gameLabel")}
        data-testid="game-area"
        data-phase={phase}
        className="relative w-full overflow-hidden rounded-[1.75rem] border-4 border-ink bg-[#8fdcf2] shadow-[0_8px_0_#0b2545,0_28px_50px_-20px_rgb(11_37_69/0.55)] outline-none select-none [-webkit-tap-highlight-color:transparent] [-webkit-touch-callout:none]"
        style={{ height: "min(600px, max(360px, calc(100svh - 10rem)))", touchAction: "manipulation" }}
      >
        <canvas
          ref={canvasRef}
          data-testid="game-canvas"
          className="absolute inset-0 block h-full w-full"
          role="img"
          aria-label={t("play.canvasLabel")}
        />
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {t("play.finalScore")}: <span data-testid="score">{score}</span>
        </p>

        {/* controls, top left (the power-up box is top right, the score top centre); under the
            game-over card they would peek out from behind it, so they wait for the next run */}
        <div className={`absolute top-3 left-3 z-20 flex gap-2 ${phase === "over" ? "hidden" : ""}`} data-no-flap="">
          {showPause ? (
            <HudButton
              testId="pause-toggle"
              label={paused ? t("play.resume") : t("play.pause")}
              pressed={paused}
              onClick={() => gameRef.current?.togglePause()}
            >
              {paused ? <path d="M8 5.5v13l11-6.5z" fill="currentColor" /> : <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" />}
            </HudButton>
          ) : null}
          <HudButton testId="mute-toggle" label={muted ? t("play.unmute") : t("play.mute")} pressed={muted} onClick={toggleMute}>
            <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
            {muted ? (
              <path d="M15.5 9.5l5 5M20.5 9.5l-5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            ) : (
              <path
                d="M15.5 9a4 4 0 0 1 0 6M17.8 6.5a7.5 7.5 0 0 1 0 11"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            )}
          </HudButton>
        </div>

        {phase === "idle" ? (
          <IdlePanel
            challenge={challenge}
            challengeMissing={challengeMissing}
            highScore={highScore}
            skins={skins}
            unlocked={unlocked}
            selected={selected}
            onSelect={selectSkin}
            mode={mode}
            onStart={(chosen) => {
              modeRef.current = chosen;
              setMode(chosen);
              start();
            }}
          />
        ) : (
          <h1 className="sr-only">{t("play.playingTitle")}</h1>
        )}

        {/* under the controls (the score is drawn top centre, the power-up box top right) */}
        {phase !== "idle" && mode === "course" && !challenge ? (
          <p
            className="pointer-events-none absolute top-16 left-3 z-10 rounded-full bg-ink/80 px-3 py-1 text-xs font-extrabold tracking-wide text-white uppercase"
            data-testid="course-badge"
          >
            {t("play.course.badge")}
          </p>
        ) : null}

        {phase === "playing" || phase === "paused" ? <InventoryBar held={held} names={powerUpNames} onUse={activateSlot} /> : null}

        {refusedAt ? (
          <p
            className="pointer-events-none absolute inset-x-3 bottom-4 z-20 mx-auto w-fit rounded-full bg-ink/85 px-4 py-2 text-center text-sm font-bold text-white"
            role="status"
            data-testid="powerup-refused"
          >
            {t("play.powerUp.refused")}
          </p>
        ) : null}

        {phase === "countdown" && countdown > 0 ? (
          <div
            className="pointer-events-none absolute inset-0 z-10 grid place-items-center"
            role="status"
            aria-label={t("play.countdown", { n: countdown })}
          >
            <span
              key={countdown}
              data-testid="countdown"
              className="score-text text-[7rem] leading-none motion-safe:animate-pop-in sm:text-[9rem]"
            >
              {countdown}
            </span>
          </div>
        ) : null}

        {paused ? (
          <div
            className="absolute inset-0 z-10 grid place-items-center bg-ink/35 p-4 backdrop-blur-[2px]"
            data-testid="paused"
            data-no-flap=""
          >
            <div className="w-full max-w-xs rounded-3xl bg-white p-6 text-center shadow-2xl motion-safe:animate-pop-in">
              <h2 className="text-3xl font-black text-ink">{t("play.paused")}</h2>
              <p className="mt-2 text-sm font-medium text-slate-600">{t("play.pausedText")}</p>
              <button
                type="button"
                className="btn btn-primary mt-5 w-full text-lg"
                onClick={() => gameRef.current?.resume()}
                data-testid="resume"
              >
                {t("play.resume")}
              </button>
            </div>
          </div>
        ) : null}

        {phase === "over" && outcome ? (
          <Suspense fallback={null}>
            <GameOverPanel
              nameMaxLength={NAME_MAX_LENGTH}
              normalizeName={normalizePlayerName}
              outcome={outcome}
              verdict={verdict}
              localName={localName}
              challengeResult={challengeResult}
              challengeLink={challengeLink}
              watchRunId={watchRunId}
              shareUrl={challengeLink ?? `${window.location.origin}/play`}
              onPlayAgain={start}
              onRename={rename}
              onSaveLocalName={saveLocalName}
            />
          </Suspense>
        ) : null}

        <pre
          ref={perfRef}
          hidden
          data-testid="perf-overlay"
          aria-label={t("play.debug.label")}
          className="pointer-events-none absolute bottom-3 left-3 z-30 rounded-lg bg-black/70 px-3 py-2 font-mono text-[11px] leading-4 text-lime-300"
        />
      </div>
      <p className="mt-5 text-center text-base font-bold text-sky-950/85" data-testid="play-hint">
        {/* The controls of the device in use: a touch screen's, or the keyboard and mouse's (chosen by CSS, so
            the server's page and the hydrated one agree). */}
        <span className="pointer-coarse:hidden">
          {t("play.hint")} <span className="font-semibold text-sky-950/60 max-sm:hidden">{t("play.hintKeys")}</span>
        </span>
        <span className="hidden pointer-coarse:inline" data-testid="play-hint-touch">
          {t("play.hintTouch")}
        </span>
      </p>
      <AfterHydration>
        <Suspense fallback={null}>
          <AchievementsList refreshKey={meVersion} loadMe={loadMe} />
        </Suspense>
      </AfterHydration>
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <AchievementToasts items={toasts} onDismiss={dismissToast} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Its children render only on the client, after hydration (the achievements list is not part of the
 * first paint). A component of its own, so the flip re-renders just this, not the whole game.
 */
function AfterHydration({ children }: { children: React.ReactNode }) {
  const hydrated = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
  return hydrated ? children : null;
}

function HudButton({
  testId,
  label,
  pressed,
  onClick,
  children,
}: {
  testId: string;
  label: string;
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      onClick={onClick}
      className="grid size-11 place-items-center rounded-full bg-white/90 text-ink shadow-[0_3px_0_rgb(11_37_69/0.35)] ring-2 ring-ink/10 transition hover:bg-white active:translate-y-0.5"
    >
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
        {children}
      </svg>
    </button>
  );
}
