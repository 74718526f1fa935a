// PostgreSQL on the same machine over its Unix socket (docs/operations.md, "2. Settings"): a
// DATABASE_URL with `?host=<socket directory>` must reach the server through the socket, with the pool,
// the migrations, the startup options (a schema's search_path, generic plans) and the named hot
// statements as over TCP. The socket is a measured choice (a finish's round trips cost less CPU
// there), so the test checks the connection really is the socket, not TCP under another name.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, skipPostgres, type TestDb } from "../../tests/dialects.ts";
import { openDatabase, type Db } from "./index.ts";
import { migrateToLatest } from "./migrate.ts";

describe.skipIf(skipPostgres)("PostgreSQL over its Unix socket", () => {
  // A fresh schema, reached over TCP (TEST_DATABASE_URL), and the same schema over the socket.
  let tcp: TestDb;
  let socket: Db;

  beforeAll(async () => {
    tcp = await createTestDb("postgres", { migrate: false });
    const { rows } = await sql<{ unix_socket_directories: string }>`show unix_socket_directories`.execute(tcp.db.kysely);
    const url = new URL(tcp.url);
    url.searchParams.set("host", rows[0]!.unix_socket_directories.split(",")[0]!.trim());
    socket = openDatabase(url.toString(), { poolMax: 2 });
  });

  afterAll(async () => {
    await socket?.close();
    await tcp?.drop();
  });

  it("migrates and serves the app's statements through the socket, with the URL's startup options", async () => {
    await migrateToLatest(socket);
    const { rows } = await sql<{
      address: string | null;
      path: string;
      plans: string;
    }>`select inet_server_addr() as address, current_setting('search_path') as path, current_setting('plan_cache_mode') as plans`.execute(
      socket.kysely,
    );
    // inet_server_addr() is null on a Unix-socket connection and the server's address over TCP.
    expect(rows[0]).toEqual({ address: null, path: tcp.schema, plans: "force_generic_plan" });
    const user = await socket.kysely
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
    const { rows } = await sql<{ address: string | null }>`select inet_server_addr() as address`.execute(tcp.db.kysely);
    expect(rows[0]!.address).not.toBeNull();
  });
});
