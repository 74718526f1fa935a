import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "api.error.invalidJson": "No se ha podido leer la solicitud. Recarga la página e inténtalo de nuevo.",
  "api.error.tooLarge": "Lo que has enviado es demasiado grande. Acórtalo e inténtalo de nuevo.",
  "api.error.invalidBody": "Algo de lo que has enviado no es válido. Revisa lo que has escrito e inténtalo de nuevo.",
  "api.error.invalidEmail": "Introduce una dirección de correo válida.",
  "api.error.tooLong": "Algo de lo que has escrito es demasiado largo. Acórtalo e inténtalo de nuevo.",
  "api.error.tooManySignInsSeconds": "Demasiados intentos de inicio de sesión. Espera {seconds} segundos y vuelve a intentarlo.",
  "api.error.tooManySignInsMinutes": "Demasiados intentos de inicio de sesión. Espera {minutes} minutos y vuelve a intentarlo.",
  "api.error.tooManyGuestsSeconds": "Demasiados invitados nuevos desde tu red. Espera {seconds} segundos y vuelve a intentarlo.",
  "api.error.tooManyGuestsMinutes": "Demasiados invitados nuevos desde tu red. Espera {minutes} minutos y vuelve a intentarlo.",
};
