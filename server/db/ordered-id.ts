// Row ids that sort in the order this process made them: UUID version 7 (RFC 9562) with the 12-bit
// rand_a field used as a counter within one millisecond (the RFC's "method 1"). Node's own
// randomUUIDv7 is random within a millisecond, so two rows written in one millisecond (two saves of
// one operator action, say) came back in either order from a listing ordered by (time, id).
import { randomBytes } from "node:crypto";

const COUNTER_MAX = 0xfff;
let lastMs = 0;
let counter = 0;

export function orderedId(nowMs: number = Date.now()): string {
  let ms = Math.max(nowMs, lastMs);
  if (ms === lastMs) {
    counter++;
    // 4,096 ids in one millisecond: borrow the next millisecond, as the RFC allows.
    if (counter > COUNTER_MAX) {
      ms++;
      counter = 0;
    }
  } else {
    counter = 0;
  }
  lastMs = ms;
  const random = randomBytes(8);
  const hex = ms.toString(16).padStart(12, "0");
  const randA = (0x7000 | counter).toString(16);
  // Variant bits 10xx, then 62 random bits.
  const variant = ((random[0]! & 0x3f) | 0x80).toString(16).padStart(2, "0") + random.subarray(1, 2).toString("hex");
  const tail = random.subarray(2, 8).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${randA}-${variant}-${tail}`;
}
