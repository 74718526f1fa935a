import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Login
  "login.working": "处理中...",
  "login.error.missingCredentials": "请提供邮箱或手机号以及密码",
  "login.error.missingIdentifier": "请提供邮箱或手机号",
  "login.error.emptyEmail": "请输入你的邮箱地址。",
  "login.error.invalidPhone": "请输入带国家代码的手机号，例如 +15551234567。",
  "login.error.emailOnly": "请输入邮箱地址。",
  "login.error.missingCode": "请输入我们发送给你的验证码。",
  "login.error.missingPassword": "请输入新密码。",
  "login.error.missingToken": "请打开密码重置邮件中的链接来设置新密码。",
  "login.error.invalidLink": "此链接无效或已过期，请重新申请。",
  "login.error.generic": "出了点问题，请重试。",
};
