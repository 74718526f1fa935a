// Cold start: on a fresh clone of the committed HEAD (dependencies installed, no build, no data),
// the time from `npm start` to the first 200 from `/`. Also reports the install and a warm restart.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { report } from "./lib.ts";

const repo = resolve(import.meta.dirname, "..");
const clone = mkdtempSync(join(tmpdir(), "flap-cold-"));
let port = 3900 + Math.floor(Math.random() * 90);

function timeStart(): Promise<number> {
  port += 1; // a new port each time: nothing of the previous server can answer
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn("npm", ["start"], {
      cwd: clone,
      env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", DATABASE_URL: "" },
      stdio: "ignore",
      detached: true,
    });
    const deadline = Date.now() + 180_000;
    const poll = async () => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } });
        if (response.status === 200) {
          const seconds = (performance.now() - started) / 1000;
          process.kill(-child.pid!, "SIGTERM");
          child.once("exit", () => done(seconds));
          return;
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        process.kill(-child.pid!, "SIGKILL");
        fail(new Error("no 200 from / within 180 s"));
      } else setTimeout(poll, 50);
    };
    void poll();
  });
}

try {
  execFileSync("git", ["clone", "--quiet", repo, clone]);
  const installStarted = performance.now();
  execFileSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: clone, stdio: "ignore" });
  report("install_npm_install", (performance.now() - installStarted) / 1000, "s");
  report("cold_start_to_first_200", await timeStart(), "s", { note: "includes the first production build and database creation" });
  report("warm_start_to_first_200", await timeStart(), "s");
} finally {
  rmSync(clone, { recursive: true, force: true });
}
