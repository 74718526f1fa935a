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
  "login.error.invalidEmail": "Introduce una dirección de correo válida, como tu@ejemplo.com.",
  "login.error.wrongEmailOrPassword":
    "El correo o la contraseña no son correctos. Revisa ambos e inténtalo de nuevo, o restablece tu contraseña.",
  "login.error.wrongPhoneOrPassword":
    "El número de teléfono o la contraseña no son correctos. Revisa ambos e inténtalo de nuevo, o inicia sesión con un código de un solo uso.",
  "login.error.emailNotVerified": "Primero confirma tu correo: te hemos enviado un nuevo enlace de confirmación.",
  "login.error.phoneNotVerified": "Confirma tu número de teléfono con el código que te hemos enviado.",
  "login.error.passwordTooShort": "Elige una contraseña de al menos {min} caracteres.",
  "login.error.passwordTooLong": "Elige una contraseña de {max} caracteres como máximo.",
  "login.error.passwordBlank": "Una contraseña hecha solo de espacios no es una contraseña. Elige una con letras, números o símbolos.",
  "login.error.passwordTooCommon": "Esta contraseña es de las más comunes y es fácil de adivinar. Elige otra.",
  "login.error.accountExists": "Ya existe una cuenta con este correo o número de teléfono. Inicia sesión con ella.",
  "login.error.wrongCode": "Ese código no es correcto. Revisa el último código que te hemos enviado e inténtalo de nuevo.",
  "login.error.codeExpired": "Este código ha caducado. Pide un código nuevo aquí abajo e introdúcelo.",
  "login.error.codeLocked":
    "Este código se ha introducido mal demasiadas veces y ya no sirve. Pide un código nuevo aquí abajo e introdúcelo.",
  "login.error.tooManySeconds": "Demasiados intentos. Espera {seconds} segundos y vuelve a intentarlo.",
  "login.error.tooManyMinutes": "Demasiados intentos. Espera {minutes} minutos y vuelve a intentarlo.",
  "login.error.signInAgain":
    "Por tu seguridad, esto requiere un inicio de sesión reciente. Cierra sesión, vuelve a iniciarla e inténtalo otra vez.",
  "login.error.signInFailed": "No hemos podido iniciar tu sesión. Inténtalo de nuevo.",
  "login.error.signUpFailed": "No hemos podido crear tu cuenta. Inténtalo de nuevo.",
  "login.error.sendFailed": "No hemos podido enviar el mensaje. Inténtalo de nuevo dentro de un momento.",
  "login.error.codeFailed": "No hemos podido comprobar el código. Pide un código nuevo aquí abajo e inténtalo de nuevo.",
  "login.error.passwordFailed": "No hemos podido guardar la nueva contraseña. Inténtalo de nuevo.",
};
