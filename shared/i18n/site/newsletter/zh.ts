import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "newsletter.intro": "订阅即可第一时间获知新小鸟和活动消息，还能立即解锁一个奖励角色。",
  "newsletter.email.label": "你的邮箱",
  "newsletter.email.placeholder": "you@example.com",
  "newsletter.consent": "我同意接收 Flap Master 关于新角色、活动和更新的邮件。我可以随时取消订阅。",
  "newsletter.submit": "订阅并解锁角色",
  "newsletter.subscribed": "订阅成功！",
  "newsletter.tryAgain": "重试",
  "newsletter.invalidEmail": "请输入有效的邮箱地址。",
  "newsletter.consentRequired": "订阅前请同意接收邮件。",
  "newsletter.unlocked": "谢谢！你已解锁 {skin}",
  "newsletter.thanks": "感谢订阅我们的邮件！",
  "newsletter.checkInbox": "请查收邮件以确认订阅。",
  "newsletter.already": "此邮箱地址已订阅。每个地址只能解锁一次奖励角色。",
  "newsletter.resubscribed": "欢迎回来！请查收邮件以确认订阅。每个地址只能解锁一次奖励角色。",
  "newsletter.playerAlreadyUnlocked": "感谢订阅！你的订阅奖励角色之前已经解锁。",
  "newsletter.failed": "订阅失败，请重试。",
  "newsletter.error.tooManyFromNetwork": "来自你所在网络的订阅过多。请几分钟后重试。",
  "newsletter.error.blocked": "此地址无法订阅新闻通讯。如果你认为这是误会，请通过联系表单告诉我们。",
  "newsletter.error.tooManyMails": "发往此地址的确认邮件过多。请查看收件箱，或稍后重试。",
};
