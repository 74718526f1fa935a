import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese (Simplified): every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "replay.meta.title": "观看 {name} 的这局：{score} 分",
  "replay.meta.description": "{name} 在 Flap Master 中拿到 {score} 分。逐次观看这局，然后与它比拼。",
  "replay.title": "{name} 的这局",
  "replay.points": "{score} 分",
  "replay.board.daily": "在今日榜上",
  "replay.board.weekly": "在本周榜上",
  "replay.board.alltime": "在总榜上",
  "replay.skin": "皮肤：{skin}",
  "replay.canvas": "{name} 这局的回放",
  "replay.loading": "正在加载回放…",
  "replay.broken": "无法显示此回放。",
  "replay.play": "播放",
  "replay.pause": "暂停",
  "replay.again": "再看一遍",
  "replay.speed": "速度",
  "replay.speedOption": "{speed} 倍速",
  "replay.seek": "这局中的位置",
  "replay.time": "{at} / {total}",
  "replay.score": "得分 {score}",
  "replay.race": "挑战这局",
  "replay.share": "分享回放",
  "replay.copied": "链接已复制！",
  "replay.shareText": "来看 {name} 在 Flap Master 中拿到 {score} 分！",
  "replay.back": "返回排行榜",
  "replay.missing.title": "无法观看这局",
  "replay.missing.text": "它不存在、尚未结束，或已从排行榜移除。",
  "replay.missing.play": "开始游戏",
};
