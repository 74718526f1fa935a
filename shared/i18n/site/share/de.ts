import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Play
  "play.share.title": "Fordere deine Freunde heraus",
  "play.share.text": "Ich habe {score} Punkte in Flap Master geschafft! Kannst du mich schlagen?",
  "play.share.subject": "Kannst du meinen Flap-Master-Punktestand schlagen?",
  "play.share.label": "Teile deinen Punktestand",
  "play.share.twitter": "Auf X (Twitter) teilen",
  "play.share.facebook": "Auf Facebook teilen",
  "play.share.whatsapp": "Auf WhatsApp teilen",
  "play.share.telegram": "Auf Telegram teilen",
  "play.share.linkedin": "Auf LinkedIn teilen",
  "play.share.pinterest": "Auf Pinterest teilen",
  "play.share.email": "Per E-Mail teilen",
  "play.share.copy": "Link kopieren",
  "play.share.copied": "Link kopiert!",
  "play.share.native": "Weitere Möglichkeiten zum Teilen",
};
