import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "api.error.invalidJson": "リクエストを読み取れませんでした。ページを再読み込みして、もう一度お試しください。",
  "api.error.tooLarge": "送信内容が大きすぎます。短くしてから、もう一度お試しください。",
  "api.error.invalidBody": "送信内容に無効なものがあります。入力内容を確認して、もう一度お試しください。",
  "api.error.invalidEmail": "有効なメールアドレスを入力してください。",
  "api.error.tooLong": "入力内容が長すぎます。短くしてから、もう一度お試しください。",
  "api.error.tooManySignInsSeconds": "ログインの試行回数が多すぎます。{seconds}秒待ってから、もう一度お試しください。",
  "api.error.tooManySignInsMinutes": "ログインの試行回数が多すぎます。{minutes}分待ってから、もう一度お試しください。",
  "api.error.tooManyGuestsSeconds": "お使いのネットワークからの新しいゲストが多すぎます。{seconds}秒待ってから、もう一度お試しください。",
  "api.error.tooManyGuestsMinutes": "お使いのネットワークからの新しいゲストが多すぎます。{minutes}分待ってから、もう一度お試しください。",
};
