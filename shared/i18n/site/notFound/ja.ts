import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // 404
  "notFound.meta.title": "ページが見つかりません",
  "notFound.meta.description": "このページは存在しません。",
  "notFound.text": "おっと！お探しの鳥は飛んでいってしまいました。",
  "notFound.goBack": "戻る",
};
