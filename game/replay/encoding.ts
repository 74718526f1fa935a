// Compact run encoding: bytes -> base64url (no padding). Layout (format 1, or 2):
//   u8 format (1 or 2)
//   varint seed, varint settingsVersion
//   f64le gravity, f64le jumpForce, f64le pipeSpeed, varint pipeGap, varint pipeFrequency
//   5 x (u8 enabled, varint duration, varint frequency) in POWER_UP_TYPES order
//   format 2 only: u8 count, then count x (u8 index in TIMED_INVENTORY_IDS, varint duration ms)
//   varint inputCount, then per input: varint (tickDelta * 16 + action)
// where tickDelta is the tick minus the previous input's tick (the first input: minus 0).
// With sub-tick timing the format byte has FORMAT_TIMING_FLAG set (0x11 or 0x12) and the inputs are
// followed by one 4-bit timing per input, two per byte, low nibble first (an odd count's last high
// nibble is 0).
// varint = unsigned LEB128, at most 8 bytes (values up to 2^53 - 1).
// Integers that do not fit (negative, fractional, too big) are rejected by encodeRun.
// Settings without inventoryDurations encode as format 1, byte for byte as before they existed.
import { POWER_UP_TYPES, TIMED_INVENTORY_IDS } from "../sim/types.ts";
import type { GameSettings, PowerUpSettings, TimedInventoryId } from "../sim/types.ts";
import { MAX_ENCODED_LENGTH, SUB_TICK_STEPS, type DecodeResult, type Run, type RunInput } from "./types.ts";

export const ENCODING_FORMAT = 1;
/** Format 1 plus the settings' inventory durations. */
export const ENCODING_FORMAT_DURATIONS = 2;
/** Set in the format byte when the run carries sub-tick timing. */
export const FORMAT_TIMING_FLAG = 0x10;
const ACTION_BITS = 16; // action codes < 16

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const B64_INDEX = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) B64_INDEX[B64.charCodeAt(i)] = i;

class Writer {
  buf = new Uint8Array(256);
  len = 0;
  private ensure(n: number): void {
    if (this.len + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.len + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }
  u8(v: number): void {
    this.ensure(1);
    this.buf[this.len++] = v;
  }
  varint(v: number): void {
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`cannot encode ${v} as an unsigned integer`);
    this.ensure(8);
    while (v >= 0x80) {
      this.buf[this.len++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buf[this.len++] = v;
  }
  f64(v: number): void {
    this.ensure(8);
    new DataView(this.buf.buffer, this.buf.byteOffset + this.len, 8).setFloat64(0, v, true);
    this.len += 8;
  }
}

class Reader {
  pos = 0;
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
  u8(): number {
    if (this.pos >= this.bytes.length) throw new Error("truncated");
    return this.bytes[this.pos++]!;
  }
  varint(): number {
    let value = 0;
    let mul = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.u8();
      value += (b & 0x7f) * mul;
      if ((b & 0x80) === 0) {
        if (i > 0 && b === 0) throw new Error("non-canonical varint");
        if (!Number.isSafeInteger(value)) throw new Error("varint too large");
        return value;
      }
      mul *= 0x80;
    }
    throw new Error("varint too long");
  }
  f64(): number {
    if (this.pos + 8 > this.bytes.length) throw new Error("truncated");
    const v = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.pos, 8).getFloat64(0, true);
    this.pos += 8;
    return v;
  }
}

export function bytesToBase64Url(bytes: Uint8Array): string {
  let out = "";
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += B64[n >>> 18]! + B64[(n >>> 12) & 63]! + B64[(n >>> 6) & 63]! + B64[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += B64[n >>> 18]! + B64[(n >>> 12) & 63]!;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += B64[n >>> 18]! + B64[(n >>> 12) & 63]! + B64[(n >>> 6) & 63]!;
  }
  return out;
}

/** Strict base64url (no padding, no whitespace); returns null on any invalid character or length. */
export function base64UrlToBytes(text: string): Uint8Array | null {
  const len = text.length;
  if (len % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((len * 3) / 4));
  let o = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? B64_INDEX[c]! : -1;
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >>> bits) & 0xff;
    }
  }
  // Leftover bits must be zero (canonical form).
  if (bits > 0 && (acc & ((1 << bits) - 1)) !== 0) return null;
  return out.subarray(0, o);
}

