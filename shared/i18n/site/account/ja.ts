import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Account
  "account.meta.title": "アカウント",
  "account.meta.description": "Flap Masterのアカウント：名前、メールアドレス、パスワード、あなたのデータ。",
  "account.title": "アカウント",
  "account.subtitle": "名前、ログイン、データの管理。",
  "account.profile": "プロフィール",
  "account.name.label": "表示名",
  "account.name.help": "ランキングに表示されます。15文字まで。",
  "account.name.save": "名前を保存",
  "account.email": "メールアドレス",
  "account.phone": "電話番号",
  "account.notSet": "未設定",
  "account.unverified": "未確認",
  "account.coins": "コイン",
  "account.password": "パスワード",
  "account.password.current": "現在のパスワード",
  "account.password.new": "新しいパスワード",
  "account.password.save": "パスワードを変更",
  "account.password.set": "パスワードを設定",
  "account.password.setHelp": "現在はリンクまたはコードでログインしています。パスワードを追加すると、パスワードでもログインできます。",
  "account.sessions": "セッション",
  "account.signOut": "ログアウト",
  "account.signOutEverywhere": "すべてのデバイスからログアウト",
  "account.signOutEverywhere.help": "このアカウントのすべてのセッションを、すべてのデバイス（このデバイスも含む）で終了します。",
  "account.data": "あなたのデータ",
  "account.download": "データをダウンロード（JSON）",
  "account.delete.help":
    "アカウント、メールアドレス、セッション、コインを完全に削除します。ランキングのスコアは残り、「Deleted player」として表示されます。",
  "account.delete.confirmPassword": "確認のためパスワードを入力してください",
  "account.delete.confirmWord": "確認のため DELETE と入力してください",
  "account.delete.submit": "アカウントを削除",
  "account.notice.name_updated": "名前を保存しました。",
  "account.notice.password_changed": "パスワードを変更しました。他のデバイスはログアウトされました。",
  "account.error.name": "1〜15文字の名前を入力してください。",
  "account.error.password": "現在のパスワードと、8文字以上の新しいパスワードを入力してください。",
  "account.error.deleteConfirm": "アカウントを削除するには確認してください。",
  "account.error.operator": "運営者アカウントは削除できません。代わりにADMIN_EMAILを変更してください。",
};
