import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.meta.title": "デイリーランキング",
  "leaderboard.meta.description": "今日のFlap Masterトップ10プレイヤー。あなたもランクインできるかな？",
  "leaderboard.title": "デイリーランキング",
  "leaderboard.intro": "今日のトッププレイヤー。ランキングは毎日午前0時（{timeZone}）にリセットされます。",
  "leaderboard.title.weekly": "ウィークリーランキング",
  "leaderboard.title.alltime": "歴代ランキング",
  "leaderboard.intro.weekly": "今週のトッププレイヤー。ランキングは毎週月曜日の午前0時（{timeZone}）にリセットされます。",
  "leaderboard.intro.alltime": "歴代のトッププレイヤー。認証されたすべてのプレイが対象です。",
  "leaderboard.tabs.label": "ランキング期間",
  "leaderboard.tab.daily": "今日",
  "leaderboard.tab.weekly": "今週",
  "leaderboard.tab.alltime": "歴代",
  "leaderboard.title.course": "デイリーコース",
  "leaderboard.title.bestday": "コースのベストデー",
  "leaderboard.intro.course": "今日のコースは全員共通。毎日深夜0時に新しいコースが始まります（{timeZone}）。",
  "leaderboard.intro.bestday": "デイリーコースの歴代ベストスコア：各プレイヤーのベストデー。",
  "leaderboard.tab.course": "デイリーコース",
  "leaderboard.tab.bestday": "ベストデー",
};
