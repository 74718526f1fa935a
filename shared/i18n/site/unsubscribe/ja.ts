import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "unsubscribe.meta.title": "配信停止",
  "unsubscribe.meta.description": "Flap Masterニュースレターの配信を停止します。",
  "unsubscribe.title": "配信停止",
  "unsubscribe.question": "{email}へのFlap Masterニュースレターの配信を停止しますか？",
  "unsubscribe.button": "配信を停止",
  "unsubscribe.done": "配信を停止しました。今後ニュースレターのメールは届きません。",
  "unsubscribe.invalid": "この配信停止リンクは無効です。",
};
