import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "Datenschutzerklärung",
  "privacy.meta.description": "Was Flap Master über dich speichert, warum, wie lange, und welche Rechte du hast.",
  // A soft hyphen where the heading may break: the word is wider than a phone.
  "privacy.title": "Datenschutz\u00aderklärung",
  "privacy.intro":
    "Diese Erklärung beschreibt, welche personenbezogenen Daten Flap Master speichert, wenn du die Website besuchst, das Spiel spielst, ein Konto erstellst, Münzen kaufst oder uns kontaktierst, warum wir sie speichern, wie lange wir sie aufbewahren und welche Rechte du hast.",
  "privacy.s.summary": "1. Zusammenfassung",
  "privacy.summary.minimal":
    "Wir speichern nur, was das Spiel zum Funktionieren braucht: deinen Fortschritt, deine Punktestände und, falls du eines erstellst, dein Konto.",
  "privacy.summary.noSelling":
    "Wir verkaufen deine Daten nicht, zeigen keine Werbung und nutzen keine Tracker oder Analysedienste Dritter.",
  "privacy.summary.pageViews": "Seitenaufrufe zählen wir ohne Cookies und ohne deine IP-Adresse zu speichern.",
  "privacy.summary.payments": "Kartenzahlungen wickelt Stripe ab; deine Kartennummer sehen wir nie.",
  "privacy.summary.newsletter": "Einen Newsletter schicken wir dir nur, wenn du ihn bestellst, und du kannst ihn jederzeit abbestellen.",
  "privacy.s.data": "2. Was wir speichern und warum",
  "privacy.data.accountTitle": "Dein Konto",
  "privacy.data.account":
    "Wenn du ein Konto erstellst, speichern wir deine E-Mail-Adresse, dein Passwort (nur als gesalzenen Einweg-Hash, nie in lesbarer Form), deinen Spielernamen, ob deine E-Mail-Adresse bestätigt ist und wann das Konto erstellt wurde. Damit melden wir dich an, schicken dir Konto-E-Mails (Bestätigung, Zurücksetzen des Passworts, Anmeldecodes) und halten deinen Fortschritt auf allen Geräten aktuell. Rechtsgrundlage: die Erfüllung unseres Vertrags mit dir.",
  "privacy.data.guestTitle": "Sitzungscookie für Gäste",
  "privacy.data.guest":
    "Wenn du ohne Konto spielst, legen wir einen Gastspieler an und speichern eine zufällige Sitzungskennung in einem Cookie in deinem Browser. Es verknüpft deinen Browser mit den Münzen, Gegenständen und Punkteständen deines Gastspielers. Sonst enthält es nichts über dich. Rechtsgrundlage: Es ist für das Spiel, das du spielen möchtest, unbedingt erforderlich.",
  "privacy.data.runsTitle": "Spieldurchgänge und Punktestände",
  "privacy.data.runs":
    "Zu jedem Durchgang speichern wir seinen zufälligen Startwert (Seed), deine Eingaben (wann du geflattert und Power-ups eingesetzt hast), den erzielten Punktestand, Statistiken wie die passierten Röhren sowie den Zeitpunkt. Wir spielen die Eingaben auf unserem Server nach, um zu bestätigen, dass der Punktestand echt ist, und verwenden das Ergebnis dann für Bestenlisten, Erfolge und Münzen. Dein Spielername und deine besten Punktestände erscheinen öffentlich in den Bestenlisten. Rechtsgrundlage: die Erfüllung unseres Vertrags mit dir und unser berechtigtes Interesse an fairem Spiel.",
  "privacy.data.purchasesTitle": "Münzen, Gegenstände und Käufe",
  "privacy.data.purchases":
    "Wir speichern dein Münzguthaben, deine Figuren und Power-ups sowie einen Eintrag zu jeder Änderung deines Guthabens (was sich geändert hat, warum und wann). Zu einem Münzpaket-Kauf speichern wir das Paket, den Betrag, die Währung, den Zahlungsstatus und die Referenz von Stripe für die Zahlung. Deine Kartendaten gibst du auf der Bezahlseite von Stripe ein: Stripe verarbeitet sie, und wir erhalten oder speichern deine Kartennummer nie. Rechtsgrundlage: die Erfüllung unseres Vertrags mit dir und unsere gesetzliche Pflicht zur Aufbewahrung von Buchhaltungsunterlagen.",
  "privacy.data.newsletterTitle": "Newsletter",
  "privacy.data.newsletter":
    "Wenn du den Newsletter abonnierst, speichern wir deine E-Mail-Adresse und einen Nachweis deiner Einwilligung (wann du sie erteilt hast und wofür). Wir verwenden sie nur, um dir Neuigkeiten über Flap Master zu schicken. Jeder Newsletter enthält einen Link zum Abbestellen. Rechtsgrundlage: deine Einwilligung, die du jederzeit widerrufen kannst.",
  "privacy.data.contactTitle": "Kontaktnachrichten",
  "privacy.data.contact":
    "Wenn du uns über ein Kontaktformular schreibst, speichern wir deine E-Mail-Adresse und deine Nachricht, damit wir dir antworten können. Rechtsgrundlage: unser berechtigtes Interesse daran, Menschen zu antworten, die sich an uns wenden.",
  "privacy.data.logsTitle": "Technische Protokolle",
  "privacy.data.logs":
    "Unsere Server protokollieren jede Anfrage (Zeitpunkt, aufgerufene Adresse, Antwort, Dauer, IP-Adresse und Browsertyp), um den Dienst sicher zu halten und Fehler zu finden und zu beheben. Rechtsgrundlage: unser berechtigtes Interesse an einem sicheren, funktionierenden Dienst.",
  "privacy.s.cookies": "3. Cookies und Zählung der Seitenaufrufe",
  "privacy.cookies.session":
    "Wir verwenden nur eine Art von Cookie: das Sitzungscookie, das dich angemeldet hält oder deinen Browser mit deinem Gastspieler verknüpft. Es ist unbedingt erforderlich, kann von Skripten auf der Seite nicht gelesen werden und wird nie für Werbung oder Tracking verwendet; deshalb fragen wir nicht nach einer Cookie-Einwilligung. Das Spiel kann außerdem eine Kopie deiner Einstellungen und Erfolge im lokalen Speicher deines Browsers ablegen, damit es schneller startet; das Original wird bei deinem Spieler gespeichert.",
  "privacy.cookies.pageViews":
    "Seitenaufrufe zählen wir ohne Cookies. Für jeden Seitenaufruf berechnen wir einen Einweg-Fingerabdruck aus deiner IP-Adresse, deinem Browsertyp und einem Zufallswert (einem „Salt“), der jeden Tag ersetzt und dann gelöscht wird. Wir speichern nur diesen Fingerabdruck, die Seite, den Zeitpunkt, das Land, zu dem deine IP-Adresse gehört (beim Eintreffen des Seitenaufrufs auf unserem Server in einer öffentlichen Tabelle nachgeschlagen), und die Größenklasse des Bildschirms, auf dem die Seite angezeigt wurde (Smartphone, Tablet, Laptop oder Desktop, aus der Breite der Seite); deine IP-Adresse und die genaue Breite speichern wir zu diesem Zweck nicht. Weil das Salt täglich gelöscht wird, kann niemand, auch wir nicht, Besuche an verschiedenen Tagen miteinander verknüpfen oder einen Fingerabdruck auf dich zurückführen. Anhand der Zahlen sehen wir, wie viele Menschen welche Seiten besuchen.",
  "privacy.s.processors": "4. Wer sonst Daten verarbeitet",
  "privacy.processors.intro":
    "Wir geben personenbezogene Daten nur an Dienstleister weiter, die uns beim Betrieb von Flap Master helfen, und nur so weit wie nötig:",
  "privacy.processors.stripe":
    "**Stripe** verarbeitet Kartenzahlungen als eigenständiger Verantwortlicher für deine Zahlungsdaten. Siehe die [Datenschutzerklärung von Stripe](https://stripe.com/privacy).",
  "privacy.processors.mail":
    "**Unser E-Mail-Versanddienstleister** verschickt Konto-E-Mails, den Newsletter und Antworten auf deine Nachrichten.",
  "privacy.processors.hosting":
    "**Unser Hosting-Anbieter** betreibt die Server und Datenbanken, auf denen die oben genannten Daten gespeichert sind.",
  "privacy.processors.noSelling":
    "Wir verkaufen keine personenbezogenen Daten und geben sie nicht für Werbung weiter. Die Links zu sozialen Netzwerken in der Fußzeile sind einfache Links: An diese Netzwerke wird nichts übermittelt, solange du sie nicht anklickst. Behörden gegenüber legen wir Daten nur offen, wenn das Gesetz es verlangt.",
  "privacy.s.retention": "5. Wie lange wir Daten aufbewahren",
  "privacy.retention.account":
    "**Konto, Spieldurchgänge, Punktestände, Münzen und Gegenstände:** so lange, wie das Konto besteht. Nachdem du uns gebeten hast, dein Konto zu löschen, löschen oder anonymisieren wir sie innerhalb von 30 Tagen.",
  "privacy.retention.guests":
    "**Gastspieler:** werden nach 12 Monaten ohne jedes Spiel gelöscht. Das Sitzungscookie selbst läuft nach 12 Monaten ab.",
  "privacy.retention.purchases":
    "**Kaufbelege:** so lange, wie es das Steuer- und Handelsrecht verlangt (bis zu 10 Jahre), auch nachdem das Konto gelöscht wurde.",
  "privacy.retention.newsletter":
    "**Newsletter:** bis du ihn abbestellst; danach bewahren wir nur den Nachweis deiner Einwilligung und ihres Widerrufs bis zu 3 Jahre lang auf, um belegen zu können, dass wir deine Entscheidung respektiert haben.",
  "privacy.retention.contact": "**Kontaktnachrichten:** 12 Monate nach ihrem Eingang bei uns.",
  "privacy.retention.pageViews":
    "**Zählung der Seitenaufrufe:** Das tägliche Salt wird am Ende jedes Tages gelöscht; die Fingerabdrücke und Zahlen, die sich dann niemandem mehr zuordnen lassen, bewahren wir für Statistiken auf.",
  "privacy.retention.logs":
    "**Technische Protokolle:** 14 Tage, länger nur, wenn es zur Untersuchung eines konkreten Sicherheitsvorfalls nötig ist.",
  "privacy.s.rights": "6. Deine Rechte",
  "privacy.rights.intro": "Je nachdem, wo du lebst, hast du das Recht,",
  "privacy.rights.access": "eine Kopie der personenbezogenen Daten, die wir über dich haben, in einem übertragbaren Format zu erhalten;",
  "privacy.rights.correction": "falsche Daten berichtigen zu lassen;",
  "privacy.rights.deletion": "deine Daten löschen zu lassen, einschließlich deines gesamten Kontos;",
  "privacy.rights.objection":
    "einer Verarbeitung, die auf unseren berechtigten Interessen beruht, zu widersprechen oder ihre Einschränkung zu verlangen;",
  "privacy.rights.consent": "deine Einwilligung jederzeit zu widerrufen, zum Beispiel indem du den Newsletter abbestellst;",
  "privacy.rights.complaint": "dich bei deiner Datenschutzaufsichtsbehörde zu beschweren.",
  "privacy.rights.howTo":
    "Um diese Rechte auszuüben, schreib uns über das [Kontaktformular](/contact), und zwar von der E-Mail-Adresse deines Kontos, falls du eines hast. Wir können dich bitten zu bestätigen, dass die Anfrage von dir stammt, und antworten innerhalb eines Monats.",
  "privacy.s.security": "7. Sicherheit",
  "privacy.security.body":
    "Die Website wird über verschlüsselte Verbindungen (HTTPS) ausgeliefert. Passwörter werden nur als gesalzene Hashes gespeichert. Sitzungscookies können von Skripten nicht gelesen werden und werden nur an unsere eigene Website gesendet. Über Punktestände, Münzen und Käufe entscheidet unser Server, nicht dein Browser. Zugang zum Verwaltungsbereich hat nur unser Team, und jede Änderung in der Verwaltung wird protokolliert.",
  "privacy.s.children": "8. Kinder",
  "privacy.children.body":
    "Flap Master ist ein Spiel für alle Altersgruppen. Kinder unter 13 Jahren sollten kein Konto erstellen und den Newsletter nicht abonnieren, und jüngere Spieler brauchen die Einwilligung eines Elternteils oder einer anderen sorgeberechtigten Person, wo das Recht ihres Landes es verlangt (in manchen Ländern bis zum Alter von 16 Jahren). Wenn du glaubst, dass uns ein Kind ohne diese Einwilligung personenbezogene Daten gegeben hat, melde dich bei uns, und wir löschen sie.",
  "privacy.s.changes": "9. Änderungen dieser Erklärung",
  "privacy.changes.body":
    "Wir aktualisieren diese Erklärung, wenn sich ändert, was wir speichern oder wie wir es verwenden. Das Datum oben zeigt die neueste Fassung. Ist eine Änderung für dich von Bedeutung, kündigen wir sie auf der Website an und bitten dich erneut um deine Einwilligung, wo das Gesetz es verlangt.",
  "privacy.s.contact": "10. Kontakt",
  "privacy.contact.body":
    "Verantwortlicher für deine Daten ist der Betreiber von Flap Master. Bei Fragen zu deinen Daten oder zu dieser Erklärung schreib uns über das [Kontaktformular](/contact).",
};
