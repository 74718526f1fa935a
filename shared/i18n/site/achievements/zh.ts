import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Achievements (the ids of game/achievements.ts)
  "achievement.first-flight.name": "首次飞行",
  "achievement.first-flight.description": "玩你的第一局游戏",
  "achievement.rookie.name": "新手",
  "achievement.rookie.description": "单局得到 10 分",
  "achievement.intermediate.name": "进阶",
  "achievement.intermediate.description": "单局得到 25 分",
  "achievement.expert.name": "专家",
  "achievement.expert.description": "单局得到 50 分",
  "achievement.master.name": "大师",
  "achievement.master.description": "单局得到 100 分",
  "achievement.dedicated.name": "坚持不懈",
  "achievement.dedicated.description": "玩 50 局游戏",
  "achievement.flap-master.name": "Flap Master",
  "achievement.flap-master.description": "拍打翅膀 {count} 次",
  "achievement.perfect-10.name": "完美 10",
  "achievement.perfect-10.description": "完成 10 次没有惊险时刻的完美飞行",
};
