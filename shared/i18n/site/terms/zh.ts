import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "服务条款",
  "terms.meta.description": "关于游玩 Flap Master、购买金币以及出现在排行榜上的规则。",
  "terms.title": "服务条款",
  "terms.s.agreement": "1. 关于本条款",
  "terms.s.game": "2. 游戏",
  "terms.s.accounts": "3. 账户与游客模式",
  "terms.s.coins": "4. 虚拟金币与购买",
  "terms.s.refunds": "5. 退款",
  "terms.s.fairPlay": "6. 公平游戏",
  "terms.s.leaderboards": "7. 排行榜与玩家名称",
  "terms.s.content": "8. 我们的内容",
  "terms.s.availability": "9. 服务可用性",
  "terms.s.liability": "10. 责任",
  "terms.s.termination": "11. 暂停与终止",
  "terms.s.changes": "12. 本条款的变更",
  "terms.s.law": "13. 适用法律",
  "terms.s.contact": "14. 联系方式",
};
