import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // 404
  "notFound.meta.title": "页面未找到",
  "notFound.meta.description": "此页面不存在。",
  "notFound.text": "哎呀！你要找的小鸟已经飞走了。",
  "notFound.goBack": "返回",
};
