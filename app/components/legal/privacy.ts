// What /privacy says, as the keys of its texts (shared/i18n/site/privacy): the order of the sections and,
// in each, of its subheadings, paragraphs and lists. The words are in the dictionaries, so the page is
// sent them in its own language only.
import type { LegalText } from "./document.tsx";

export const PRIVACY: LegalText = {
  lastUpdated: "2026-11-28",
  intro: "privacy.intro",
  sections: [
    {
      id: "summary",
      heading: "privacy.s.summary",
      body: [
        {
          list: [
            "privacy.summary.minimal",
            "privacy.summary.noSelling",
            "privacy.summary.pageViews",
            "privacy.summary.payments",
            "privacy.summary.newsletter",
          ],
        },
      ],
    },
    {
      id: "data",
      heading: "privacy.s.data",
      body: [
        { subheading: "privacy.data.accountTitle" },
        { paragraph: "privacy.data.account" },
        { subheading: "privacy.data.guestTitle" },
        { paragraph: "privacy.data.guest" },
        { subheading: "privacy.data.runsTitle" },
        { paragraph: "privacy.data.runs" },
        { subheading: "privacy.data.purchasesTitle" },
        { paragraph: "privacy.data.purchases" },
        { subheading: "privacy.data.newsletterTitle" },
        { paragraph: "privacy.data.newsletter" },
        { subheading: "privacy.data.contactTitle" },
        { paragraph: "privacy.data.contact" },
        { subheading: "privacy.data.logsTitle" },
        { paragraph: "privacy.data.logs" },
      ],
    },
    {
      id: "cookies",
      heading: "privacy.s.cookies",
      body: [{ paragraph: "privacy.cookies.session" }, { paragraph: "privacy.cookies.pageViews" }],
    },
    {
      id: "processors",
      heading: "privacy.s.processors",
      body: [
        { paragraph: "privacy.processors.intro" },
        { list: ["privacy.processors.stripe", "privacy.processors.mail", "privacy.processors.hosting"] },
        { paragraph: "privacy.processors.noSelling" },
      ],
    },
    {
      id: "retention",
      heading: "privacy.s.retention",
      body: [
        {
          list: [
            "privacy.retention.account",
            "privacy.retention.guests",
            "privacy.retention.purchases",
            "privacy.retention.newsletter",
            "privacy.retention.contact",
            "privacy.retention.pageViews",
            "privacy.retention.logs",
          ],
        },
      ],
    },
    {
      id: "rights",
      heading: "privacy.s.rights",
      body: [
        { paragraph: "privacy.rights.intro" },
        {
          list: [
            "privacy.rights.access",
            "privacy.rights.correction",
            "privacy.rights.deletion",
            "privacy.rights.objection",
            "privacy.rights.consent",
            "privacy.rights.complaint",
          ],
        },
        { paragraph: "privacy.rights.howTo" },
      ],
    },
    {
      id: "security",
      heading: "privacy.s.security",
      body: [{ paragraph: "privacy.security.body" }],
    },
    {
      id: "children",
      heading: "privacy.s.children",
      body: [{ paragraph: "privacy.children.body" }],
    },
    {
      id: "changes",
      heading: "privacy.s.changes",
      body: [{ paragraph: "privacy.changes.body" }],
    },
    {
      id: "contact",
      heading: "privacy.s.contact",
      body: [{ paragraph: "privacy.contact.body" }],
    },
  ],
};
