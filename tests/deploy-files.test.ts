// The deployment files cannot be built here (no Docker engine), so their invariants are checked as
// text, and both nginx configurations are RUN in Debian's nginx in front of stand-in instances:
// load balancing, headers, /metrics refused, SSE unbuffered, a dead instance skipped, TLS.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxConfig } from "../scripts/cluster.ts";
import { loadConfig } from "../server/config.ts";

const root = resolve(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const NGINX = process.env.NGINX_BINARY ?? "/usr/sbin/nginx";

// ---- a YAML reader for the subset compose.yaml uses (maps, lists, scalars, flow lists) --------------

type Yaml = string | Yaml[] | { [key: string]: Yaml };

function parseYaml(text: string): Yaml {
  const lines = text
    .split("\n")
    .map((raw) => ({ indent: raw.length - raw.trimStart().length, text: raw.trim() }))
    .filter((line) => line.text !== "" && !line.text.startsWith("#"));
  let at = 0;
  const scalar = (value: string): Yaml => {
    if (value.startsWith("[")) return JSON.parse(value) as Yaml;
    if (value.startsWith('"')) return JSON.parse(value) as string;
    return value;
  };
  function block(indent: number): Yaml {
    if (lines[at]!.text.startsWith("- ")) {
      const list: Yaml[] = [];
      while (at < lines.length && lines[at]!.indent === indent && lines[at]!.text.startsWith("- "))
        list.push(scalar(lines[at++]!.text.slice(2)));
      return list;
    }
    const map: Record<string, Yaml> = {};
    while (at < lines.length && lines[at]!.indent === indent) {
      const match = /^([\w.-]+):(?: (.*))?$/.exec(lines[at]!.text);
      if (!match) throw new Error(`compose.yaml: cannot read line "${lines[at]!.text}"`);
      at++;
      map[match[1]!] =
        match[2] !== undefined ? scalar(match[2]) : at < lines.length && lines[at]!.indent > indent ? block(lines[at]!.indent) : "";
    }
    if (at < lines.length && lines[at]!.indent > indent) throw new Error(`compose.yaml: bad indentation at "${lines[at]!.text}"`);
    return map;
  }
  return block(0);
}

const asMap = (value: Yaml | undefined): Record<string, Yaml> => {
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error(`not a map: ${JSON.stringify(value)}`);
  return value;
};

/** `${NAME:-default}` as Compose would expand it with NAME unset. */
const withDefaults = (value: string) => value.replace(/\$\{\w+:-([^}]*)\}/g, "$1");

// ---- static checks --------------------------------------------------------------------------------

