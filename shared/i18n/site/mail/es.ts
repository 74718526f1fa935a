import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "mail.newsletter.subject": "Confirma tu suscripción al boletín de Flap Master",
  "mail.newsletter.heading": "Confirma tu suscripción",
  "mail.newsletter.intro":
    "¡Gracias por suscribirte al boletín de Flap Master! Confirma esta dirección para recibir noticias sobre nuevos pájaros y eventos.",
  "mail.newsletter.unlocked": "Tu personaje extra, {skin}, ya está desbloqueado en el juego.",
  "mail.newsletter.action": "Confirmar suscripción",
  "mail.newsletter.outro": "Si no te has suscrito, ignora este correo: no recibirás nada más.",
  "mail.linkFallback": "Si el botón no funciona, copia esta dirección en tu navegador:",
  "mail.unsubscribe": "Darse de baja",
  "mail.footer": "Flap Master — toca, aletea, repite.",
  "mail.greetingFallback": "Jugador",
  "mail.contact.subject": "Formulario de contacto: mensaje de {email}",
  "mail.contact.intro":
    "Un visitante ha enviado este mensaje a través del formulario de contacto. Responde a este correo para contestarle.",
  "mail.contact.from": "De: {email}",

  // Account e-mails and SMS (server/mail/templates.ts)
  "mail.verify_email.subject": "Confirma tu correo de Flap Master",
  "mail.verify_email.heading": "Confirma tu correo",
  "mail.verify_email.intro":
    "¡Gracias por registrarte en Flap Master! Confirma esta dirección para conservar tus monedas, apariencias y puntuaciones en todos tus dispositivos.",
  "mail.verify_email.action": "Confirmar correo",
  "mail.verify_email.outro": "El enlace funciona durante {minutes} minutos. Si no te has registrado, ignora este correo.",
  "mail.reset_password.subject": "Restablece tu contraseña de Flap Master",
  "mail.reset_password.heading": "Restablece tu contraseña",
  "mail.reset_password.intro": "Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de Flap Master.",
  "mail.reset_password.action": "Elegir una nueva contraseña",
  "mail.reset_password.outro":
    "El enlace funciona durante {minutes} minutos y una sola vez. Si no lo has pedido, ignora este correo: tu contraseña no cambia.",
  "mail.magic_link.subject": "Tu enlace para entrar en Flap Master",
  "mail.magic_link.heading": "Inicia sesión en Flap Master",
  "mail.magic_link.intro": "Usa el botón de abajo para iniciar sesión. No necesitas contraseña.",
  "mail.magic_link.action": "Iniciar sesión",
  "mail.magic_link.outro": "El enlace funciona durante {minutes} minutos y una sola vez. Si no lo has pedido, ignora este correo.",
  "mail.otp_sign_in.subject": "Tu código para entrar en Flap Master: {code}",
  "mail.otp_sign_in.heading": "Tu código de acceso",
  "mail.otp_sign_in.intro": "Introduce este código en la página de inicio de sesión para seguir jugando.",
  "mail.otp_sign_in.action": "Tu código:",
  "mail.otp_sign_in.outro": "El código funciona durante {minutes} minutos. Si no lo has pedido, ignora este correo.",
  "mail.otp_email_verification.subject": "Tu código de verificación de Flap Master: {code}",
  "mail.otp_email_verification.heading": "Confirma tu correo",
  "mail.otp_email_verification.intro": "Introduce este código para confirmar tu dirección de correo.",
  "mail.otp_email_verification.action": "Tu código:",
  "mail.otp_email_verification.outro": "El código funciona durante {minutes} minutos. Si no lo has pedido, ignora este correo.",
  "mail.otp_forget_password.subject": "Tu código para restablecer la contraseña de Flap Master: {code}",
  "mail.otp_forget_password.heading": "Restablece tu contraseña",
  "mail.otp_forget_password.intro": "Introduce este código para elegir una nueva contraseña.",
  "mail.otp_forget_password.action": "Tu código:",
  "mail.otp_forget_password.outro": "El código funciona durante {minutes} minutos. Si no lo has pedido, ignora este correo.",
  "mail.otp_change_email.subject": "Tu código de Flap Master: {code}",
  "mail.otp_change_email.heading": "Confirma tu nuevo correo",
  "mail.otp_change_email.intro": "Introduce este código para confirmar tu nueva dirección de correo.",
  "mail.otp_change_email.action": "Tu código:",
  "mail.otp_change_email.outro": "El código funciona durante {minutes} minutos. Si no lo has pedido, ignora este correo.",
  "mail.account_exists.subject": "Alguien intentó registrarse con tu correo",
  "mail.account_exists.heading": "Ya tienes una cuenta",
  "mail.account_exists.intro":
    "Alguien (esperamos que tú) intentó crear una cuenta de Flap Master con esta dirección de correo, pero ya tiene una.",
  "mail.account_exists.action": "Iniciar sesión",
  "mail.account_exists.outro":
    "¿No recuerdas la contraseña? Usa el enlace «¿Has olvidado tu contraseña?» de la página de inicio de sesión para elegir una nueva. Si no fuiste tú, ignora este correo: tu cuenta no ha cambiado.",
  "mail.password_changed.subject": "Tu contraseña de Flap Master ha cambiado",
  "mail.password_changed.heading": "Tu contraseña ha cambiado",
  "mail.password_changed.intro":
    "Se acaba de cambiar la contraseña de tu cuenta de Flap Master y se ha cerrado la sesión en tus otros dispositivos.",
  "mail.password_changed.action": "Restablecer contraseña",
  "mail.password_changed.outro":
    "Si fuiste tú, no tienes que hacer nada más. Si no, restablece tu contraseña ahora con el botón de arriba.",
  "mail.receipt.subject": "Tu recibo de Flap Master: {coins} monedas",
  "mail.receipt.heading": "¡Gracias por tu compra!",
  "mail.receipt.intro": "Tu pago se ha completado y las monedas ya están en tu monedero.",
  "mail.receipt.item": "Artículo",
  "mail.receipt.coins": "Monedas",
  "mail.receipt.amount": "Importe pagado",
  "mail.receipt.date": "Fecha",
  "mail.receipt.reference": "Referencia",
  "mail.receipt.action": "Jugar ahora",
  "mail.receipt.outro":
    "¿Tienes preguntas sobre este pago? Escríbenos con el formulario de contacto de nuestra web e indica la referencia.",
  "mail.operator_invite.subject": "Te invitan a gestionar Flap Master",
  "mail.operator_invite.heading": "Únete al equipo de Flap Master",
  "mail.operator_invite.intro": "{inviter} te invita al área de administración de Flap Master como {role}.",
  "mail.operator_invite.action": "Elegir contraseña",
  "mail.operator_invite.outro":
    "El enlace funciona durante {hours} horas y una sola vez. Después, inicia sesión con esta dirección de correo y tu contraseña. Si no esperabas esto, ignora este correo.",
  "mail.operator_invite.role.owner": "propietario (todo, también el equipo)",
  "mail.operator_invite.role.editor": "editor (el juego, no el equipo)",
  "mail.operator_invite.role.viewer": "lector (lo ve todo, no cambia nada)",
  "mail.smsCode": "Tu código de Flap Master es {code}. Funciona durante {minutes} minutos.",
};
