import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "newsletterConfirm.meta.title": "Confirme ton abonnement",
  "newsletterConfirm.meta.description": "Confirme ton abonnement à la newsletter de Flap Master.",
  "newsletterConfirm.title": "Newsletter",
  "newsletterConfirm.done": "Ton abonnement est confirmé. Bienvenue dans la volée !",
  "newsletterConfirm.already": "Ton abonnement était déjà confirmé.",
  "newsletterConfirm.invalid":
    "Ce lien de confirmation n'est pas valide ou a été remplacé par un plus récent. Abonne-toi à nouveau depuis la page d'accueil.",
  "newsletterConfirm.unsubscribed":
    "Cette adresse a été désabonnée. Abonne-toi à nouveau depuis la page d'accueil pour recevoir nos e-mails.",
};
