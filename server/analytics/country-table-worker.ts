// Builds the country table (server/analytics/country-table.ts) off the main thread and hands its
// arrays' memory over without copying.
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { buildCountryTable } from "./country-table.ts";

const files = workerData as { v4: string; v6: string };
const table = buildCountryTable(readFileSync(files.v4, "latin1"), readFileSync(files.v6, "latin1"));
const buffers = [table.v4Starts.buffer, table.v4Countries.buffer, table.v6Starts.buffer, table.v6Countries.buffer] as ArrayBuffer[];
parentPort!.postMessage(table, buffers);
