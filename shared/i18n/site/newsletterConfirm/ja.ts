import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "newsletterConfirm.meta.title": "登録の確認",
  "newsletterConfirm.meta.description": "Flap Masterニュースレターの登録を確認します。",
  "newsletterConfirm.title": "ニュースレター",
  "newsletterConfirm.done": "登録が完了しました。仲間へようこそ！",
  "newsletterConfirm.already": "登録はすでに完了しています。",
  "newsletterConfirm.invalid": "この確認リンクは無効か、新しいリンクに置き換えられています。ホームページからもう一度登録してください。",
  "newsletterConfirm.unsubscribed": "このアドレスは配信停止済みです。メールを受け取るには、ホームページからもう一度登録してください。",
};
