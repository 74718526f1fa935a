// `npm run bench:tables`: rewrites the README's "Measured figures" tables (between
// `<!-- bench:NAME -->` and `<!-- /bench:NAME -->`) from the latest figures in bench/results/*.jsonl,
// which every `npm run bench:*` appends to. Run by hand after a bench; review the diff before committing.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { RESULTS_DIR } from "../bench/lib.ts";
import { README_TABLES } from "../bench/readme-tables.ts";
import { parseResults, rewriteTables } from "../bench/tables.ts";

const README = resolve(import.meta.dirname, "..", "README.md");

const results = readdirSync(RESULTS_DIR)
  .filter((file) => file.endsWith(".jsonl"))
  .sort()
  .flatMap((file) => parseResults(readFileSync(join(RESULTS_DIR, file), "utf8")));
const before = readFileSync(README, "utf8");
const after = rewriteTables(before, README_TABLES, results);
if (after === before) {
  console.log("README.md: the tables already show the latest figures.");
} else {
  writeFileSync(README, after);
  console.log(`README.md: ${Object.keys(README_TABLES).length} tables rewritten from ${results.length} recorded figures.`);
}
