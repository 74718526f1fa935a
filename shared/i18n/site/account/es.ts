import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Account
  "account.meta.title": "Tu cuenta",
  "account.meta.description": "Tu cuenta de Flap Master: nombre, correo, contraseña y tus datos.",
  "account.title": "Tu cuenta",
  "account.subtitle": "Tu nombre, acceso y datos.",
  "account.profile": "Perfil",
  "account.name.label": "Nombre visible",
  "account.name.help": "Aparece en las clasificaciones. Hasta 15 caracteres.",
  "account.name.save": "Guardar nombre",
  "account.email": "Correo electrónico",
  "account.phone": "Teléfono",
  "account.notSet": "Sin configurar",
  "account.unverified": "aún sin confirmar",
  "account.coins": "Monedas",
  "account.password": "Contraseña",
  "account.password.current": "Contraseña actual",
  "account.password.new": "Nueva contraseña",
  "account.password.save": "Cambiar contraseña",
  "account.password.set": "Crear una contraseña",
  "account.password.setHelp": "Inicias sesión con enlaces o códigos. Añade una contraseña para poder entrar también con ella.",
  "account.sessions": "Sesiones",
  "account.signOut": "Cerrar sesión",
  "account.signOutEverywhere": "Cerrar sesión en todas partes",
  "account.signOutEverywhere.help": "Cierra todas las sesiones de esta cuenta en todos los dispositivos (también en este).",
  "account.data": "Tus datos",
  "account.download": "Descargar mis datos (JSON)",
  "account.delete.help":
    "Elimina de forma definitiva tu cuenta, tu correo, tus sesiones y tus monedas. Tus puntuaciones siguen en las clasificaciones, mostradas como 'Jugador eliminado'.",
  "account.delete.confirmPassword": "Introduce tu contraseña para confirmar",
  "account.delete.confirmWord": "Escribe DELETE para confirmar",
  "account.delete.submit": "Eliminar mi cuenta",
  "account.notice.name_updated": "Tu nombre se ha guardado.",
  "account.notice.password_changed": "Tu contraseña se ha cambiado. Se ha cerrado la sesión en los demás dispositivos.",
  "account.error.name": "Introduce un nombre de 1 a 15 caracteres.",
  "account.error.password": "Introduce tu contraseña actual y una nueva de al menos 8 caracteres.",
  "account.error.deleteConfirm": "Confirma que quieres eliminar tu cuenta.",
  "account.error.operator": "La cuenta del operador no se puede eliminar; cambia ADMIN_EMAIL en su lugar.",
};
