import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "api.error.invalidJson": "Die Anfrage konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.",
  "api.error.tooLarge": "Das Gesendete ist zu groß. Bitte kürze es und versuche es noch einmal.",
  "api.error.invalidBody": "Etwas an deinen Angaben ist ungültig. Bitte prüfe deine Eingaben und versuche es noch einmal.",
  "api.error.invalidEmail": "Bitte gib eine gültige E-Mail-Adresse ein.",
  "api.error.tooLong": "Eine deiner Eingaben ist zu lang. Bitte kürze sie und versuche es noch einmal.",
  "api.error.tooManySignInsSeconds": "Zu viele Anmeldeversuche. Bitte warte {seconds} Sekunden und versuche es dann noch einmal.",
  "api.error.tooManySignInsMinutes": "Zu viele Anmeldeversuche. Bitte warte {minutes} Minuten und versuche es dann noch einmal.",
  "api.error.tooManyGuestsSeconds":
    "Zu viele neue Gäste aus deinem Netzwerk. Bitte warte {seconds} Sekunden und versuche es dann noch einmal.",
  "api.error.tooManyGuestsMinutes":
    "Zu viele neue Gäste aus deinem Netzwerk. Bitte warte {minutes} Minuten und versuche es dann noch einmal.",
  "api.refusal.signInFirst": "Bitte melde dich zuerst an.",
  "api.refusal.startGameFirst": "Starte zuerst ein Spiel.",
  "api.refusal.playOrSignInFirst": "Spiel zuerst eine Runde oder melde dich an.",
  "api.refusal.signInToPurchase": "Bitte melde dich an, um etwas zu kaufen",
  "api.refusal.signInToVerifyPayment": "Bitte melde dich an, um deine Zahlung zu prüfen",
  "api.refusal.signUpToBuyCoins": "Bitte erstelle ein Konto, um Münzen zu kaufen. Deine Münzen, Skins und Punkte nimmst du mit.",
  "api.refusal.tooManySeconds": "Zu viele Versuche. Bitte warte {seconds} Sekunden und versuche es dann noch einmal.",
  "api.refusal.tooManyMinutes": "Zu viele Versuche. Bitte warte {minutes} Minuten und versuche es dann noch einmal.",
  "api.refusal.guestUnavailable": "Die Gastsitzung konnte nicht gestartet werden. Bitte versuche es gleich noch einmal.",
  "api.refusal.runNotFound": "Diese Runde wurde nicht gefunden. Starte ein neues Spiel.",
  "api.refusal.runUsed": "Diese Runde wurde schon gewertet. Starte ein neues Spiel, um weiterzuspielen.",
  "api.refusal.runExpired": "Diese Runde ist abgelaufen. Starte ein neues Spiel.",
  "api.refusal.challengeNotFound": "Diese Herausforderung kann nicht mehr gespielt werden. Starte stattdessen ein eigenes Spiel.",
  "api.refusal.replayNotFound": "Dieser Lauf kann nicht angesehen werden: Es gibt ihn nicht, er ist nicht beendet oder wurde entfernt.",
  "api.refusal.unknownPowerUp": "Dieses Power-up gibt es nicht. Lade die Seite neu und versuche es noch einmal.",
  "api.refusal.badTick": "Dieses Power-up ließ sich in diesem Moment der Runde nicht einsetzen. Starte ein neues Spiel.",
  "api.refusal.noInventory": "Von diesem Power-up hast du keins mehr. Im Shop bekommst du Nachschub.",
  "api.refusal.invalidScore": "Der gesendete Punktestand ist ungültig. Starte ein neues Spiel.",
  "api.refusal.runRejected": "Der Server konnte diese Runde nicht bestätigen, daher zählt sie nicht. Starte ein neues Spiel.",
  "api.refusal.copiedRun":
    "Diese Runde ist eine Kopie der Runde deines Herausforderers und zählt daher nicht. Spiel selbst, um sie zu schlagen.",
  "api.refusal.tooFast": "Diese Runde kam früher an, als sie sich hätte spielen lassen, daher zählt sie nicht. Starte ein neues Spiel.",
  "api.refusal.nameEmpty": "Bitte gib einen Namen ein.",
  "api.refusal.nameTooLong": "Namen dürfen höchstens {max} Zeichen lang sein. Bitte wähle einen kürzeren.",
  "api.refusal.nameControl": "Namen dürfen keine Steuerzeichen enthalten. Bitte tippe den Namen noch einmal ein.",
  "api.refusal.nameProfane": "Bitte wähle einen anderen Namen.",
  "api.refusal.playerNotFound": "Diesen Spieler gibt es nicht mehr. Lade die Seite neu.",
  "api.refusal.unknownItem": "Diesen Artikel gibt es im Shop nicht. Lade die Seite neu, um das aktuelle Angebot zu sehen.",
  "api.refusal.alreadyOwned": "Dieser Skin gehört dir schon. Wähle ihn bei deinen Skins aus, um mit ihm zu fliegen.",
  "api.refusal.purchaseConflict":
    "Dieser Kauf wurde schon für einen anderen Artikel getätigt. Lade die Seite neu und versuche es noch einmal.",
  "api.refusal.priceChanged":
    "Der Preis hat sich auf {coins} Münzen geändert. Es wurde nichts abgebucht; prüfe den neuen Preis und kaufe dann noch einmal.",
  "api.refusal.insufficientCoins": "Nicht genug Münzen",
  "api.refusal.skinLocked": "Schalte diesen Skin zuerst im Shop frei.",
  "api.refusal.paymentsUnavailable": "Münzpakete sind gerade nicht verfügbar. Bitte versuche es später noch einmal.",
  "api.refusal.unknownPack": "Dieses Münzpaket gibt es im Shop nicht. Lade die Seite neu, um das aktuelle Angebot zu sehen.",
  "api.refusal.checkoutFailed": "Die Bezahlsitzung konnte nicht erstellt werden. Bitte versuche es später noch einmal.",
  "api.refusal.checkoutNotFound": "Diese Zahlung wurde nicht gefunden. Sieh im Shop nach, ob deine Münzen angekommen sind.",
  "api.refusal.accountGone": "Dieses Konto gibt es nicht mehr.",
  "api.refusal.crossSite":
    "Diese Anfrage kam von einer anderen Website und wurde abgelehnt. Lade die Seite neu und versuche es noch einmal.",
  "api.refusal.badHost": "Diese Anfrage ging an eine ungültige Adresse. Prüfe den Link und versuche es noch einmal.",
  "api.refusal.starting": "Das Spiel startet gerade oder seine Datenbank ist nicht erreichbar. Versuche es gleich noch einmal.",
};
