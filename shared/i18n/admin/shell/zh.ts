import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "admin.management": "管理",
  "admin.nav.label": "管理分区",
  "admin.backToSite": "返回网站",
  "admin.meta.description": "Flap Master 管理后台。",
  "admin.settings": "游戏设置",
  "admin.store": "商店设置",
  "admin.players": "玩家数据",
  "admin.segments": "玩家分群",
  "admin.email": "邮件活动",
  "admin.analytics": "数据分析",
  "admin.seo": "SEO 与元数据",
  "admin.inbox": "收件箱",
  "admin.outbox": "发件箱",
  "admin.audit": "审计日志",
  "admin.pages.label": "分页",
  "admin.pages.current": "第 {page} 页，共 {pages} 页",
  "admin.pages.previous": "上一页",
  "admin.pages.next": "下一页",
  "admin.loading": "加载中...",
  "admin.signOut": "退出登录",
  "admin.signedInAs": "已登录：{name}",
  "admin.menu": "菜单",
  "admin.publicUrlMissing":
    "尚未设置 PUBLIC_URL：规范链接、站点地图、分享链接以及邮件中的链接（退订、确认、登录）都指向 http://localhost:3000。请将 PUBLIC_URL 设为网站的公开地址并重启。",
};
