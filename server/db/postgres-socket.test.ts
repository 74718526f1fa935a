// PostgreSQL on the same machine over its Unix socket (docs/operations.md, "2. Settings"): a
// DATABASE_URL with `?host=<socket directory>` must reach the server through the socket, with the pool, the migrations, the startup options (a schema's search_path, generic plans) and the
// named hot statements as over TCP. The socket is a measured choice (a finish's round trips cost less
// CPU there), so the test checks the connection really is the socket, not TCP under another name.
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skipPostgres, TEST_DATABASE_URL } from "../../tests/dialects.ts";
import { openDatabase, type Db } from "./index.ts";
import { migrateToLatest } from "./migrate.ts";

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(skipPostgres)("PostgreSQL over its Unix socket", () => {
  const schema = `test_${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString("hex")}`;
  let socketUrl: string;
  let db: Db;

  beforeAll(async () => {
    const directory = await withAdmin(async (client) => {
      await client.query(`create schema "${schema}"`);
      const { rows } = await client.query<{ unix_socket_directories: string }>("show unix_socket_directories");
      return rows[0]!.unix_socket_directories.split(",")[0]!.trim();
    });
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set("host", directory);
    url.searchParams.set("options", `-c search_path=${schema}`);
    socketUrl = url.toString();
    db = openDatabase(socketUrl, { poolMax: 2 });
  });

  afterAll(async () => {
    await db?.close();
    await withAdmin((client) => client.query(`drop schema if exists "${schema}" cascade`));
  });

  it("migrates and serves the app's statements through the socket, with the URL's startup options", async () => {
    await migrateToLatest(db);
    const { rows } = await sql<{
      address: string | null;
      path: string;
      plans: string;
    }>`select inet_server_addr() as address, current_setting('search_path') as path, current_setting('plan_cache_mode') as plans`.execute(
      db.kysely,
    );
    // inet_server_addr() is null on a Unix-socket connection and the server's address over TCP.
    expect(rows[0]).toEqual({ address: null, path: schema, plans: "force_generic_plan" });
    const user = await db.kysely
      .insertInto("user")
      .values({
        id: "socket-player",
        name: "Socket",
        email: "socket@example.test",
        createdAt: "2026-11-29T00:00:00Z",
        updatedAt: "2026-11-29T00:00:00Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(user.id).toBe("socket-player");
  });

  it("the same database over TCP reports the server's address (the check above can tell the two apart)", async () => {
    const tcp = openDatabase(TEST_DATABASE_URL, { poolMax: 1 });
    try {
      const { rows } = await sql<{ address: string | null }>`select inet_server_addr() as address`.execute(tcp.kysely);
      expect(rows[0]!.address).not.toBeNull();
    } finally {
      await tcp.close();
    }
  });
});
