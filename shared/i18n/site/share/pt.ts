import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Play
  "play.share.title": "Desafie seus amigos",
  "play.share.text": "Fiz {score} pontos no Flap Master! Consegue me superar?",
  "play.share.subject": "Consegue superar minha pontuação no Flap Master?",
  "play.share.label": "Compartilhe sua pontuação",
  "play.share.twitter": "Compartilhar no X (Twitter)",
  "play.share.facebook": "Compartilhar no Facebook",
  "play.share.whatsapp": "Compartilhar no WhatsApp",
  "play.share.telegram": "Compartilhar no Telegram",
  "play.share.linkedin": "Compartilhar no LinkedIn",
  "play.share.pinterest": "Compartilhar no Pinterest",
  "play.share.email": "Compartilhar por e-mail",
  "play.share.copy": "Copiar link",
  "play.share.copied": "Link copiado!",
  "play.share.native": "Mais formas de compartilhar",
};
