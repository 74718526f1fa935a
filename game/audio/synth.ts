// Tiny offline synthesiser: each game sound is computed once into a Float32Array of samples.
// Cosmetic only, so Math.sin / Math.exp are fine here (the simulation never uses them).

export const SOUND_NAMES = ["wing", "point", "hit", "die", "swoosh", "powerUp"] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

const TAU = Math.PI * 2;

/** A small xorshift noise source, so sounds are the same on every load. */
function noiseSource(seed: number): () => number {
  let x = seed | 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) / 4294967296) * 2 - 1;
  };
}

/** One-pole low-pass coefficient for a cut-off frequency. */
function lowpassCoef(cutoff: number, rate: number): number {
  return 1 - Math.exp((-TAU * cutoff) / rate);
}

function wing(rate: number): Float32Array {
  const length = Math.floor(rate * 0.13);
  const out = new Float32Array(length);
  const noise = noiseSource(7);
  let low = 0;
  let band = 0;
  for (let i = 0; i < length; i++) {
    const t = i / rate;
    // two quick feather beats
    const beat = t < 0.055 ? Math.sin((t / 0.055) * Math.PI) : 0.6 * Math.sin(((t - 0.055) / 0.075) * Math.PI);
    const cutoff = 2400 - t * 9000;
    low += lowpassCoef(Math.max(cutoff, 500), rate) * (noise() - low);
    band += lowpassCoef(260, rate) * (low - band);
    out[i] = (low - band) * beat * 1.5;
  }
  return out;
}

function tone(out: Float32Array, rate: number, start: number, duration: number, freq: number, gain: number, decay: number) {
  const from = Math.floor(start * rate);
  const to = Math.min(out.length, Math.floor((start + duration) * rate));
  for (let i = from; i < to; i++) {
    const t = (i - from) / rate;
    const attack = Math.min(1, t / 0.004);
    const env = attack * Math.exp(-t * decay);
    const phase = TAU * freq * t;
    out[i] = (out[i] ?? 0) + gain * env * (Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.08 * Math.sin(3 * phase));
  }
}

function point(rate: number): Float32Array {
  const out = new Float32Array(Math.floor(rate * 0.42));
  tone(out, rate, 0, 0.09, 1046.5, 0.42, 18);
  tone(out, rate, 0.075, 0.34, 1568, 0.45, 9);
  return out;
}

function hit(rate: number): Float32Array {
  const length = Math.floor(rate * 0.22);
  const out = new Float32Array(length);
  const noise = noiseSource(99);
  let low = 0;
  let phase = 0;
  for (let i = 0; i < length; i++) {
    const t = i / rate;
    const freq = 150 - t * 350;
    phase += (TAU * Math.max(freq, 45)) / rate;
    low += lowpassCoef(1800, rate) * (noise() - low);
    const thump = Math.sin(phase) * Math.exp(-t * 18);
    const crack = low * Math.exp(-t * 35) * 1.6;
    out[i] = Math.max(-0.9, Math.min(0.9, (thump + crack) * 0.95));
  }
  return out;
}

function die(rate: number): Float32Array {
  const length = Math.floor(rate * 0.62);
  const out = new Float32Array(length);
  let phase = 0;
  for (let i = 0; i < length; i++) {
    const t = i / rate;
    const freq = 720 * Math.exp(-t * 3.1) * (1 + 0.03 * Math.sin(TAU * 11 * t));
    phase += (TAU * freq) / rate;
    const env = Math.min(1, t / 0.01) * (1 - t / 0.62);
    // a soft triangle-ish voice
    const s = Math.sin(phase) + 0.3 * Math.sin(3 * phase) * 0.33;
    out[i] = s * env * 0.38;
  }
  return out;
}

function swoosh(rate: number): Float32Array {
  const length = Math.floor(rate * 0.36);
  const out = new Float32Array(length);
  const noise = noiseSource(12345);
  let low = 0;
  let band = 0;
  for (let i = 0; i < length; i++) {
    const t = i / rate;
    const shape = Math.sin((t / 0.36) * Math.PI);
    const cutoff = 500 + 3500 * shape;
    low += lowpassCoef(cutoff, rate) * (noise() - low);
    band += lowpassCoef(cutoff * 0.35, rate) * (low - band);
    out[i] = (low - band) * shape * shape * 1.8;
  }
  return out;
}

function powerUp(rate: number): Float32Array {
  const out = new Float32Array(Math.floor(rate * 0.55));
  const notes = [523.25, 659.25, 783.99, 1046.5, 1318.5];
  notes.forEach((freq, index) => tone(out, rate, index * 0.065, 0.3, freq, 0.26, 10));
  return out;
}

const SYNTHS: Record<SoundName, (rate: number) => Float32Array> = { wing, point, hit, die, swoosh, powerUp };

/** Peak level of each sound after normalising (their relative loudness). */
const LEVELS: Record<SoundName, number> = { wing: 0.5, point: 0.5, hit: 0.8, die: 0.5, swoosh: 0.4, powerUp: 0.5 };

export function synthesize(name: SoundName, sampleRate: number): Float32Array {
  const samples = SYNTHS[name](sampleRate);
  let peak = 0;
  for (let i = 0; i < samples.length; i++) peak = Math.max(peak, Math.abs(samples[i]!));
  if (peak > 0) {
    const gain = LEVELS[name] / peak;
    for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! * gain;
  }
  return samples;
}
