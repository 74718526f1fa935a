import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Success
  "success.meta.title": "お支払い",
  "success.meta.description": "Flap Masterでのご購入の結果。",
  "success.title": "お支払い",
  "success.paid.title": "ご購入ありがとうございます！",
  "success.paid.coins": "+{coins}コイン",
  "success.paid.body": "コインはウォレットに追加されました。",
  "success.balance": "残高：{balance}コイン",
  "success.pending.title": "お支払いを確認中...",
  "success.pending.body": "通常は数秒で完了します。このページを開いたままお待ちください。",
  "success.pending.slow": "お支払いはまだ確認中です。確認が完了し次第、コインが残高に反映されます。このページを離れても大丈夫です。",
  "success.checkAgain": "もう一度確認",
  "success.failed.title": "お支払いが完了しませんでした",
  "success.failed.expired": "お支払いの前に決済の有効期限が切れました。料金は請求されていません。",
  "success.failed.failed": "お支払いに失敗しました。コインは追加されておらず、料金も請求されていません。",
  "success.failed.refunded": "この購入は返金されたため、コインは回収されました。",
  "success.failed.disputed": "このお支払いには異議が申し立てられたため、コインは回収されました。",
  "success.missing": "決済セッションが無効です。確認するお支払いはありません。",
  "success.signIn": "お支払いを確認するにはログインしてください",
  "success.backToStore": "ストアに戻る",
  "success.play": "今すぐプレイ",
  "success.signInButton": "ログイン",
};
