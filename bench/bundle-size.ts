// JavaScript shipped to the browser for `/`: every script and modulepreload the page references,
// gzipped as the server sends it.
import { gzipSync } from "node:zlib";
import { createTestDatabase, startServer } from "../tests/e2e/server.ts";
import { report } from "./lib.ts";

const database = await createTestDatabase("sqlite");
const server = await startServer({ env: { DATABASE_URL: database.url } });
try {
  const html = await (await fetch(server.url + "/")).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\(["']([^"']+\.js)["']\)|import\s+["']([^"']+\.js)["']/g)) {
    urls.add((match[1] ?? match[2])!);
  }
  let raw = 0;
  let gzipped = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, server.url))).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("");
  report("home_js_gzip", (gzipped + gzipSync(inline).length) / 1024, "KB", { files: urls.size });
  report("home_js_raw", (raw + inline.length) / 1024, "KB");
} finally {
  await server.stop();
  await database.drop();
}
