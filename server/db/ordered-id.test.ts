import { describe, expect, it } from "vitest";
import { orderedId } from "./ordered-id.ts";

describe("orderedId", () => {
  it("is a version 7 UUID that sorts in the order of making, within one millisecond too", () => {
    const ids = Array.from({ length: 20_000 }, () => orderedId());
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("carries its millisecond, and keeps its order when the clock steps back or a millisecond fills", () => {
    const at = Date.UTC(2030, 0, 1);
    const first = orderedId(at);
    expect(parseInt(first.replace(/-/g, "").slice(0, 12), 16)).toBe(at);
    const earlier = orderedId(at - 5000);
    expect(earlier > first).toBe(true);
    let previous = earlier;
    for (let i = 0; i < 5000; i++) {
      const next = orderedId(at);
      expect(next > previous).toBe(true);
      previous = next;
    }
  });
});
