// What /terms says, as the keys of its texts (shared/i18n/site/terms): the order of the sections and,
// in each, of its subheadings, paragraphs and lists. The words are in the dictionaries, so the page is
// sent them in its own language only.
import type { LegalText } from "./document.tsx";

export const TERMS: LegalText = {
  lastUpdated: "2026-11-22",
  intro: "terms.intro",
  sections: [
    {
      id: "agreement",
      heading: "terms.s.agreement",
      body: [{ paragraph: "terms.agreement.parties" }, { paragraph: "terms.agreement.minors" }, { paragraph: "terms.agreement.privacy" }],
    },
    {
      id: "game",
      heading: "terms.s.game",
      body: [{ paragraph: "terms.game.what" }, { paragraph: "terms.game.changes" }],
    },
    {
      id: "accounts",
      heading: "terms.s.accounts",
      body: [
        { subheading: "terms.accounts.guestTitle" },
        { paragraph: "terms.accounts.guest" },
        { subheading: "terms.accounts.accountTitle" },
        { paragraph: "terms.accounts.account" },
        { list: ["terms.accounts.email", "terms.accounts.password", "terms.accounts.onePerPerson"] },
        { paragraph: "terms.accounts.responsibility" },
      ],
    },
    {
      id: "coins",
      heading: "terms.s.coins",
      body: [
        { paragraph: "terms.coins.earning" },
        { list: ["terms.coins.noCashValue", "terms.coins.payment", "terms.coins.balance", "terms.coins.powerUps"] },
      ],
    },
    {
      id: "refunds",
      heading: "terms.s.refunds",
      body: [
        { paragraph: "terms.refunds.withdrawal" },
        { list: ["terms.refunds.notReceived", "terms.refunds.mistake"] },
        { paragraph: "terms.refunds.reversal" },
      ],
    },
    {
      id: "fair-play",
      heading: "terms.s.fairPlay",
      body: [
        { paragraph: "terms.fairPlay.verified" },
        {
          list: [
            "terms.fairPlay.bots",
            "terms.fairPlay.forgery",
            "terms.fairPlay.bugs",
            "terms.fairPlay.multipleAccounts",
            "terms.fairPlay.disruption",
          ],
        },
        { paragraph: "terms.fairPlay.consequences" },
      ],
    },
    {
      id: "leaderboards",
      heading: "terms.s.leaderboards",
      body: [{ paragraph: "terms.leaderboards.public" }, { paragraph: "terms.leaderboards.names" }],
    },
    {
      id: "content",
      heading: "terms.s.content",
      body: [{ paragraph: "terms.content.ownership" }, { paragraph: "terms.content.sharing" }],
    },
    {
      id: "availability",
      heading: "terms.s.availability",
      body: [{ paragraph: "terms.availability.body" }],
    },
    {
      id: "liability",
      heading: "terms.s.liability",
      body: [{ paragraph: "terms.liability.limits" }, { paragraph: "terms.liability.exceptions" }],
    },
    {
      id: "termination",
      heading: "terms.s.termination",
      body: [{ paragraph: "terms.termination.body" }],
    },
    {
      id: "changes",
      heading: "terms.s.changes",
      body: [{ paragraph: "terms.changes.body" }],
    },
    {
      id: "law",
      heading: "terms.s.law",
      body: [{ paragraph: "terms.law.body" }],
    },
    {
      id: "contact",
      heading: "terms.s.contact",
      body: [{ paragraph: "terms.contact.body" }],
    },
  ],
};
