import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "seo.intro":
    "検索エンジンやリンクのプレビューが、各公開ページを各言語でどう表示するかを設定します。保存するとすぐにページに反映されます。",
  "seo.pages.title": "ページのメタデータ",
  "seo.pages.intro": "ページと言語を選んでタグを編集し、保存する前にプレビューを確認してください。",
  "seo.route": "ページ",
  "seo.locale": "言語",
  "seo.locale.fallsBack": "専用の項目なし",
  "seo.entry.savedBy": "専用の項目です。最終保存：{time}（{who}）",
  "seo.entry.seeded": "専用の項目です。{time} からサイトの既定値です。",
  "seo.entry.fallbackEnglishImage":
    "{language} の項目はまだありません。ページには翻訳済みのタイトルと説明、英語の項目の画像が表示されます。各欄はその内容から始まり、保存すると {language} の項目が作成されます。",
  "seo.entry.fallbackDefaultImage":
    "{language} の項目はまだありません。ページには翻訳済みのタイトルと説明、サイトの既定の画像が表示されます。各欄はその内容から始まり、保存すると {language} の項目が作成されます。",
  "seo.field.title": "タイトル",
  "seo.field.description": "説明",
  "seo.field.keywords": "キーワード",
  "seo.field.keywordsPlaceholder": "flap master, 鳥のゲーム, …",
  "seo.field.keywordsIgnored":
    "カンマ区切りで入力します。Google は keywords メタタグを無視しますが、他の検索エンジンの中にはまだ読むものがあります。",
  "seo.field.ogImage": "Open Graph 画像",
  "seo.field.ogImageHint":
    "{default} のようなサイト内のパス、または http(s) の URL。1200 × 630 ピクセルが最適です。空欄の場合はサイトの既定の画像です。",
  "seo.field.canonical": "正規 URL",
  "seo.field.canonicalHint": "サイトの公開アドレスとページのパスから決まるため、編集できません。",
  "seo.length.count": "文字数：{count}",
  "seo.length.required": "必須",
  "seo.length.good": "適切な長さ（推奨 {min}～{max}）",
  "seo.length.short": "推奨の {min}～{max} より短い",
  "seo.length.long": "推奨の {min}～{max} より長い：検索結果で省略される場合があります",
  "seo.length.over": "上限の {max} を超えています",
  "seo.length.max": "最大 {max}",
  "seo.preview.search": "検索結果のプレビュー",
  "seo.preview.share": "リンク共有のプレビュー",
  "seo.ogImage.default": "サイトの既定の画像です。",
  "seo.ogImage.custom": "このページ専用の画像です。",
  "seo.ogImage.failed": "画像を読み込めませんでした。パスまたは URL を確認してください。",
  "seo.ogImage.noPreview": "ここではプレビューできません。このページはサイト内のパスと https の画像のみを読み込みます。",
  "seo.ogImage.alt": "ページの Open Graph 画像",
  "seo.save": "保存",
  "seo.create": "{language} の項目を作成",
  "seo.saving": "保存中…",
  "seo.undo": "変更を元に戻す",
  "seo.openPage": "ページを開く",
  "seo.unsaved": "未保存の変更があります",
  "seo.saved": "保存しました。{language} の {route} に反映されています。",
  "seo.error.required": "必須です。",
  "seo.error.tooLong": "{max} 文字以内にしてください。",
  "seo.error.oneLine": "改行を入れずに 1 行で入力してください。",
  "seo.error.ogImage": "/ で始まるサイト内のパス、または http(s) の URL を入力してください。",
  "seo.error.fix": "保存されていません。印の付いた欄を修正してください。",
  "seo.error.network": "サーバーに接続できませんでした。保存されていません。もう一度お試しください。",
  "seo.error.server": "保存されませんでした：{message}",
};
