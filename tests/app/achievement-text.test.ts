import { describe, expect, it } from "vitest";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import type { MessageKey } from "../../shared/i18n/index.ts";
import { achievementText } from "../../app/components/play/achievement-text.ts";
import { ACHIEVEMENTS } from "../../game/achievements.ts";

const tIn = (locale: "en" | "fr" | "ja") => (key: MessageKey) => translate(locale, key);

describe("achievement texts", () => {
  it("match the game's English definitions in English", () => {
    for (const a of ACHIEVEMENTS) {
      expect(achievementText(tIn("en"), a)).toEqual({
        name: a.name,
        description: a.description,
        rarity: translate("en", `store.rarity.${a.rarity}` as MessageKey),
      });
    }
  });

  it("are translated in other languages, and an unknown id shows as sent", () => {
    const first = ACHIEVEMENTS[0]!;
    expect(achievementText(tIn("fr"), first)).toEqual({
      name: "Premier envol",
      description: "Joue ta première partie",
      rarity: translate("fr", "store.rarity.common"),
    });
    expect(achievementText(tIn("ja"), first).name).toBe("はじめての飛行");
    const later = { id: "night-owl", name: "Night Owl", description: "Play after midnight", rarity: "rare" as const };
    expect(achievementText(tIn("fr"), later)).toMatchObject({ name: "Night Owl", description: "Play after midnight" });
  });
});
