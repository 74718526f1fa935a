// The README's bench tables (bench/tables.ts): templates filled from recorded figures, and the
// rewrite between the marker comments.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RESULTS_DIR } from "../bench/lib.ts";
import { README_TABLES } from "../bench/readme-tables.ts";
import { fillCell, formatValue, parseResults, renderTable, rewriteTables, type RecordedFigure } from "../bench/tables.ts";

const figure = (name: string, value: number, date: string, extra: Record<string, unknown> = {}): RecordedFigure => ({
  name,
  value,
  unit: "ms",
  date,
  ...extra,
});

const RESULTS: RecordedFigure[] = [
  figure("finish_p50", 120, "2026-01-01T00:00:00.000Z"),
  figure("finish_p50", 96.4, "2026-02-01T00:00:00.000Z"),
  figure("finish_p50", 300, "2026-01-15T00:00:00.000Z"),
  figure("send_rate", 142, "2026-02-01T00:00:00.000Z", { engine: "sqlite" }),
  figure("send_rate", 95, "2026-02-01T00:00:00.000Z", { engine: "postgres" }),
  figure("crawl", 1250, "2026-02-01T00:00:00.000Z", { pages: 130 }),
  figure("sort_a", 23, "2026-02-01T00:00:00.000Z"),
  figure("sort_b", 60.2, "2026-02-01T00:00:00.000Z"),
  figure("cases", 15480, "2026-02-01T00:00:00.000Z"),
];

describe("the README bench tables", () => {
  it("formats a value: decimals, a divisor, thousands separators, a real minus sign", () => {
    expect(formatValue(0.1, "2")).toBe("0.10");
    expect(formatValue(49_900_000, "/1000000:1")).toBe("49.9");
    expect(formatValue(15480, ",0")).toBe("15,480");
    expect(formatValue(-12, "0")).toBe("−12");
    expect(formatValue(1.05, undefined)).toBe("1.05");
    expect(() => formatValue(1, "two")).toThrow(/bad format/);
  });

  it("fills a cell from the latest figure of a name, of a selected setup, or from a field of its line", () => {
    expect(fillCell("{{finish_p50|0}} ms (goal ≤ 100)", RESULTS)).toBe("96 ms (goal ≤ 100)");
    expect(fillCell("{{send_rate[engine=postgres]|0}} / {{send_rate[engine=sqlite]|0}}", RESULTS)).toBe("95 / 142");
    expect(fillCell("{{crawl|/1000:2}} s over {{crawl#pages|0}} URLs", RESULTS)).toBe("1.25 s over 130 URLs");
    expect(fillCell("{{cases|,0}} cases", RESULTS)).toBe("15,480 cases");
    expect(fillCell("no figure here", RESULTS)).toBe("no figure here");
  });

  it("writes a range over several figures, one number when they agree", () => {
    expect(fillCell("{{sort_b;sort_a|0}} ms", RESULTS)).toBe("23–60 ms");
    expect(fillCell("{{sort_a;sort_a|0}} ms", RESULTS)).toBe("23 ms");
  });

  it("refuses a figure that was never recorded, or a field that is not a number", () => {
    expect(() => fillCell("{{nothing|0}}", RESULTS)).toThrow(/no recorded result for nothing/);
    expect(() => fillCell("{{send_rate[engine=mysql]|0}}", RESULTS)).toThrow(/no recorded result/);
    expect(() => fillCell("{{send_rate[engine=sqlite]#engine|0}}", RESULTS)).toThrow(/not a number/);
  });

  it("rewrites only what is between a table's markers, and refuses markers and specs that do not pair", () => {
    const spec = { header: ["figure", "value"], rows: [["run finish p50", "{{finish_p50|0}} ms"]] };
    const readme = [
      "# Title",
      "",
      "Prose with 120 ms.",
      "<!-- bench:finish -->",
      "| old | table |",
      "|---|---|",
      "| run finish p50 | 120 ms |",
      "<!-- /bench:finish -->",
      "After.",
    ].join("\n");
    const rewritten = rewriteTables(readme, { finish: spec }, RESULTS);
    expect(rewritten).toBe(
      [
        "# Title",
        "",
        "Prose with 120 ms.",
        "<!-- bench:finish -->",
        "| figure | value |",
        "|---|---|",
        "| run finish p50 | 96 ms |",
        "<!-- /bench:finish -->",
        "After.",
      ].join("\n"),
    );
    // Running it again changes nothing.
    expect(rewriteTables(rewritten, { finish: spec }, RESULTS)).toBe(rewritten);
    expect(() => rewriteTables(readme, {}, RESULTS)).toThrow(/no table spec/);
    expect(() => rewriteTables(readme, { finish: spec, other: spec }, RESULTS)).toThrow(/lacks the markers of bench:other/);
    expect(renderTable(spec, RESULTS)).toBe("| figure | value |\n|---|---|\n| run finish p50 | 96 ms |");
  });

  it("reads a results file, one JSON line a figure", () => {
    expect(parseResults('{"name":"a","value":1,"unit":"ms","date":"x"}\n\n{"name":"b","value":2,"unit":"s","date":"y"}\n')).toEqual([
      { name: "a", value: 1, unit: "ms", date: "x" },
      { name: "b", value: 2, unit: "s", date: "y" },
    ]);
  });

  it("finds a recorded figure for every placeholder of the README's tables, and their markers in the README", () => {
    const recorded = readdirSync(RESULTS_DIR)
      .filter((file) => file.endsWith(".jsonl"))
      .flatMap((file) => parseResults(readFileSync(join(RESULTS_DIR, file), "utf8")));
    const readme = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8");
    expect(() => rewriteTables(readme, README_TABLES, recorded)).not.toThrow();
  });
});
