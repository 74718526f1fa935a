import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Login
  "login.working": "Un momento...",
  "login.error.missingCredentials": "Debes indicar un correo electrónico o un número de teléfono y una contraseña",
  "login.error.missingIdentifier": "Debes indicar un correo electrónico o un número de teléfono",
  "login.error.emptyEmail": "Introduce tu correo electrónico.",
  "login.error.invalidPhone": "Introduce el número de teléfono con su prefijo internacional, p. ej. +15551234567.",
  "login.error.emailOnly": "Introduce una dirección de correo electrónico.",
  "login.error.missingCode": "Introduce el código que te hemos enviado.",
  "login.error.missingPassword": "Introduce una nueva contraseña.",
  "login.error.missingToken": "Abre el enlace del correo de restablecimiento para elegir una nueva contraseña.",
  "login.error.invalidLink": "Este enlace no es válido o ha caducado. Pide uno nuevo.",
  "login.error.generic": "Algo ha ido mal. Inténtalo de nuevo.",
};
