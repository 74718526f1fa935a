import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Login
  "login.working": "処理中...",
  "login.error.missingCredentials": "メールアドレスまたは電話番号と、パスワードを入力してください",
  "login.error.missingIdentifier": "メールアドレスまたは電話番号を入力してください",
  "login.error.emptyEmail": "メールアドレスを入力してください。",
  "login.error.invalidPhone": "電話番号は国番号を付けて入力してください（例：+15551234567）。",
  "login.error.emailOnly": "メールアドレスを入力してください。",
  "login.error.missingCode": "送信したコードを入力してください。",
  "login.error.missingPassword": "新しいパスワードを入力してください。",
  "login.error.missingToken": "新しいパスワードを設定するには、パスワード再設定メールのリンクを開いてください。",
  "login.error.invalidLink": "このリンクは無効か、有効期限が切れています。新しいリンクをリクエストしてください。",
  "login.error.generic": "問題が発生しました。もう一度お試しください。",
};
