import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "mail.newsletter.subject": "Flap Masterニュースレターの登録を確認してください",
  "mail.newsletter.heading": "登録の確認",
  "mail.newsletter.intro":
    "Flap Masterニュースレターにご登録いただきありがとうございます！新しい鳥やイベントのお知らせを受け取るには、このアドレスを確認してください。",
  "mail.newsletter.unlocked": "ボーナスキャラクター「{skin}」はすでにゲーム内でアンロックされています。",
  "mail.newsletter.action": "登録を確認",
  "mail.newsletter.outro": "お心当たりがない場合は、このメールを無視してください。今後メールが届くことはありません。",
  "mail.linkFallback": "ボタンが機能しない場合は、このアドレスをブラウザにコピーしてください：",
  "mail.unsubscribe": "配信停止",
  "mail.footer": "Flap Master — タップして、羽ばたいて、くり返そう。",
  "mail.contact.subject": "お問い合わせフォーム：{email}からのメッセージ",
  "mail.contact.intro": "訪問者がお問い合わせフォームからこのメッセージを送信しました。このメールに返信すると相手に届きます。",
  "mail.contact.from": "送信者：{email}",
  "mail.verify_email.subject": "Flap Masterのメールアドレスを確認してください",
  "mail.verify_email.heading": "メールアドレスの確認",
  "mail.verify_email.intro":
    "Flap Masterにご登録いただきありがとうございます！このアドレスを確認すると、コイン、スキン、スコアをどのデバイスでも使えます。",
  "mail.verify_email.action": "メールアドレスを確認",
  "mail.verify_email.outro": "このリンクの有効期限は{minutes}分です。お心当たりがない場合は、このメールを無視してください。",
  "mail.reset_password.subject": "Flap Masterのパスワード再設定",
  "mail.reset_password.heading": "パスワードの再設定",
  "mail.reset_password.intro": "あなたのFlap Masterアカウントのパスワード再設定がリクエストされました（ご本人であれば問題ありません）。",
  "mail.reset_password.action": "新しいパスワードを設定",
  "mail.reset_password.outro":
    "このリンクの有効期限は{minutes}分で、1回のみ使用できます。お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。",
  "mail.magic_link.subject": "Flap Masterのログインリンク",
  "mail.magic_link.heading": "Flap Masterにログイン",
  "mail.magic_link.intro": "下のボタンからログインできます。パスワードは不要です。",
  "mail.magic_link.action": "ログイン",
  "mail.magic_link.outro":
    "このリンクの有効期限は{minutes}分で、1回のみ使用できます。お心当たりがない場合は、このメールを無視してください。",
  "mail.otp_sign_in.subject": "Flap Masterのログインコード：{code}",
  "mail.otp_sign_in.heading": "ログインコード",
  "mail.otp_sign_in.intro": "ログインページでこのコードを入力して、プレイを続けましょう。",
  "mail.otp_sign_in.action": "あなたのコード：",
  "mail.otp_sign_in.outro": "このコードの有効期限は{minutes}分です。お心当たりがない場合は、このメールを無視してください。",
  "mail.otp_email_verification.subject": "Flap Masterの確認コード：{code}",
  "mail.otp_email_verification.heading": "メールアドレスの確認",
  "mail.otp_email_verification.intro": "メールアドレスを確認するには、このコードを入力してください。",
  "mail.otp_email_verification.action": "あなたのコード：",
  "mail.otp_email_verification.outro": "このコードの有効期限は{minutes}分です。お心当たりがない場合は、このメールを無視してください。",
  "mail.otp_forget_password.subject": "Flap Masterのパスワード再設定コード：{code}",
  "mail.otp_forget_password.heading": "パスワードの再設定",
  "mail.otp_forget_password.intro": "新しいパスワードを設定するには、このコードを入力してください。",
  "mail.otp_forget_password.action": "あなたのコード：",
  "mail.otp_forget_password.outro": "このコードの有効期限は{minutes}分です。お心当たりがない場合は、このメールを無視してください。",
  "mail.otp_change_email.subject": "Flap Masterのコード：{code}",
  "mail.otp_change_email.heading": "新しいメールアドレスの確認",
  "mail.otp_change_email.intro": "新しいメールアドレスを確認するには、このコードを入力してください。",
  "mail.otp_change_email.action": "あなたのコード：",
  "mail.otp_change_email.outro": "このコードの有効期限は{minutes}分です。お心当たりがない場合は、このメールを無視してください。",
  "mail.smsCode": "Flap Masterのコードは{code}です。有効期限は{minutes}分です。",
};
