import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "newsletter.intro": "登録すると新しい鳥やイベントの情報をいち早くお届け。さらにボーナスキャラクターがすぐにアンロックされます。",
  "newsletter.email.label": "メールアドレス",
  "newsletter.email.placeholder": "you@example.com",
  "newsletter.consent":
    "新しいキャラクター、イベント、アップデートに関するFlap Masterからのメールの受信に同意します。配信はいつでも停止できます。",
  "newsletter.submit": "登録してキャラクターをアンロック",
  "newsletter.subscribed": "登録しました！",
  "newsletter.tryAgain": "もう一度試す",
  "newsletter.invalidEmail": "有効なメールアドレスを入力してください。",
  "newsletter.consentRequired": "登録するにはメールの受信に同意してください。",
  "newsletter.unlocked": "ありがとうございます！{skin}をアンロックしました",
  "newsletter.thanks": "ニュースレターへのご登録ありがとうございます！",
  "newsletter.checkInbox": "受信トレイを確認して、登録を完了してください。",
  "newsletter.already": "このメールアドレスはすでに登録されています。ボーナスキャラクターは1つのアドレスにつき1回のみアンロックされます。",
  "newsletter.resubscribed":
    "おかえりなさい！受信トレイを確認して、登録を完了してください。ボーナスキャラクターは1つのアドレスにつき1回のみアンロックされます。",
  "newsletter.playerAlreadyUnlocked": "ご登録ありがとうございます！ニュースレターのボーナスキャラクターはすでにアンロック済みです。",
  "newsletter.failed": "登録できませんでした。もう一度お試しください。",
  "newsletter.error.tooManyFromNetwork": "お使いのネットワークからの登録が多すぎます。数分後にもう一度お試しください。",
  "newsletter.error.blocked":
    "このアドレスではニュースレターに登録できません。誤りだと思われる場合は、お問い合わせフォームからご連絡ください。",
  "newsletter.error.tooManyMails":
    "このアドレスへの確認メールが多すぎます。受信トレイを確認するか、しばらくしてからもう一度お試しください。",
};
