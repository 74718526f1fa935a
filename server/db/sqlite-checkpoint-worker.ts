// The SQLite checkpoint thread (server/db/sqlite-checkpoint.ts starts it): its own connection to the
// database file, copying the WAL's committed pages into the file with a PASSIVE checkpoint every
// `intervalMs`. PASSIVE never waits for and never blocks the server's connection; a round with nothing
// new in the WAL copies and syncs nothing. Plain TypeScript that Node runs with its type stripping.
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";

const { path, intervalMs } = workerData as { path: string; intervalMs: number };
const database = new DatabaseSync(path);
database.exec("PRAGMA busy_timeout = 5000");
// Whichever connection checkpoints syncs the WAL before and the file after copying; NORMAL is enough.
database.exec("PRAGMA synchronous = NORMAL");
database.exec("PRAGMA wal_autocheckpoint = 0");
const checkpoint = database.prepare("PRAGMA wal_checkpoint(PASSIVE)");

let last = "";

/** One checkpoint; reported when it found something new in the WAL, or when `asked` for. */
function round(asked = false) {
  const started = performance.now();
  try {
    const row = checkpoint.get() as { busy: number; log: number; checkpointed: number };
    const state = `${row.log}/${row.checkpointed}`;
    if (state === last && !asked) return;
    last = state;
    parentPort!.postMessage({ ok: true, asked, ms: performance.now() - started, log: row.log, checkpointed: row.checkpointed });
  } catch (error) {
    parentPort!.postMessage({ ok: false, asked, message: error instanceof Error ? error.message : String(error) });
  }
}

let timer = setInterval(() => round(), intervalMs);
parentPort!.on("message", (message: string) => {
  if (message === "now") {
    round(true);
    // The next timed round a whole interval later: a round under way when the server's next write
    // begins keeps that write from rewinding the WAL (sqlite-checkpoint.ts), which an asked round
    // (the rewinding one) is for.
    clearInterval(timer);
    timer = setInterval(() => round(), intervalMs);
  }
  if (message === "close") {
    clearInterval(timer);
    database.close();
    parentPort!.postMessage({ closed: true });
  }
});
