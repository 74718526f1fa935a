import { describe, expect, it } from "vitest";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import type { Locale, MessageKey, Vars } from "../../shared/i18n/index.ts";
import { achievementText } from "../../app/components/play/achievement-text.ts";
import { ACHIEVEMENTS } from "../../game/achievements.ts";

const tIn = (locale: Locale) => (key: MessageKey, vars?: Vars) => translate(locale, key, vars);

describe("achievement texts", () => {
  it("match the game's English definitions in English", () => {
    for (const a of ACHIEVEMENTS) {
      expect(achievementText(tIn("en"), "en", a)).toEqual({
        name: a.name,
        description: a.description,
        rarity: translate("en", `store.rarity.${a.rarity}` as MessageKey),
      });
    }
  });

  it("are translated in other languages, and an unknown id shows as sent", () => {
    const first = ACHIEVEMENTS[0]!;
    expect(achievementText(tIn("fr"), "fr", first)).toEqual({
      name: "Premier envol",
      description: "Joue ta première partie",
      rarity: translate("fr", "store.rarity.common"),
    });
    expect(achievementText(tIn("ja"), "ja", first).name).toBe("はじめての飛行");
    const later = {
      id: "night-owl",
      name: "Night Owl",
      description: "Play after midnight",
      rarity: "rare" as const,
      requirement: { type: "games_played" as const, value: 1 },
    };
    expect(achievementText(tIn("fr"), "fr", later)).toMatchObject({ name: "Night Owl", description: "Play after midnight" });
  });

  it("write the numbers they name the locale's way", () => {
    const flaps = ACHIEVEMENTS.find((a) => a.id === "flap-master")!;
    expect(achievementText(tIn("de"), "de", flaps).description).toBe("Flattere 1.000 Mal");
    expect(achievementText(tIn("fr"), "fr", flaps).description).toBe("Bats des ailes 1\u202f000 fois");
    expect(achievementText(tIn("es"), "es", flaps).description).toBe("Aletea 1000 veces");
    expect(achievementText(tIn("zh"), "zh", flaps).description).toBe("拍打翅膀 1,000 次");
  });
});
