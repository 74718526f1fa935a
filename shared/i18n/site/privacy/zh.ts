import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "隐私政策",
  "privacy.meta.description": "Flap Master 会保存你的哪些信息、原因、保存多久，以及你的权利。",
  "privacy.title": "隐私政策",
  "privacy.s.summary": "1. 概要",
  "privacy.s.data": "2. 我们保存什么以及原因",
  "privacy.s.cookies": "3. Cookie 与页面浏览统计",
  "privacy.s.processors": "4. 还有谁处理数据",
  "privacy.s.retention": "5. 保存期限",
  "privacy.s.rights": "6. 你的权利",
  "privacy.s.security": "7. 安全",
  "privacy.s.children": "8. 儿童",
  "privacy.s.changes": "9. 本政策的变更",
  "privacy.s.contact": "10. 联系方式",
};
