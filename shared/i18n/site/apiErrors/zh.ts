import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "api.error.invalidJson": "无法读取请求。请刷新页面后重试。",
  "api.error.tooLarge": "发送的内容太大。请缩短后重试。",
  "api.error.invalidBody": "发送的内容有误。请检查输入后重试。",
  "api.error.invalidEmail": "请输入有效的邮箱地址。",
  "api.error.tooLong": "输入的内容太长。请缩短后重试。",
  "api.error.tooManySignInsSeconds": "登录尝试次数过多。请等待 {seconds} 秒后重试。",
  "api.error.tooManySignInsMinutes": "登录尝试次数过多。请等待 {minutes} 分钟后重试。",
  "api.error.tooManyGuestsSeconds": "来自你所在网络的新访客过多。请等待 {seconds} 秒后重试。",
  "api.error.tooManyGuestsMinutes": "来自你所在网络的新访客过多。请等待 {minutes} 分钟后重试。",
};
