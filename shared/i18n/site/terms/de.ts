import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "Nutzungsbedingungen",
  "terms.meta.description": "Die Regeln für das Spielen von Flap Master, den Kauf von Münzen und die Bestenlisten.",
  // A soft hyphen where the heading may break: the word is wider than a phone.
  "terms.title": "Nutzungs\u00adbedingungen",
  "terms.intro":
    "Willkommen bei Flap Master! Diese Bedingungen erklären die Regeln für das Spielen, für dein Konto, für den Kauf von Münzen und für die Bestenlisten. Wir haben uns bemüht, sie kurz und verständlich zu halten.",
  "terms.s.agreement": "1. Über diese Bedingungen",
  "terms.agreement.parties":
    "Diese Bedingungen sind die Vereinbarung zwischen dir und dem Betreiber von Flap Master („wir“, „uns“) über die Nutzung der Website und des Spiels Flap Master. Indem du spielst, ein Konto erstellst oder Münzen kaufst, akzeptierst du sie. Wenn du nicht einverstanden bist, nutze Flap Master bitte nicht.",
  "terms.agreement.minors":
    "Bist du jünger als das Alter, ab dem du in deinem Land selbst in Online-Dienste einwilligen darfst (in vielen Ländern 13, in manchen bis zu 16 Jahre), muss ein Elternteil oder eine andere sorgeberechtigte Person diesen Bedingungen für dich zustimmen und jeden Kauf genehmigen.",
  "terms.agreement.privacy": "Wie wir mit personenbezogenen Daten umgehen, steht in unserer [Datenschutzerklärung](/privacy).",
  "terms.s.game": "2. Das Spiel",
  "terms.game.what":
    "Flap Master ist ein kostenloses Arcade-Spiel, das in deinem Webbrowser läuft. Du tippst, klickst oder drückst die Leertaste, um einen Vogel in der Luft zu halten und ihn durch die Lücken zwischen den Röhren zu steuern. Jede Röhre, die du passierst, bringt einen Punkt.",
  "terms.game.changes":
    "Wir entwickeln das Spiel ständig weiter. Wir können seine Regeln, den Schwierigkeitsgrad, die Figuren, Power-ups, Preise und andere Funktionen ändern, hinzufügen oder entfernen. Dabei bemühen wir uns, dass das, was du dir erspielt oder gekauft hast, nützlich bleibt.",
  "terms.s.accounts": "3. Konten und Spielen als Gast",
  "terms.accounts.guestTitle": "Spielen als Gast",
  "terms.accounts.guest":
    "Du kannst ohne Konto spielen. Wenn du zum ersten Mal spielst, legen wir für deinen Browser einen Gastspieler an und merken ihn uns mit einem Sitzungscookie. Dein Fortschritt als Gast (Münzen, Figuren, Gegenstände, Punktestände und Erfolge) hängt an diesem Cookie: Löschst du deine Cookies oder wechselst du Browser oder Gerät, bevor du ein Konto erstellst, kann dieser Fortschritt nicht wiederhergestellt werden.",
  "terms.accounts.accountTitle": "Konten",
  "terms.accounts.account":
    "Wenn du ein Konto erstellst, wird dein Fortschritt als Gast in das Konto übernommen, sodass du alles behältst, was du dir als Gast erspielt hast. Du verpflichtest dich,",
  "terms.accounts.email":
    "eine funktionierende E-Mail-Adresse anzugeben, die dir gehört, und sie zu bestätigen, wenn wir dich darum bitten;",
  "terms.accounts.password":
    "dein Passwort geheim zu halten und uns sofort Bescheid zu geben, wenn du vermutest, dass jemand anderes dein Konto nutzt;",
  "terms.accounts.onePerPerson": "nur ein Konto pro Person zu nutzen und es weder zu verkaufen noch zu teilen oder weiterzugeben.",
  "terms.accounts.responsibility":
    "Du bist für alles verantwortlich, was in deinem Konto geschieht. Du kannst uns jederzeit bitten, es zu löschen.",
  "terms.s.coins": "4. Virtuelle Münzen und Käufe",
  "terms.coins.earning":
    "Münzen verdienst du beim Spielen (jeder Punkt bringt 10 Münzen), und du kannst zusätzliche Münzen in Münzpaketen kaufen. Mit Münzen kaufst du im Shop Figuren (Skins) und Power-ups.",
  "terms.coins.noCashValue":
    "**Kein Geldwert.** Münzen, Figuren und Power-ups sind virtuelle Gegenstände. Wenn du sie kaufst oder verdienst, erhältst du ein persönliches, nicht übertragbares Recht, sie in Flap Master zu nutzen. Sie sind weder Geld noch Eigentum, können nicht gegen Geld oder sonst etwas außerhalb des Spiels eingetauscht werden und können nicht verkauft, gehandelt oder auf ein anderes Konto übertragen werden.",
  "terms.coins.payment":
    "**Preise und Zahlung.** Die Preise werden dir vor der Zahlung in US-Dollar angezeigt. Zahlungen wickelt Stripe auf seiner sicheren Bezahlseite ab; deine Kartennummer sehen und speichern wir nie. Die Münzen werden deinem Guthaben gutgeschrieben, sobald Stripe die Zahlung bestätigt, und jede Zahlung wird nur einmal gutgeschrieben.",
  "terms.coins.balance":
    "**Guthaben.** Dein Münzguthaben kann nie unter null fallen. Jede Änderung daran wird festgehalten. Wir können ein Guthaben berichtigen, das wegen eines Fehlers, eines Bugs, einer rückgängig gemachten Zahlung oder eines Verstoßes gegen die unten stehenden Fairplay-Regeln falsch ist.",
  "terms.coins.powerUps":
    "**Power-ups** werden verbraucht, wenn du sie während eines Spiels aktivierst – egal, ob dieses Spiel gut läuft oder nicht.",
  "terms.s.refunds": "5. Erstattungen",
  "terms.refunds.withdrawal":
    "Münzen sind digitale Inhalte, die sofort geliefert werden. Mit dem Abschluss eines Kaufs verlangst du von uns, sie sofort zu liefern, und nimmst, soweit das Gesetz es zulässt, zur Kenntnis, dass dein Widerrufsrecht für den Kauf erlischt, sobald die Münzen gutgeschrieben sind. In diesen Fällen erstatten wir trotzdem:",
  "terms.refunds.notReceived":
    "dir wurde etwas berechnet, du hast die Münzen aber nicht erhalten, oder dir wurde doppelt abgebucht: Melde dich innerhalb von 30 Tagen bei uns;",
  "terms.refunds.mistake":
    "du hast versehentlich ein Münzpaket gekauft und noch keine seiner Münzen ausgegeben: Melde dich innerhalb von 14 Tagen bei uns.",
  "terms.refunds.reversal":
    "Wird ein Kauf erstattet oder eine Zahlung rückgängig gemacht (zum Beispiel durch eine Rückbuchung), werden die Münzen daraus von deinem Guthaben abgezogen, höchstens so viele, wie du noch hast. Dieser Abschnitt schränkt keine Rechte ein, die dir nach dem Verbraucherschutzrecht deines Landes zustehen.",
  "terms.s.fairPlay": "6. Fairplay",
  "terms.fairPlay.verified":
    "Bestenlisten haben nur dann eine Bedeutung, wenn alle fair spielen. Jedes Spiel wird auf unserem Server überprüft, indem wir deine Eingaben nachspielen, und ein Spiel, das dabei nicht übereinstimmt, wird nicht gewertet. Du darfst nicht:",
  "terms.fairPlay.bots": "Bots, Skripte, Makros, Autoklicker oder veränderte Versionen des Spiels verwenden;",
  "terms.fairPlay.forgery":
    "Anfragen an unsere Server fälschen, verändern oder wiederholt senden oder Punktestände, Münzen oder Gegenstände manipulieren;",
  "terms.fairPlay.bugs": "Bugs ausnutzen, statt sie uns zu melden;",
  "terms.fairPlay.multipleAccounts":
    "mehrere Konten oder Gastspieler verwenden, um einen Punktestand in einer Bestenliste nach oben zu treiben oder Belohnungen mehr als einmal zu kassieren;",
  "terms.fairPlay.disruption":
    "den Dienst stören oder überlasten oder versuchen, auf Konten oder Bereiche zuzugreifen, die nicht dir gehören.",
  "terms.fairPlay.consequences":
    "Stellen wir Schummeln fest, können wir die betroffenen Punktestände entfernen, Münzguthaben und Gegenstände berichtigen und das Konto sperren oder schließen. Bitte melde Bugs und Exploits über das [Kontaktformular](/contact).",
  "terms.s.leaderboards": "7. Bestenlisten und Spielernamen",
  "terms.leaderboards.public":
    "Die Tagesbestenliste beginnt jeden Tag um Mitternacht neu, und zwar in der Zeitzone, die auf der Bestenlisten-Seite genannt ist (UTC, sofern nicht anders angegeben); außerdem zeigen wir Wochen- und Allzeit-Bestenlisten. Eine Bestenliste zeigt deinen Spielernamen, deinen Punktestand und, wo angezeigt, einen ungefähren Standort wie ein Land. Diese Angaben sind öffentlich.",
  "terms.leaderboards.names":
    "Spielernamen dürfen nicht beleidigend, hasserfüllt oder sexuell sein, sich nicht als jemand anderes ausgeben, keine personenbezogenen Daten anderer Personen enthalten und keine Werbung machen. Namen und Punktestände, die gegen diese Regeln verstoßen, können wir ändern oder entfernen. Mit „Beispiel“ markierte Einträge sind Beispiele, die angezeigt werden, solange eine Bestenliste noch leer ist; sie sind keine echten Spieler.",
  "terms.s.content": "8. Unsere Inhalte",
  "terms.content.ownership":
    "Das Spiel, seine Figuren, Grafiken, Sounds, Texte, die Software und der Name Flap Master gehören uns oder unseren Lizenzgebern. Du darfst sie nutzen, um Flap Master zu deinem eigenen, nicht kommerziellen Vergnügen zu spielen. Du darfst sie nicht kopieren, weiterverkaufen oder weiterverbreiten und das Spiel nicht zurückentwickeln (Reverse Engineering), um zu schummeln oder einen konkurrierenden Dienst aufzubauen.",
  "terms.content.sharing":
    "Links, Screenshots und Videos deiner eigenen Spiele darfst du gerne teilen. Wenn du uns Feedback oder Ideen schickst, dürfen wir sie zur Verbesserung des Spiels verwenden, ohne dir dafür etwas zu schulden.",
  "terms.s.availability": "9. Verfügbarkeit",
  "terms.availability.body":
    "Wir arbeiten daran, dass Flap Master läuft, es kann aber zeitweise nicht verfügbar sein, zum Beispiel während Wartungsarbeiten oder wegen Problemen, auf die wir keinen Einfluss haben. Wir können das Spiel oder den Shop einstellen; in diesem Fall kündigen wir das vorab auf der Website an und verkaufen schon vor dem Ende keine Münzen mehr.",
  "terms.s.liability": "10. Haftung",
  "terms.liability.limits":
    "Flap Master wird „wie besehen“ bereitgestellt. Soweit gesetzlich zulässig, haften wir nicht für indirekte Schäden oder Folgeschäden und nicht für Fortschritt, der verloren geht, weil Cookies gelöscht wurden, bevor ein Konto erstellt wurde. Unsere gesamte Haftung dir gegenüber ist auf den Betrag begrenzt, den du uns in den 12 Monaten vor dem Anspruch gezahlt hast.",
  "terms.liability.exceptions":
    "Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann, etwa die Haftung für fahrlässig verursachte Todesfälle oder Körperverletzungen, für Betrug oder nach zwingendem Verbraucherschutzrecht.",
  "terms.s.termination": "11. Sperrung und Kündigung",
  "terms.termination.body":
    "Du kannst jederzeit aufhören zu spielen und uns bitten, dein Konto zu löschen. Wir können ein Konto, das gegen diese Bedingungen verstößt, sperren oder schließen, nach einer Warnung, wo das angemessen ist. Wird ein Konto geschlossen, enden seine Münzen und Gegenstände mit ihm und werden nicht erstattet, es sei denn, das Gesetz verlangt etwas anderes oder wir schließen das Konto, ohne dass du gegen diese Bedingungen verstoßen hast; in diesem Fall erstatten wir gekaufte Münzen, die du noch nicht ausgegeben hast.",
  "terms.s.changes": "12. Änderungen dieser Bedingungen",
  "terms.changes.body":
    "Wir können diese Bedingungen aktualisieren, wenn sich das Spiel oder die Rechtslage ändert. Das Datum oben zeigt die neueste Fassung. Wichtige Änderungen kündigen wir auf der Website an, bevor sie wirksam werden. Spielst du weiter, nachdem eine Änderung wirksam geworden ist, gelten die neuen Bedingungen; bist du nicht einverstanden, kannst du aufhören zu spielen und uns bitten, dein Konto zu löschen.",
  "terms.s.law": "13. Anwendbares Recht",
  "terms.law.body":
    "Für diese Bedingungen gilt das Recht des Landes, in dem der Betreiber von Flap Master niedergelassen ist. Als Verbraucher behältst du zusätzlich den Schutz der zwingenden Vorschriften des Landes, in dem du lebst, und kannst deine Ansprüche vor dessen Gerichten geltend machen.",
  "terms.s.contact": "14. Kontakt",
  "terms.contact.body":
    "Fragen zu diesen Bedingungen, zu einem Kauf oder zu deinem Konto? Schreib uns über das [Kontaktformular](/contact). Geht es um dein Konto, schreib uns bitte von der E-Mail-Adresse dieses Kontos, damit wir dir schnell helfen können.",
};
