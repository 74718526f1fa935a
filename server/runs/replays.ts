// Watching a run (docs/decisions/028-watch-any-ranked-run.md): what a visitor needs to replay a
// finished, verified run in the browser with the game's own simulation and renderer. The log is the
// one the server verified at the finish, so the replay is the run exactly as it was flown.
//
// Watchable: finished (so verified), not held or rejected in review, its player not erased, and none
// of its board rows removed by the operator (a removal not restored). Everything else is "no such
// run" (null): a visitor cannot tell a held run from a missing one.
import type { Db } from "../db/index.ts";
import { BOARDS, type Board, type LeaderboardService } from "../leaderboards/service.ts";
import { hiddenName } from "../leaderboards/standing.ts";
import { TOMBSTONE_PREFIX } from "../players/erasure.ts";
import type { SettingsService } from "../settings/service.ts";
import type { CatalogueService } from "../store/catalogue.ts";
import type { Locale } from "../../shared/i18n/index.ts";
import type { GameSettings } from "../../game/sim/types.ts";

/** A run id is a UUID; anything else is not looked up. */
export const RUN_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The skin the bird is drawn in (game/render SkinLook), with its name in the asked language. */
export interface ReplaySkin {
  id: string;
  name: string;
  color: string;
  effects: Record<string, unknown>;
}

export interface RunReplay {
  id: string;
  /** The player's board name (the placeholder when the operator hid it). */
  name: string;
  score: number;
  /** The run's length in ticks (60 a second), as verified. */
  ticks: number;
  seed: number;
  settingsVersion: number;
  settings: GameSettings;
  /** The encoded run (game/replay encodeRun): its inputs. */
  log: string;
  /** The run's own longest length in ticks, when it was issued one (the replay ends there as "time"). */
  maxTicks?: number;
  skin: ReplaySkin;
  /** Epoch ms. */
  finishedAt: number;
  /** The boards on which this run is the player's row for the current period (best first: all-time, weekly, daily; a course run's best day, today's course). */
  boards: Board[];
}

export interface RunReplays {
  /** The run as a replay; null when it is not watchable (see above) or does not exist. */
  replay(runId: string, locale?: Locale): Promise<RunReplay | null>;
}

export interface RunReplaysDeps {
  db: Db;
  settings: Pick<SettingsService, "atVersion">;
  catalogue: Pick<CatalogueService, "skins">;
  leaderboards: Pick<LeaderboardService, "periodOf">;
}

const BOARD_ORDER: readonly Board[] = ["alltime", "weekly", "daily", "bestday", "course"];

export function createRunReplays(deps: RunReplaysDeps): RunReplays {
  const k = deps.db.kysely;
  return {
    async replay(runId, locale) {
      if (typeof runId !== "string" || !RUN_ID.test(runId)) return null;
      const row = await k
        .selectFrom("runs")
        .leftJoin("player_moderation", "player_moderation.player_id", "runs.player_id")
        .leftJoin("player_state", "player_state.player_id", "runs.player_id")
        .select([
          "runs.id",
          "runs.player_id",
          "runs.name",
          "runs.score",
          "runs.ticks",
          "runs.seed",
          "runs.settings_version",
          "runs.input_log",
          "runs.max_ticks",
          "runs.finished_at",
          "runs.skin",
          "player_state.active_skin",
          "player_moderation.name_hidden",
        ])
        .where("runs.id", "=", runId)
        .where("runs.status", "=", "finished")
        .where((eb) => eb.or([eb("runs.review", "is", null), eb("runs.review", "=", "cleared")]))
        .where("runs.player_id", "not like", `${TOMBSTONE_PREFIX}%`)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("leaderboard_removals").select("id").where("run_id", "=", runId).where("restored_at", "is", null))),
        )
        .executeTakeFirst();
      if (!row || row.input_log === null || row.score === null || row.ticks === null) return null;
      const [versioned, skins, rows] = await Promise.all([
        deps.settings.atVersion(Number(row.settings_version)),
        deps.catalogue.skins(locale),
        k.selectFrom("leaderboard_entries").select(["board", "period"]).where("run_id", "=", runId).execute(),
      ]);
      if (!versioned) return null;
      // The skin it was flown in; runs from before skins were kept show the player's skin of today.
      const skinId = row.skin ?? row.active_skin ?? "classic";
      const skin = skins.find((s) => s.id === skinId) ?? skins.find((s) => s.id === "classic") ?? skins[0];
      const boards = BOARD_ORDER.filter((board) =>
        rows.some((r) => r.board === board && BOARDS.includes(board) && r.period === deps.leaderboards.periodOf(board)),
      );
      return {
        id: row.id,
        // A name the operator hid stays hidden here too.
        name: Number(row.name_hidden ?? 0) === 1 ? hiddenName(row.player_id) : (row.name ?? ""),
        score: Number(row.score),
        ticks: Number(row.ticks),
        seed: Number(row.seed),
        settingsVersion: Number(row.settings_version),
        settings: versioned.settings,
        log: row.input_log,
        ...(row.max_ticks === null ? {} : { maxTicks: Number(row.max_ticks) }),
        skin: skin
          ? { id: skin.id, name: skin.name, color: skin.color, effects: skin.effects }
          : { id: "classic", name: "Classic", color: "#F7D51D", effects: {} },
        finishedAt: Number(row.finished_at ?? 0),
        boards,
      };
    },
  };
}
