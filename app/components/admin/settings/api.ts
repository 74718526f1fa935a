// The Game Settings page's calls to /api/admin/settings (same-origin fetch: the browser sends Origin).
import type { GameSettings } from "../../../../game/sim/index.ts";
import { adminApi } from "../json-api.ts";

export type SettingsRequest =
  { action: "save"; settings: GameSettings; note?: string; baseVersion?: number } | { action: "restore"; version: number };

export type SettingsAnswer =
  { ok: true; created: boolean; version: number; settings: GameSettings } | { ok: false; error: string; message: string; field?: string };

export async function postSettings(body: SettingsRequest): Promise<SettingsAnswer> {
  const answer = await adminApi<{ created: boolean; version: number; settings: GameSettings }>("/api/admin/settings", { body });
  return answer.ok ? { ok: true, ...answer.data } : answer;
}
