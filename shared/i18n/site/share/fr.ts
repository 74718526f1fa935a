import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Play
  "play.share.title": "Défie tes amis",
  "play.share.text": "J'ai marqué {score} points à Flap Master ! Tu peux me battre ?",
  "play.share.subject": "Tu peux battre mon score à Flap Master ?",
  "play.share.label": "Partage ton score",
  "play.share.twitter": "Partager sur X (Twitter)",
  "play.share.facebook": "Partager sur Facebook",
  "play.share.whatsapp": "Partager sur WhatsApp",
  "play.share.telegram": "Partager sur Telegram",
  "play.share.linkedin": "Partager sur LinkedIn",
  "play.share.pinterest": "Partager sur Pinterest",
  "play.share.email": "Partager par e-mail",
  "play.share.copy": "Copier le lien",
  "play.share.copied": "Lien copié !",
  "play.share.native": "Plus de façons de partager",
};
