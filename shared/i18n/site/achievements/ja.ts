import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Achievements (the ids of game/achievements.ts)
  "achievement.first-flight.name": "はじめての飛行",
  "achievement.first-flight.description": "最初のゲームをプレイ",
  "achievement.rookie.name": "ルーキー",
  "achievement.rookie.description": "1ゲームで10点を取る",
  "achievement.intermediate.name": "中級者",
  "achievement.intermediate.description": "1ゲームで25点を取る",
  "achievement.expert.name": "エキスパート",
  "achievement.expert.description": "1ゲームで50点を取る",
  "achievement.master.name": "マスター",
  "achievement.master.description": "1ゲームで100点を取る",
  "achievement.dedicated.name": "がんばり屋",
  "achievement.dedicated.description": "50ゲームをプレイ",
  "achievement.flap-master.name": "Flap Master",
  "achievement.flap-master.description": "{count}回はばたく",
  "achievement.perfect-10.name": "パーフェクト10",
  "achievement.perfect-10.description": "ヒヤリなしの完璧な飛行を10回達成",
};
