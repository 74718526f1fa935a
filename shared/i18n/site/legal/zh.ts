import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "legal.lastUpdated": "最后更新：{date}",
  "legal.contents": "目录",
};
