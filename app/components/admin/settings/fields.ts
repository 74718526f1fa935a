// Names of the settings fields in the operator's language ('powerUps.shield.duration' -> 'Shield · Duration (ms)').
import { POWER_UP_TYPES, SETTINGS_LIMITS, type PowerUpType } from "../../../../game/sim/index.ts";
import type { AdminMessageKey, AdminTFunction } from "../../../../shared/i18n/admin/index.ts";

export const PHYSICS_FIELDS = ["gravity", "jumpForce", "pipeSpeed", "pipeGap", "pipeFrequency"] as const;
export type PhysicsField = (typeof PHYSICS_FIELDS)[number];

export const POWER_UP_FIELDS = ["duration", "frequency"] as const;
export type PowerUpField = (typeof POWER_UP_FIELDS)[number];

export const physicsLimit = (field: PhysicsField) => SETTINGS_LIMITS[field];
export const powerUpLimit = (field: PowerUpField) =>
  field === "duration" ? SETTINGS_LIMITS.powerUpDuration : SETTINGS_LIMITS.powerUpFrequency;

export const physicsKey = (field: PhysicsField): AdminMessageKey => `settings.field.${field}`;
export const powerUpKey = (type: PowerUpType): AdminMessageKey => `settings.powerUp.${type}`;
export const powerUpFieldKey = (field: PowerUpField | "enabled"): AdminMessageKey => `settings.powerUp.${field}`;

/** The label of a dotted field path from the server (history changes, validation errors). */
export function fieldLabel(t: AdminTFunction, path: string): string {
  const [head, type, leaf] = path.split(".");
  if ((PHYSICS_FIELDS as readonly string[]).includes(head!)) return t(physicsKey(head as PhysicsField));
  if (head === "powerUps" && (POWER_UP_TYPES as readonly string[]).includes(type!)) {
    const name = t(powerUpKey(type as PowerUpType));
    return leaf === "enabled" || leaf === "duration" || leaf === "frequency" ? `${name} · ${t(powerUpFieldKey(leaf))}` : name;
  }
  // Saved from Store Settings ('inventoryDurations.magnet'): the power-up's id names it.
  if (head === "inventoryDurations" && type) return t("settings.inventoryDuration", { id: type });
  return path;
}
