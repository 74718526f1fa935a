// The admin player tools' calls to their JSON APIs, and the words for what the server refused.
import type { AdminMessageKey, AdminTFunction } from "../../../../shared/i18n/admin/index.ts";
import { adminApi, type AdminApiResult } from "../json-api.ts";

export type Outcome<T> = AdminApiResult<T>;

/** POSTs JSON; never throws. */
export const postJson = <T>(url: string, body: unknown) => adminApi<T>(url, { body });

/** GETs JSON; only an abort (`signal`) rejects. */
export const getJson = <T>(url: string, signal?: AbortSignal) => adminApi<T>(url, { signal });

const KNOWN: Record<string, AdminMessageKey> = {
  network: "player.error.network",
  insufficient_coins: "player.error.insufficient_coins",
  invalid_reason: "player.error.invalid_reason",
  invalid_delta: "player.error.invalid_delta",
  already_banned: "player.error.already_banned",
  not_banned: "player.error.not_banned",
  cannot_ban_operator: "player.error.cannot_ban_operator",
  cannot_erase_operator: "player.error.cannot_erase_operator",
  player_not_found: "player.notFound",
  better_entry: "player.error.better_entry",
  player_banned: "player.error.player_banned",
  already_restored: "player.error.already_restored",
  entry_not_found: "player.error.entry_not_found",
  invalid_name: "player.error.invalid_name",
  cannot_rename_operator: "player.error.cannot_rename_operator",
};

/** The operator's words for a refusal: ours for the codes we know, else the server's message. */
export function failureText(t: AdminTFunction, failure: { error: string; message: string }): string {
  const key = KNOWN[failure.error];
  return key ? t(key) : t("player.error.generic", { message: failure.message });
}
