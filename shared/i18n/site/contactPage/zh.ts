import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Contact page
  "contactPage.meta.title": "联系我们",
  "contactPage.meta.description": "对 Flap Master 有疑问、反馈或遇到问题？给我们留言吧。",
  "contactPage.title": "联系我们",
  "contactPage.intro": "有疑问、想法或发现了 bug？给我们留言，我们会通过邮件回复你。",
};
