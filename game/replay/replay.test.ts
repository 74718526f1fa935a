import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ACTION_BOOST,
  ACTION_COUNT,
  ACTION_EXTRA_LIFE,
  ACTION_FLAP,
  ACTION_SHIELD,
  createRng,
  createSim,
  defaultSettings,
  nextU32,
  type GameSettings,
} from "../sim/index.ts";
import { botStep } from "../sim/bot.ts";
import {
  MAX_ENCODED_LENGTH,
  MAX_IDLE_TICKS,
  base64UrlToBytes,
  bytesToBase64Url,
  decodeRun,
  encodeRun,
  runFromSim,
  verify,
  verifyEncoded,
  type Run,
  type VerifyResult,
} from "./index.ts";
import { SCENARIOS, play } from "./fixtures/generate.ts";

const S = defaultSettings();

function botRun(seed: number, stopAt = 3000, settings: GameSettings = S): Run {
  const sim = createSim({ seed, settings });
  while (sim.state.phase === "playing") {
    if (sim.state.tick < stopAt) botStep(sim);
    else sim.step();
  }
  return runFromSim(sim, 3);
}

function rejected(r: VerifyResult): string {
  return r.ok ? "ok" : r.error;
}

describe("encoding", () => {
  it("base64url round-trips every byte length and is strict", () => {
    const rng = createRng(5);
    for (let n = 0; n < 40; n++) {
      const bytes = new Uint8Array(n).map(() => nextU32(rng) & 255);
      const text = bytesToBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(base64UrlToBytes(text)).toEqual(bytes);
    }
    expect(base64UrlToBytes("A")).toBeNull(); // impossible length
    expect(base64UrlToBytes("AB=")).toBeNull();
    expect(base64UrlToBytes("A+B/")).toBeNull(); // base64, not base64url
    expect(base64UrlToBytes("AA")).toEqual(new Uint8Array([0]));
    expect(base64UrlToBytes("AB")).toBeNull(); // non-zero leftover bits
  });

  it("encodes a run compactly and decodes it back exactly", () => {
    const run = botRun(11, 10_800 - 30);
    const text = encodeRun(run);
    const back = decodeRun(text);
    expect(back).toEqual({ ok: true, run });
    // ~2.7 bytes of text per input for a 3-minute run.
    expect(text.length / run.inputs.length).toBeLessThan(3);
  });

  it("keeps non-integer physics settings bit for bit", () => {
    const settings = { ...defaultSettings(), gravity: 0.1 + 0.2, jumpForce: 4.5, pipeSpeed: 1 / 3 + 1 };
    const run: Run = {
      seed: 0xffffffff,
      settingsVersion: 2 ** 40,
      settings,
      inputs: [
        [0, 0],
        [0, 9],
        [123456, 5],
      ],
    };
    expect(decodeRun(encodeRun(run))).toEqual({ ok: true, run });
  });

  it("carries Store Settings' inventory durations (format 2); settings without them stay format 1", () => {
    const plain = botRun(11, 600);
    expect(base64UrlToBytes(encodeRun(plain))![0]).toBe(1);
    const settings: GameSettings = { ...defaultSettings(), inventoryDurations: { magnet: 20_000, "time-slow": 1000 } };
    const run: Run = { ...plain, settings };
    const text = encodeRun(run);
    expect(base64UrlToBytes(text)![0]).toBe(2);
    expect(decodeRun(text)).toEqual({ ok: true, run });
    const none: Run = { ...plain, settings: { ...defaultSettings(), inventoryDurations: {} } };
    expect(decodeRun(encodeRun(none))).toEqual({ ok: true, run: none });
  });

  it("replays a run with the durations of its own settings", () => {
    // Boost at tick 30 lasts 5 s by default, 20 s with the Store Settings duration: different runs.
    const played = (settings: GameSettings) => {
      const sim = createSim({ seed: 9, settings });
      while (sim.state.phase === "playing") {
        if (sim.state.tick === 30) sim.queue(ACTION_BOOST);
        if (sim.state.tick < 3000) botStep(sim);
        else sim.step();
      }
      return { run: runFromSim(sim, 4), summary: sim.summary(), hash: sim.hash() };
    };
    const long = played({ ...defaultSettings(), inventoryDurations: { boost: 20_000 } });
    const short = played(defaultSettings());
    expect(verify(long.run, { hash: true })).toMatchObject({
      ok: true,
      score: long.summary.score,
      ticks: long.summary.ticks,
      hash: long.hash,
    });
    expect(verifyEncoded(encodeRun(long.run), { hash: true })).toMatchObject({ ok: true, hash: long.hash });
    expect(verify(short.run, { hash: true })).toMatchObject({ ok: true, hash: short.hash });
    // The same inputs under the other durations are another run.
    const swapped = verify({ ...long.run, settings: defaultSettings() }, { hash: true });
    expect(swapped.ok && swapped.hash === long.hash).toBe(false);
    expect(verify({ ...long.run, settings: { ...defaultSettings(), inventoryDurations: { boost: 61_000 } } })).toMatchObject({
      ok: false,
      error: "bad_settings",
    });
  });

  it("carries sub-tick timing (format flag 0x10), which the replay ignores", () => {
    const run = botRun(12, 900);
    const timing = run.inputs.map((_, i) => (i * 7) % 16);
    const timed: Run = { ...run, timing };
    const text = encodeRun(timed);
    expect(decodeRun(text)).toEqual({ ok: true, run: timed });
    expect(base64UrlToBytes(text)![0]).toBe(0x11);
    // Half a byte per input more, and the same result as without it.
    expect(text.length - encodeRun(run).length).toBeLessThanOrEqual(Math.ceil((run.inputs.length / 2) * (4 / 3)) + 1);
    expect(verify(timed)).toEqual(verify(run));
    // An odd count pads its last byte with a zero nibble; anything else there is refused.
    const odd: Run = { ...run, inputs: run.inputs.slice(0, 3), timing: [1, 2, 15] };
    expect(decodeRun(encodeRun(odd))).toEqual({ ok: true, run: { ...odd, inputs: odd.inputs } });
    const bytes = base64UrlToBytes(encodeRun(odd))!;
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! | 0x10;
    expect(decodeRun(bytesToBase64Url(bytes))).toMatchObject({ ok: false, error: "malformed" });
    expect(() => encodeRun({ ...run, timing: timing.slice(1) })).toThrow(RangeError);
    expect(() => encodeRun({ ...run, timing: timing.map(() => 16) })).toThrow(RangeError);
  });

  it("refuses to encode what the format cannot hold", () => {
    const run = botRun(1, 100);
    expect(() =>
      encodeRun({
        ...run,
        inputs: [
          [5, 0],
          [3, 0],
        ],
      }),
    ).toThrow(RangeError);
    expect(() => encodeRun({ ...run, inputs: [[0, 16]] })).toThrow(RangeError);
    expect(() => encodeRun({ ...run, seed: -1 })).toThrow(RangeError);
  });

  it("decodeRun rejects garbage as malformed, and overlong text as too_long", () => {
    const good = encodeRun(botRun(1, 100));
    for (const bad of ["", "!!!!", good.slice(0, -3), good + "AAAA", "B" + good.slice(1), 42, null, {}]) {
      const d = decodeRun(bad);
      expect(d.ok).toBe(false);
      if (!d.ok) expect(d.error).toBe("malformed");
    }
    const long = decodeRun("A".repeat(MAX_ENCODED_LENGTH + 1));
    expect(long.ok || long.error).toBe("too_long");
  });
});

