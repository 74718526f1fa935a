import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "app.name": "Flap Master",

  // Header
  "header.nav.label": "Principal",
  "header.playGame": "Jugar",
  "header.store": "Tienda",
  "header.home": "Inicio",
  "header.challengeFriends": "Reta a tus amigos",
  "header.moreGames": "Más juegos",
  "header.menu.open": "Abrir menú",
  "header.menu.close": "Cerrar menú",
  "header.skipToContent": "Saltar al contenido",

  // Footer
  "footer.blurb":
    "Toca para esquivar tuberías, recoge monedas y desbloquea nuevos pájaros. Un juego arcade gratis que funciona directamente en tu navegador.",
  "footer.social.label": "Sigue a Flap Master",
  "footer.social.twitter": "Flap Master en X (Twitter)",
  "footer.social.facebook": "Flap Master en Facebook",
  "footer.social.instagram": "Flap Master en Instagram",
  "footer.quickLinks": "Enlaces rápidos",
  "footer.home": "Inicio",
  "footer.playGame": "Jugar",
  "footer.adminAccess": "Acceso de administración",
  "footer.contactUs": "Contáctanos",
  "footer.copyright": "© {year} Flap Master",
  "footer.legal.label": "Legal",
  "footer.terms": "Términos del servicio",
  "footer.privacy": "Política de privacidad",
  "footer.contact": "Contacto",

  // Contact form
  "contact.email.label": "Tu correo electrónico",
  "contact.email.placeholder": "tu@ejemplo.com",
  "contact.message.label": "Mensaje",
  "contact.message.placeholder": "Tu mensaje...",
  "contact.submit": "Enviar mensaje",
  "contact.sending": "Enviando...",
  "contact.success": "¡Mensaje enviado con éxito!",
  "contact.error": "No se pudo enviar el mensaje. Inténtalo de nuevo.",

  // Admin login dialog
  "adminLogin.title": "Acceso de administración",
  "adminLogin.description": "Introduce la contraseña de administración para gestionar el juego.",
  "adminLogin.password": "Contraseña",
  "adminLogin.showPassword": "Mostrar contraseña",
  "adminLogin.hidePassword": "Ocultar contraseña",
  "adminLogin.cancel": "Cancelar",
  "adminLogin.login": "Entrar",
  "adminLogin.invalid": "Contraseña incorrecta",
  "adminLogin.checking": "Comprobando...",
  "adminLogin.failed": "No se pudo iniciar sesión. Inténtalo de nuevo.",

  // Shared
  "common.playNow": "Jugar ahora",
  "common.backToHome": "Volver al inicio",

  // Account
  "header.account": "Cuenta",

  // 404
  "notFound.title": "Página no encontrada",

  // Errors
  "error.title": "¡Error inesperado de la aplicación!",
  "error.text": "Algo ha ido mal. Inténtalo de nuevo.",

  // Contact form (server answers and the anti-bot field)
  "contact.website.label": "Deja este campo vacío",
  "contact.invalidEmail": "Introduce una dirección de correo válida.",
  "contact.messageRequired": "Escribe un mensaje.",
  "contact.error.tooLong": "Tu mensaje es demasiado largo. Acórtalo e inténtalo de nuevo.",
  "contact.error.rateLimited": "Has enviado varios mensajes en poco tiempo. Espera unos minutos y vuelve a intentarlo.",

  // Language switcher
  "language.label": "Idioma",
  "language.current": "Idioma: {language}",
  "layout.guestName": "Invitado",
};
