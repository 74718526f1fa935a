// Plain SVG charts for the Analytics page. Each SVG stretches to its box (preserveAspectRatio
// "none", strokes kept at 2 px), so it fits a phone without sideways scroll; every text is HTML
// around it, never scaled. Each chart is an image with a summary for screen readers and a table of
// its numbers in a <details>.
import type { ReactNode } from "react";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";

export interface Series {
  label: string;
  /** A Tailwind fill/stroke colour class pair, e.g. "fill-sky-500 stroke-sky-500". */
  color: string;
  values: number[];
}

const VIEW_HEIGHT = 100;
const SLOT = 10;
/** Up to this many days the series are grouped bars; beyond, lines (bars would be hairlines). */
const MAX_BAR_DAYS = 7;

export function ChartCard(props: { title: string; testId: string; children: ReactNode; wide?: boolean }) {
  return (
    <figure
      className={`min-w-0 rounded-3xl bg-white p-4 ring-1 ring-sky-100 sm:p-5 ${props.wide ? "lg:col-span-2" : ""}`}
      data-testid={props.testId}
    >
      <figcaption className="text-lg font-black text-ink">{props.title}</figcaption>
      {props.children}
    </figure>
  );
}

function Legend({ series }: { series: Series[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
      {series.map((s) => (
        <li key={s.label} className="flex items-center gap-1.5">
          <svg viewBox="0 0 10 10" className="h-3 w-3">
            <rect width="10" height="10" rx="2" className={s.color} />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** The largest value, at least 1 so an all-zero chart draws flat bars instead of dividing by zero. */
function peak(series: Series[]): number {
  return Math.max(1, ...series.flatMap((s) => s.values));
}

/**
 * Values per slot (days, score ranges): grouped bars, or lines when `lines` and there are many slots.
 * `labels` name the slots; the axis shows the first and last (or each, with `everyLabel`).
 */
export function SlotChart(props: {
  series: Series[];
  labels: string[];
  summary: string;
  format: (value: number) => string;
  lines?: boolean;
  everyLabel?: boolean;
  testId: string;
}) {
  const { series, labels } = props;
  const count = labels.length;
  const max = peak(series);
  const width = Math.max(1, count) * SLOT;
  const y = (value: number) => VIEW_HEIGHT - (value / max) * (VIEW_HEIGHT - 4);
  const asLines = props.lines === true && count > MAX_BAR_DAYS;
  const barWidth = (SLOT * 0.8) / series.length;
  return (
    <>
      <Legend series={series} />
      <div className="mt-3 flex gap-2">
        <div className="flex w-12 shrink-0 flex-col justify-between text-right text-xs text-slate-600" aria-hidden="true">
          <span>{props.format(max)}</span>
          <span>{props.format(0)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${width} ${VIEW_HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-36 w-full border-b border-l border-slate-300 bg-sky-50/40"
            role="img"
            aria-label={props.summary}
            data-testid={props.testId}
          >
            {[0.25, 0.5, 0.75].map((line) => (
              <line
                key={line}
                x1={0}
                x2={width}
                y1={VIEW_HEIGHT * line}
                y2={VIEW_HEIGHT * line}
                className="stroke-slate-200"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {asLines
              ? series.map((s) => (
                  <polyline
                    key={s.label}
                    points={s.values.map((value, i) => `${(i + 0.5) * SLOT},${y(value)}`).join(" ")}
                    className={s.color}
                    fill="none"
                    strokeWidth={2}
                    strokeLinejoin="round"
                    vectorEffect="non-scaling-stroke"
                  />
                ))
              : series.map((s, k) =>
                  s.values.map((value, i) => (
                    <rect
                      key={`${s.label}-${i}`}
                      x={i * SLOT + SLOT * 0.1 + k * barWidth}
                      width={barWidth}
                      y={y(value)}
                      height={VIEW_HEIGHT - y(value)}
                      className={s.color}
                      strokeWidth={0}
                    />
                  )),
                )}
          </svg>
          {props.everyLabel ? (
            <div
              className="mt-1 grid text-center text-[11px] text-slate-600"
              style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}
              aria-hidden="true"
            >
              {labels.map((label, i) => (
                <span key={i} className="truncate">
                  {label}
                </span>
              ))}
            </div>
          ) : (
            <div className="mt-1 flex justify-between gap-2 text-xs text-slate-600" aria-hidden="true">
              <span>{labels[0]}</span>
              {count > 1 ? <span>{labels[count - 1]}</span> : null}
            </div>
          )}
        </div>
      </div>
    </>
  );
}

/** The numbers behind a chart, folded away. */
export function DataTable(props: { columns: string[]; rows: ReactNode[][]; testId: string }) {
  const t = useAdminT();
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-sky-800">{t("analytics.chart.data")}</summary>
      <div className="mt-2 max-h-72 overflow-auto">
        <table className="w-full text-left" data-testid={props.testId}>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              {props.columns.map((column, i) => (
                <th key={column} scope="col" className={`py-1 pr-3 font-semibold ${i > 0 ? "text-right" : ""}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row, r) => (
              <tr key={r} className="border-b border-slate-100">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="py-1 pr-3 text-right tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Horizontal bars with their label and figures above each (the funnel, retention). */
export function BarRows(props: { rows: { label: string; value: string; share: number; testId: string; color: string }[] }) {
  return (
    <ul className="mt-3 grid gap-3">
      {props.rows.map((row) => (
        <li key={row.label} data-testid={row.testId}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-semibold text-ink">{row.label}</span>
            <span className="text-slate-700 tabular-nums" data-testid={`${row.testId}-value`}>
              {row.value}
            </span>
          </div>
          <svg
            viewBox="0 0 100 10"
            preserveAspectRatio="none"
            className="mt-1 block h-4 w-full rounded bg-slate-100"
            role="img"
            aria-label={`${row.label}: ${row.value}`}
          >
            <rect width={Math.max(0, Math.min(1, row.share)) * 100} height={10} className={row.color} />
          </svg>
        </li>
      ))}
    </ul>
  );
}
