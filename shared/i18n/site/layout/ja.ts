import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "app.name": "Flap Master",

  // Header
  "header.nav.label": "メイン",
  "header.playGame": "プレイする",
  "header.store": "ストア",
  "header.home": "ホーム",
  "header.challengeFriends": "友達に挑戦",
  "header.moreGames": "他のゲーム",
  "header.menu.open": "メニューを開く",
  "header.menu.close": "メニューを閉じる",
  "header.skipToContent": "本文へスキップ",

  // Footer
  "footer.blurb":
    "タップでパイプの間をすり抜け、コインを集めて新しい鳥をアンロックしよう。ブラウザですぐに遊べる無料のアーケードゲームです。",
  "footer.social.label": "Flap Masterをフォロー",
  "footer.social.twitter": "X（Twitter）のFlap Master",
  "footer.social.facebook": "FacebookのFlap Master",
  "footer.social.instagram": "InstagramのFlap Master",
  "footer.quickLinks": "クイックリンク",
  "footer.home": "ホーム",
  "footer.playGame": "プレイする",
  "footer.adminAccess": "管理者ログイン",
  "footer.contactUs": "お問い合わせ",
  "footer.copyright": "© {year} Flap Master",
  "footer.legal.label": "法的情報",
  "footer.terms": "利用規約",
  "footer.privacy": "プライバシーポリシー",
  "footer.contact": "お問い合わせ",

  // Contact form
  "contact.email.label": "メールアドレス",
  "contact.email.placeholder": "you@example.com",
  "contact.message.label": "メッセージ",
  "contact.message.placeholder": "メッセージを入力...",
  "contact.submit": "メッセージを送信",
  "contact.sending": "送信中...",
  "contact.success": "メッセージを送信しました！",
  "contact.error": "メッセージを送信できませんでした。もう一度お試しください。",

  // Admin login dialog
  "adminLogin.title": "管理者ログイン",
  "adminLogin.description": "ゲームを管理するには管理者パスワードを入力してください。",
  "adminLogin.password": "パスワード",
  "adminLogin.showPassword": "パスワードを表示",
  "adminLogin.hidePassword": "パスワードを隠す",
  "adminLogin.cancel": "キャンセル",
  "adminLogin.login": "ログイン",
  "adminLogin.invalid": "パスワードが正しくありません",
  "adminLogin.checking": "確認中...",
  "adminLogin.failed": "ログインできませんでした。もう一度お試しください。",

  // Shared
  "common.playNow": "今すぐプレイ",
  "common.backToHome": "ホームに戻る",

  // Account
  "header.account": "アカウント",

  // 404
  "notFound.title": "ページが見つかりません",

  // Errors
  "error.title": "予期しないアプリケーションエラー！",
  "error.text": "問題が発生しました。もう一度お試しください。",

  // Newsletter
  "contact.website.label": "この欄は空のままにしてください",
  "contact.invalidEmail": "有効なメールアドレスを入力してください。",
  "contact.messageRequired": "メッセージを入力してください。",
  "contact.error.tooLong": "メッセージが長すぎます。短くしてから、もう一度お試しください。",
  "contact.error.rateLimited": "短時間に複数のメッセージが送信されました。数分待ってから、もう一度お試しください。",
  "language.label": "言語",
  "language.current": "言語：{language}",
  "layout.guestName": "ゲスト",
};
