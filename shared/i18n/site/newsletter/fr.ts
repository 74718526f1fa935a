import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "newsletter.intro":
    "Abonne-toi pour être le premier informé des nouveaux oiseaux et événements, et débloque tout de suite un personnage bonus.",
  "newsletter.email.label": "Ton e-mail",
  "newsletter.email.placeholder": "toi@exemple.com",
  "newsletter.consent":
    "J'accepte de recevoir des e-mails de Flap Master sur les nouveaux personnages, les événements et les nouveautés. Je peux me désabonner à tout moment.",
  "newsletter.submit": "S'abonner et débloquer le personnage",
  "newsletter.subscribed": "Abonné !",
  "newsletter.tryAgain": "Réessayer",
  "newsletter.invalidEmail": "Saisis une adresse e-mail valide.",
  "newsletter.consentRequired": "Accepte de recevoir des e-mails pour t'abonner.",
  "newsletter.unlocked": "Merci ! Tu as débloqué {skin}",
  "newsletter.thanks": "Merci de t'être abonné à notre newsletter !",
  "newsletter.checkInbox": "Consulte ta boîte de réception pour confirmer ton abonnement.",
  "newsletter.already": "Cette adresse e-mail est déjà abonnée. Le personnage bonus ne se débloque qu'une fois par adresse.",
  "newsletter.resubscribed":
    "Content de te revoir ! Consulte ta boîte de réception pour confirmer ton abonnement. Le personnage bonus ne se débloque qu'une fois par adresse.",
  "newsletter.playerAlreadyUnlocked": "Merci pour ton abonnement ! Ton personnage bonus de la newsletter était déjà débloqué.",
  "newsletter.failed": "L'abonnement a échoué. Réessaie.",
  "newsletter.error.tooManyFromNetwork": "Trop d'abonnements depuis ton réseau. Réessaie dans quelques minutes.",
  "newsletter.error.blocked":
    "Cette adresse ne peut pas s'abonner à la newsletter. Si tu penses qu'il s'agit d'une erreur, écris-nous via le formulaire de contact.",
  "newsletter.error.tooManyMails":
    "Trop d'e-mails de confirmation envoyés à cette adresse. Vérifie ta boîte de réception ou réessaie plus tard.",
};
