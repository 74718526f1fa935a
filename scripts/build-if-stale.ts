// `npm start` on a fresh clone must serve the site: build once when the bundle is missing or older
// than the sources it is made from.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
// BUILD_DIR as in server/config.ts: side-by-side builds (tests, benches) check their own output.
const output = join(root, process.env.BUILD_DIR || "build", "server/index.js");
const sources = ["app", "game", "server", "shared", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
if (builtAt < changedAt) {
  console.log(builtAt === 0 ? "No production build yet: building..." : "Sources changed since the last build: rebuilding...");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}
