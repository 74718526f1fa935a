import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "Termini di servizio",
  "terms.meta.description": "Le regole per giocare a Flap Master, acquistare monete e comparire nelle classifiche.",
  "terms.title": "Termini di servizio",
  "terms.intro":
    "Benvenuto in Flap Master! Questi termini spiegano le regole per giocare, usare un account, acquistare monete e comparire nelle classifiche. Abbiamo cercato di renderli brevi e chiari.",
  "terms.s.agreement": "1. Informazioni su questi termini",
  "terms.agreement.parties":
    "Questi termini costituiscono l'accordo tra te e il gestore di Flap Master («noi») sull'uso del sito web e del gioco Flap Master. Giocando, creando un account o acquistando monete, li accetti. Se non sei d'accordo, ti chiediamo di non usare Flap Master.",
  "terms.agreement.minors":
    "Se hai meno dell'età a partire dalla quale nel tuo paese puoi accettare da solo i servizi online (13 anni in molti paesi, fino a 16 in alcuni), un genitore o un tutore deve accettare questi termini per te e approvare ogni acquisto.",
  "terms.agreement.privacy": "Il modo in cui trattiamo i dati personali è descritto nella nostra [Informativa sulla privacy](/privacy).",
  "terms.s.game": "2. Il gioco",
  "terms.game.what":
    "Flap Master è un gioco arcade gratuito che funziona nel tuo browser. Tocchi lo schermo, fai clic o premi la barra spaziatrice per tenere in volo un uccellino e farlo passare tra i tubi. Ogni tubo superato vale un punto.",
  "terms.game.changes":
    "Miglioriamo continuamente il gioco. Possiamo modificarne le regole, la difficoltà, i personaggi, i potenziamenti, i prezzi e le altre funzionalità, oltre ad aggiungerli o rimuoverli. Quando lo facciamo, cerchiamo di fare in modo che ciò che hai guadagnato o acquistato resti utile.",
  "terms.s.accounts": "3. Account e gioco come ospite",
  "terms.accounts.guestTitle": "Giocare come ospite",
  "terms.accounts.guest":
    "Puoi giocare senza account. La prima volta che giochi, creiamo un giocatore ospite per il tuo browser e lo riconosciamo tramite un cookie di sessione. I tuoi progressi da ospite (monete, personaggi, oggetti, punteggi e obiettivi) sono legati a quel cookie: se cancelli i cookie o cambi browser o dispositivo prima di creare un account, quei progressi non possono essere recuperati.",
  "terms.accounts.accountTitle": "Account",
  "terms.accounts.account":
    "Quando crei un account, i tuoi progressi da ospite vengono trasferiti al suo interno, così conservi tutto ciò che hai guadagnato come ospite. Ti impegni a:",
  "terms.accounts.email": "fornire un indirizzo e-mail funzionante che ti appartenga e confermarlo quando ti viene chiesto;",
  "terms.accounts.password": "mantenere segreta la tua password e avvisarci subito se pensi che qualcun altro stia usando il tuo account;",
  "terms.accounts.onePerPerson": "usare un solo account per persona e non venderlo, condividerlo o cederlo.",
  "terms.accounts.responsibility": "Sei responsabile di ciò che accade nel tuo account. Puoi chiederci di eliminarlo in qualsiasi momento.",
  "terms.s.coins": "4. Monete virtuali e acquisti",
  "terms.coins.earning":
    "Guadagni monete giocando (ogni punto vale 10 monete) e puoi acquistare monete aggiuntive in pacchetti di monete. Con le monete acquisti personaggi (skin) e potenziamenti nel negozio.",
  "terms.coins.noCashValue":
    "**Nessun valore in denaro.** Monete, personaggi e potenziamenti sono oggetti virtuali. Acquistarli o guadagnarli ti dà il diritto personale e non trasferibile di usarli in Flap Master. Non sono denaro né beni di tua proprietà, non possono essere scambiati con denaro o con nulla al di fuori del gioco e non possono essere venduti, scambiati o trasferiti su un altro account.",
  "terms.coins.payment":
    "**Prezzi e pagamento.** I prezzi sono indicati in dollari statunitensi prima del pagamento. I pagamenti sono elaborati da Stripe sulla sua pagina di pagamento sicura; non vediamo né conserviamo mai il numero della tua carta. Le monete vengono aggiunte al tuo saldo non appena Stripe conferma il pagamento, e ogni pagamento viene accreditato una sola volta.",
  "terms.coins.balance":
    "**Saldo.** Il tuo saldo di monete non può mai scendere sotto zero. Ogni sua modifica viene registrata. Possiamo correggere un saldo errato a causa di un errore, di un bug, di un pagamento stornato o di una violazione delle regole di fair play riportate di seguito.",
  "terms.coins.powerUps": "**I potenziamenti** si consumano quando li attivi durante una partita, che la partita vada bene oppure no.",
  "terms.s.refunds": "5. Rimborsi",
  "terms.refunds.withdrawal":
    "Le monete sono contenuti digitali forniti immediatamente. Completando un acquisto ci chiedi di fornirle subito e, ove la legge lo consenta, accetti che il tuo diritto di recesso dall'acquisto cessi non appena le monete sono state accreditate. Effettuiamo comunque un rimborso in questi casi:",
  "terms.refunds.notReceived":
    "ti è stato addebitato un importo ma non hai ricevuto le monete, oppure ti è stato addebitato due volte: contattaci entro 30 giorni;",
  "terms.refunds.mistake": "hai acquistato per errore un pacchetto di monete e non ne hai spesa nessuna: contattaci entro 14 giorni.",
  "terms.refunds.reversal":
    "Quando un acquisto viene rimborsato o un pagamento viene stornato (ad esempio tramite un chargeback), le monete corrispondenti vengono tolte dal tuo saldo, fino a concorrenza delle monete che hai ancora. Questa sezione non limita alcun diritto che ti spetta in base alla normativa a tutela dei consumatori del tuo paese.",
  "terms.s.fairPlay": "6. Fair play",
  "terms.fairPlay.verified":
    "Le classifiche hanno senso solo se tutti giocano in modo leale. Ogni partita viene verificata sul nostro server riproducendo i tuoi comandi, e una partita che non corrisponde non viene conteggiata. Non puoi:",
  "terms.fairPlay.bots": "usare bot, script, macro, autoclicker o versioni modificate del gioco;",
  "terms.fairPlay.forgery": "falsificare, alterare o ripetere richieste ai nostri server, né manomettere punteggi, monete o oggetti;",
  "terms.fairPlay.bugs": "sfruttare i bug invece di segnalarceli;",
  "terms.fairPlay.multipleAccounts":
    "usare più account o giocatori ospiti per far salire un punteggio in classifica o riscuotere ricompense più di una volta;",
  "terms.fairPlay.disruption": "disturbare il servizio, sovraccaricarlo o tentare di accedere ad account o aree che non sono tuoi.",
  "terms.fairPlay.consequences":
    "Se scopriamo imbrogli, possiamo rimuovere i punteggi interessati, correggere saldi di monete e oggetti e sospendere o chiudere l'account. Segnalaci bug ed exploit tramite il [modulo di contatto](/contact).",
  "terms.s.leaderboards": "7. Classifiche e nomi dei giocatori",
  "terms.leaderboards.public":
    "La classifica giornaliera riparte da zero ogni giorno a mezzanotte nel fuso orario indicato nella pagina delle classifiche (UTC, salvo diversa indicazione); mostriamo anche classifiche settimanali e di sempre. Una classifica mostra il tuo nome giocatore, il tuo punteggio e, dove indicato, una posizione generica come un paese. Queste informazioni sono pubbliche.",
  "terms.leaderboards.names":
    "I nomi dei giocatori non devono essere offensivi, d'odio o a sfondo sessuale, impersonare qualcun altro, contenere dati personali di un'altra persona né fare pubblicità. Possiamo modificare o rimuovere nomi e punteggi che violano queste regole. Le voci contrassegnate con «Esempio» sono esempi mostrati mentre una classifica è ancora vuota; non sono giocatori reali.",
  "terms.s.content": "8. I nostri contenuti",
  "terms.content.ownership":
    "Il gioco, i suoi personaggi, le illustrazioni, i suoni, i testi, il software e il nome Flap Master appartengono a noi o ai nostri licenzianti. Puoi usarli per giocare a Flap Master per tuo svago personale e senza scopi commerciali. Non puoi copiarli, rivenderli o ridistribuirli, né decodificare il gioco (reverse engineering) per imbrogliare o creare un servizio concorrente.",
  "terms.content.sharing":
    "Condividere link, screenshot e video delle tue partite è benvenuto. Quando ci invii commenti o idee, possiamo usarli per migliorare il gioco senza doverti nulla in cambio.",
  "terms.s.availability": "9. Disponibilità",
  "terms.availability.body":
    "Ci impegniamo a mantenere Flap Master attivo, ma a volte potrebbe non essere disponibile, ad esempio durante la manutenzione o per problemi al di fuori del nostro controllo. Possiamo chiudere il gioco o il negozio; in tal caso lo annunceremo in anticipo sul sito e smetteremo di vendere monete prima della chiusura.",
  "terms.s.liability": "10. Responsabilità",
  "terms.liability.limits":
    "Flap Master è fornito «così com'è». Nei limiti consentiti dalla legge, non siamo responsabili per perdite indirette o consequenziali, né per progressi persi perché i cookie sono stati cancellati prima della creazione di un account. La nostra responsabilità complessiva nei tuoi confronti è limitata all'importo che ci hai pagato nei 12 mesi precedenti la richiesta.",
  "terms.liability.exceptions":
    "Nulla in questi termini limita la responsabilità che non può essere limitata per legge, come la responsabilità per morte o lesioni personali causate da negligenza, per frode o ai sensi della normativa inderogabile a tutela dei consumatori.",
  "terms.s.termination": "11. Sospensione e chiusura",
  "terms.termination.body":
    "Puoi smettere di giocare in qualsiasi momento e chiederci di eliminare il tuo account. Possiamo sospendere o chiudere un account che viola questi termini, dopo un avvertimento quando è ragionevole. Quando un account viene chiuso, le sue monete e i suoi oggetti cessano con esso e non vengono rimborsati, a meno che la legge non disponga diversamente o che chiudiamo l'account senza che tu abbia violato questi termini; in tal caso rimborsiamo le monete acquistate e non ancora spese.",
  "terms.s.changes": "12. Modifiche a questi termini",
  "terms.changes.body":
    "Possiamo aggiornare questi termini quando cambiano il gioco o la legge. La data in alto indica la versione più recente. Annunceremo le modifiche importanti sul sito prima che entrino in vigore. Se continui a giocare dopo l'entrata in vigore di una modifica, si applicano i nuovi termini; se non sei d'accordo, puoi smettere di giocare e chiederci di eliminare il tuo account.",
  "terms.s.law": "13. Legge applicabile",
  "terms.law.body":
    "Questi termini sono regolati dalla legge del paese in cui ha sede il gestore di Flap Master. Se sei un consumatore, mantieni inoltre la tutela delle norme inderogabili del paese in cui vivi e puoi agire davanti ai suoi tribunali.",
  "terms.s.contact": "14. Contatti",
  "terms.contact.body":
    "Domande su questi termini, su un acquisto o sul tuo account? Scrivici tramite il [modulo di contatto](/contact). Se la domanda riguarda il tuo account, inviala dall'indirizzo e-mail di quell'account, così potremo aiutarti rapidamente.",
};
