import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Success
  "success.meta.title": "Pago",
  "success.meta.description": "El resultado de tu compra en Flap Master.",
  "success.title": "Pago",
  "success.paid.title": "¡Gracias por tu compra!",
  "success.paid.coins": "+{coins} monedas",
  "success.paid.body": "Las monedas ya están en tu cartera.",
  "success.balance": "Tu saldo: {balance} monedas",
  "success.pending.title": "Confirmando tu pago...",
  "success.pending.body": "Suele tardar unos segundos. Mantén esta página abierta.",
  "success.pending.slow":
    "Tu pago aún se está confirmando. Las monedas aparecerán en tu saldo en cuanto se complete; puedes salir de esta página.",
  "success.checkAgain": "Comprobar de nuevo",
  "success.failed.title": "Pago no completado",
  "success.failed.expired": "Este pago caducó antes de completarse. No se ha cobrado nada.",
  "success.failed.failed": "El pago ha fallado. No se han añadido monedas ni se ha cobrado nada.",
  "success.failed.refunded": "Esta compra se ha reembolsado, así que se han retirado sus monedas.",
  "success.failed.disputed": "Este pago se ha reclamado, así que se han retirado sus monedas.",
  "success.missing": "Sesión de pago no válida. Aquí no hay ningún pago que confirmar.",
  "success.signIn": "Inicia sesión para verificar tu pago",
  "success.backToStore": "Volver a la tienda",
  "success.play": "Jugar ahora",
  "success.signInButton": "Iniciar sesión",
};
