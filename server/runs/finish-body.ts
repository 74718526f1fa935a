// The body of POST /api/runs/:id/finish: its zod schema (the rules and every refusal's wording) and
// a hand-written check of the same rules for the common case, a well-formed body. zod walked each of
// the thousand [tick, action] pairs of a 3-minute run through its generic parser, about 4 % of a
// finish's main-thread CPU; the check below is a plain loop. It only ever accepts: a body it does not
// accept goes through zod, so a refusal (its field, code and message) is zod's as before.
import { z } from "zod";
import { MAX_ENCODED_LENGTH, MAX_RUN_INPUTS } from "../../game/replay/types.ts";
import { withFastCheck } from "../http/json.ts";

const NAME_MAX_LENGTH = 200;

export interface FinishBody {
  log?: string;
  inputs?: [number, number][];
  timing?: number[];
  claimedScore: number;
  name?: string;
}

const schema = z
  .object({
    log: z.string().max(MAX_ENCODED_LENGTH).optional(),
    inputs: z
      .array(z.tuple([z.number().int(), z.number().int()]))
      .max(MAX_RUN_INPUTS)
      .optional(),
    // Each input's sub-tick timing (game/replay SUB_TICK_STEPS), beside raw inputs.
    timing: z.array(z.number().int()).max(MAX_RUN_INPUTS).optional(),
    claimedScore: z.number().int().min(0),
    name: z.string().max(NAME_MAX_LENGTH).optional(),
  })
  .refine((b) => (b.log === undefined) !== (b.inputs === undefined), { message: "Send either log or inputs." })
  .refine((b) => b.timing === undefined || b.inputs !== undefined, { message: "Send timing with inputs (a log carries its own)." });

// zod's int() is a safe integer (|n| ≤ 2^53 − 1); JSON gives no NaN or Infinity.
const isInt = Number.isSafeInteger as (value: unknown) => value is number;

/**
 * The body as zod would output it when it satisfies every rule of `schema`, else undefined (then zod
 * decides and words the refusal). Like zod's object, only the schema's keys are kept.
 */
export function checkFinishBody(json: unknown): FinishBody | undefined {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return undefined;
  const { log, inputs, timing, claimedScore, name } = json as Record<string, unknown>;
  if (!isInt(claimedScore) || claimedScore < 0) return undefined;
  const body: FinishBody = { claimedScore };
  if (log !== undefined) {
    if (typeof log !== "string" || log.length > MAX_ENCODED_LENGTH) return undefined;
    body.log = log;
  }
  if (inputs !== undefined) {
    if (!Array.isArray(inputs) || inputs.length > MAX_RUN_INPUTS) return undefined;
    for (const pair of inputs as unknown[]) {
      if (!Array.isArray(pair) || pair.length !== 2 || !isInt(pair[0]) || !isInt(pair[1])) return undefined;
    }
    body.inputs = inputs as [number, number][];
  }
  if (timing !== undefined) {
    if (!Array.isArray(timing) || timing.length > MAX_RUN_INPUTS) return undefined;
    for (const value of timing as unknown[]) if (!isInt(value)) return undefined;
    body.timing = timing as number[];
  }
  if (name !== undefined) {
    if (typeof name !== "string" || name.length > NAME_MAX_LENGTH) return undefined;
    body.name = name;
  }
  // The two refinements.
  if ((log === undefined) === (inputs === undefined)) return undefined;
  if (timing !== undefined && inputs === undefined) return undefined;
  return body;
}

/** The finish body's schema, checked by checkFinishBody first (server/http/json.ts readJsonBody). */
export const finishBodySchema = withFastCheck(schema, checkFinishBody);
