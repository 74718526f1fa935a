// The finish body's hand-written check agrees with its zod schema: it accepts exactly the bodies zod
// accepts, with zod's output, and readJsonBody still words a refusal as zod's issue says.
import { describe, expect, it } from "vitest";
import { MAX_ENCODED_LENGTH, MAX_RUN_INPUTS } from "../../game/replay/types.ts";
import { readJsonBody } from "../http/json.ts";
import { checkFinishBody, finishBodySchema } from "./finish-body.ts";

const pairs = (n: number) => Array.from({ length: n }, (_, i) => [i * 3, i % 4]);

const bodies: unknown[] = [
  { inputs: pairs(3), claimedScore: 2 },
  { inputs: pairs(3), timing: [0, 1, 2], claimedScore: 0, name: "Ada" },
  { inputs: [], claimedScore: 0 },
  { log: "abc", claimedScore: 5 },
  { log: "abc", claimedScore: 5, name: "" },
  { inputs: pairs(2), claimedScore: 1, extra: "dropped", locale: "de" },
  { inputs: [[-0, 1]], claimedScore: -0 },
  { inputs: [[2 ** 53 - 1, -(2 ** 53 - 1)]], claimedScore: 2 ** 53 - 1 },
  { inputs: pairs(MAX_RUN_INPUTS), timing: new Array(MAX_RUN_INPUTS).fill(1), claimedScore: 1 },
  { log: "x".repeat(MAX_ENCODED_LENGTH), claimedScore: 1, name: "n".repeat(200) },
  // Refused, each by one rule.
  { inputs: pairs(MAX_RUN_INPUTS + 1), claimedScore: 1 },
  { inputs: pairs(1), timing: new Array(MAX_RUN_INPUTS + 1).fill(1), claimedScore: 1 },
  { log: "x".repeat(MAX_ENCODED_LENGTH + 1), claimedScore: 1 },
  { log: "abc", claimedScore: 1, name: "n".repeat(201) },
  { log: "abc", claimedScore: 1, name: 7 },
  { log: 7, claimedScore: 1 },
  { log: null, claimedScore: 1 },
  { inputs: null, claimedScore: 1 },
  { inputs: pairs(2), claimedScore: -1 },
  { inputs: pairs(2), claimedScore: 1.5 },
  { inputs: pairs(2), claimedScore: 2 ** 53 },
  { inputs: pairs(2), claimedScore: "3" },
  { inputs: pairs(2) },
  { inputs: [[1, 2, 3]], claimedScore: 1 },
  { inputs: [[1]], claimedScore: 1 },
  { inputs: [[1, 1.5]], claimedScore: 1 },
  { inputs: [[1, "1"]], claimedScore: 1 },
  { inputs: [{ 0: 1, 1: 2 }], claimedScore: 1 },
  { inputs: [null], claimedScore: 1 },
  { inputs: { length: 0 }, claimedScore: 1 },
  { inputs: pairs(2), timing: [1, 0.5], claimedScore: 1 },
  { inputs: pairs(2), timing: [1, null], claimedScore: 1 },
  { inputs: pairs(2), timing: "1,2", claimedScore: 1 },
  { log: "abc", inputs: pairs(1), claimedScore: 1 },
  { claimedScore: 1 },
  { log: "abc", timing: [1], claimedScore: 1 },
  {},
  [],
  null,
  "body",
  7,
];

describe("the finish body's hand-written check", () => {
  it.each(bodies.map((body, index) => [index, body] as const))("agrees with zod on body %i", (_index, body) => {
    const zod = finishBodySchema.safeParse(body);
    const checked = checkFinishBody(body);
    if (zod.success) expect(checked).toEqual(zod.data);
    else expect(checked).toBeUndefined();
  });

  it("leaves a refusal to zod: readJsonBody names the field and words it as before", async () => {
    const request = (body: unknown) =>
      new Request("http://localhost/api/runs/r1/finish", {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": "en" },
        body: JSON.stringify(body),
      });
    const refused = await readJsonBody(request({ inputs: [[1, 1.5]], claimedScore: 1 }), finishBodySchema);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.response.status).toBe(400);
    expect(await refused.response.json()).toEqual({ error: "invalid_body", message: expect.any(String), field: "inputs.0.1" });

    const accepted = await readJsonBody(request({ inputs: [[1, 1]], claimedScore: 1, other: true }), finishBodySchema);
    expect(accepted).toEqual({ ok: true, data: { inputs: [[1, 1]], claimedScore: 1 } });
  });
});
