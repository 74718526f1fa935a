import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "プライバシーポリシー",
  "privacy.meta.description": "Flap Masterがあなたについて何を、なぜ、どのくらいの期間保存するか、そしてあなたの権利について。",
  "privacy.title": "プライバシーポリシー",
  "privacy.s.summary": "1. 概要",
  "privacy.s.data": "2. 保存するデータとその理由",
  "privacy.s.cookies": "3. Cookieとページビューの計測",
  "privacy.s.processors": "4. データを処理するその他の事業者",
  "privacy.s.retention": "5. 保存期間",
  "privacy.s.rights": "6. あなたの権利",
  "privacy.s.security": "7. セキュリティ",
  "privacy.s.children": "8. お子様について",
  "privacy.s.changes": "9. 本ポリシーの変更",
  "privacy.s.contact": "10. お問い合わせ",
};
