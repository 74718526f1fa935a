import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese (Simplified): every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "隐私政策",
  "privacy.meta.description": "Flap Master 会保存你的哪些信息、原因、保存多久，以及你的权利。",
  "privacy.title": "隐私政策",
  "privacy.intro":
    "本政策说明当你访问网站、玩游戏、创建账户、购买金币或联系我们时，Flap Master 会保存哪些个人数据、为什么保存、保存多久，以及你享有哪些权利。",
  "privacy.s.summary": "1. 概要",
  "privacy.summary.minimal": "我们只保存游戏运行所需的内容：你的进度、你的分数，以及你创建的账户（如有）。",
  "privacy.summary.noSelling": "我们不出售你的数据，不展示广告，也不使用第三方跟踪器或分析工具。",
  "privacy.summary.pageViews": "我们统计页面浏览量时不使用 Cookie，也不保存你的 IP 地址。",
  "privacy.summary.payments": "银行卡付款由 Stripe 处理；我们永远看不到你的卡号。",
  "privacy.summary.newsletter": "只有在你主动订阅时，我们才会向你发送订阅邮件，你可以随时退订。",
  "privacy.s.data": "2. 我们保存什么以及原因",
  "privacy.data.accountTitle": "你的账户",
  "privacy.data.account":
    "如果你创建账户，我们会保存你的电子邮箱地址、密码（仅以加盐的单向哈希形式保存，绝不以可读形式保存）、玩家名称、电子邮箱地址是否已验证，以及账户的创建时间。我们用这些信息让你登录、向你发送账户邮件（验证、重置密码、登录验证码），并在不同设备间同步你的进度。法律依据：履行我们与你之间的协议。",
  "privacy.data.guestTitle": "游客会话 Cookie",
  "privacy.data.guest":
    "当你不登录账户游戏时，我们会创建一个游客玩家，并在你浏览器的 Cookie 中保存一个随机会话标识符。它将你的浏览器与你作为游客的金币、物品和分数关联起来，不包含任何其他关于你的信息。法律依据：这是你所要求的游戏服务所严格必需的。",
  "privacy.data.runsTitle": "游戏记录与分数",
  "privacy.data.runs":
    "对于每一局游戏，我们会保存其随机种子、你的操作（你何时扇动翅膀、何时使用道具）、最终分数、穿过的水管数等统计数据以及时间。我们会在服务器上重放你的操作以确认分数真实，然后将结果用于排行榜、成就和金币。你的玩家名称和最高分会公开显示在排行榜上。法律依据：履行我们与你之间的协议，以及我们维护公平游戏的正当利益。",
  "privacy.data.purchasesTitle": "金币、物品与购买",
  "privacy.data.purchases":
    "我们会保存你的金币余额、你拥有的角色和道具，以及每一次余额变动的记录（变动内容、原因和时间）。对于金币包购买，我们会保存所购金币包、金额、币种、付款状态以及 Stripe 为该笔付款提供的参考编号。你在 Stripe 的结账页面上输入银行卡信息：由 Stripe 处理这些信息，我们永远不会接收或保存你的卡号。法律依据：履行我们与你之间的协议，以及我们保存会计记录的法定义务。",
  "privacy.data.newsletterTitle": "订阅邮件",
  "privacy.data.newsletter":
    "如果你订阅了我们的邮件，我们会保存你的电子邮箱地址以及你的同意记录（你何时同意、同意了什么）。我们只用它向你发送 Flap Master 的相关消息。每封订阅邮件都附有退订链接。法律依据：你的同意，你可以随时撤回。",
  "privacy.data.contactTitle": "联系留言",
  "privacy.data.contact":
    "当你通过联系表单给我们留言时，我们会保存你的电子邮箱地址和留言内容，以便回复你。法律依据：我们回复联系者的正当利益。",
  "privacy.data.logsTitle": "技术日志",
  "privacy.data.logs":
    "我们的服务器会记录每一个请求（时间、请求的地址、响应、耗时、IP 地址和浏览器类型），以保障服务安全，并发现和修复错误。法律依据：我们维持服务安全、正常运行的正当利益。",
  "privacy.s.cookies": "3. Cookie 与页面浏览统计",
  "privacy.cookies.session":
    "我们只使用一种 Cookie：让你保持登录状态，或将你的浏览器与游客玩家关联起来的会话 Cookie。它是严格必需的，页面上的脚本无法读取它，而且绝不会用于广告或跟踪，因此我们不会请求你同意使用 Cookie。为了更快启动，游戏还可能在你浏览器的本地存储中保留一份你的设置和成就的副本；原始数据与你的玩家一同保存。",
  "privacy.cookies.pageViews":
    "我们统计页面浏览量时不使用 Cookie。对于每次页面浏览，我们会根据你的 IP 地址、浏览器类型以及一个每天更换、随后删除的随机值（即“盐”），计算出一个单向指纹。我们只保存这个指纹、所浏览的页面、时间、你的 IP 地址所属的国家/地区（页面浏览到达时在我们的服务器上通过公开数据表查出），以及显示该页面的屏幕尺寸类别（根据页面宽度判断为手机、平板、笔记本或台式机）；我们不会为此目的保存你的 IP 地址或确切宽度。由于盐每天都会被删除，任何人（包括我们）都无法将不同日期的访问关联起来，也无法通过指纹追溯到你。我们用这些统计数据了解有多少人访问了哪些页面。",
  "privacy.s.processors": "4. 还有谁处理数据",
  "privacy.processors.intro": "我们只与帮助我们运营 Flap Master 的服务提供商共享个人数据，且仅限于必要范围：",
  "privacy.processors.stripe":
    "**Stripe** 作为你付款数据的独立控制者处理银行卡付款。请参阅 [Stripe 的隐私政策](https://stripe.com/privacy)。",
  "privacy.processors.mail": "**我们的邮件发送服务商**负责发送账户邮件、订阅邮件以及对你留言的回复。",
  "privacy.processors.hosting": "**我们的托管服务商**负责运行存储上述数据的服务器和数据库。",
  "privacy.processors.noSelling":
    "我们不出售个人数据，也不为广告目的共享个人数据。页脚中的社交网络链接只是普通链接：除非你点击它们，否则不会向这些网络发送任何信息。只有在法律要求时，我们才会向有关部门披露数据。",
  "privacy.s.retention": "5. 保存期限",
  "privacy.retention.account":
    "**账户、游戏记录、分数、金币和物品：**在账户存续期间保存。在你要求删除账户后，我们会在 30 天内将其删除或匿名化。",
  "privacy.retention.guests": "**游客玩家：**连续 12 个月没有任何游戏记录后删除。会话 Cookie 本身在 12 个月后过期。",
  "privacy.retention.purchases": "**购买记录：**按税务和会计法律的要求保存（最长 10 年），即使账户已被删除。",
  "privacy.retention.newsletter":
    "**订阅邮件：**保存至你退订为止；此后我们只保留你的同意及撤回同意的记录，最长 3 年，以证明我们尊重了你的选择。",
  "privacy.retention.contact": "**联系留言：**自我们收到之日起保存 12 个月。",
  "privacy.retention.pageViews": "**页面浏览统计：**每天的盐会在当天结束时删除；指纹和统计数据已无法再与任何人关联，将保留用于统计。",
  "privacy.retention.logs": "**技术日志：**保存 14 天，仅在调查特定安全事件需要时才会延长保存。",
  "privacy.s.rights": "6. 你的权利",
  "privacy.rights.intro": "根据你所在的地区，你有权：",
  "privacy.rights.access": "以可移植的格式获取我们所持有的你的个人数据副本；",
  "privacy.rights.correction": "要求更正不正确的数据；",
  "privacy.rights.deletion": "要求删除你的数据，包括你的整个账户；",
  "privacy.rights.objection": "反对基于我们正当利益的处理，或要求我们限制此类处理；",
  "privacy.rights.consent": "随时撤回你的同意，例如退订我们的邮件；",
  "privacy.rights.complaint": "向你所在地的数据保护机构投诉。",
  "privacy.rights.howTo":
    "如需行使这些权利，请通过[联系表单](/contact)给我们留言；如果你有账户，请使用该账户的电子邮箱地址发送。我们可能会请你确认请求确实来自你本人，并会在一个月内答复。",
  "privacy.s.security": "7. 安全",
  "privacy.security.body":
    "本网站通过加密连接（HTTPS）提供服务。密码仅以加盐哈希的形式保存。会话 Cookie 无法被脚本读取，并且只会发送到我们自己的网站。分数、金币和购买由我们的服务器决定，而不是在你的浏览器中决定。只有我们的工作人员才能访问管理后台，且每一项管理操作都会被记录。",
  "privacy.s.children": "8. 儿童",
  "privacy.children.body":
    "Flap Master 是一款面向大众的游戏。13 岁以下的儿童不应创建账户或订阅我们的邮件；如果所在国家/地区的法律有要求（部分国家最高至 16 岁），年龄较小的玩家需要获得父母或监护人的同意。如果你认为某个儿童在未获得上述同意的情况下向我们提供了个人数据，请联系我们，我们会将其删除。",
  "privacy.s.changes": "9. 本政策的变更",
  "privacy.changes.body":
    "当我们保存的内容或使用方式发生变化时，我们会更新本政策。页面顶部的日期表示最新版本。如果某项变更与你有关，我们会在网站上公告，并在法律要求时再次征求你的同意。",
  "privacy.s.contact": "10. 联系方式",
  "privacy.contact.body":
    "负责处理你数据的控制者是 Flap Master 的运营方。如对你的数据或本政策有任何疑问，请通过[联系表单](/contact)给我们留言。",
};
