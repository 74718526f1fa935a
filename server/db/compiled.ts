// Statements of the hot write paths built and compiled once, then run with each call's values.
// Kysely builds an operation tree and compiles it to SQL on every execution: for a run's finish, two
// dozen statements, that was 13 % of the server's main-thread CPU (a CPU profile of bench:finish),
// more than the statements' own work in SQLite for most of them. A precompiled statement is the very
// SQL Kysely compiles from the same builder code, on either engine: the builder is called once per
// dialect (and shape) with placeholder values, and the compiled SQL is kept with the position of each
// value among its parameters. Values are still bound as parameters, never spliced into the text.
import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from "kysely";
import type { Database } from "./schema.ts";

/**
 * A placeholder value, MARK + name + END. Only the builder's placeholders and constants are ever
 * compiled (a call's values are bound, never compiled), so nothing else looks like one.
 */
const MARK = "\u0000flap-value:";
const END = "\u0000";

interface Template {
  sql: string;
  /** Per parameter: the value's name (`values[name]` at each call) or a constant the builder gave. */
  slots: ({ name: string } | { value: unknown })[];
}

/** Placeholder values: each property read gives a marker naming it. */
const placeholders = new Proxy({} as Record<string, string>, {
  get: (_target, name) => (typeof name === "string" ? MARK + name + END : undefined),
});

function templateOf(query: CompiledQuery): Template {
  if (query.sql.includes(MARK)) throw new Error(`A value was written into the statement's text: ${query.sql}`);
  return {
    sql: query.sql,
    slots: query.parameters.map((value) => {
      const name = typeof value === "string" ? /^\u0000flap-value:([^\u0000]+)\u0000$/.exec(value)?.[1] : undefined;
      if (name !== undefined) return { name };
      if (typeof value === "string" && value.includes(MARK)) throw new Error(`A value was changed before it was bound: ${query.sql}`);
      return { value };
    }),
  };
}

/**
 * A name per precompiled statement's SQL, under which PostgreSQL's connections prepare it
 * (server/db/index.ts): the server then parses and plans it once per connection, not per call.
 */
const preparedNames = new Map<string, string>();

/** The prepared statement name of a precompiled statement's SQL; undefined for any other SQL. */
export function preparedNameOf(sql: string): string | undefined {
  return preparedNames.get(sql);
}

export type Precompiled<P, R> = (executor: Kysely<Database>, values: P, shape?: string) => Promise<QueryResult<R>>;

/**
 * A statement compiled once per dialect and `shape`: `build` gets the executor and placeholders for
 * `values` (use them only as values: in a where, a set, an insert's values; never in JavaScript
 * arithmetic or to choose a column). What changes the statement's text (the number of rows of an
 * insert, the boards a select reads) is `shape`, a key of its own; the builder then reads those from
 * its own closure or arguments. Runs on `executor` (a transaction or the database).
 */
export function precompiled<P extends Record<string, unknown>, R>(
  build: (db: Kysely<Database>, values: { readonly [K in keyof P]: P[K] }, shape: string) => Compilable<R>,
): Precompiled<P, R> {
  // Per dialect adapter (one per database: a transaction shares its database's), then per shape.
  const byAdapter = new WeakMap<object, Map<string, Template>>();
  return async (executor, values, shape = "") => {
    const adapter = executor.getExecutor().adapter;
    let templates = byAdapter.get(adapter);
    if (!templates) byAdapter.set(adapter, (templates = new Map()));
    let template = templates.get(shape);
    if (!template) {
      template = templateOf(build(executor, placeholders as unknown as P, shape).compile());
      templates.set(shape, template);
      if (!preparedNames.has(template.sql)) preparedNames.set(template.sql, `flap_${preparedNames.size}`);
    }
    const parameters = template.slots.map((slot) => {
      if (!("name" in slot)) return slot.value;
      const value = values[slot.name];
      // Kysely leaves a column out for an undefined value: a statement of another text.
      if (value === undefined) throw new Error(`No value for ${slot.name}: ${template.sql}`);
      return value;
    });
    return executor.executeQuery<R>(CompiledQuery.raw(template.sql, parameters) as CompiledQuery<R>);
  };
}
