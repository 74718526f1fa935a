import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Play
  "play.share.title": "友達に挑戦しよう",
  "play.share.text": "Flap Masterで{score}ポイント獲得！超えられるかな？",
  "play.share.subject": "Flap Masterで私のスコアを超えられる？",
  "play.share.label": "スコアをシェア",
  "play.share.twitter": "X（Twitter）でシェア",
  "play.share.facebook": "Facebookでシェア",
  "play.share.whatsapp": "WhatsAppでシェア",
  "play.share.telegram": "Telegramでシェア",
  "play.share.linkedin": "LinkedInでシェア",
  "play.share.pinterest": "Pinterestでシェア",
  "play.share.email": "メールでシェア",
  "play.share.copy": "リンクをコピー",
  "play.share.copied": "リンクをコピーしました！",
  "play.share.native": "その他の共有方法",
};
