import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Db } from "../db/index.ts";
import type { AnalyticsEventName, Database } from "../db/schema.ts";

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

export function createEventsService(db: Db): EventsService {
  return {
    async record(event, executor = db.kysely) {
      await executor
        .insertInto("analytics_events")
        .values({
          id: randomUUID(),
          name: event.name,
          player_id: event.playerId,
          run_id: event.runId ?? null,
          value: event.value ?? null,
          props_json: event.props ? JSON.stringify(event.props) : null,
          created_at: event.at,
        })
        .execute();
    },
  };
}
