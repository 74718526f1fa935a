// Shared by the bench scripts: each figure is printed as one JSON line.
export function report(name: string, value: number, unit: string, extra: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit, ...extra }));
}
