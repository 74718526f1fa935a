// The admin player tools' calls to their JSON APIs, and the words for what the server refused.
import type { AdminMessageKey, AdminTFunction } from "../../../i18n/admin/index.ts";

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: string; message: string };

/** POSTs JSON (the browser adds the same-origin Origin header the server checks); never throws. */
export async function postJson<T>(url: string, body: unknown): Promise<Outcome<T>> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && json) return { ok: true, data: json as T };
    return { ok: false, error: String(json?.error ?? "http_" + response.status), message: String(json?.message ?? response.statusText) };
  } catch {
    return { ok: false, error: "network", message: "" };
  }
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<Outcome<T>> {
  try {
    const response = await fetch(url, { signal, headers: { Accept: "application/json" } });
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && json) return { ok: true, data: json as T };
    return { ok: false, error: String(json?.error ?? "http_" + response.status), message: String(json?.message ?? response.statusText) };
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    return { ok: false, error: "network", message: "" };
  }
}

const KNOWN: Record<string, AdminMessageKey> = {
  network: "player.error.network",
  insufficient_coins: "player.error.insufficient_coins",
  invalid_reason: "player.error.invalid_reason",
  invalid_delta: "player.error.invalid_delta",
  already_banned: "player.error.already_banned",
  not_banned: "player.error.not_banned",
  cannot_ban_operator: "player.error.cannot_ban_operator",
  better_entry: "player.error.better_entry",
  player_banned: "player.error.player_banned",
  already_restored: "player.error.already_restored",
  entry_not_found: "player.error.entry_not_found",
};

/** The operator's words for a refusal: ours for the codes we know, else the server's message. */
export function failureText(t: AdminTFunction, failure: { error: string; message: string }): string {
  const key = KNOWN[failure.error];
  return key ? t(key) : t("player.error.generic", { message: failure.message });
}