describe("Dockerfile", () => {
  const text = read("Dockerfile");
  const instructions = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages = instructions.reduce<string[][]>(
    (all, line) => (line.startsWith("FROM ") ? [...all, [line]] : (all.at(-1)!.push(line), all)),
    [],
  );
  const runtime = stages.at(-1)!;

  it("builds every stage on Node 24 slim and runs as a non-root user", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[0]).toMatch(/^FROM node:24-slim( AS \w+)?$/);
    const users = runtime.filter((line) => line.startsWith("USER "));
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^USER (root|0)(:|$)/);
    // The user is set before the process starts.
    expect(runtime.findIndex((line) => line.startsWith("USER "))).toBeLessThan(runtime.findIndex((line) => line.startsWith("CMD ")));
  });

  it("has a health check through Node against /healthz, the port, and the production defaults", () => {
    const health = runtime.find((line) => line.startsWith("HEALTHCHECK "));
    expect(health).toMatch(/CMD \["node", "-e", .*\/healthz/);
    expect(runtime).toContain("EXPOSE 3000");
    const env = runtime.filter((line) => line.startsWith("ENV ")).join(" ");
    expect(env).toMatch(/NODE_ENV=production/);
    expect(env).toMatch(/HOST=0\.0\.0\.0/);
    expect(runtime.at(-1)).toBe('CMD ["node", "server/main.ts"]');
  });

  it("ships production dependencies only, the build, and every source directory the server imports", () => {
    const deps = stages.find((stage) => / AS deps$/.test(stage[0]!))!;
    expect(deps.some((line) => /^RUN npm (ci|install) --omit=dev /.test(line))).toBe(true);
    expect(runtime.some((line) => /^COPY --from=build \/app\/build /.test(line))).toBe(true);
    expect(runtime.some((line) => /^COPY --from=deps \/app\/node_modules /.test(line))).toBe(true);
    for (const dir of ["server", "app", "game", "scripts"]) expect(runtime).toContain(`COPY ${dir} ./${dir}`);
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining(["node_modules", ".env", ".git"]));
    for (const needed of ["server", "app", "game", "public", "package-lock.json", "scripts"]) expect(ignored).not.toContain(needed);
  });

  it("needs no devDependency at run time (every package the server code imports is a dependency)", () => {
    const pkg = JSON.parse(read("package.json")) as { dependencies: Record<string, string> };
    const sources = (dir: string): string[] =>
      readdirSync(join(root, dir)).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(join(root, path)).isDirectory()) return sources(path);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });
    // app/routes.ts is read by the compiler at build time only.
    const files = [
      ...sources("server"),
      ...sources("app"),
      ...sources("game"),
      "scripts/db-backup.ts",
      "scripts/db-restore.ts",
      "scripts/db-migrate.ts",
    ].filter((f) => f !== "app/routes.ts");
    const missing = new Set<string>();
    for (const file of files) {
      for (const match of read(file).matchAll(/^(?:import|export)(?! type )[^;]*?\sfrom\s+"([^".][^"]*)"/gms)) {
        const specifier = match[1]!;
        if (specifier.startsWith("node:") || specifier.startsWith("~/")) continue;
        const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;
        if (!(name in pkg.dependencies)) missing.add(`${name} (${file})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

describe("compose.yaml", () => {
  const compose = asMap(parseYaml(read("compose.yaml")));
  const services = asMap(compose.services);
  const apps = Object.entries(services).filter(([, service]) => asMap(service).image === "flapmaster:latest");

  it("runs two app instances of the same image with the same settings", () => {
    expect(apps.map(([name]) => name)).toEqual(["app1", "app2"]);
    const [first, second] = apps.map(([, service]) => asMap(service));
    expect(first!.build).toBe(".");
    expect(second!.build).toBe(".");
    expect(second!.environment).toEqual(first!.environment);
  });

  it("gives the instances a valid configuration: PostgreSQL, TRUST_PROXY, PUBLIC_URL, documented variables", () => {
    const documented = new Set([...read(".env.example").matchAll(/^(\w+)=/gm)].map((m) => m[1]));
    for (const [name, service] of apps) {
      const environment = asMap(asMap(service).environment) as Record<string, string>;
      for (const key of Object.keys(environment)) expect(documented, `${name}: ${key}`).toContain(key);
      const config = loadConfig(Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, withDefaults(v)])));
      expect(config.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(config.TRUST_PROXY).toBe(true);
      expect(config.PUBLIC_URL).toBe("http://localhost:8080");
      expect(asMap(asMap(asMap(service).depends_on).postgres).condition).toBe("service_healthy");
    }
  });

  it("keeps PostgreSQL on a volume with a health check, and nginx on deploy/nginx.conf", () => {
    const postgres = asMap(services.postgres);
    expect(postgres.volumes).toEqual(["pgdata:/var/lib/postgresql/data"]);
    expect(asMap(compose.volumes)).toHaveProperty("pgdata");
    expect(JSON.stringify(asMap(postgres.healthcheck).test)).toContain("pg_isready");
    const nginx = asMap(services.nginx);
    expect(nginx.volumes).toEqual(["./deploy/nginx.conf:/etc/nginx/nginx.conf:ro"]);
    expect(nginx.ports).toEqual(["8080:80"]);
    // The load balancer's upstream is exactly the app services.
    const upstream = [...read("deploy/nginx.conf").matchAll(/^\s*server (\w+):3000 /gm)].map((m) => m[1]);
    expect(upstream).toEqual(apps.map(([name]) => name));
  });
});

describe("compose.yaml and `npm run cluster` (scripts/cluster.ts)", () => {
  /** The locations of an nginx configuration, and each one's directives in one line. */
  const locations = (conf: string) =>
    Object.fromEntries([...conf.matchAll(/location ([^{]+)\{([^}]*)\}/g)].map((m) => [m[1]!.trim(), m[2]!.replace(/\s+/g, " ").trim()]));

  it("put the same load balancer in front: locations, HTTP/1.1 keep-alive, forwarded headers, unbuffered SSE", () => {
    const compose = read("deploy/nginx.conf");
    const loopback = nginxConfig({ dir: "/tmp/x", port: 8080, upstreams: [3001, 3002], runAsRoot: false });
    expect(Object.keys(locations(loopback)).sort()).toEqual(Object.keys(locations(compose)).sort());
    for (const conf of [compose, loopback]) {
      expect(conf).toContain("proxy_http_version 1.1;");
      expect(conf).toContain('proxy_set_header Connection "";');
      expect(conf).toMatch(/keepalive \d+;/);
      expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
      expect(conf).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
      expect(locations(conf)["= /metrics"]).toBe("return 404;");
      expect(locations(conf)["= /api/leaderboards/stream"]).toContain("proxy_buffering off;");
    }
  });
});

// ---- nginx, for real --------------------------------------------------------------------------------

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
  httpVersion: string;
}

/** A stand-in app instance: answers `{ instance, ... }`; the SSE path sends one event, then waits. */
async function standIn(name: string, releaseStream: Promise<void>) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ path: req.url ?? "", headers: req.headers, httpVersion: req.httpVersion });
    if (req.url === "/api/leaderboards/stream") {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write("data: first\n\n");
      void releaseStream.then(() => res.end("data: last\n\n"));
      return;
    }
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ instance: name }));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { server, seen, port: (server.address() as AddressInfo).port };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** Runs nginx on `conf` (main context) with its pid, logs and temp files under `dir`. */
async function runNginx(dir: string, conf: string, port: number): Promise<ChildProcess> {
  const paths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `${kind}_temp_path ${join(dir, kind)};`).join("\n  ");
  for (const kind of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, kind), { recursive: true });
  const file = join(dir, "nginx.conf");
  const asRoot = process.getuid?.() === 0 ? "user root;\n" : "";
  writeFileSync(file, `${asRoot}daemon off;\n${conf.replace(/^http \{$/m, `http {\n  ${paths}`)}`);
  const check = spawnSync(NGINX, ["-p", dir, "-c", file, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child = spawn(NGINX, ["-p", dir, "-c", file], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  for (let tries = 0; ; tries++) {
    const up = await fetch(`http://127.0.0.1:${port}/__probe`, { redirect: "manual" }).then(
      () => true,
      () => false,
    );
    if (up) return child;
    if (child.exitCode !== null || tries > 200) throw new Error(`nginx did not start:\n${errors}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A GET through node:http(s), reading the body; TLS certificates are not checked (self-signed). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const send = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = send(url, { headers, rejectUnauthorized: false, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

const nginxAvailable = existsSync(NGINX);
if (!nginxAvailable && process.env.CI) throw new Error(`nginx is needed at ${NGINX} (CI installs Debian's nginx)`);

describe.skipIf(!nginxAvailable)("deploy/nginx.conf in nginx", () => {
  let dir: string;
  let nginx: ChildProcess;
  let base: string;
  let release!: () => void;
  const releaseStream = new Promise<void>((done) => (release = done));
  let one: Awaited<ReturnType<typeof standIn>>;
  let two: Awaited<ReturnType<typeof standIn>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "flap-nginx-"));
    one = await standIn("one", releaseStream);
    two = await standIn("two", releaseStream);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const conf = read("deploy/nginx.conf")
      .replace("server app1:3000", `server 127.0.0.1:${one.port}`)
      .replace("server app2:3000", `server 127.0.0.1:${two.port}`)
      .replace("listen 80;", `listen 127.0.0.1:${port};`)
      .replace("worker_processes auto;", "worker_processes 1;")
      .replace("access_log /var/log/nginx/access.log;", "access_log off;")
      .replace(/^pid .*$/m, `pid ${join(dir, "nginx.pid")};`);
    nginx = await runNginx(dir, conf, port);
  });

  afterAll(async () => {
    release();
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx.once("exit", done));
      nginx.kill("SIGQUIT");
      await exited;
    }
    for (const server of [one?.server, two?.server]) server?.closeAllConnections();
    await Promise.all([one?.server, two?.server].map((server) => server && new Promise((done) => server.close(done))));
    rmSync(dir, { recursive: true, force: true });
  });

  it("spreads requests over both instances with HTTP/1.1 and sets the forwarded headers itself", async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const response = await get(`${base}/play`, { "x-forwarded-for": "198.51.100.66", "x-forwarded-proto": "https" });
      expect(response.status).toBe(200);
      answers.add((JSON.parse(response.body) as { instance: string }).instance);
    }
    expect([...answers].sort()).toEqual(["one", "two"]);
    const seen = [...one.seen, ...two.seen].filter((s) => s.path === "/play");
    for (const request of seen) {
      expect(request.httpVersion).toBe("1.1");
      // The client's own claims are replaced, never passed on.
      expect(request.headers["x-forwarded-for"]).toBe("127.0.0.1");
      expect(request.headers["x-forwarded-proto"]).toBe("http");
      expect(request.headers["x-forwarded-host"]).toBe(new URL(base).host);
      expect(request.headers.connection).toBeUndefined();
    }
  });

  it("never passes /metrics to an instance", async () => {
    const response = await get(`${base}/metrics`);
    expect(response.status).toBe(404);
    expect([...one.seen, ...two.seen].some((s) => s.path.startsWith("/metrics"))).toBe(false);
  });

  it("passes Server-Sent Events on while the stream stays open, unbuffered and without a short timeout", async () => {
    const stream = /location = \/api\/leaderboards\/stream \{([^}]*)\}/.exec(read("deploy/nginx.conf"))?.[1] ?? "";
    expect(stream).toContain("proxy_buffering off;");
    expect(stream).toMatch(/proxy_read_timeout (\d+h|\d{4,}s);/);
    const events = await new Promise<string>((done, fail) => {
      const req = httpRequest(`${base}/api/leaderboards/stream`, (res) => {
        // The instance holds the stream open until it is released: the first event must arrive before.
        res.once("data", (chunk: Buffer) => {
          done(chunk.toString());
          req.destroy();
        });
      });
      req.on("error", fail);
      req.end();
    });
    expect(events).toContain("data: first");
  });

  it("sends requests to the instance that is left when one is down", async () => {
    two.server.closeAllConnections();
    await new Promise((done) => two.server.close(done));
    for (let i = 0; i < 4; i++) {
      const response = await get(`${base}/store`);
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ instance: "one" });
    }
  });
});

