import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "replay.meta.title": "{name} のラン（{score} 点）を見る",
  "replay.meta.description": "{name} は Flap Master で {score} 点を取りました。羽ばたきごとにランを見て、それから挑戦しよう。",
  "replay.title": "{name} のラン",
  "replay.points": "{score} 点",
  "replay.board.daily": "今日のランキングに掲載",
  "replay.board.weekly": "今週のランキングに掲載",
  "replay.board.alltime": "歴代ランキングに掲載",
  "replay.skin": "スキン：{skin}",
  "replay.canvas": "{name} のランのリプレイ",
  "replay.loading": "リプレイを読み込み中…",
  "replay.broken": "このリプレイは表示できません。",
  "replay.play": "再生",
  "replay.pause": "一時停止",
  "replay.again": "もう一度見る",
  "replay.speed": "速度",
  "replay.speedOption": "{speed} 倍速",
  "replay.seek": "ラン内の位置",
  "replay.time": "{at} / {total}",
  "replay.score": "スコア {score}",
  "replay.race": "このランに挑戦",
  "replay.share": "リプレイを共有",
  "replay.copied": "リンクをコピーしました！",
  "replay.shareText": "{name} が Flap Master で {score} 点を取るところを見よう！",
  "replay.back": "ランキングに戻る",
  "replay.missing.title": "このランは見られません",
  "replay.missing.text": "存在しないか、終わっていないか、ランキングから外されました。",
  "replay.missing.play": "ゲームをプレイ",
};
