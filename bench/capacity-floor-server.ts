// The floor under GET /api/me for bench:capacity: the route's own data work (the session lookup, with
// the same two-second reuse the front allows a read, then meView and the JSON text) behind a bare
// node:http server, without the front (log line, metrics, security headers and nonce, compression,
// origin check, public cache, the fetch Request and Response). Run against the database the app
// process made (DATABASE_URL, migrated, its guests and Better Auth's secret in it), while the app idles.
// Whatever the app costs above this is the HTTP stack around the route; what this costs is the data
// work no stack can avoid. Prints "port N" once it listens; SIGTERM ends it.
import http from "node:http";
import { pino } from "pino";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/index.ts";
import { SESSION_CACHE_HEADER } from "../server/auth/service.ts";
import { meView } from "../server/players/me.ts";
import { createServices } from "../server/services.ts";

const config = loadConfig({ NODE_ENV: "production", DATABASE_URL: process.env.DATABASE_URL, PUBLIC_URL: process.env.PUBLIC_URL });
const db = openDatabase(config.DATABASE_URL);
const services = createServices({ config, db, logger: pino({ level: "silent" }) });

const server = http.createServer((req, res) => {
  const cookie = req.headers.cookie ?? null;
  // getSession reads only these two headers of its Request (server/auth/service.ts).
  const headers = { get: (name: string) => (name === "cookie" ? cookie : name === SESSION_CACHE_HEADER ? "1" : null) };
  void (async () => {
    const session = await services.auth.getSession({ headers } as unknown as Request);
    const view = session ? await meView(services, session.user.id) : null;
    if (!view) {
      res.writeHead(401).end();
      return;
    }
    const text = JSON.stringify(view);
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) }).end(text);
  })().catch((error: unknown) => {
    process.stderr.write(`floor: ${String(error)}\n`);
    res.writeHead(500).end();
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => process.stdout.write(`port ${(server.address() as { port: number }).port}\n`));
process.once("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => void db.close().then(() => process.exit(0)));
});
