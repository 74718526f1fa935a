import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "unsubscribe.meta.title": "取消订阅",
  "unsubscribe.meta.description": "不再接收 Flap Master 邮件。",
  "unsubscribe.title": "取消订阅",
  "unsubscribe.question": "确定不再向 {email} 发送 Flap Master 订阅邮件吗？",
  "unsubscribe.button": "取消订阅",
  "unsubscribe.done": "你已取消订阅，将不会再收到订阅邮件。",
  "unsubscribe.invalid": "此取消订阅链接无效。",
};
