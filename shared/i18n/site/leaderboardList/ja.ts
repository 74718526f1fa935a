import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.listLabel": "今日のハイスコア",
  "leaderboard.rank": "{rank}位",
  "leaderboard.points": "ポイント",
  "leaderboard.sample": "サンプル",
  "leaderboard.empty": "まだスコアがありません！最初にプレイしてランキングに載ろう。",
  "leaderboard.spotsLeft.one": "今日のランキングは残り1枠。今すぐプレイして手に入れよう！",
  "leaderboard.spotsLeft.other": "今日のランキングは残り{count}枠。今すぐプレイしてランクインしよう！",
  "leaderboard.listLabel.weekly": "今週のハイスコア",
  "leaderboard.listLabel.alltime": "歴代ハイスコア",
  "leaderboard.spotsLeft.weekly.one": "今週のランキングは残り1枠。今すぐプレイして手に入れよう！",
  "leaderboard.spotsLeft.weekly.other": "今週のランキングは残り{count}枠。今すぐプレイしてランクインしよう！",
  "leaderboard.spotsLeft.alltime.one": "歴代ランキングは残り1枠。今すぐプレイして手に入れよう！",
  "leaderboard.spotsLeft.alltime.other": "歴代ランキングは残り{count}枠。今すぐプレイしてランクインしよう！",
  "leaderboard.you": "あなた",
  "leaderboard.yourRank": "あなたの順位",
  "leaderboard.live": "ライブ",
  "leaderboard.liveHint": "新しいスコアが入ると更新されます",
  "leaderboard.location.unknown": "不明",
  "leaderboard.listLabel.course": "今日のコースのトップスコア",
  "leaderboard.listLabel.bestday": "歴代のコースのベストデー",
  "leaderboard.spotsLeft.course.one": "今日のコースランキングは残り1枠。コースを飛んで手に入れよう！",
  "leaderboard.spotsLeft.course.other": "今日のコースランキングは残り{count}枠。コースを飛んでランクインしよう！",
  "leaderboard.spotsLeft.bestday.one": "コースのベストデーは残り1枠。今日のコースを飛んで手に入れよう！",
  "leaderboard.spotsLeft.bestday.other": "コースのベストデーは残り{count}枠。今日のコースを飛んでランクインしよう！",
};
