import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "newsletterConfirm.meta.title": "确认订阅",
  "newsletterConfirm.meta.description": "确认你的 Flap Master 邮件订阅。",
  "newsletterConfirm.title": "邮件订阅",
  "newsletterConfirm.done": "订阅已确认。欢迎加入鸟群！",
  "newsletterConfirm.already": "你的订阅之前已经确认过了。",
  "newsletterConfirm.invalid": "此确认链接无效或已被新链接取代。请在首页重新订阅。",
  "newsletterConfirm.unsubscribed": "此地址已取消订阅。如需接收我们的邮件，请在首页重新订阅。",
};
