// POST /api/store/purchase `{ itemId, idempotencyKey, expectedPriceCoins? }`: spends coins on a skin (`skin-<skinId>`) or a
// power-up, at the catalogue's price. A visitor without a session becomes a guest on this call (its
// session cookie comes with the answer). The same key again answers the same purchase (`replayed`).
import { z } from "zod";
import { getServices } from "../../../shared/context.ts";
import { methodNotAllowed, requirePlayerOrGuest } from "../../http.server.ts";
import { errorResponse, okResponse, readJsonBody } from "../../../server/runs/http.ts";
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN } from "../../../server/store/service.ts";
import type { Route } from "./+types/store.purchase";

const bodySchema = z
  .object({
    itemId: z.string().min(1).max(120),
    idempotencyKey: z.string().min(IDEMPOTENCY_KEY_MIN).max(IDEMPOTENCY_KEY_MAX),
    // The price the card showed: a changed price is refused (409 price_changed), never charged.
    expectedPriceCoins: z.number().int().min(0).max(1_000_000_000).optional(),
  })
  .strict();

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  // Checked before anything is written: a bad body makes no guest.
  const body = await readJsonBody(request, bodySchema, 2_000);
  if (!body.ok) return body.response;
  const services = getServices(context);
  // A visitor: an unknown item makes no guest (for a player, purchase() answers the same error).
  const session = await services.auth.getSession(request);
  if (!session && !(await services.store.item(body.data.itemId))) return errorResponse(400, "unknown_item", "This item is not in the store.");
  const caller = await requirePlayerOrGuest(services, request);
  if (!caller.ok) return caller.response;
  const { playerId, cookies } = caller;

  const result = await services.store.purchase(playerId, body.data);
  if (!result.ok) return errorResponse(result.status, result.error, result.message, cookies);
  const { ok: _ok, ...purchase } = result;
  return okResponse(purchase, { headers: cookies });
}
