// The store page's side of the store API (docs/api.md): the catalogue with the player's state,
// coin purchases of skins and power-ups, the active skin and coin-pack checkout. Every call answers
// a result object (never throws), so the page only has to show `message` in its error line.
import type { Purchase, StoreView } from "../../server/store/service.ts";
import type { Locale } from "../../shared/i18n/locales.ts";

// The shapes are the server's (type-only imports: nothing of the server reaches the browser).
export type { StoreCoinPack, StorePowerUp, StoreSkin, StoreView } from "../../server/store/service.ts";

export type Failure = { ok: false; status: number; error: string; message: string | null };

/** POST /api/store/purchase's answer. */
export type PurchaseAnswer = Omit<Purchase, "ok">;

/** The item id POST /api/store/purchase takes for a skin. */
export const skinItemId = (skinId: string) => `skin-${skinId}`;

async function failureOf(response: Response): Promise<Failure> {
  let body: { error?: unknown; message?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON (a proxy's error page): the caller falls back to its own text
  }
  return {
    ok: false,
    status: response.status,
    error: typeof body.error === "string" ? body.error : "unknown",
    message: typeof body.message === "string" && body.message ? body.message : null,
  };
}

const offline = (): Failure => ({ ok: false, status: 0, error: "network", message: null });

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(8000),
  });
}

/**
 * GET /api/store: the catalogue with this player's balance, skins and inventory, its texts in the
 * page's language (named, so they match the page even without the language cookie); null when offline.
 */
export async function fetchStore(locale: Locale): Promise<StoreView | null> {
  try {
    const response = await fetch(`/api/store?lang=${locale}`, { signal: AbortSignal.timeout(5000) });
    return response.ok ? ((await response.json()) as StoreView) : null;
  } catch {
    return null;
  }
}

/**
 * Buys a skin or power-up. `idempotencyKey` is made once per click: a request lost on the network
 * is sent again with the same key, and the server debits at most once for it.
 */
export async function purchaseItem(
  itemId: string,
  idempotencyKey: string,
  expectedPriceCoins: number,
): Promise<({ ok: true } & PurchaseAnswer) | Failure> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await postJson("/api/store/purchase", { itemId, idempotencyKey, expectedPriceCoins });
      if (!response.ok) return failureOf(response);
      return { ok: true, ...((await response.json()) as PurchaseAnswer) };
    } catch {
      if (attempt >= 2) return offline();
    }
  }
}

/** POST /api/store/active-skin: makes an owned skin the one /play draws. */
export async function saveActiveSkin(skinId: string): Promise<{ ok: true; activeSkin: string } | Failure> {
  try {
    const response = await postJson("/api/store/active-skin", { skinId });
    if (!response.ok) return failureOf(response);
    return { ok: true, ...((await response.json()) as { activeSkin: string }) };
  } catch {
    return offline();
  }
}

/** POST /api/checkout: a checkout session for a coin pack; the browser then goes to `url`. */
export async function createCheckout(packId: string): Promise<{ ok: true; id: string; url: string } | { ok: true; id: null } | Failure> {
  try {
    const response = await postJson("/api/checkout", { packId });
    if (!response.ok) return failureOf(response);
    const body = (await response.json()) as { id?: unknown; url?: unknown };
    if (typeof body.id !== "string" || !body.id || typeof body.url !== "string") return { ok: true, id: null };
    return { ok: true, id: body.id, url: body.url };
  } catch {
    return offline();
  }
}
