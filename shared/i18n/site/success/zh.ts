import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Success
  "success.meta.title": "支付",
  "success.meta.description": "你在 Flap Master 的购买结果。",
  "success.title": "支付",
  "success.paid.title": "感谢你的购买！",
  "success.paid.coins": "+{coins} 金币",
  "success.paid.body": "金币已存入你的钱包。",
  "success.balance": "你的余额：{balance} 金币",
  "success.pending.title": "正在确认付款...",
  "success.pending.body": "通常只需几秒钟，请保持此页面打开。",
  "success.pending.slow": "你的付款仍在确认中。确认完成后金币会立即到账；你可以离开此页面。",
  "success.checkAgain": "再次检查",
  "success.failed.title": "付款未完成",
  "success.failed.expired": "此次结账在付款前已过期，未扣除任何费用。",
  "success.failed.failed": "付款失败。未添加金币，也未扣除任何费用。",
  "success.failed.refunded": "此次购买已退款，相应金币已被收回。",
  "success.failed.disputed": "此笔付款存在争议，相应金币已被收回。",
  "success.missing": "结账会话无效，这里没有需要确认的付款。",
  "success.signIn": "请登录以验证你的付款",
  "success.backToStore": "返回商店",
  "success.play": "立即开玩",
  "success.signInButton": "登录",
};