describe.skipIf(!nginxAvailable)("deploy/nginx-site.conf (one server, TLS) in nginx", () => {
  let dir: string;
  let nginx: ChildProcess;
  let app: Awaited<ReturnType<typeof standIn>>;
  let httpPort: number;
  let httpsPort: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "flap-nginx-tls-"));
    app = await standIn("only", Promise.resolve());
    const cert = join(dir, "cert.pem");
    const key = join(dir, "key.pem");
    const made = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=flap.example.com", "-days", "1", "-keyout", key, "-out", cert],
      { encoding: "utf8" },
    );
    if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
    httpPort = await freePort();
    httpsPort = await freePort();
    const site = read("deploy/nginx-site.conf")
      .replace("server 127.0.0.1:3000", `server 127.0.0.1:${app.port}`)
      .replace(/^\s*listen \[::\].*$/gm, "")
      .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
      .replace("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace(/\/etc\/letsencrypt\/live\/flap\.example\.com\/fullchain\.pem/, cert)
      .replace(/\/etc\/letsencrypt\/live\/flap\.example\.com\/privkey\.pem/, key);
    const conf = `worker_processes 1;\npid ${join(dir, "nginx.pid")};\nerror_log stderr warn;\nevents {}\nhttp {\n  access_log off;\n  include /etc/nginx/mime.types;\n${site}\n}\n`;
    nginx = await runNginx(dir, conf, httpPort);
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx.once("exit", done));
      nginx.kill("SIGQUIT");
      await exited;
    }
    app?.server.closeAllConnections();
    await new Promise((done) => app?.server.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  it("redirects HTTP to HTTPS and proxies HTTPS with X-Forwarded-Proto https; /metrics stays private", async () => {
    const plain = await get(`http://127.0.0.1:${httpPort}/play?x=1`, { host: "flap.example.com" });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe("https://flap.example.com/play?x=1");
    const secure = await get(`https://127.0.0.1:${httpsPort}/play`, { host: "flap.example.com" });
    expect(secure.status).toBe(200);
    const seen = app.seen.find((s) => s.path === "/play")!;
    expect(seen.headers["x-forwarded-proto"]).toBe("https");
    expect(seen.headers.host).toBe("flap.example.com");
    expect((await get(`https://127.0.0.1:${httpsPort}/metrics`, { host: "flap.example.com" })).status).toBe(404);
  });
});
