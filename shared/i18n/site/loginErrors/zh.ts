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
  "login.error.invalidEmail": "请输入有效的邮箱地址，例如 you@example.com。",
  "login.error.wrongEmailOrPassword": "邮箱或密码不正确。请检查后重试，或重置密码。",
  "login.error.wrongPhoneOrPassword": "手机号或密码不正确。请检查后重试，或使用一次性验证码登录。",
  "login.error.emailNotVerified": "请先验证你的邮箱：我们已给你发送了新的验证链接。",
  "login.error.phoneNotVerified": "请用我们发送给你的验证码验证手机号。",
  "login.error.passwordTooShort": "请设置至少 {min} 个字符的密码。",
  "login.error.passwordTooLong": "请设置不超过 {max} 个字符的密码。",
  "login.error.passwordBlank": "只有空格的密码不能使用。请使用字母、数字或符号组成的密码。",
  "login.error.passwordTooCommon": "这个密码是最常见的密码之一，很容易被猜到。请换一个。",
  "login.error.accountExists": "此邮箱或手机号已注册账户，请直接登录。",
  "login.error.wrongCode": "验证码不正确。请核对我们最新发送的验证码后重试。",
  "login.error.codeExpired": "此验证码已过期。请在下方获取新验证码并输入。",
  "login.error.codeLocked": "此验证码输错次数过多，已失效。请在下方获取新验证码并输入。",
  "login.error.tooManySeconds": "尝试次数过多。请等待 {seconds} 秒后重试。",
  "login.error.tooManyMinutes": "尝试次数过多。请等待 {minutes} 分钟后重试。",
  "login.error.signInAgain": "为了你的安全，此操作需要最近登录过。请退出后重新登录，再试一次。",
  "login.error.signInFailed": "无法登录，请重试。",
  "login.error.signUpFailed": "无法创建账户，请重试。",
  "login.error.sendFailed": "消息发送失败，请稍后重试。",
  "login.error.codeFailed": "无法验证此验证码。请在下方获取新验证码后重试。",
  "login.error.passwordFailed": "新密码保存失败，请重试。",
};
