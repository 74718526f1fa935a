// The privacy policy (/privacy). English is the reference. The body texts are legal text: a
// translation keeps every promise and number. In them, **text** is bold and [text](/path) a link
// (app/components/legal/markup.ts); each translation keeps the English text's links and bold parts
// (tests/legal-texts.test.ts).
export const messages = {
  // Legal
  "privacy.meta.title": "Privacy Policy",
  "privacy.meta.description": "What Flap Master stores about you, why, for how long, and your rights.",
  "privacy.title": "Privacy Policy",
  "privacy.intro":
    "This policy explains what personal data Flap Master stores when you visit the site, play the game, create an account, buy coins or contact us, why we store it, how long we keep it, and what your rights are.",
  "privacy.s.summary": "1. Summary",
  "privacy.summary.minimal": "We store only what the game needs to work: your progress, your scores and, if you create one, your account.",
  "privacy.summary.noSelling": "We do not sell your data, show advertising, or use third-party trackers or analytics.",
  "privacy.summary.pageViews": "We count page views without cookies and without storing your IP address.",
  "privacy.summary.payments": "Card payments are handled by Stripe; we never see your card number.",
  "privacy.summary.newsletter": "We send you a newsletter only if you ask for it, and you can leave it at any time.",
  "privacy.s.data": "2. What we store and why",
  "privacy.data.accountTitle": "Your account",
  "privacy.data.account":
    "If you create an account we store your e-mail address, your password (only as a salted one-way hash, never in readable form), your player name, whether your e-mail address is confirmed, and when the account was created. We use this to sign you in, to send you account e-mails (confirmation, password reset, sign-in codes) and to keep your progress across devices. Legal basis: performing our agreement with you.",
  "privacy.data.guestTitle": "Guest session cookie",
  "privacy.data.guest":
    "When you play without an account we create a guest player and store a random session identifier in a cookie in your browser. It links your browser to your guest coins, items and scores. It contains nothing else about you. Legal basis: it is strictly necessary for the game you asked to play.",
  "privacy.data.runsTitle": "Game runs and scores",
  "privacy.data.runs":
    "For each run we store its random seed, your inputs (when you flapped and used power-ups), the resulting score, statistics such as pipes passed, and the time. We replay the inputs on our server to confirm the score is real, then use the result for leaderboards, achievements and coins. Your player name and best scores appear publicly on leaderboards. Legal basis: performing our agreement with you, and our legitimate interest in fair play.",
  "privacy.data.purchasesTitle": "Coins, items and purchases",
  "privacy.data.purchases":
    "We keep your coin balance, your characters and power-ups, and a record of every change to your balance (what changed, why and when). For a coin-pack purchase we store the pack, the amount, the currency, the payment status and Stripe’s reference for the payment. You enter your card details on Stripe’s checkout page: Stripe processes them and we never receive or store your card number. Legal basis: performing our agreement with you, and our legal obligation to keep accounting records.",
  "privacy.data.newsletterTitle": "Newsletter",
  "privacy.data.newsletter":
    "If you subscribe to the newsletter, we store your e-mail address and a record of your consent (when you gave it and to what). We use it only to send you news about Flap Master. Every newsletter contains a link to unsubscribe. Legal basis: your consent, which you can withdraw at any time.",
  "privacy.data.contactTitle": "Contact messages",
  "privacy.data.contact":
    "When you write to us through a contact form we store your e-mail address and your message so that we can answer you. Legal basis: our legitimate interest in answering the people who contact us.",
  "privacy.data.logsTitle": "Technical logs",
  "privacy.data.logs":
    "Our servers log each request (time, address requested, response, duration, IP address and browser type) to keep the service secure and to find and fix errors. Legal basis: our legitimate interest in a secure, working service.",
  "privacy.s.cookies": "3. Cookies and page-view counting",
  "privacy.cookies.session":
    "We use only one kind of cookie: the session cookie that keeps you signed in, or links your browser to your guest player. It is strictly necessary, is not readable by scripts on the page, and is never used for advertising or tracking, which is why we do not ask for cookie consent. The game may also keep a copy of your settings and achievements in your browser’s local storage so it can start faster; the original is stored with your player.",
  "privacy.cookies.pageViews":
    "We count page views without cookies. For each page view we compute a one-way fingerprint from your IP address, your browser type and a random value (a “salt”) that is replaced every day and then deleted. We store only that fingerprint, the page, the time, the country your IP address belongs to (looked up on our server from a public table when the page view arrives) and the size class of the screen the page was shown on (phone, tablet, laptop or desktop, from the width of the page); we do not store your IP address or the exact width for this purpose. Because the salt is deleted daily, nobody, including us, can link visits on different days or trace a fingerprint back to you. We use the counts to see how many people visit which pages.",
  "privacy.s.processors": "4. Who else processes data",
  "privacy.processors.intro": "We share personal data only with service providers that help us run Flap Master, and only as far as needed:",
  "privacy.processors.stripe":
    "**Stripe** processes card payments as an independent controller of your payment data. See [Stripe’s privacy policy](https://stripe.com/privacy).",
  "privacy.processors.mail": "**Our e-mail delivery provider** sends account e-mails, the newsletter and answers to your messages.",
  "privacy.processors.hosting": "**Our hosting provider** runs the servers and databases where the data above is stored.",
  "privacy.processors.noSelling":
    "We do not sell personal data or share it for advertising. The social network links in the footer are plain links: nothing is sent to those networks unless you click them. We disclose data to authorities only when the law requires it.",
  "privacy.s.retention": "5. How long we keep it",
  "privacy.retention.account":
    "**Account, runs, scores, coins and items:** for as long as the account exists. After you ask us to delete your account we delete or anonymise them within 30 days.",
  "privacy.retention.guests":
    "**Guest players:** deleted after 12 months without any play. The session cookie itself expires after 12 months.",
  "privacy.retention.purchases":
    "**Purchase records:** as long as tax and accounting law requires (up to 10 years), even after the account is deleted.",
  "privacy.retention.newsletter":
    "**Newsletter:** until you unsubscribe; we then keep only the record of your consent and its withdrawal, for up to 3 years, to prove we respected your choice.",
  "privacy.retention.contact": "**Contact messages:** 12 months after they reach us.",
  "privacy.retention.pageViews":
    "**Page-view counts:** the daily salt is deleted at the end of each day; the fingerprints and counts, which can no longer be linked to anyone, are kept for statistics.",
  "privacy.retention.logs": "**Technical logs:** 14 days, longer only when needed to investigate a specific security incident.",
  "privacy.s.rights": "6. Your rights",
  "privacy.rights.intro": "Depending on where you live, you have the right to:",
  "privacy.rights.access": "get a copy of the personal data we hold about you, in a portable format;",
  "privacy.rights.correction": "have incorrect data corrected;",
  "privacy.rights.deletion": "have your data deleted, including your whole account;",
  "privacy.rights.objection": "object to, or ask us to restrict, processing based on our legitimate interests;",
  "privacy.rights.consent": "withdraw your consent at any time, for example by unsubscribing from the newsletter;",
  "privacy.rights.complaint": "complain to your data protection authority.",
  "privacy.rights.howTo":
    "To use these rights, write to us through the [contact form](/contact), from the e-mail address of your account if you have one. We may ask you to confirm that the request comes from you, and we answer within one month.",
  "privacy.s.security": "7. Security",
  "privacy.security.body":
    "The site is served over encrypted connections (HTTPS). Passwords are stored only as salted hashes. Session cookies cannot be read by scripts and are sent only to our own site. Scores, coins and purchases are decided on our server, not in your browser. Access to the administration area is limited to our staff, and every administrative change is recorded.",
  "privacy.s.children": "8. Children",
  "privacy.children.body":
    "Flap Master is a game for a general audience. Children under 13 should not create an account or subscribe to the newsletter, and younger players need a parent or guardian’s consent where their country’s law requires it (up to age 16 in some countries). If you believe a child has given us personal data without that consent, contact us and we will delete it.",
  "privacy.s.changes": "9. Changes to this policy",
  "privacy.changes.body":
    "We will update this policy when what we store or how we use it changes. The date at the top shows the latest version. If a change matters for you, we will announce it on the website, and ask for your consent again where the law requires it.",
  "privacy.s.contact": "10. Contact",
  "privacy.contact.body":
    "The controller responsible for your data is the operator of Flap Master. For any question about your data or this policy, write to us through the [contact form](/contact).",
} as const;
