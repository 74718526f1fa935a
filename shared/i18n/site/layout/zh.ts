import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "app.name": "Flap Master",

  // Header
  "header.nav.label": "主导航",
  "header.playGame": "开始游戏",
  "header.store": "商店",
  "header.home": "首页",
  "header.challengeFriends": "挑战好友",
  "header.moreGames": "更多游戏",
  "header.menu.open": "打开菜单",
  "header.menu.close": "关闭菜单",
  "header.skipToContent": "跳到主要内容",

  // Footer
  "footer.blurb": "点击屏幕穿越水管，收集金币，解锁新的小鸟。一款直接在浏览器里就能玩的免费街机游戏。",
  "footer.social.label": "关注 Flap Master",
  "footer.social.twitter": "Flap Master 的 X（Twitter）",
  "footer.social.facebook": "Flap Master 的 Facebook",
  "footer.social.instagram": "Flap Master 的 Instagram",
  "footer.quickLinks": "快速链接",
  "footer.home": "首页",
  "footer.playGame": "开始游戏",
  "footer.adminAccess": "管理员入口",
  "footer.contactUs": "联系我们",
  "footer.copyright": "© {year} Flap Master",
  "footer.legal.label": "法律信息",
  "footer.terms": "服务条款",
  "footer.privacy": "隐私政策",
  "footer.contact": "联系方式",

  // Contact form
  "contact.email.label": "你的邮箱",
  "contact.email.placeholder": "you@example.com",
  "contact.message.label": "留言",
  "contact.message.placeholder": "写下你的留言...",
  "contact.submit": "发送留言",
  "contact.sending": "发送中...",
  "contact.success": "留言发送成功！",
  "contact.error": "留言发送失败，请重试。",

  // Admin login dialog
  "adminLogin.title": "管理员登录",
  "adminLogin.description": "输入管理员密码以管理游戏。",
  "adminLogin.password": "密码",
  "adminLogin.showPassword": "显示密码",
  "adminLogin.hidePassword": "隐藏密码",
  "adminLogin.cancel": "取消",
  "adminLogin.login": "登录",
  "adminLogin.invalid": "密码错误",
  "adminLogin.checking": "验证中...",
  "adminLogin.failed": "登录失败，请重试。",

  // Shared
  "common.playNow": "立即开玩",
  "common.backToHome": "返回首页",

  // Account
  "header.account": "账户",

  // 404
  "notFound.title": "页面未找到",

  // Errors
  "error.title": "意外的应用错误！",
  "error.text": "出了点问题，请重试。",

  // Newsletter
  "contact.website.label": "请将此栏留空",
  "contact.invalidEmail": "请输入有效的邮箱地址。",
  "contact.messageRequired": "请输入留言内容。",
  "contact.error.tooLong": "留言太长了。请缩短后重试。",
  "contact.error.rateLimited": "你在短时间内发送了多条留言。请等几分钟后重试。",
  "language.label": "语言",
  "language.current": "语言：{language}",
  "layout.guestName": "游客",
};
