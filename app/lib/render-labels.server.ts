// The canvas's words (power-up banners and names) in a language, for a page that draws the game without
// being sent the play page's texts (/replay/:runId): its loader sends just these.
import type { RenderLabels } from "../../game/render/renderer.ts";
import { textOf } from "../../shared/i18n/dictionaries.server.ts";
import type { Locale, MessageKey } from "../../shared/i18n/index.ts";

export function renderLabelsIn(locale: Locale): RenderLabels {
  const label = (key: MessageKey) => textOf(locale, key);
  return {
    powerUps: label("play.powerUps"),
    pickup: {
      slowMotion: label("play.pickup.slowMotion"),
      shield: label("play.pickup.shield"),
      doublePoints: label("play.pickup.doublePoints"),
      miniSize: label("play.pickup.miniSize"),
      magnetism: label("play.pickup.magnetism"),
    },
    inventory: {
      "time-slow": label("play.inventory.timeSlow"),
      shield: label("play.inventory.shield"),
      "double-points": label("play.inventory.doublePoints"),
      "mini-size": label("play.inventory.miniSize"),
      magnet: label("play.inventory.magnet"),
      "extra-life": label("play.inventory.extraLife"),
      boost: label("play.inventory.boost"),
      "score-multiplier": label("play.inventory.scoreMultiplier"),
      "mega-zap": label("play.inventory.megaZap"),
    },
  };
}
