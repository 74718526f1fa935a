// A named lease that at most one process holds at a time (table job_leases, migration 0015). The
// holder renews it before it runs out; when the holder dies its lease ends and the next acquire()
// by another process wins. One statement per call, so two instances racing cannot both win: the
// upsert's update applies only when the row is ours already or has expired.
import type { Db } from "./index.ts";

export interface Lease {
  /** Takes or renews the lease for ttlMs from now; false while another holder's lease runs. */
  acquire(): Promise<boolean>;
  /** Gives it up at once (a graceful stop), if we hold it. */
  release(): Promise<void>;
}

export function createLease(db: Db, options: { name: string; holder: string; ttlMs: number; now?: () => number }): Lease {
  const { name, holder, ttlMs } = options;
  const now = options.now ?? Date.now;
  return {
    async acquire() {
      const at = now();
      const row = await db.kysely
        .insertInto("job_leases")
        .values({ name, holder, expires_at: at + ttlMs })
        .onConflict((oc) =>
          oc
            .column("name")
            .doUpdateSet({ holder, expires_at: at + ttlMs })
            .where((eb) => eb.or([eb("job_leases.holder", "=", holder), eb("job_leases.expires_at", "<=", at)])),
        )
        .returning("holder")
        .executeTakeFirst();
      return row?.holder === holder;
    },
    async release() {
      await db.kysely.deleteFrom("job_leases").where("name", "=", name).where("holder", "=", holder).execute();
    },
  };
}

/** Who holds `name` now, if anyone (operators' view and tests). */
export async function leaseHolder(db: Db, name: string, now = Date.now()): Promise<string | null> {
  const row = await db.kysely
    .selectFrom("job_leases")
    .select("holder")
    .where("name", "=", name)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row?.holder ?? null;
}
