// POST /api/store/purchase `{ itemId, idempotencyKey, expectedPriceCoins? }`: spends coins on a skin (`skin-<skinId>`) or a
// power-up, at the catalogue's price. A visitor without a session becomes a guest on this call (its
// session cookie comes with the answer). The same key again answers the same purchase (`replayed`).
import { z } from "zod";
import { getServices } from "../../../shared/context.ts";
import { requirePlayerOrGuest } from "../../../server/auth/guards.server.ts";
import { failureResponse, jsonError, jsonOk, readJsonBody } from "../../../server/http/json.ts";
import { resource } from "../../../server/http/resource.ts";
import { inRequestLanguage, refusalTextFor } from "../../../server/http/refusals.ts";
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

const api = resource<Route.ActionArgs>({
  async POST({ request, context }) {
    // Checked before anything is written: a bad body makes no guest.
    const body = await readJsonBody(request, bodySchema, 2_000);
    if (!body.ok) return body.response;
    const services = getServices(context);
    // A visitor: an unknown item makes no guest (for a player, purchase() answers the same error).
    const session = await services.auth.getSession(request);
    if (!session && !(await services.store.item(body.data.itemId)))
      return jsonError(400, "unknown_item", refusalTextFor(request, "api.refusal.unknownItem"));
    const { playerId, cookies } = await requirePlayerOrGuest(request, context);

    const result = await services.store.purchase(playerId, body.data);
    if (!result.ok) return failureResponse(inRequestLanguage(request, result), cookies);
    const { ok: _ok, ...purchase } = result;
    return jsonOk(purchase, { headers: cookies });
  },
});

export const loader = api.loader;
export const action = api.action;