describe("verify", () => {
  it("replays a run to the live result", () => {
    for (const seed of [1, 2, 3]) {
      const sim = createSim({ seed, settings: S });
      while (sim.state.phase === "playing") botStep(sim, 20);
      const v = verify(runFromSim(sim, 1));
      const s = sim.summary();
      expect(v).toEqual({
        ok: true,
        score: s.score,
        ticks: s.ticks,
        flaps: s.flaps,
        closeCalls: s.closeCalls,
        perfect: s.perfect,
        powerUpsUsed: s.powerUpsUsed,
        used: s.used,
        pipesPassed: s.pipesPassed,
        pickups: s.pickups,
        endedBy: s.endedBy,
      });
      expect(verify(runFromSim(sim, 1), { hash: true })).toMatchObject({ hash: sim.hash() });
      expect(verifyEncoded(encodeRun(runFromSim(sim, 1)))).toEqual(v);
    }
  });

  it("an empty input log is a valid run (the bird falls)", () => {
    const v = verify({ seed: 1, settingsVersion: 1, settings: S, inputs: [] });
    expect(v).toMatchObject({ ok: true, score: 0, flaps: 0, endedBy: "ground" });
  });

  it("several distinct actions may share a tick, in ascending code", () => {
    const v = verify({
      seed: 1,
      settingsVersion: 1,
      settings: S,
      inputs: [
        [10, ACTION_FLAP],
        [10, ACTION_SHIELD],
        [10, ACTION_EXTRA_LIFE],
      ],
    });
    expect(v).toMatchObject({ ok: true, flaps: 1, powerUpsUsed: 2, used: { shield: 1, "extra-life": 1 } });
  });

  const base = (): Run => botRun(4, 600);

  it("rejects malformed runs", () => {
    const r = base();
    const cases: unknown[] = [
      null,
      undefined,
      "run",
      [],
      { ...r, seed: -1 },
      { ...r, seed: 2 ** 32 },
      { ...r, seed: 1.5 },
      { ...r, seed: "1" },
      { ...r, settingsVersion: 0 },
      { ...r, settingsVersion: 1.5 },
      { ...r, inputs: "[]" },
      { ...r, inputs: [[1]] },
      { ...r, inputs: [[1, 0, 0]] },
      { ...r, inputs: [{ 0: 1, 1: 0 }] },
      { ...r, inputs: [[1.5, 0]] },
      { ...r, inputs: [[1, Number.NaN]] },
      { ...r, inputs: [["1", 0]] },
      { ...r, inputs: [null] },
      { ...r, timing: "0" },
      { ...r, timing: r.inputs.map(() => 0).slice(1) },
      { ...r, timing: r.inputs.map(() => 16) },
      { ...r, timing: r.inputs.map(() => -1) },
      { ...r, timing: r.inputs.map(() => 0.5) },
    ];
    for (const c of cases) expect(rejected(verify(c)), JSON.stringify(c)).toBe("malformed");
  });

  it("rejects absurd settings", () => {
    const r = base();
    for (const settings of [
      null,
      {},
      { ...S, gravity: Number.NaN },
      { ...S, gravity: -1 },
      { ...S, jumpForce: 1e9 },
      { ...S, pipeSpeed: Infinity },
      { ...S, pipeGap: 10 },
      { ...S, pipeFrequency: 1 },
      { ...S, powerUps: { ...S.powerUps, shield: { enabled: true, duration: -5, frequency: 40 } } },
      { ...S, powerUps: { ...S.powerUps, shield: { enabled: true, duration: 5000, frequency: 0 } } },
    ]) {
      expect(rejected(verify({ ...r, settings }))).toBe("bad_settings");
    }
  });

  it("rejects out-of-order, duplicate, negative, unknown and late inputs", () => {
    const r = base();
    const at = (inputs: [number, number][]) => rejected(verify({ ...r, inputs }));
    expect(
      at([
        [10, 0],
        [5, 0],
      ]),
    ).toBe("out_of_order");
    expect(
      at([
        [10, 2],
        [10, 0],
      ]),
    ).toBe("out_of_order");
    expect(
      at([
        [10, 0],
        [10, 0],
      ]),
    ).toBe("duplicate");
    expect(at([[-1, 0]])).toBe("out_of_range");
    expect(at([[1, ACTION_COUNT]])).toBe("unknown_action");
    expect(at([[1, -1]])).toBe("unknown_action");
    expect(at([[1, 255]])).toBe("unknown_action");
    // An input after the crash.
    const ended = verify(r);
    expect(ended.ok).toBe(true);
    if (ended.ok) {
      expect(at([...r.inputs, [ended.ticks, 0]])).toBe("out_of_range");
      expect(at([...r.inputs, [ended.ticks - 1, 0]])).not.toBe("out_of_range");
    }
  });

  it("caps the run length and the number of inputs", () => {
    const r = botRun(5, 5000);
    expect(rejected(verify(r, { maxTicks: 1000 }))).toBe("too_long");
    expect(rejected(verify(r, { maxInputs: 10 }))).toBe("too_long");
    expect(rejected(verify({ ...r, inputs: [[1e9, 0]] }))).toBe("too_long");
    // A bot that is still alive at the cap.
    const alive = botRun(6, 1e9);
    expect(rejected(verify(alive, { maxTicks: alive.inputs.at(-1)![0] + 2 }))).toBe("too_long");
  });

  it("rejects a run that does not end after its last input", () => {
    // Many armed lives keep the bird coming back long after the last input.
    const inputs: [number, number][] = [];
    for (let t = 0; t < 200; t++) inputs.push([t, ACTION_EXTRA_LIFE]);
    expect(rejected(verify({ seed: 1, settingsVersion: 1, settings: S, inputs }))).toBe("not_ended");
    expect(MAX_IDLE_TICKS).toBe(3600);
  });

  it("with the player's inventory, rejects activations they did not have", () => {
    const inputs: [number, number][] = [
      [10, ACTION_SHIELD],
      [20, ACTION_SHIELD],
    ];
    const run = { seed: 1, settingsVersion: 1, settings: S, inputs };
    expect(verify(run, { inventory: { shield: 2 } })).toMatchObject({ ok: true, used: { shield: 2 } });
    expect(rejected(verify(run, { inventory: { shield: 1 } }))).toBe("no_inventory");
    expect(rejected(verify(run, { inventory: {} }))).toBe("no_inventory");
  });

  it("never throws on garbage (fuzz)", () => {
    const rng = createRng(1234);
    const rnd = (n: number) => nextU32(rng) % n;
    const junkValues: unknown[] = [
      null,
      undefined,
      0,
      -0,
      1,
      -1,
      1.5,
      NaN,
      Infinity,
      -Infinity,
      2 ** 53,
      "",
      "x",
      true,
      false,
      [],
      {},
      [[]],
      () => 1,
      Symbol("s"),
      10n,
    ];
    const junk = (depth: number): unknown => {
      const k = rnd(depth > 2 ? 3 : 6);
      if (k <= 2) return junkValues[rnd(junkValues.length)];
      if (k === 3) return Array.from({ length: rnd(4) }, () => junk(depth + 1));
      if (k === 4)
        return Object.fromEntries(
          Array.from({ length: rnd(4) }, () => [
            ["seed", "settingsVersion", "settings", "inputs", "gravity", "powerUps"][rnd(6)]!,
            junk(depth + 1),
          ]),
        );
      return [rnd(100000) - 10, rnd(20) - 2];
    };
    const good = base();
    const goodText = encodeRun(good);
    for (let i = 0; i < 3000; i++) {
      // Random values, runs with one field replaced, and corrupted encodings.
      const candidates: unknown[] = [
        junk(0),
        { ...good, [["seed", "settingsVersion", "settings", "inputs"][rnd(4)]!]: junk(1) },
        { ...good, inputs: Array.from({ length: rnd(8) }, () => junk(2)) },
      ];
      for (const c of candidates) {
        const v = verify(c);
        expect(typeof v.ok).toBe("boolean");
        if (!v.ok) expect(typeof v.message).toBe("string");
      }
      const chars = goodText.split("");
      for (let m = 0; m <= rnd(4); m++)
        chars[rnd(chars.length)] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[rnd(64)]!;
      const bytes = new Uint8Array(rnd(120)).map(() => rnd(256));
      for (const text of [chars.join(""), bytesToBase64Url(bytes), goodText.slice(0, rnd(goodText.length))]) {
        const v = verifyEncoded(text);
        expect(typeof v.ok).toBe("boolean");
      }
    }
    // Hostile objects.
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("boom");
        },
      },
    );
    expect(rejected(verify(hostile))).toBe("malformed");
    expect(
      rejected(
        verify({
          ...good,
          inputs: new Proxy([], {
            get: () => {
              throw new Error("boom");
            },
          }),
        }),
      ),
    ).toBe("malformed");
  });
});

describe("golden runs", () => {
  const golden = JSON.parse(readFileSync(new URL("./fixtures/golden-runs.json", import.meta.url), "utf8")) as {
    name: string;
    encoded: string;
    expected: VerifyResult;
  }[];

  it("cover every scenario of the generator", () => {
    expect(golden.map((g) => g.name)).toEqual(SCENARIOS.map((s) => s.name));
  });

  it.each(golden.map((g) => [g.name, g] as const))("%s still verifies to the same result", (_name, g) => {
    expect(verifyEncoded(g.encoded)).toEqual(g.expected);
  });

  it("the generator still plays the same runs (the bot and the sim agree with the fixtures)", () => {
    for (const [i, sc] of SCENARIOS.entries()) expect(encodeRun(play(sc).run)).toBe(golden[i]!.encoded);
  });
});