/** Encodes a run (throws RangeError on values the format cannot hold: validate first with verify). */
export function encodeRun(run: Run): string {
  const w = new Writer();
  const durations = run.settings.inventoryDurations;
  const timing = run.timing;
  if (timing && timing.length !== run.inputs.length) throw new RangeError("timing must have one value per input");
  w.u8((durations ? ENCODING_FORMAT_DURATIONS : ENCODING_FORMAT) | (timing ? FORMAT_TIMING_FLAG : 0));
  w.varint(run.seed >>> 0 === run.seed ? run.seed : NaN);
  w.varint(run.settingsVersion);
  const s = run.settings;
  w.f64(s.gravity);
  w.f64(s.jumpForce);
  w.f64(s.pipeSpeed);
  w.varint(s.pipeGap);
  w.varint(s.pipeFrequency);
  for (const t of POWER_UP_TYPES) {
    const p = s.powerUps[t];
    w.u8(p.enabled ? 1 : 0);
    w.varint(p.duration);
    w.varint(p.frequency);
  }
  if (durations) {
    const present = TIMED_INVENTORY_IDS.filter((id) => durations[id] !== undefined);
    w.u8(present.length);
    for (const id of present) {
      w.u8(TIMED_INVENTORY_IDS.indexOf(id));
      w.varint(durations[id]!);
    }
  }
  w.varint(run.inputs.length);
  let prev = 0;
  for (const [tick, action] of run.inputs) {
    if (!Number.isInteger(action) || action < 0 || action >= ACTION_BITS) throw new RangeError(`cannot encode action ${action}`);
    w.varint((tick - prev) * ACTION_BITS + action);
    prev = tick;
  }
  if (timing) {
    for (let i = 0; i < timing.length; i += 2) {
      const low = timing[i]!;
      const high = i + 1 < timing.length ? timing[i + 1]! : 0;
      for (const t of [low, high]) {
        if (!Number.isInteger(t) || t < 0 || t >= SUB_TICK_STEPS) throw new RangeError(`cannot encode timing ${t}`);
      }
      w.u8(low | (high << 4));
    }
  }
  return bytesToBase64Url(w.buf.subarray(0, w.len));
}

/** Decodes an encoded run. Never throws; the result still needs verify() (ranges, order, replay). */
export function decodeRun(text: unknown): DecodeResult {
  if (typeof text !== "string") return { ok: false, error: "malformed", message: "an encoded run must be a string" };
  if (text.length > MAX_ENCODED_LENGTH)
    return { ok: false, error: "too_long", message: `encoded run longer than ${MAX_ENCODED_LENGTH} characters` };
  const bytes = base64UrlToBytes(text);
  if (!bytes) return { ok: false, error: "malformed", message: "not base64url" };
  try {
    const r = new Reader(bytes);
    const formatByte = r.u8();
    const format = formatByte & ~FORMAT_TIMING_FLAG;
    if (format !== ENCODING_FORMAT && format !== ENCODING_FORMAT_DURATIONS)
      return { ok: false, error: "malformed", message: `unknown encoding format ${formatByte}` };
    const seed = r.varint();
    if (seed > 0xffffffff) return { ok: false, error: "malformed", message: "seed is not a uint32" };
    const settingsVersion = r.varint();
    const gravity = r.f64();
    const jumpForce = r.f64();
    const pipeSpeed = r.f64();
    const pipeGap = r.varint();
    const pipeFrequency = r.varint();
    const powerUps = {} as Record<(typeof POWER_UP_TYPES)[number], PowerUpSettings>;
    for (const t of POWER_UP_TYPES) {
      const enabled = r.u8();
      if (enabled > 1) return { ok: false, error: "malformed", message: `powerUps.${t}.enabled is not 0 or 1` };
      powerUps[t] = { enabled: enabled === 1, duration: r.varint(), frequency: r.varint() };
    }
    const settings: GameSettings = { gravity, jumpForce, pipeSpeed, pipeGap, pipeFrequency, powerUps };
    if (format === ENCODING_FORMAT_DURATIONS) {
      const durations: Partial<Record<TimedInventoryId, number>> = {};
      const count = r.u8();
      let previous = -1;
      for (let i = 0; i < count; i++) {
        const index = r.u8();
        // In TIMED_INVENTORY_IDS order, each once: one canonical encoding per run.
        if (index <= previous || index >= TIMED_INVENTORY_IDS.length)
          return { ok: false, error: "malformed", message: "bad inventory duration index" };
        previous = index;
        durations[TIMED_INVENTORY_IDS[index]!] = r.varint();
      }
      settings.inventoryDurations = durations;
    }
    const n = r.varint();
    // Every input takes at least one byte: a count beyond the remaining bytes is a lie.
    if (n > bytes.length - r.pos) return { ok: false, error: "malformed", message: "input count exceeds the data" };
    const inputs: RunInput[] = new Array(n);
    let tick = 0;
    for (let i = 0; i < n; i++) {
      const v = r.varint();
      const action = v % ACTION_BITS;
      tick += (v - action) / ACTION_BITS;
      if (!Number.isSafeInteger(tick)) return { ok: false, error: "malformed", message: "tick overflow" };
      inputs[i] = [tick, action];
    }
    let timing: number[] | undefined;
    if (formatByte & FORMAT_TIMING_FLAG) {
      timing = new Array<number>(n);
      for (let i = 0; i < n; i += 2) {
        const b = r.u8();
        timing[i] = b & 0x0f;
        if (i + 1 < n) timing[i + 1] = b >>> 4;
        else if (b >>> 4 !== 0) return { ok: false, error: "malformed", message: "non-canonical timing padding" };
      }
    }
    if (r.pos !== bytes.length) return { ok: false, error: "malformed", message: "trailing bytes" };
    const run: Run = { seed, settingsVersion, settings, inputs };
    if (timing) run.timing = timing;
    return { ok: true, run };
  } catch (e) {
    return { ok: false, error: "malformed", message: e instanceof Error ? e.message : "undecodable" };
  }
}
