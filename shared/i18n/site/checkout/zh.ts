import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Sandbox checkout (payments without Stripe)
  "checkout.meta.title": "测试结账",
  "checkout.meta.description": "测试结账：不会从银行卡扣款。",
  "checkout.title": "结账",
  "checkout.testMode": "测试模式 - 不会从银行卡扣款",
  "checkout.testModeHelp": "此服务器未设置银行卡支付。点击支付将免费添加金币，效果与真实付款完全相同。",
  "checkout.pack": "{name} 礼包",
  "checkout.coins": "{coins} 金币",
  "checkout.total": "总计",
  "checkout.pay": "支付 {price}",
  "checkout.cancel": "取消",
  "checkout.expired": "此次结账已过期，请从商店重新开始。",
  "checkout.failed": "此次结账已无法支付，请从商店重新开始。",
  "checkout.unavailable": "此服务器已关闭测试支付。",
};
