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
  "login.error.invalidEmail": "有効なメールアドレスを入力してください（例：you@example.com）。",
  "login.error.wrongEmailOrPassword":
    "メールアドレスまたはパスワードが正しくありません。両方を確認してもう一度お試しいただくか、パスワードを再設定してください。",
  "login.error.wrongPhoneOrPassword":
    "電話番号またはパスワードが正しくありません。両方を確認してもう一度お試しいただくか、ワンタイムコードでログインしてください。",
  "login.error.emailNotVerified": "先にメールアドレスを確認してください。新しい確認リンクをお送りしました。",
  "login.error.phoneNotVerified": "お送りしたコードで電話番号を確認してください。",
  "login.error.passwordTooShort": "パスワードは{min}文字以上にしてください。",
  "login.error.passwordTooLong": "パスワードは{max}文字以内にしてください。",
  "login.error.passwordBlank": "スペースだけのパスワードは使えません。文字・数字・記号を組み合わせてください。",
  "login.error.passwordTooCommon": "このパスワードはよく使われていて、簡単に推測されてしまいます。別のパスワードにしてください。",
  "login.error.accountExists": "このメールアドレスまたは電話番号のアカウントはすでにあります。そちらでログインしてください。",
  "login.error.wrongCode": "コードが正しくありません。最新のコードを確認して、もう一度お試しください。",
  "login.error.codeExpired": "このコードは有効期限が切れています。下から新しいコードをリクエストして入力してください。",
  "login.error.codeLocked": "このコードは入力ミスが多すぎたため、使えなくなりました。下から新しいコードをリクエストして入力してください。",
  "login.error.tooManySeconds": "試行回数が多すぎます。{seconds}秒待ってから、もう一度お試しください。",
  "login.error.tooManyMinutes": "試行回数が多すぎます。{minutes}分待ってから、もう一度お試しください。",
  "login.error.signInAgain": "安全のため、最近ログインしている必要があります。ログアウトして再度ログインしてから、もう一度お試しください。",
  "login.error.signInFailed": "ログインできませんでした。もう一度お試しください。",
  "login.error.signUpFailed": "アカウントを作成できませんでした。もう一度お試しください。",
  "login.error.sendFailed": "メッセージを送信できませんでした。少し待ってから、もう一度お試しください。",
  "login.error.codeFailed": "コードを確認できませんでした。下から新しいコードをリクエストして、もう一度お試しください。",
  "login.error.passwordFailed": "新しいパスワードを保存できませんでした。もう一度お試しください。",
};
