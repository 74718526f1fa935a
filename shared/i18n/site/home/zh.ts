import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Home
  "home.meta.title": "Flap Master – 你能成为振翅大师吗？",
  "home.meta.description": "点击穿越水管，挑战好友，在这款让人上瘾的浏览器游戏中解锁新角色。",
  "home.hero.headline": "你能成为振翅大师吗？",
  "home.hero.subtitle": "点击穿越水管，挑战好友，在这款让人上瘾的游戏中解锁新角色！",
  "home.hero.viewLeaderboard": "查看排行榜",
  "home.hero.tapToFlap": "点击振翅",
  "home.howToPlay.title": "玩法说明",
  "home.howToPlay.intro": "只需简单三步，就能冲上排行榜之巅。",
  "home.howToPlay.step1.title": "点击屏幕",
  "home.howToPlay.step1.text": "点击屏幕、单击鼠标或按空格键，让小鸟振翅向上飞。",
  "home.howToPlay.step2.title": "穿越障碍",
  "home.howToPlay.step2.text": "把握振翅时机，从水管之间的缝隙中穿过。碰到水管或地面，本局就结束了。",
  "home.howToPlay.step3.title": "赢取分数",
  "home.howToPlay.step3.text": "每穿过一根水管得一分。飞得越远，速度越快。",
  "home.howToPlay.coins": "每得一分可获得 10 枚金币，可在商店购买新的小鸟和道具！",
  "home.leaderboard.title": "每日排行榜",
  "home.leaderboard.intro": "今天最厉害的飞行高手。排行榜每天午夜（{timeZone}）重置。",
  "home.leaderboard.more": "查看本周和历史排行榜",
  "home.challenge.title": "挑战你的好友",
  "home.challenge.prompt": "你还没有分数。先玩一局，再邀请好友来挑战吧！",
  "home.challenge.bestLabel": "你的最高分",
  "home.challenge.bestText": "觉得好友能超过你吗？分享你的分数，向他们发起挑战！",
  "home.challenge.beatMyScore": "来超越我的分数",
  "home.newsletter.title": "加入鸟群",

  // Newsletter
  "home.moreGames.title": "更多好玩的游戏",
  "home.moreGames.intro": "想从水管中歇口气？试试这些免费的浏览器游戏吧。",
  "home.moreGames.play": "开玩",
  "home.moreGames.newTab": "（在新标签页中打开）",
  "home.course.title": "今日每日赛道",
  "home.course.text": "一条赛道，全天所有玩家相同。午夜开始新赛道（{timeZone}）。",
  "home.course.play": "飞今日赛道",
  "home.course.free": "自由飞行",
  "home.course.leader": "今日领先：{name}，{score} 分",
  "home.course.noLeader": "还没有人飞过今日赛道。快来当第一个！",
  "home.course.record": "历史最佳一天：{name}，{score} 分",
  "home.course.board": "赛道排行榜",
};
