import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "admin.management": "管理",
  "admin.nav.label": "管理セクション",
  "admin.backToSite": "サイトに戻る",
  "admin.meta.description": "Flap Masterの管理画面。",
  "admin.settings": "ゲーム設定",
  "admin.store": "ストア設定",
  "admin.players": "プレイヤーデータ",
  "admin.segments": "プレイヤーセグメント",
  "admin.email": "メールキャンペーン",
  "admin.analytics": "アナリティクス",
  "admin.seo": "SEOとメタデータ",
  "admin.inbox": "受信箱",
  "admin.outbox": "送信箱",
  "admin.audit": "監査ログ",
  "admin.pages.label": "ページ",
  "admin.pages.current": "{page} / {pages} ページ",
  "admin.pages.previous": "前へ",
  "admin.pages.next": "次へ",
  "admin.loading": "読み込み中...",
  "admin.signOut": "ログアウト",
  "admin.signedInAs": "{name}としてログイン中",
  "admin.menu": "メニュー",
  "admin.publicUrlMissing":
    "PUBLIC_URL が設定されていません。canonical リンク、サイトマップ、共有リンク、メール内のリンク（配信停止・確認・ログイン）が http://localhost:3000 を指しています。PUBLIC_URL にサイトの公開アドレスを設定して再起動してください。",
};
