// Seeded integer PRNG (mulberry32: a 32-bit additive counter through an integer mixing function).
// Only Math.imul, xor, shifts and >>> 0, so every engine produces the same sequence.

/** Advances a mulberry32 state; returns [next uint32 output] via the state holder. */
export interface Rng {
  /** Internal 32-bit state (part of the simulation state and its hash). */
  s: number;
}

export function createRng(seed: number): Rng {
  return { s: seed >>> 0 };
}

/** Next uint32 in [0, 2^32). */
export function nextU32(r: Rng): number {
  const s = (r.s + 0x6d2b79f5) >>> 0;
  r.s = s;
  let t = Math.imul(s ^ (s >>> 15), s | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** Next float in [0, 1), exactly a multiple of 2^-32. */
export function nextUnit(r: Rng): number {
  return nextU32(r) / 4294967296;
}

/** Next integer in [0, n) for a positive integer n < 2^32 (modulo; the bias is negligible here). */
export function nextInt(r: Rng, n: number): number {
  return nextU32(r) % n;
}
