import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Play
  "play.share.title": "Reta a tus amigos",
  "play.share.text": "¡He conseguido {score} puntos en Flap Master! ¿Puedes superarme?",
  "play.share.subject": "¿Puedes superar mi puntuación en Flap Master?",
  "play.share.label": "Comparte tu puntuación",
  "play.share.twitter": "Compartir en X (Twitter)",
  "play.share.facebook": "Compartir en Facebook",
  "play.share.whatsapp": "Compartir en WhatsApp",
  "play.share.telegram": "Compartir en Telegram",
  "play.share.linkedin": "Compartir en LinkedIn",
  "play.share.pinterest": "Compartir en Pinterest",
  "play.share.email": "Compartir por correo",
  "play.share.copy": "Copiar enlace",
  "play.share.copied": "¡Enlace copiado!",
  "play.share.native": "Más formas de compartir",
};
