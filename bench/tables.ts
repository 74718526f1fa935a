// The README's "Measured figures" tables, written from the benches' recorded results
// (bench/results/*.jsonl, appended by `report` in bench/lib.ts). Pure: scripts/bench-tables.ts reads
// the files and writes the README.
//
// A table is a header and rows of cell templates. A template is text with placeholders:
//   {{name}}                    the latest recorded value of the figure `name`
//   {{name[engine=sqlite]}}     ... of those whose field `engine` is "sqlite" (figures a bench
//                               prints under one name for several setups)
//   {{name#field}}              a field of that figure's line instead of its value (`#pages`)
//   {{a;b;c}}                   the range "min–max" of several figures' latest values
//   {{name|2}} {{name|,0}} {{name|/1000:1}}
//                               formatting: a divisor, a comma for thousands separators, then the
//                               number of decimals (without a format: the value as recorded)
// Text around placeholders stays as written: notes, goals and figures no bench prints.

export interface RecordedFigure {
  name: string;
  value: number;
  unit: string;
  /** ISO time of the run; later runs win. */
  date: string;
  commit?: string | null;
  cores?: number;
  [field: string]: unknown;
}

export interface TableSpec {
  header: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

const PLACEHOLDER = /\{\{([^}|]+)(?:\|([^}]*))?\}\}/g;

/** The latest recorded figure matching `selector` ("name", "name[field=value]"); later lines win ties. */
function latest(results: readonly RecordedFigure[], selector: string): RecordedFigure {
  const match = /^(.*?)(?:\[([^=\]]+)=([^\]]*)\])?$/.exec(selector.trim())!;
  const [, name, field, wanted] = match;
  let found: RecordedFigure | undefined;
  for (const figure of results) {
    if (figure.name !== name) continue;
    if (field !== undefined && String(figure[field]) !== wanted) continue;
    if (!found || figure.date >= found.date) found = figure;
  }
  if (!found) throw new Error(`no recorded result for ${selector.trim()}`);
  return found;
}

/** One figure's number: its value, or a field of its line (`name#field`). */
function numberOf(results: readonly RecordedFigure[], reference: string): number {
  const [selector, field] = reference.split("#");
  const figure = latest(results, selector!);
  const value = field === undefined ? figure.value : figure[field.trim()];
  if (typeof value !== "number") throw new Error(`${reference.trim()} is not a number: ${JSON.stringify(value)}`);
  return value;
}

/** Formats `value` per the spec after "|" (see the header); negative numbers get a real minus sign. */
export function formatValue(value: number, format: string | undefined): string {
  if (format === undefined || format.trim() === "") return String(value).replace(/^-/, "−");
  const match = /^(?:\/([\d.e+]+):)?(,)?(\d+)$/.exec(format.trim());
  if (!match) throw new Error(`bad format "${format}"`);
  const [, divisor, grouped, decimals] = match;
  const scaled = divisor ? value / Number(divisor) : value;
  const digits = Number(decimals);
  const text = grouped
    ? scaled.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : scaled.toFixed(digits);
  return text.replace(/^-/, "−");
}

/** A cell template with its placeholders filled from `results`. */
export function fillCell(template: string, results: readonly RecordedFigure[]): string {
  return template.replace(PLACEHOLDER, (_, reference: string, format: string | undefined) => {
    const references = reference.split(";");
    if (references.length === 1) return formatValue(numberOf(results, reference), format);
    const values = references.map((one) => numberOf(results, one));
    const [low, high] = [formatValue(Math.min(...values), format), formatValue(Math.max(...values), format)];
    return low === high ? low : `${low}–${high}`;
  });
}

/** A markdown table. */
export function renderTable(spec: TableSpec, results: readonly RecordedFigure[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [
    line(spec.header),
    `|${spec.header.map(() => "---").join("|")}|`,
    ...spec.rows.map((row) => line(row.map((cell) => fillCell(cell, results)))),
  ].join("\n");
}

/**
 * `readme` with each table between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` rewritten from
 * `results`. A marker without a table spec, or a spec without its markers, is an error.
 */
export function rewriteTables(readme: string, tables: Readonly<Record<string, TableSpec>>, results: readonly RecordedFigure[]): string {
  const seen = new Set<string>();
  const rewritten = readme.replace(/<!-- bench:([\w-]+) -->\n[\s\S]*?<!-- \/bench:\1 -->/g, (_, name: string) => {
    const spec = tables[name];
    if (!spec) throw new Error(`README has a table marker bench:${name} with no table spec`);
    seen.add(name);
    return `<!-- bench:${name} -->\n${renderTable(spec, results)}\n<!-- /bench:${name} -->`;
  });
  const missing = Object.keys(tables).filter((name) => !seen.has(name));
  if (missing.length > 0) throw new Error(`README lacks the markers of ${missing.map((name) => `bench:${name}`).join(", ")}`);
  return rewritten;
}

/** The figures of a results file's text (one JSON object a line; blank lines skipped). */
export function parseResults(text: string): RecordedFigure[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as RecordedFigure);
}
