// The terms of service (/terms). English is the reference. The body texts are legal text: a
// translation keeps every promise and number. In them, **text** is bold and [text](/path) a link
// (app/components/legal/markup.ts); each translation keeps the English text's links and bold parts
// (tests/legal-texts.test.ts).
export const messages = {
  // Legal
  "terms.meta.title": "Terms of Service",
  "terms.meta.description": "The rules for playing Flap Master, buying coins and appearing on the leaderboards.",
  "terms.title": "Terms of Service",
  "terms.intro":
    "Welcome to Flap Master! These terms explain the rules for playing the game, using an account, buying coins and appearing on the leaderboards. We have tried to keep them short and clear.",
  "terms.s.agreement": "1. About these terms",
  "terms.agreement.parties":
    "These terms are the agreement between you and the operator of Flap Master (“we”, “us”) about the use of the Flap Master website and game. By playing, creating an account or buying coins you accept them. If you do not agree, please do not use Flap Master.",
  "terms.agreement.minors":
    "If you are younger than the age at which you may agree to online services in your country (13 in many countries, up to 16 in some), a parent or guardian has to agree to these terms for you and approve any purchase.",
  "terms.agreement.privacy": "How we handle personal data is described in our [Privacy Policy](/privacy).",
  "terms.s.game": "2. The game",
  "terms.game.what":
    "Flap Master is a free arcade game that runs in your web browser. You tap, click or press the space bar to keep a bird in the air and fly it through the gaps between pipes. Each pipe you pass scores a point.",
  "terms.game.changes":
    "We keep improving the game. We may change its rules, difficulty, characters, power-ups, prices and other features, and add or remove them. We try to keep what you have earned or bought useful when we do.",
  "terms.s.accounts": "3. Accounts and guest play",
  "terms.accounts.guestTitle": "Guest play",
  "terms.accounts.guest":
    "You can play without an account. The first time you play, we create a guest player for your browser and remember it with a session cookie. Your guest progress (coins, characters, items, scores and achievements) lives with that cookie: if you clear your cookies or switch browser or device before creating an account, that progress cannot be recovered.",
  "terms.accounts.accountTitle": "Accounts",
  "terms.accounts.account":
    "When you create an account, your guest progress is moved into it, so you keep everything you earned as a guest. You agree to:",
  "terms.accounts.email": "give a working e-mail address that belongs to you and confirm it when asked;",
  "terms.accounts.password": "keep your password secret and tell us at once if you think someone else is using your account;",
  "terms.accounts.onePerPerson": "use one account per person and not sell, share or transfer it.",
  "terms.accounts.responsibility": "You are responsible for what happens in your account. You can ask us to delete it at any time.",
  "terms.s.coins": "4. Virtual coins and purchases",
  "terms.coins.earning":
    "You earn coins by playing (each point scores 10 coins) and you can buy additional coins in coin packs. Coins buy characters (skins) and power-ups in the store.",
  "terms.coins.noCashValue":
    "**No cash value.** Coins, characters and power-ups are virtual items. Buying or earning them gives you a personal, non-transferable right to use them in Flap Master. They are not money or property, cannot be exchanged for money or anything outside the game, and cannot be sold, traded or moved to another account.",
  "terms.coins.payment":
    "**Prices and payment.** Prices are shown in US dollars before you pay. Payments are processed by Stripe on its secure checkout page; we never see or store your card number. Coins are added to your balance once Stripe confirms the payment, and each payment is credited only once.",
  "terms.coins.balance":
    "**Balance.** Your coin balance can never go below zero. Every change to it is recorded. We may correct a balance that is wrong because of an error, a bug, a reversed payment or a breach of the fair-play rules below.",
  "terms.coins.powerUps": "**Power-ups** are used up when you activate them during a run, whether or not that run goes well.",
  "terms.s.refunds": "5. Refunds",
  "terms.refunds.withdrawal":
    "Coins are digital content delivered immediately. By completing a purchase you ask us to deliver them at once and, where the law allows, you accept that your right to withdraw from the purchase ends once the coins have been credited. We still refund in these cases:",
  "terms.refunds.notReceived": "you were charged but did not receive the coins, or you were charged twice: contact us within 30 days;",
  "terms.refunds.mistake": "you bought a coin pack by mistake and have not spent any of its coins: contact us within 14 days.",
  "terms.refunds.reversal":
    "When a purchase is refunded or a payment is reversed (for example through a chargeback), the coins from it are removed from your balance, up to the coins you still have. This section does not limit any right you have under the consumer protection law of your country.",
  "terms.s.fairPlay": "6. Fair play",
  "terms.fairPlay.verified":
    "Leaderboards only mean something if everyone plays fair. Every run is checked on our server by replaying your inputs, and a run that does not match is not counted. You must not:",
  "terms.fairPlay.bots": "use bots, scripts, macros, auto-clickers or modified versions of the game;",
  "terms.fairPlay.forgery": "forge, alter or replay requests to our servers, or tamper with scores, coins or items;",
  "terms.fairPlay.bugs": "exploit bugs instead of reporting them to us;",
  "terms.fairPlay.multipleAccounts":
    "use several accounts or guest players to push a score up a leaderboard or collect rewards more than once;",
  "terms.fairPlay.disruption": "disrupt the service, overload it, or try to access accounts or areas that are not yours.",
  "terms.fairPlay.consequences":
    "If we find cheating we may remove the scores concerned, correct coin balances and items, and suspend or close the account. Please report bugs and exploits through the [contact form](/contact).",
  "terms.s.leaderboards": "7. Leaderboards and player names",
  "terms.leaderboards.public":
    "The daily leaderboard starts fresh every day at midnight in the time zone named on the leaderboard page (UTC unless stated); we also show weekly and all-time boards. A leaderboard shows your player name, your score and, where shown, a general location such as a country. This information is public.",
  "terms.leaderboards.names":
    "Player names must not be offensive, hateful or sexual, impersonate someone else, contain another person’s personal data, or advertise. We may change or remove names and scores that break these rules. Entries marked “Sample” are examples shown while a board is still empty; they are not real players.",
  "terms.s.content": "8. Our content",
  "terms.content.ownership":
    "The game, its characters, artwork, sounds, texts, software and the Flap Master name belong to us or our licensors. You may use them to play Flap Master for your own, non-commercial enjoyment. You may not copy, resell or redistribute them, or reverse-engineer the game to cheat or to build a competing service.",
  "terms.content.sharing":
    "Sharing links, screenshots and videos of your own games is welcome. When you send us feedback or ideas, we may use them to improve the game without owing you anything for it.",
  "terms.s.availability": "9. Availability",
  "terms.availability.body":
    "We work to keep Flap Master running, but it may be unavailable at times, for example during maintenance or because of problems outside our control. We may end the game or the store; if we do, we will announce it on the website in advance and stop selling coins before the end.",
  "terms.s.liability": "10. Liability",
  "terms.liability.limits":
    "Flap Master is provided “as is”. As far as the law allows, we are not liable for indirect or consequential losses, or for progress lost because cookies were cleared before an account was created. Our total liability to you is limited to the amount you paid us in the 12 months before the claim.",
  "terms.liability.exceptions":
    "Nothing in these terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, for fraud, or under mandatory consumer protection law.",
  "terms.s.termination": "11. Suspension and termination",
  "terms.termination.body":
    "You can stop playing at any time and ask us to delete your account. We may suspend or close an account that breaks these terms, after a warning where that is reasonable. When an account is closed, its coins and items end with it and are not refunded, unless the law requires otherwise or we close the account without you having broken these terms, in which case we refund coins bought and not yet spent.",
  "terms.s.changes": "12. Changes to these terms",
  "terms.changes.body":
    "We may update these terms when the game or the law changes. The date at the top shows the latest version. We will announce important changes on the website before they take effect. If you keep playing after a change takes effect, the new terms apply; if you do not agree, you can stop playing and ask us to delete your account.",
  "terms.s.law": "13. Governing law",
  "terms.law.body":
    "These terms are governed by the law of the country in which the operator of Flap Master is established. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live, and you may bring a claim in its courts.",
  "terms.s.contact": "14. Contact",
  "terms.contact.body":
    "Questions about these terms, a purchase or your account? Write to us through the [contact form](/contact). If your question is about your account, send it from the e-mail address of that account so we can help you quickly.",
} as const;
