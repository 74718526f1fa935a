import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "api.error.invalidJson": "La demande n'a pas pu être lue. Recharge la page et réessaie.",
  "api.error.tooLarge": "Ce que tu as envoyé est trop volumineux. Raccourcis-le et réessaie.",
  "api.error.invalidBody": "Quelque chose dans ce que tu as envoyé n'est pas valide. Vérifie ta saisie et réessaie.",
  "api.error.invalidEmail": "Saisis une adresse e-mail valide.",
  "api.error.tooLong": "Une de tes saisies est trop longue. Raccourcis-la et réessaie.",
  "api.error.tooManySignInsSeconds": "Trop de tentatives de connexion. Attends {seconds} secondes, puis réessaie.",
  "api.error.tooManySignInsMinutes": "Trop de tentatives de connexion. Attends {minutes} minutes, puis réessaie.",
  "api.error.tooManyGuestsSeconds": "Trop de nouveaux invités depuis ton réseau. Attends {seconds} secondes, puis réessaie.",
  "api.error.tooManyGuestsMinutes": "Trop de nouveaux invités depuis ton réseau. Attends {minutes} minutes, puis réessaie.",
};
