import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "newsletter.intro": "Suscríbete para enterarte antes que nadie de nuevos pájaros y eventos, y desbloquea un personaje extra al instante.",
  "newsletter.email.label": "Tu correo electrónico",
  "newsletter.email.placeholder": "tu@ejemplo.com",
  "newsletter.consent":
    "Acepto recibir correos de Flap Master sobre nuevos personajes, eventos y novedades. Puedo darme de baja en cualquier momento.",
  "newsletter.submit": "Suscribirme y desbloquear personaje",
  "newsletter.subscribed": "¡Suscrito!",
  "newsletter.tryAgain": "Reintentar",
  "newsletter.invalidEmail": "Introduce una dirección de correo válida.",
  "newsletter.consentRequired": "Acepta recibir correos para suscribirte.",
  "newsletter.unlocked": "¡Gracias! Has desbloqueado {skin}",
  "newsletter.thanks": "¡Gracias por suscribirte a nuestro boletín!",
  "newsletter.checkInbox": "Revisa tu bandeja de entrada para confirmar la suscripción.",
  "newsletter.already": "Esta dirección de correo ya está suscrita. El personaje extra solo se desbloquea una vez por dirección.",
  "newsletter.resubscribed":
    "¡Bienvenido de nuevo! Revisa tu bandeja de entrada para confirmar la suscripción. El personaje extra solo se desbloquea una vez por dirección.",
  "newsletter.playerAlreadyUnlocked": "¡Gracias por suscribirte! Ya tenías desbloqueado el personaje extra del boletín.",
  "newsletter.failed": "No se pudo completar la suscripción. Inténtalo de nuevo.",
  "newsletter.error.tooManyFromNetwork": "Demasiadas suscripciones desde tu red. Vuelve a intentarlo dentro de unos minutos.",
  "newsletter.error.blocked":
    "Esta dirección no puede suscribirse al boletín. Si crees que es un error, escríbenos desde el formulario de contacto.",
  "newsletter.error.tooManyMails":
    "Demasiados correos de confirmación a esta dirección. Revisa tu bandeja de entrada o vuelve a intentarlo más tarde.",
};
