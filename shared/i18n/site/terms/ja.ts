import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "利用規約",
  "terms.meta.description": "Flap Masterのプレイ、コインの購入、ランキングへの掲載に関するルール。",
  "terms.title": "利用規約",
  "terms.s.agreement": "1. 本規約について",
  "terms.s.game": "2. ゲームについて",
  "terms.s.accounts": "3. アカウントとゲストプレイ",
  "terms.s.coins": "4. 仮想コインと購入",
  "terms.s.refunds": "5. 返金",
  "terms.s.fairPlay": "6. フェアプレイ",
  "terms.s.leaderboards": "7. ランキングとプレイヤー名",
  "terms.s.content": "8. 当方のコンテンツ",
  "terms.s.availability": "9. サービスの提供",
  "terms.s.liability": "10. 責任",
  "terms.s.termination": "11. 利用停止と契約終了",
  "terms.s.changes": "12. 本規約の変更",
  "terms.s.law": "13. 準拠法",
  "terms.s.contact": "14. お問い合わせ",
};
