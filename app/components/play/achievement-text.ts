import type { Achievement } from "../../../game/achievements.ts";
import { formatCount, type Locale, type MessageKey, type TFunction } from "../../../shared/i18n/index.ts";

const IDS = new Set(["first-flight", "rookie", "intermediate", "expert", "master", "dedicated", "flap-master", "perfect-10"]);
const RARITIES = new Set(["common", "rare", "epic", "legendary"]);

/**
 * An achievement's name, description and rarity in the page's language. The server sends the English
 * definitions (game/achievements.ts); an id it adds later shows as sent until it is translated. A
 * description's `{count}` is the requirement's value, written the locale's way ("1.000" in German).
 */
export function achievementText(
  t: TFunction,
  locale: Locale,
  a: Pick<Achievement, "id" | "name" | "description" | "rarity" | "requirement">,
) {
  const known = IDS.has(a.id);
  return {
    name: known ? t(`achievement.${a.id}.name` as MessageKey) : a.name,
    description: known
      ? t(`achievement.${a.id}.description` as MessageKey, { count: formatCount(a.requirement.value, locale) })
      : a.description,
    rarity: RARITIES.has(a.rarity) ? t(`store.rarity.${a.rarity}` as MessageKey) : a.rarity,
  };
}
