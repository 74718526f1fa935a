import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "api.error.invalidJson": "Die Anfrage konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.",
  "api.error.tooLarge": "Das Gesendete ist zu groß. Bitte kürze es und versuche es noch einmal.",
  "api.error.invalidBody": "Etwas an deinen Angaben ist ungültig. Bitte prüfe deine Eingaben und versuche es noch einmal.",
  "api.error.invalidEmail": "Bitte gib eine gültige E-Mail-Adresse ein.",
  "api.error.tooLong": "Eine deiner Eingaben ist zu lang. Bitte kürze sie und versuche es noch einmal.",
  "api.error.tooManySignInsSeconds": "Zu viele Anmeldeversuche. Bitte warte {seconds} Sekunden und versuche es dann noch einmal.",
  "api.error.tooManySignInsMinutes": "Zu viele Anmeldeversuche. Bitte warte {minutes} Minuten und versuche es dann noch einmal.",
  "api.error.tooManyGuestsSeconds":
    "Zu viele neue Gäste aus deinem Netzwerk. Bitte warte {seconds} Sekunden und versuche es dann noch einmal.",
  "api.error.tooManyGuestsMinutes":
    "Zu viele neue Gäste aus deinem Netzwerk. Bitte warte {minutes} Minuten und versuche es dann noch einmal.",
};
