import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Home
  "home.meta.title": "Flap Master – 羽ばたきを極められるか？",
  "home.meta.description": "タップでパイプをすり抜け、友達に挑戦し、新しいキャラクターをアンロック。ついハマるブラウザゲームです。",
  "home.hero.headline": "羽ばたきを極められるか？",
  "home.hero.subtitle": "タップでパイプをすり抜け、友達に挑戦し、新しいキャラクターをアンロックしよう。ついハマるゲームです！",
  "home.hero.viewLeaderboard": "ランキングを見る",
  "home.hero.tapToFlap": "タップで羽ばたく",
  "home.howToPlay.title": "遊び方",
  "home.howToPlay.intro": "ランキングの頂点まで、たった3つのステップ。",
  "home.howToPlay.step1.title": "タップ・クリック",
  "home.howToPlay.step1.text": "画面をタップ、マウスをクリック、またはスペースキーを押すと、鳥が羽ばたいて上昇します。",
  "home.howToPlay.step2.title": "障害物をかわす",
  "home.howToPlay.step2.text": "タイミングよく羽ばたいて、パイプの隙間をすり抜けよう。パイプや地面に触れたらゲームオーバーです。",
  "home.howToPlay.step3.title": "スコアを稼ぐ",
  "home.howToPlay.step3.text": "パイプを1本通過するごとに1ポイント。遠くまで飛ぶほどスピードが上がります。",
  "home.howToPlay.coins": "1ポイントにつき10コイン。ストアで新しい鳥やパワーアップと交換できます！",
  "home.leaderboard.title": "デイリーランキング",
  "home.leaderboard.intro": "今日のトッププレイヤー。ランキングは毎日午前0時（{timeZone}）にリセットされます。",
  "home.leaderboard.more": "今週と歴代のランキングを見る",
  "home.challenge.title": "友達に挑戦しよう",
  "home.challenge.prompt": "まだスコアがありません。まずは1回プレイして、友達に挑戦状を送りましょう！",
  "home.challenge.bestLabel": "自己ベスト",
  "home.challenge.bestText": "友達はこのスコアを超えられるかな？スコアをシェアして挑戦しよう！",
  "home.challenge.beatMyScore": "私のスコアを超えてみて",
  "home.newsletter.title": "仲間に加わろう",

  // Newsletter
  "home.moreGames.title": "他のゲームも遊ぼう",
  "home.moreGames.intro": "パイプに疲れたら、こちらの無料ブラウザゲームもどうぞ。",
  "home.moreGames.play": "プレイ",
  "home.moreGames.newTab": "（新しいタブで開きます）",
  "home.course.title": "今日のデイリーコース",
  "home.course.text": "全プレイヤー共通のコースが一日中。深夜0時に新しいコースが始まります（{timeZone}）。",
  "home.course.play": "今日のコースを飛ぶ",
  "home.course.free": "フリーラン",
  "home.course.leader": "今日のトップ：{name}（{score}）",
  "home.course.noLeader": "今日のコースはまだ誰も飛んでいません。一番乗りしよう！",
  "home.course.record": "歴代ベストデー：{name}（{score}）",
  "home.course.board": "コースランキング",
};
