import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "newsletterConfirm.meta.title": "Confirma tu suscripción",
  "newsletterConfirm.meta.description": "Confirma tu suscripción al boletín de Flap Master.",
  "newsletterConfirm.title": "Boletín",
  "newsletterConfirm.done": "Tu suscripción está confirmada. ¡Bienvenido a la bandada!",
  "newsletterConfirm.already": "Tu suscripción ya estaba confirmada.",
  "newsletterConfirm.invalid":
    "Este enlace de confirmación no es válido o se ha sustituido por uno más reciente. Vuelve a suscribirte en la página de inicio.",
  "newsletterConfirm.unsubscribed":
    "Esta dirección se dio de baja. Vuelve a suscribirte en la página de inicio para recibir nuestros correos.",
};
