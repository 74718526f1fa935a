import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Play
  "play.share.title": "Sfida i tuoi amici",
  "play.share.text": "Ho fatto {score} punti a Flap Master! Riesci a battermi?",
  "play.share.subject": "Riesci a battere il mio punteggio a Flap Master?",
  "play.share.label": "Condividi il tuo punteggio",
  "play.share.twitter": "Condividi su X (Twitter)",
  "play.share.facebook": "Condividi su Facebook",
  "play.share.whatsapp": "Condividi su WhatsApp",
  "play.share.telegram": "Condividi su Telegram",
  "play.share.linkedin": "Condividi su LinkedIn",
  "play.share.pinterest": "Condividi su Pinterest",
  "play.share.email": "Condividi via e-mail",
  "play.share.copy": "Copia link",
  "play.share.copied": "Link copiato!",
  "play.share.native": "Altri modi per condividere",
};
