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
  "store.powerUp.time-slow.description": "Las tuberías avanzan a la mitad de velocidad y tienes más tiempo para alinearte con cada hueco.",
  "store.powerUp.shield.description": "Absorbe el próximo golpe contra una tubería y luego se rompe.",
  "store.powerUp.double-points.description": "Cada tubería que superas cuenta el doble.",
  "store.powerUp.mini-size.description": "Reduce tu pájaro a la mitad de su tamaño para que pase por los huecos con más facilidad.",
  "store.powerUp.magnet.description": "Atrae suavemente a tu pájaro hacia el centro del siguiente hueco.",
  "store.powerUp.extra-life.description":
    "Sobrevive a tu próximo choque: vuelves al centro del hueco y las tuberías no pueden dañarte durante 1,5 s.",
  "store.powerUp.boost.description": "Acelera todo a 1,5x y, mientras dura, las tuberías no pueden dañarte (el suelo, sí).",
  "store.powerUp.score-multiplier.description": "Triplica cada punto que consigues (3x).",
  "store.powerUp.mega-zap.description": "Destruye al instante la próxima tubería en tu camino; igual te suma su punto.",
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
