// LISTEN/NOTIFY between instances. PostgreSQL only: SQLite is one process and has no channel (the
// feed then works alone, which server/leaderboards/feed.test.ts covers on both engines).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDb, postgresStatus, TEST_DATABASE_URL, type TestDb } from "../../tests/dialects.ts";
import { createPostgresBoardsChannel, PUBLISH_COALESCE_MS, type BoardsChannel } from "./channel.ts";
import { BOARDS, type Board } from "./service.ts";

const silent = { warn: () => {}, info: () => {} };
const requirePostgres = process.env.CI ? true : postgresStatus.reachable;

/** Resolves with the next boards `collect` hears, or rejects after `ms`. */
function nextBatch(received: Board[][], ms = 3000): Promise<Board[]> {
  const start = received.length;
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + ms;
    const poll = setInterval(() => {
      if (received.length > start) {
        clearInterval(poll);
        resolve(received[start]!);
      } else if (Date.now() > deadline) {
        clearInterval(poll);
        reject(new Error("no notification arrived"));
      }
    }, 5);
  });
}

describe.runIf(requirePostgres)("boards channel (PostgreSQL LISTEN/NOTIFY)", () => {
  let testDb: TestDb | undefined;
  const opened: BoardsChannel[] = [];
  // Channels are database-wide, not per schema: a name of its own keeps parallel test files apart.
  const channelName = `flap_test_${randomBytes(4).toString("hex")}`;

  async function open(): Promise<{ channel: BoardsChannel; heard: Board[][] }> {
    testDb ??= await createTestDb("postgres", { migrate: false });
    const channel = createPostgresBoardsChannel({
      db: testDb.db,
      connectionString: TEST_DATABASE_URL,
      logger: silent,
      channel: channelName,
    });
    const heard: Board[][] = [];
    await channel.listen((boards) => heard.push(boards));
    opened.push(channel);
    return { channel, heard };
  }

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((channel) => channel.close()));
    await testDb?.drop();
    testDb = undefined;
  });

  it("delivers a change to the other instance, not back to the one that made it", async () => {
    const a = await open();
    const b = await open();
    a.channel.publish(["daily", "alltime"]);
    expect(await nextBatch(b.heard)).toEqual(["daily", "alltime"]);
    b.channel.publish(["weekly"]);
    expect(await nextBatch(a.heard)).toEqual(["weekly"]);
    // Give a's own notification time to come back; it must have been ignored.
    await new Promise((r) => setTimeout(r, 100));
    expect(a.heard).toEqual([["weekly"]]);
    expect(b.heard).toEqual([["daily", "alltime"]]);
  });

  it("sends a burst of publishes as one notification with every board in it", async () => {
    const a = await open();
    const b = await open();
    a.channel.publish(["daily"]);
    a.channel.publish(["daily", "weekly"]);
    a.channel.publish(["alltime", "course", "bestday"]);
    expect(new Set(await nextBatch(b.heard))).toEqual(new Set(BOARDS));
    await new Promise((r) => setTimeout(r, PUBLISH_COALESCE_MS * 5));
    expect(b.heard).toHaveLength(1);
  });

  it("re-listens after its connection is cut, refreshes every board once, and hears later changes", async () => {
    const a = await open();
    const b = await open();
    // Cut b's LISTEN connection as a database restart or a proxy timeout would.
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and pid <> pg_backend_pid() and datname = current_database() and backend_start = (select max(backend_start) from pg_stat_activity where query = $1)",
        [`listen "${channelName}"`],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    expect(new Set(await nextBatch(b.heard, 5000))).toEqual(new Set(BOARDS));
    a.channel.publish(["weekly"]);
    expect(await nextBatch(b.heard)).toEqual(["weekly"]);
  });
});
