import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "replay.meta.title": "Sieh dir den Lauf von {name} an: {score} Punkte",
  "replay.meta.description":
    "{name} hat in Flap Master {score} Punkte geschafft. Sieh dir den Lauf Flügelschlag für Flügelschlag an und tritt dann dagegen an.",
  "replay.title": "Der Lauf von {name}",
  "replay.points": "{score} Punkte",
  "replay.board.daily": "Auf der Bestenliste von heute",
  "replay.board.weekly": "Auf der Bestenliste dieser Woche",
  "replay.board.alltime": "Auf der ewigen Bestenliste",
  "replay.board.bestday": "Auf der Bestenliste der besten Tage",
  "replay.board.course": "Auf der Bestenliste der heutigen Strecke",
  "replay.skin": "Geflogen als {skin}",
  "replay.canvas": "Wiederholung des Laufs von {name}",
  "replay.loading": "Wiederholung wird geladen …",
  "replay.broken": "Diese Wiederholung kann nicht gezeigt werden.",
  "replay.play": "Abspielen",
  "replay.pause": "Pause",
  "replay.again": "Nochmal ansehen",
  "replay.speed": "Tempo",
  "replay.speedOption": "{speed}-faches Tempo",
  "replay.seek": "Stelle im Lauf",
  "replay.time": "{at} von {total}",
  "replay.score": "Punkte {score}",
  "replay.race": "Gegen diesen Lauf antreten",
  "replay.share": "Wiederholung teilen",
  "replay.copied": "Link kopiert!",
  "replay.shareText": "Sieh zu, wie {name} in Flap Master {score} Punkte holt!",
  "replay.back": "Zurück zur Bestenliste",
  "replay.missing.title": "Dieser Lauf kann nicht angesehen werden",
  "replay.missing.text": "Es gibt ihn nicht, er ist nicht beendet oder wurde von den Bestenlisten genommen.",
  "replay.missing.play": "Ein Spiel starten",
};
