import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Contact page
  "contactPage.meta.title": "お問い合わせ",
  "contactPage.meta.description": "Flap Masterについてのご質問、ご意見、不具合のご報告はこちらからどうぞ。",
  "contactPage.title": "お問い合わせ",
  "contactPage.intro": "ご質問、アイデア、バグの報告など、お気軽にメッセージをお送りください。メールでお返事します。",
};
