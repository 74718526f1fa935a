import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Sandbox checkout (payments without Stripe)
  "checkout.meta.title": "テスト決済",
  "checkout.meta.description": "テスト決済：カードには請求されません。",
  "checkout.title": "お支払い",
  "checkout.testMode": "テストモード - カードには請求されません",
  "checkout.testModeHelp":
    "このサーバーではカード決済が設定されていません。支払うと、実際の決済とまったく同じようにコインが無料で追加されます。",
  "checkout.pack": "{name}パック",
  "checkout.coins": "{coins}コイン",
  "checkout.total": "合計",
  "checkout.pay": "{price}を支払う",
  "checkout.cancel": "キャンセル",
  "checkout.expired": "この決済は有効期限が切れました。ストアからもう一度始めてください。",
  "checkout.failed": "この決済はもう支払えません。ストアからもう一度始めてください。",
  "checkout.unavailable": "このサーバーではテスト決済が無効になっています。",
};
