// Random bytes for the hot paths (a CSP nonce per answer, the ids of the rows a finish writes, a
// run's seed), cut from one pool of node:crypto's random bytes filled 4 KB at a time. randomBytes(8)
// costs ~4.7 µs of CPU per call here (an OpenSSL call and a new Buffer), five times a finish; a cut
// from the pool ~0.1 µs. The bytes are the same CSPRNG's, and each is handed out once.
import { randomFillSync } from "node:crypto";

const pool = Buffer.alloc(4096);
let offset = pool.length;

/**
 * Calls `read` with the pool and the offset of `count` (≤ 256) fresh random bytes. `read` must use
 * them at once (a string, a number, a copy): the pool is refilled in place later.
 */
export function withRandomBytes<T>(count: number, read: (bytes: Buffer, offset: number) => T): T {
  if (!Number.isInteger(count) || count < 1 || count > 256) throw new RangeError(`withRandomBytes: count ${count} is not 1-256`);
  if (offset + count > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const at = offset;
  offset += count;
  return read(pool, at);
}
