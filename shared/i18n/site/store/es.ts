import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.meta.title": "Tienda",
  "store.meta.description": "Apariencias de pájaro, packs de monedas y potenciadores para Flap Master.",
  "store.title": "Tienda",
  "store.subtitle": "Gasta las monedas que ganas volando en nuevos pájaros y potenciadores.",
  "store.balance": "Tu saldo",
  "store.coins": "{count} monedas",
  "store.tabs.label": "Secciones de la tienda",
  "store.tab.skins": "Apariencias",
  "store.tab.coins": "Conseguir monedas",
  "store.tab.powerups": "Potenciadores",
  "store.skin.select": "Elegir",
  "store.skin.selected": "Seleccionado",
  "store.skin.preview": "Vista previa de {name}",
  "store.skin.buy": "Comprar {name} por {price} monedas",
  "store.processing": "Procesando...",
  "store.powerUp.owned": "Tienes {count}",
  "store.powerUp.duration": "Duración: {text}",
  "store.powerUp.buy": "Comprar {name} por {price} monedas",
  "store.pack.bonus": "+{count} monedas extra",
  "store.pack.buy": "Comprar {name} por {price}",
  "store.pack.note":
    "Los packs de monedas se pagan con tarjeta en una página de pago segura. Las monedas se añaden en cuanto se confirma el pago.",
  "store.pack.unavailable": "No disponible",
  "store.pack.unavailableNote":
    "Ahora mismo no se pueden comprar packs de monedas. Puedes seguir comprando aspectos y potenciadores con las monedas que ganas en el juego.",
  "store.error.insufficient": "Monedas insuficientes",
  "store.error.powerUp": "No se pudo comprar el potenciador",
  "store.error.skin": "No se pudo comprar la apariencia",
  "store.error.select": "No se pudo elegir la apariencia",
  "store.error.signIn": "Inicia sesión para hacer una compra",
  "store.error.invalidSession": "Sesión no válida. Vuelve a iniciar sesión",
  "store.error.checkout": "No se pudo crear la sesión de pago. Inténtalo más tarde.",
  "store.error.checkoutResponse": "Respuesta de la sesión de pago no válida",
  "store.error.signUp": "Crea una cuenta para comprar monedas. Tus monedas, apariencias y puntuaciones se vienen contigo.",
  "store.signIn": "Iniciar sesión",
  "store.signUp": "Registrarse",
};
