// Preloaded into an e2e server (NODE_OPTIONS="--import …/server-clock.ts") to move its clock: every
// Date in the process runs the number of milliseconds in E2E_CLOCK_FILE ahead of the real clock, and a
// test writes the file to jump (the server reads it again within 50 ms). A test of the day changing
// at a time zone's midnight puts the server a minute before it, instead of waiting for the real one.
// Test-only: nothing in the app reads this; the server keeps calling Date.now as ever.
import { readFileSync, watchFile, writeFileSync } from "node:fs";

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  const read = () => {
    const value = Number(readFileSync(file, "utf8"));
    return Number.isFinite(value) ? value : 0;
  };
  let offset = read();
  // Polling (not a watch handle): the server's graceful stop is not held up by it.
  watchFile(file, { interval: 50 }, () => {
    offset = read();
  }).unref();
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(realNow() + offset);
      else super(...(args as [string | number]));
    }
    static override now() {
      return realNow() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

/** Writes the server's clock offset (ms ahead of the real clock). */
export function setServerClock(path: string, offsetMs: number): void {
  writeFileSync(path, String(Math.round(offsetMs)));
}
