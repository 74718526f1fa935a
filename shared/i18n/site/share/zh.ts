import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Play
  "play.share.title": "挑战你的好友",
  "play.share.text": "我在 Flap Master 中得了 {score} 分！你能超过我吗？",
  "play.share.subject": "你能超过我在 Flap Master 的分数吗？",
  "play.share.label": "分享你的分数",
  "play.share.twitter": "分享到 X（Twitter）",
  "play.share.facebook": "分享到 Facebook",
  "play.share.whatsapp": "分享到 WhatsApp",
  "play.share.telegram": "分享到 Telegram",
  "play.share.linkedin": "分享到 LinkedIn",
  "play.share.pinterest": "分享到 Pinterest",
  "play.share.email": "通过邮件分享",
  "play.share.copy": "复制链接",
  "play.share.copied": "链接已复制！",
  "play.share.native": "更多分享方式",
};
