// Shared by the bench scripts: each figure is printed as one JSON line.
export function report(name: string, value: number, unit: string, extra: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit, ...extra }));
}

/** The p-th percentile (0-100) of an ascending array (nearest rank, lower side); NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
