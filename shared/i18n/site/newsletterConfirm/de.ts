import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "newsletterConfirm.meta.title": "Bestätige dein Abo",
  "newsletterConfirm.meta.description": "Bestätige dein Abo des Flap-Master-Newsletters.",
  "newsletterConfirm.title": "Newsletter",
  "newsletterConfirm.done": "Dein Abo ist bestätigt. Willkommen im Schwarm!",
  "newsletterConfirm.already": "Dein Abo war bereits bestätigt.",
  "newsletterConfirm.invalid":
    "Dieser Bestätigungslink ist ungültig oder wurde durch einen neueren ersetzt. Melde dich auf der Startseite erneut an.",
  "newsletterConfirm.unsubscribed":
    "Diese Adresse wurde abgemeldet. Melde dich auf der Startseite erneut an, um unsere E-Mails zu erhalten.",
};
