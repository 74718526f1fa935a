import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "Informativa sulla privacy",
  "privacy.meta.description": "Quali dati Flap Master conserva su di te, perché, per quanto tempo e quali sono i tuoi diritti.",
  "privacy.title": "Informativa sulla privacy",
  "privacy.intro":
    "Questa informativa spiega quali dati personali Flap Master conserva quando visiti il sito, giochi, crei un account, acquisti monete o ci contatti, perché li conserviamo, per quanto tempo li teniamo e quali sono i tuoi diritti.",
  "privacy.s.summary": "1. Riepilogo",
  "privacy.summary.minimal":
    "Conserviamo solo ciò che serve al gioco per funzionare: i tuoi progressi, i tuoi punteggi e, se ne crei uno, il tuo account.",
  "privacy.summary.noSelling":
    "Non vendiamo i tuoi dati, non mostriamo pubblicità e non usiamo tracker o strumenti di analisi di terze parti.",
  "privacy.summary.pageViews": "Contiamo le visualizzazioni delle pagine senza cookie e senza conservare il tuo indirizzo IP.",
  "privacy.summary.payments": "I pagamenti con carta sono gestiti da Stripe; non vediamo mai il numero della tua carta.",
  "privacy.summary.newsletter": "Ti inviamo la newsletter solo se la richiedi, e puoi annullare l'iscrizione in qualsiasi momento.",
  "privacy.s.data": "2. Cosa conserviamo e perché",
  "privacy.data.accountTitle": "Il tuo account",
  "privacy.data.account":
    "Se crei un account, conserviamo il tuo indirizzo e-mail, la tua password (solo come hash unidirezionale con salt, mai in forma leggibile), il tuo nome giocatore, se il tuo indirizzo e-mail è stato confermato e quando è stato creato l'account. Usiamo questi dati per farti accedere, inviarti le e-mail relative all'account (conferma, reimpostazione della password, codici di accesso) e mantenere i tuoi progressi su tutti i dispositivi. Base giuridica: l'esecuzione del nostro contratto con te.",
  "privacy.data.guestTitle": "Cookie di sessione dell'ospite",
  "privacy.data.guest":
    "Quando giochi senza account, creiamo un giocatore ospite e salviamo un identificatore di sessione casuale in un cookie nel tuo browser. Il cookie collega il tuo browser alle monete, agli oggetti e ai punteggi del tuo giocatore ospite. Non contiene nient'altro su di te. Base giuridica: è strettamente necessario per il gioco a cui hai chiesto di giocare.",
  "privacy.data.runsTitle": "Partite e punteggi",
  "privacy.data.runs":
    "Per ogni partita conserviamo il suo seme casuale, i tuoi comandi (quando hai sbattuto le ali e usato i potenziamenti), il punteggio ottenuto, statistiche come i tubi superati e l'ora. Riproduciamo i comandi sul nostro server per confermare che il punteggio è autentico, poi usiamo il risultato per classifiche, obiettivi e monete. Il tuo nome giocatore e i tuoi punteggi migliori compaiono pubblicamente nelle classifiche. Base giuridica: l'esecuzione del nostro contratto con te e il nostro legittimo interesse al gioco leale.",
  "privacy.data.purchasesTitle": "Monete, oggetti e acquisti",
  "privacy.data.purchases":
    "Conserviamo il tuo saldo di monete, i tuoi personaggi e potenziamenti e una registrazione di ogni modifica del tuo saldo (cosa è cambiato, perché e quando). Per l'acquisto di un pacchetto di monete conserviamo il pacchetto, l'importo, la valuta, lo stato del pagamento e il riferimento di Stripe per il pagamento. Inserisci i dati della tua carta nella pagina di pagamento di Stripe: Stripe li elabora e noi non riceviamo né conserviamo mai il numero della tua carta. Base giuridica: l'esecuzione del nostro contratto con te e il nostro obbligo legale di tenere le scritture contabili.",
  "privacy.data.newsletterTitle": "Newsletter",
  "privacy.data.newsletter":
    "Se ti iscrivi alla newsletter, conserviamo il tuo indirizzo e-mail e una registrazione del tuo consenso (quando l'hai dato e per cosa). Lo usiamo solo per inviarti novità su Flap Master. Ogni newsletter contiene un link per annullare l'iscrizione. Base giuridica: il tuo consenso, che puoi revocare in qualsiasi momento.",
  "privacy.data.contactTitle": "Messaggi di contatto",
  "privacy.data.contact":
    "Quando ci scrivi tramite un modulo di contatto, conserviamo il tuo indirizzo e-mail e il tuo messaggio per poterti rispondere. Base giuridica: il nostro legittimo interesse a rispondere a chi ci contatta.",
  "privacy.data.logsTitle": "Log tecnici",
  "privacy.data.logs":
    "I nostri server registrano ogni richiesta (ora, indirizzo richiesto, risposta, durata, indirizzo IP e tipo di browser) per mantenere sicuro il servizio e per individuare e correggere gli errori. Base giuridica: il nostro legittimo interesse a un servizio sicuro e funzionante.",
  "privacy.s.cookies": "3. Cookie e conteggio delle visite",
  "privacy.cookies.session":
    "Usiamo un solo tipo di cookie: il cookie di sessione che ti mantiene connesso o collega il tuo browser al tuo giocatore ospite. È strettamente necessario, non può essere letto dagli script della pagina e non viene mai usato per pubblicità o tracciamento; per questo non ti chiediamo il consenso ai cookie. Il gioco può anche conservare una copia delle tue impostazioni e dei tuoi obiettivi nella memoria locale del browser per avviarsi più velocemente; l'originale è conservato con il tuo giocatore.",
  "privacy.cookies.pageViews":
    "Contiamo le visualizzazioni delle pagine senza cookie. Per ogni visualizzazione calcoliamo un'impronta unidirezionale a partire dal tuo indirizzo IP, dal tipo di browser e da un valore casuale (un «salt») che viene sostituito ogni giorno e poi cancellato. Conserviamo solo quell'impronta, la pagina, l'ora, il paese a cui appartiene il tuo indirizzo IP (cercato sul nostro server in una tabella pubblica all'arrivo della visualizzazione) e la classe di dimensione dello schermo su cui è stata mostrata la pagina (telefono, tablet, portatile o desktop, dalla larghezza della pagina); non conserviamo il tuo indirizzo IP né la larghezza esatta per questo scopo. Poiché il salt viene cancellato ogni giorno, nessuno, nemmeno noi, può collegare visite di giorni diversi o risalire a te partendo da un'impronta. Usiamo i conteggi per capire quante persone visitano quali pagine.",
  "privacy.s.processors": "4. Chi altro tratta i dati",
  "privacy.processors.intro":
    "Condividiamo i dati personali solo con i fornitori di servizi che ci aiutano a gestire Flap Master, e solo nella misura necessaria:",
  "privacy.processors.stripe":
    "**Stripe** elabora i pagamenti con carta in qualità di titolare autonomo del trattamento dei tuoi dati di pagamento. Consulta l'[informativa sulla privacy di Stripe](https://stripe.com/privacy).",
  "privacy.processors.mail":
    "**Il nostro fornitore di invio e-mail** invia le e-mail dell'account, la newsletter e le risposte ai tuoi messaggi.",
  "privacy.processors.hosting":
    "**Il nostro fornitore di hosting** gestisce i server e i database in cui sono conservati i dati sopra indicati.",
  "privacy.processors.noSelling":
    "Non vendiamo dati personali e non li condividiamo per scopi pubblicitari. I link ai social network nel piè di pagina sono semplici link: a quei social non viene inviato nulla finché non ci fai clic. Comunichiamo dati alle autorità solo quando la legge lo impone.",
  "privacy.s.retention": "5. Per quanto tempo li conserviamo",
  "privacy.retention.account":
    "**Account, partite, punteggi, monete e oggetti:** finché l'account esiste. Dopo che ci hai chiesto di eliminare il tuo account, li cancelliamo o li rendiamo anonimi entro 30 giorni.",
  "privacy.retention.guests":
    "**Giocatori ospiti:** cancellati dopo 12 mesi senza alcuna partita. Il cookie di sessione stesso scade dopo 12 mesi.",
  "privacy.retention.purchases":
    "**Registrazioni degli acquisti:** per il tempo richiesto dalla normativa fiscale e contabile (fino a 10 anni), anche dopo l'eliminazione dell'account.",
  "privacy.retention.newsletter":
    "**Newsletter:** finché non annulli l'iscrizione; dopodiché conserviamo solo la registrazione del tuo consenso e della sua revoca, per un massimo di 3 anni, per dimostrare di aver rispettato la tua scelta.",
  "privacy.retention.contact": "**Messaggi di contatto:** 12 mesi dalla loro ricezione.",
  "privacy.retention.pageViews":
    "**Conteggi delle visite:** il salt giornaliero viene cancellato alla fine di ogni giorno; le impronte e i conteggi, che non possono più essere ricondotti a nessuno, vengono conservati a fini statistici.",
  "privacy.retention.logs":
    "**Log tecnici:** 14 giorni, più a lungo solo se necessario per indagare su uno specifico incidente di sicurezza.",
  "privacy.s.rights": "6. I tuoi diritti",
  "privacy.rights.intro": "A seconda di dove vivi, hai il diritto di:",
  "privacy.rights.access": "ottenere una copia dei dati personali che conserviamo su di te, in un formato portabile;",
  "privacy.rights.correction": "far correggere i dati inesatti;",
  "privacy.rights.deletion": "far cancellare i tuoi dati, compreso l'intero account;",
  "privacy.rights.objection": "opporti al trattamento basato sui nostri legittimi interessi o chiederci di limitarlo;",
  "privacy.rights.consent": "revocare il tuo consenso in qualsiasi momento, ad esempio annullando l'iscrizione alla newsletter;",
  "privacy.rights.complaint": "presentare un reclamo all'autorità per la protezione dei dati.",
  "privacy.rights.howTo":
    "Per esercitare questi diritti, scrivici tramite il [modulo di contatto](/contact), dall'indirizzo e-mail del tuo account se ne hai uno. Potremmo chiederti di confermare che la richiesta proviene da te, e rispondiamo entro un mese.",
  "privacy.s.security": "7. Sicurezza",
  "privacy.security.body":
    "Il sito è servito tramite connessioni cifrate (HTTPS). Le password sono conservate solo come hash con salt. I cookie di sessione non possono essere letti dagli script e vengono inviati solo al nostro sito. Punteggi, monete e acquisti sono stabiliti sul nostro server, non nel tuo browser. L'accesso all'area di amministrazione è riservato al nostro staff, e ogni modifica amministrativa viene registrata.",
  "privacy.s.children": "8. Minori",
  "privacy.children.body":
    "Flap Master è un gioco per un pubblico generale. I bambini sotto i 13 anni non dovrebbero creare un account né iscriversi alla newsletter, e i giocatori più giovani hanno bisogno del consenso di un genitore o di un tutore quando la legge del loro paese lo richiede (fino ai 16 anni in alcuni paesi). Se ritieni che un minore ci abbia fornito dati personali senza tale consenso, contattaci e li cancelleremo.",
  "privacy.s.changes": "9. Modifiche a questa informativa",
  "privacy.changes.body":
    "Aggiorneremo questa informativa quando cambierà ciò che conserviamo o il modo in cui lo usiamo. La data in alto indica la versione più recente. Se una modifica ti riguarda, la annunceremo sul sito e ti chiederemo di nuovo il consenso quando la legge lo richiede.",
  "privacy.s.contact": "10. Contatti",
  "privacy.contact.body":
    "Il titolare del trattamento dei tuoi dati è il gestore di Flap Master. Per qualsiasi domanda sui tuoi dati o su questa informativa, scrivici tramite il [modulo di contatto](/contact).",
};
