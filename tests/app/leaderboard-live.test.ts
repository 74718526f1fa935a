import { describe, expect, it } from "vitest";
import { ownEntryOutsideTop, type LeaderboardEntry, type LeaderboardView } from "../../app/lib/leaderboard-live.ts";
import { applySnapshot, parseSnapshot, parseView, sameTop } from "../../app/lib/leaderboard-stream.ts";

const row = (rank: number, name: string, score: number, extra: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  rank,
  name,
  score,
  location: "Canada",
  achievedAt: 1000 + rank,
  isSample: false,
  runId: null,
  ...extra,
});

const view = (top: LeaderboardEntry[], me: LeaderboardView["me"] = null, around: LeaderboardEntry[] = []): LeaderboardView => ({
  board: "daily",
  top,
  me,
  around,
});

describe("parseSnapshot", () => {
  it("reads a leaderboard event and keeps only the public fields", () => {
    const data = JSON.stringify({ board: "weekly", period: "2026-W47", top: [{ ...row(1, "Ann", 9), playerId: "secret" }] });
    expect(parseSnapshot(data)).toEqual({ board: "weekly", period: "2026-W47", top: [row(1, "Ann", 9)] });
    // The run a row names (its "Watch" link) comes through; anything else there is no run.
    const withRun = JSON.stringify({
      board: "daily",
      period: "2026-11-22",
      top: [row(1, "Ann", 9, { runId: "run-1" }), { ...row(2, "Bo", 3), runId: 5 }],
    });
    expect(parseSnapshot(withRun)?.top.map((r) => r.runId)).toEqual(["run-1", null]);
  });

  it("ignores what is not a snapshot", () => {
    expect(parseSnapshot("not json")).toBeNull();
    expect(parseSnapshot("null")).toBeNull();
    expect(parseSnapshot(JSON.stringify({ board: "monthly", top: [] }))).toBeNull();
    expect(parseSnapshot(JSON.stringify({ board: "daily", top: [{ rank: 1, name: "A" }] }))).toBeNull();
    expect(parseSnapshot(JSON.stringify({ board: "daily" }))).toBeNull();
  });
});

describe("parseView", () => {
  it("reads the JSON API's answer", () => {
    const answer = {
      board: "alltime",
      top: [row(1, "Ann", 9, { isMe: true })],
      me: { rank: 1 },
      around: [row(1, "Ann", 9, { isMe: true })],
    };
    expect(parseView(answer)).toEqual(answer);
    expect(parseView({ ...answer, me: null, around: [] })).toEqual({ ...answer, me: null, around: [] });
  });

  it("refuses errors and malformed answers", () => {
    expect(parseView({ error: "unknown_board", message: "…" })).toBeNull();
    expect(parseView({ board: "daily", top: [], me: { rank: "1" }, around: [] })).toBeNull();
    expect(parseView(null)).toBeNull();
  });
});

describe("ownEntryOutsideTop", () => {
  it("is the caller's row with its rank when it is not among the top rows", () => {
    const own = row(1, "Me", 3, { isMe: true });
    expect(ownEntryOutsideTop(view([row(1, "Ann", 90)], { rank: 14 }, [own]))).toEqual({ ...own, rank: 14 });
  });

  it("is null when the caller is in the top, or has no rank", () => {
    const own = row(1, "Me", 90, { isMe: true });
    expect(ownEntryOutsideTop(view([own], { rank: 1 }, [own]))).toBeNull();
    expect(ownEntryOutsideTop(view([row(1, "Ann", 90)]))).toBeNull();
  });
});

describe("applySnapshot", () => {
  it("shows the new top and recognises the caller's row by its content", () => {
    const mine = row(2, "Me", 50, { isMe: true });
    const before = view([row(1, "Ann", 90, { isMe: false }), mine], { rank: 2 }, [mine]);
    const after = applySnapshot(before, {
      board: "daily",
      period: "2026-11-22",
      top: [row(1, "Ann", 90), { ...row(2, "Bob", 70), achievedAt: 5 }, { ...mine, rank: 3, isMe: undefined }],
    });
    expect(after.top.map((r) => [r.rank, r.name, r.isMe])).toEqual([
      [1, "Ann", false],
      [2, "Bob", false],
      [3, "Me", true],
    ]);
    expect(after.me).toEqual({ rank: 3 });
  });

  it("keeps the known rank when the caller's row is not in the snapshot (the refetch corrects it)", () => {
    const mine = row(1, "Me", 1, { isMe: true });
    const after = applySnapshot(view([row(1, "Ann", 90)], { rank: 11 }, [mine]), { board: "daily", period: "p", top: [row(1, "Zed", 95)] });
    expect(after.top[0]).toMatchObject({ name: "Zed", isMe: false });
    expect(after.me).toEqual({ rank: 11 });
    expect(after.around).toEqual([mine]);
  });
});

describe("sameTop", () => {
  it("spots the unchanged snapshot sent on connect", () => {
    const top = [row(1, "Ann", 90, { isMe: true }), row(2, "Bob", 70)];
    expect(sameTop(view(top), { board: "daily", period: "p", top: [row(1, "Ann", 90), row(2, "Bob", 70)] })).toBe(true);
    expect(sameTop(view(top), { board: "daily", period: "p", top: [row(1, "Ann", 91), row(2, "Bob", 70)] })).toBe(false);
    expect(sameTop(view(top), { board: "daily", period: "p", top: [row(1, "Ann", 90)] })).toBe(false);
  });
});
