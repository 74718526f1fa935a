import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese (Simplified): every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "服务条款",
  "terms.meta.description": "关于游玩 Flap Master、购买金币以及出现在排行榜上的规则。",
  "terms.title": "服务条款",
  "terms.intro": "欢迎来到 Flap Master！本条款说明了玩游戏、使用账户、购买金币以及出现在排行榜上的规则。我们尽量写得简短明了。",
  "terms.s.agreement": "1. 关于本条款",
  "terms.agreement.parties":
    "本条款是你与 Flap Master 运营方（“我们”）之间就使用 Flap Master 网站和游戏达成的协议。只要你玩游戏、创建账户或购买金币，即表示你接受本条款。如果你不同意，请不要使用 Flap Master。",
  "terms.agreement.minors":
    "如果你未达到所在国家/地区可自行同意使用网络服务的年龄（许多国家为 13 岁，部分国家最高为 16 岁），须由你的父母或监护人代你同意本条款，并批准每一笔购买。",
  "terms.agreement.privacy": "我们如何处理个人数据，请参阅我们的[隐私政策](/privacy)。",
  "terms.s.game": "2. 游戏",
  "terms.game.what":
    "Flap Master 是一款在网页浏览器中运行的免费街机游戏。你通过点击屏幕、单击鼠标或按空格键让小鸟保持在空中，并让它穿过水管之间的空隙。每穿过一根水管得 1 分。",
  "terms.game.changes":
    "我们会不断改进游戏。我们可能会更改游戏的规则、难度、角色、道具、价格和其他功能，也可能增加或移除这些内容。届时，我们会尽量让你已经获得或购买的东西继续有用。",
  "terms.s.accounts": "3. 账户与游客模式",
  "terms.accounts.guestTitle": "游客模式",
  "terms.accounts.guest":
    "你无需账户即可游戏。你第一次游戏时，我们会为你的浏览器创建一个游客玩家，并通过会话 Cookie 记住它。你作为游客的进度（金币、角色、物品、分数和成就）都与该 Cookie 绑定：如果你在创建账户之前清除了 Cookie，或更换了浏览器或设备，这些进度将无法恢复。",
  "terms.accounts.accountTitle": "账户",
  "terms.accounts.account": "创建账户后，你作为游客的进度会转入该账户，因此你以游客身份获得的一切都会保留。你同意：",
  "terms.accounts.email": "提供一个属于你本人且可正常使用的电子邮箱地址，并在我们要求时完成验证；",
  "terms.accounts.password": "对密码保密，如果你认为有他人正在使用你的账户，请立即告知我们；",
  "terms.accounts.onePerPerson": "每人只使用一个账户，不得出售、共享或转让账户。",
  "terms.accounts.responsibility": "你须对自己账户中发生的一切负责。你可以随时要求我们删除你的账户。",
  "terms.s.coins": "4. 虚拟金币与购买",
  "terms.coins.earning":
    "你可以通过游戏赚取金币（每得 1 分获得 10 金币），也可以购买金币包来获得更多金币。金币可用于在商店中购买角色（皮肤）和道具。",
  "terms.coins.noCashValue":
    "**不具有现金价值。**金币、角色和道具均为虚拟物品。购买或赚取这些物品，只是让你获得在 Flap Master 中使用它们的个人的、不可转让的权利。它们不是金钱或财产，不能兑换成金钱或游戏之外的任何东西，也不能出售、交易或转移到其他账户。",
  "terms.coins.payment":
    "**价格与支付。**价格在你付款前以美元显示。付款由 Stripe 在其安全的结账页面上处理；我们永远不会看到或保存你的卡号。Stripe 确认付款后，金币会立即添加到你的余额中，且每笔付款只会入账一次。",
  "terms.coins.balance":
    "**余额。**你的金币余额永远不会低于零。每一次余额变动都会被记录。如果余额因错误、漏洞、被撤销的付款或违反下文公平游戏规则而不正确，我们可能会对其进行更正。",
  "terms.coins.powerUps": "**道具**在你于一局游戏中激活时即被消耗，无论这局游戏结果如何。",
  "terms.s.refunds": "5. 退款",
  "terms.refunds.withdrawal":
    "金币是即时交付的数字内容。完成购买即表示你要求我们立即交付金币，并且在法律允许的范围内，你接受一旦金币入账，你撤回该笔购买的权利即告终止。但在以下情况下，我们仍会退款：",
  "terms.refunds.notReceived": "你已被扣款但未收到金币，或被重复扣款：请在 30 天内联系我们；",
  "terms.refunds.mistake": "你误购了金币包，且尚未花费其中的任何金币：请在 14 天内联系我们。",
  "terms.refunds.reversal":
    "当某笔购买被退款或某笔付款被撤销（例如通过拒付）时，该笔购买所得的金币将从你的余额中扣除，扣除数量以你仍持有的金币为限。本条不限制你根据所在国家/地区的消费者保护法所享有的任何权利。",
  "terms.s.fairPlay": "6. 公平游戏",
  "terms.fairPlay.verified":
    "只有每个人都公平游戏，排行榜才有意义。每一局游戏都会在我们的服务器上通过重放你的操作进行核验，核验不符的游戏不会被计入。你不得：",
  "terms.fairPlay.bots": "使用机器人、脚本、宏、连点器或经过修改的游戏版本；",
  "terms.fairPlay.forgery": "伪造、篡改或重放发往我们服务器的请求，或篡改分数、金币或物品；",
  "terms.fairPlay.bugs": "利用漏洞而不向我们报告；",
  "terms.fairPlay.multipleAccounts": "使用多个账户或游客玩家来刷高排行榜分数，或多次领取奖励；",
  "terms.fairPlay.disruption": "干扰服务、使服务超载，或试图访问不属于你的账户或区域。",
  "terms.fairPlay.consequences":
    "如果我们发现作弊行为，我们可能会删除相关分数，更正金币余额和物品，并暂停或关闭相关账户。请通过[联系表单](/contact)向我们报告漏洞及其利用方法。",
  "terms.s.leaderboards": "7. 排行榜与玩家名称",
  "terms.leaderboards.public":
    "每日排行榜在排行榜页面所注明时区的每天午夜重新开始（未注明时为 UTC）；我们还会展示每周排行榜和历史总排行榜。排行榜会显示你的玩家名称、分数，以及在显示的情况下你的大致所在地（例如国家）。这些信息是公开的。",
  "terms.leaderboards.names":
    "玩家名称不得含有冒犯、仇恨或色情内容，不得冒充他人，不得包含他人的个人数据，也不得用于广告。对于违反这些规则的名称和分数，我们可能会更改或删除。标有“示例”的条目是在排行榜仍为空时显示的示例，并非真实玩家。",
  "terms.s.content": "8. 我们的内容",
  "terms.content.ownership":
    "游戏及其角色、美术作品、声音、文字、软件以及 Flap Master 名称归我们或我们的许可方所有。你可以出于个人、非商业的娱乐目的使用它们来玩 Flap Master。你不得复制、转售或再分发它们，也不得为了作弊或打造竞争性服务而对游戏进行逆向工程。",
  "terms.content.sharing":
    "欢迎分享你自己游戏的链接、截图和视频。当你向我们发送反馈或想法时，我们可以用它们来改进游戏，而无需为此向你支付任何报酬。",
  "terms.s.availability": "9. 服务可用性",
  "terms.availability.body":
    "我们会努力保持 Flap Master 正常运行，但它有时可能无法使用，例如在维护期间，或由于我们无法控制的问题。我们可能会终止游戏或商店；如果这样做，我们会提前在网站上公告，并在终止之前停止出售金币。",
  "terms.s.liability": "10. 责任",
  "terms.liability.limits":
    "Flap Master 按“现状”提供。在法律允许的范围内，我们不对间接损失或后果性损失负责，也不对因在创建账户前清除 Cookie 而丢失的进度负责。我们对你承担的责任总额，以你在提出索赔前 12 个月内向我们支付的金额为限。",
  "terms.liability.exceptions":
    "本条款中的任何内容均不限制依法不得限制的责任，例如因过失造成死亡或人身伤害的责任、欺诈责任，或依据强制性消费者保护法应承担的责任。",
  "terms.s.termination": "11. 暂停与终止",
  "terms.termination.body":
    "你可以随时停止游戏，并要求我们删除你的账户。对于违反本条款的账户，我们可能会将其暂停或关闭，在合理的情况下会先发出警告。账户关闭后，其中的金币和物品随之失效，不予退款，除非法律另有规定，或者我们在你并未违反本条款的情况下关闭了账户；在后一种情况下，我们会退还已购买但尚未花费的金币。",
  "terms.s.changes": "12. 本条款的变更",
  "terms.changes.body":
    "当游戏或法律发生变化时，我们可能会更新本条款。页面顶部的日期表示最新版本。重要变更生效前，我们会在网站上公告。如果你在变更生效后继续游戏，则适用新条款；如果你不同意，可以停止游戏并要求我们删除你的账户。",
  "terms.s.law": "13. 适用法律",
  "terms.law.body":
    "本条款受 Flap Master 运营方设立地所在国家的法律管辖。如果你是消费者，你仍享有你居住国强制性法律的保护，并可以向该国法院提起诉讼。",
  "terms.s.contact": "14. 联系方式",
  "terms.contact.body":
    "对本条款、某笔购买或你的账户有疑问？请通过[联系表单](/contact)给我们留言。如果问题与你的账户有关，请使用该账户的电子邮箱地址发送，以便我们尽快为你提供帮助。",
};
