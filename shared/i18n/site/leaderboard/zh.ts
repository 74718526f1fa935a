import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.meta.title": "每日排行榜",
  "leaderboard.meta.description": "今日 Flap Master 前十名玩家。你能上榜吗？",
  "leaderboard.title": "每日排行榜",
  "leaderboard.intro": "今天最厉害的飞行高手。排行榜每天午夜（{timeZone}）重置。",
  "leaderboard.title.weekly": "每周排行榜",
  "leaderboard.title.alltime": "总排行榜",
  "leaderboard.intro.weekly": "本周最厉害的飞行高手。排行榜每周一午夜（{timeZone}）重置。",
  "leaderboard.intro.alltime": "史上最厉害的飞行高手。每一局经过验证的成绩都会计入。",
  "leaderboard.tabs.label": "排行榜周期",
  "leaderboard.tab.daily": "今日",
  "leaderboard.tab.weekly": "本周",
  "leaderboard.tab.alltime": "总榜",
};
