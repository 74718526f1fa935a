// A database handle whose statements are counted, for tests that hold a read to a number of statements.
import type { KyselyPlugin } from "kysely";
import type { Db } from "../../server/db/index.ts";

/**
 * `db` with its statements counted as their results come back: statements compiled once
 * (server/db/compiled.ts) skip Kysely's building, so counting built queries would miss them.
 */
export function countedDb(db: Db): { db: Db; statements: () => number } {
  let n = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      n++;
      return args.result;
    },
  };
  return { db: { ...db, kysely: db.kysely.withPlugin(counter) }, statements: () => n };
}
