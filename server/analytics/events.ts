import type { Kysely } from "kysely";
import type { Db } from "../db/index.ts";
import type { AnalyticsEventName, Database } from "../db/schema.ts";
import { precompiled } from "../db/compiled.ts";
import { orderedId } from "../db/ordered-id.ts";

// Server-recorded analytics events. start_game and end_game are written by the runs service (at
// start, and inside the finish transaction of a verified run), never taken from the browser, so a
// client cannot inflate them. The admin analytics aggregates this table.

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  playerId: string | null;
  runId?: string | null;
  value?: number | null;
  props?: Record<string, unknown>;
  at: number;
}

export interface EventsService {
  record(event: AnalyticsEvent, executor?: Kysely<Database>): Promise<void>;
}

// Compiled once (server/db/compiled.ts): every run's start and finish writes one.
const insertEvent = precompiled(
  (
    db,
    v: {
      id: string;
      name: AnalyticsEventName;
      playerId: string | null;
      runId: string | null;
      value: number | null;
      props: string | null;
      at: number;
    },
  ) =>
    db.insertInto("analytics_events").values({
      id: v.id,
      name: v.name,
      player_id: v.playerId,
      run_id: v.runId,
      value: v.value,
      props_json: v.props,
      created_at: v.at,
    }),
);

export function createEventsService(db: Db): EventsService {
  return {
    async record(event, executor = db.kysely) {
      await insertEvent(executor, {
        id: orderedId(event.at),
        name: event.name,
        playerId: event.playerId,
        runId: event.runId ?? null,
        value: event.value ?? null,
        props: event.props ? JSON.stringify(event.props) : null,
        at: event.at,
      });
    },
  };
}
