// The scaled-out topology on loopback, without Docker: N app processes (the production build) against
// one PostgreSQL, behind Debian's nginx as the load balancer. compose.yaml describes the same thing
// with containers; the multi-instance, load and crash tests start it through startCluster().
//
//   npm run cluster                     two instances, nginx on http://127.0.0.1:8080
//   CLUSTER_INSTANCES=3 CLUSTER_PORT=9000 DATABASE_URL=postgres://… npm run cluster
//
// Every instance gets its own fixed port, so restart(i) brings an instance back where nginx expects
// it; while it is down nginx sends new requests to the others (connect errors are retried there,
// even for POST, because the request never reached the dead instance).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { startServer, type RunningServer } from "./app-process.ts";

export const NGINX_BINARY = process.env.NGINX_BINARY ?? "/usr/sbin/nginx";

export interface ClusterOptions {
  /** App processes behind the load balancer (default 2). */
  instances?: number;
  /** One PostgreSQL database shared by every instance (SQLite cannot be shared between processes here). */
  databaseUrl: string;
  /** Extra environment for every instance. */
  env?: Record<string, string>;
  /** The load balancer's port (default: a free one). */
  port?: number;
}

export interface Cluster {
  /** nginx: the address players use. */
  url: string;
  /** Each app process, reachable directly too. */
  instances: RunningServer[];
  databaseUrl: string;
  /** Starts instance `index` again on its port (after a crash or a stop); replaces instances[index]. */
  restart(index: number): Promise<RunningServer>;
  /** Stops nginx and every instance (SIGTERM: they drain and exit). */
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the OS picks it; it is released before the caller binds it). */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * The load balancer's configuration. Production puts TLS and the real client address in front
 * (deploy/nginx.conf); here loopback clients are trusted to name their address in X-Forwarded-For,
 * as a CDN would, so a load test can be many players instead of one rate-limited 127.0.0.1.
 */
export function nginxConfig(options: { dir: string; port: number; upstreams: readonly number[]; runAsRoot: boolean }): string {
  const { dir, port, upstreams } = options;
  const proxied = `
      proxy_pass http://flapmaster;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;`;
  return `# Written by scripts/cluster.ts
${options.runAsRoot ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 2m;
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
  real_ip_recursive on;
  upstream flapmaster {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join("\n")}
    keepalive 256;
    keepalive_requests 100000;
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${port};
    # Scraped per instance, never through the public address.
    location = /metrics { return 404; }
    # Server-Sent Events: unbuffered, and idle for up to the keep-alive comment interval.
    location = /api/leaderboards/stream {${proxied}
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
    location / {${proxied}
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;
}

interface Nginx {
  process: ChildProcess;
  stop(): Promise<void>;
}

async function startNginx(dir: string, port: number, upstreams: readonly number[]): Promise<Nginx> {
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, sub), { recursive: true });
  const conf = join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig({ dir, port, upstreams, runAsRoot: process.getuid?.() === 0 }));
  const check = spawnSync(NGINX_BINARY, ["-p", dir, "-c", conf, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused its configuration (${NGINX_BINARY}):\n${check.stderr}`);
  const child = spawn(NGINX_BINARY, ["-p", dir, "-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  // Ready when it accepts connections on its port.
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not listen on ${port}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    process: child,
    async stop() {
      // SIGQUIT: graceful (open streams are cut when the app instances end them).
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 2;
  if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) throw new Error("startCluster needs a PostgreSQL DATABASE_URL");
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const env = (i: number): Record<string, string> => ({
    DATABASE_URL: options.databaseUrl,
    PUBLIC_URL: url,
    TRUST_PROXY: "true",
    ...options.env,
    PORT: String(ports[i]),
    HOST: "127.0.0.1",
  });
  const instances: RunningServer[] = [];
  const dir = mkdtempSync(join(tmpdir(), "flap-cluster-"));
  let nginx: Nginx | undefined;
  const stopAll = async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // One at a time: the first runs the migrations and the seed, the others find them done.
    for (let i = 0; i < count; i++) instances.push(await startServer({ env: env(i) }));
    nginx = await startNginx(dir, port, ports);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    url,
    instances,
    databaseUrl: options.databaseUrl,
    async restart(index) {
      const old = instances[index];
      if (!old) throw new Error(`no instance ${index}`);
      await old.stop();
      const started = await startServer({ env: env(index) });
      instances[index] = started;
      return started;
    },
    stop: stopAll,
  };
}

/** Creates the database when the server has no database of that name yet (a first start). */
async function ensureDatabase(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/flapmaster";
  const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
  const port = Number(process.env.CLUSTER_PORT ?? 8080);
  try {
    await ensureDatabase(databaseUrl);
  } catch (error) {
    process.stderr.write(`PostgreSQL is not usable at ${databaseUrl}: ${(error as Error).message}\n`);
    process.exit(1);
  }
  const cluster = await startCluster({ instances, databaseUrl, port });
  const direct = cluster.instances.map((instance, i) => `  instance ${i + 1}: ${instance.url}`).join("\n");
  process.stdout.write(`Flap Master cluster: ${instances} instances behind nginx on ${cluster.url}\n${direct}\nCtrl-C stops it.\n`);
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
