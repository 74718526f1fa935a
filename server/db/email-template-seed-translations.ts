// The seeded e-mail templates (catalogue-seed.ts SEED_EMAIL_TEMPLATES) in the eight languages besides
// English, seeded once into email_template_translations (server/db/seed.ts). `{{name}}` is the
// recipient's board name, as in English.
import type { Locale } from "../../shared/i18n/locales.ts";

export interface TemplateText {
  subject: string;
  body: string;
}

export const SEED_EMAIL_TEMPLATE_TRANSLATIONS: Record<string, Record<Exclude<Locale, "en">, TemplateText>> = {
  welcome: {
    es: {
      subject: "¡Te damos la bienvenida a Flap Master, {{name}}!",
      body:
        "Hola, {{name}}:\n\n" +
        "¡Gracias por unirte a Flap Master! Toca, haz clic o pulsa la barra espaciadora para aletear entre las tuberías. " +
        "Cada punto que consigues vale 10 monedas en la tienda.\n\n" +
        "¿Serás capaz de dominar el aleteo?\n\nEl equipo de Flap Master",
    },
    fr: {
      subject: "Bienvenue dans Flap Master, {{name}} !",
      body:
        "Salut {{name}},\n\n" +
        "Merci d'avoir rejoint Flap Master ! Touche l'écran, clique ou appuie sur Espace pour battre des ailes entre les tuyaux. " +
        "Chaque point marqué vaut 10 pièces dans la boutique.\n\n" +
        "Sauras-tu maîtriser le battement d'ailes ?\n\nL'équipe Flap Master",
    },
    de: {
      subject: "Willkommen bei Flap Master, {{name}}!",
      body:
        "Hallo {{name}},\n\n" +
        "schön, dass du bei Flap Master dabei bist! Tippe, klicke oder drücke die Leertaste, um durch die Röhren zu flattern. " +
        "Jeder Punkt bringt dir 10 Münzen für den Shop.\n\n" +
        "Wirst du zum Flatter-Meister?\n\nDein Flap-Master-Team",
    },
    pt: {
      subject: "Boas-vindas ao Flap Master, {{name}}!",
      body:
        "Oi, {{name}},\n\n" +
        "Obrigado por entrar no Flap Master! Toque, clique ou aperte espaço para bater as asas entre os canos. " +
        "Cada ponto que você faz vale 10 moedas na loja.\n\n" +
        "Você consegue dominar o voo?\n\nEquipe Flap Master",
    },
    it: {
      subject: "Benvenuto in Flap Master, {{name}}!",
      body:
        "Ciao {{name}},\n\n" +
        "grazie per esserti unito a Flap Master! Tocca, fai clic o premi la barra spaziatrice per sbattere le ali tra i tubi. " +
        "Ogni punto che fai vale 10 monete nel negozio.\n\n" +
        "Riuscirai a diventare un maestro del volo?\n\nIl team di Flap Master",
    },
    ru: {
      subject: "Добро пожаловать в Flap Master, {{name}}!",
      body:
        "Привет, {{name}}!\n\n" +
        "Спасибо, что присоединился к Flap Master! Касайся экрана, щёлкай мышью или жми пробел, чтобы пролетать между трубами. " +
        "Каждое очко приносит 10 монет в магазине.\n\n" +
        "Сможешь стать мастером полёта?\n\nКоманда Flap Master",
    },
    ja: {
      subject: "{{name}} さん、Flap Master へようこそ！",
      body:
        "{{name}} さん\n\n" +
        "Flap Master に参加していただきありがとうございます！タップ、クリック、またはスペースキーで羽ばたいて、パイプの間をくぐり抜けましょう。" +
        "1 ポイントごとにストアで使えるコインが 10 枚もらえます。\n\n" +
        "羽ばたきの達人になれるかな？\n\nFlap Master チーム",
    },
    zh: {
      subject: "{{name}}，欢迎来到 Flap Master！",
      body:
        "{{name}}，你好：\n\n" +
        "感谢你加入 Flap Master！轻触屏幕、点击鼠标或按空格键，扇动翅膀穿过管道。" +
        "每得 1 分，就能在商店里换到 10 枚金币。\n\n" +
        "你能成为振翅大师吗？\n\nFlap Master 团队",
    },
  },
  "new-skin": {
    es: {
      subject: "{{name}}, acaba de llegar una nueva apariencia de pájaro",
      body:
        "Hola, {{name}}:\n\n" +
        "Hay una nueva apariencia de pájaro esperándote en la tienda de Flap Master. " +
        "¡Consigue monedas en el juego y desbloquéala antes que tus amigos!\n\n" +
        "Nos vemos en el cielo,\nEl equipo de Flap Master",
    },
    fr: {
      subject: "{{name}}, un nouveau skin d'oiseau vient d'arriver",
      body:
        "Salut {{name}},\n\n" +
        "Un nouveau skin d'oiseau t'attend dans la boutique Flap Master. " +
        "Gagne des pièces en jouant et débloque-le avant tes amis !\n\n" +
        "À bientôt dans les airs,\nL'équipe Flap Master",
    },
    de: {
      subject: "{{name}}, ein neuer Vogel-Skin ist gelandet",
      body:
        "Hallo {{name}},\n\n" +
        "im Flap-Master-Shop wartet ein neuer Vogel-Skin auf dich. " +
        "Sammle im Spiel Münzen und schalte ihn frei, bevor deine Freunde es tun!\n\n" +
        "Wir sehen uns in der Luft,\ndein Flap-Master-Team",
    },
    pt: {
      subject: "{{name}}, acabou de chegar uma nova skin de pássaro",
      body:
        "Oi, {{name}},\n\n" +
        "Uma nova skin de pássaro está esperando por você na loja do Flap Master. " +
        "Junte moedas no jogo e desbloqueie antes dos seus amigos!\n\n" +
        "Até mais, lá no céu,\nEquipe Flap Master",
    },
    it: {
      subject: "{{name}}, è appena arrivata una nuova skin per il tuo uccellino",
      body:
        "Ciao {{name}},\n\n" +
        "nel negozio di Flap Master ti aspetta una nuova skin. " +
        "Raccogli monete nel gioco e sbloccala prima dei tuoi amici!\n\n" +
        "Ci vediamo in cielo,\nIl team di Flap Master",
    },
    ru: {
      subject: "{{name}}, появился новый облик для птицы",
      body:
        "Привет, {{name}}!\n\n" +
        "В магазине Flap Master тебя ждёт новый облик для птицы. " +
        "Собирай монеты в игре и открой его раньше друзей!\n\n" +
        "До встречи в небе,\nКоманда Flap Master",
    },
    ja: {
      subject: "{{name}} さん、新しい鳥のスキンが登場しました",
      body:
        "{{name}} さん\n\n" +
        "Flap Master のストアに新しい鳥のスキンが届きました。" +
        "ゲームでコインを集めて、友だちより先に手に入れましょう！\n\n" +
        "空で会いましょう。\nFlap Master チーム",
    },
    zh: {
      subject: "{{name}}，新的小鸟皮肤上架了",
      body:
        "{{name}}，你好：\n\n" +
        "Flap Master 商店里有一款新的小鸟皮肤在等你。" +
        "在游戏中收集金币，赶在朋友之前解锁它吧！\n\n" +
        "天空中见，\nFlap Master 团队",
    },
  },
};
