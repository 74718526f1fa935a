// Row ids that sort in the order this process made them: UUID version 7 (RFC 9562) with the 12-bit
// rand_a field used as a counter within one millisecond (the RFC's "method 1"). Node's own
// randomUUIDv7 is random within a millisecond, so two rows written in one millisecond (two saves of
// one operator action, say) came back in either order from a listing ordered by (time, id).
import { withRandomBytes } from "../security/random-pool.ts";

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
  const hex = ms.toString(16).padStart(12, "0");
  const randA = (0x7000 | counter).toString(16);
  // Variant bits 10xx, then 62 random bits (from the pool: randomBytes(8) cost more than the rest of the id).
  const random = withRandomBytes(8, (bytes, at) => {
    const variant = ((bytes[at]! & 0x3f) | 0x80).toString(16).padStart(2, "0") + bytes.toString("hex", at + 1, at + 2);
    return `${variant}-${bytes.toString("hex", at + 2, at + 8)}`;
  });
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${randA}-${random}`;
}
