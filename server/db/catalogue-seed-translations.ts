// The seeded catalogue's texts in the eight languages besides English (English is in
// catalogue-seed.ts). Written as each language's players read a game store: the names match what the
// game calls the power-ups mid-flight (shared/i18n/site/play), descriptions say what game/sim does
// (docs/game-rules.md), and names stay short enough for a store card on a phone. The seed inserts
// them once (server/db/seed.ts); from then on they are the operator's to edit in Store Settings.
import type { TranslationLocale } from "../store/catalogue.ts";

/** One language's texts, by item id. Untimed power-ups also name their duration ("1 hit"). */
export interface SeedCatalogueTexts {
  skins: Record<string, { name: string }>;
  powerUps: Record<string, { name: string; description: string; durationText?: string }>;
  coinPacks: Record<string, { name: string; description: string }>;
}

export const SEED_CATALOGUE_TRANSLATIONS: Record<TranslationLocale, SeedCatalogueTexts> = {
  es: {
    skins: {
      classic: { name: "Pájaro clásico" },
      "ice-falcon": { name: "Halcón de hielo" },
      "emerald-hummingbird": { name: "Colibrí esmeralda" },
      "rainbow-parrot": { name: "Loro arcoíris" },
      "fire-cardinal": { name: "Cardenal de fuego" },
      "shadow-raven": { name: "Cuervo sombrío" },
      "golden-phoenix": { name: "Fénix dorado" },
      "american-eagle": { name: "Águila americana" },
      "mystic-owl": { name: "Búho místico" },
      "crystal-dove": { name: "Paloma de cristal" },
    },
    powerUps: {
      "time-slow": {
        name: "Tiempo lento",
        description: "Las tuberías avanzan a la mitad de velocidad y tienes más tiempo para alinearte con cada hueco.",
      },
      shield: { name: "Escudo", description: "Absorbe el próximo golpe contra una tubería y luego se rompe.", durationText: "1 golpe" },
      "double-points": { name: "Puntos dobles", description: "Cada tubería que superas cuenta el doble." },
      "mini-size": {
        name: "Tamaño mini",
        description: "Reduce tu pájaro a la mitad de su tamaño para que pase por los huecos con más facilidad.",
      },
      magnet: { name: "Imán", description: "Atrae suavemente a tu pájaro hacia el centro del siguiente hueco." },
      "extra-life": {
        name: "Vida extra",
        description: "Sobrevive a tu próximo choque: vuelves al centro del hueco y las tuberías no pueden dañarte durante 1,5 s.",
        durationText: "1 vida",
      },
      boost: { name: "Turbo", description: "Acelera todo a 1,5x y, mientras dura, las tuberías no pueden dañarte (el suelo, sí)." },
      "score-multiplier": { name: "Multiplicador", description: "Triplica cada punto que consigues (3x)." },
      "mega-zap": {
        name: "Megarrayo",
        description: "Destruye al instante la próxima tubería en tu camino; igual te suma su punto.",
        durationText: "instantáneo",
      },
    },
    coinPacks: {
      starter: { name: "Inicial", description: "Un puñado de monedas para desbloquear tus primeros potenciadores." },
      popular: { name: "Popular", description: "Suficiente para una apariencia rara, con 500 monedas extra." },
      ultimate: { name: "Supremo", description: "Para el verdadero Flap Master: apariencias legendarias y un montón de potenciadores." },
    },
  },
  fr: {
    skins: {
      classic: { name: "Oiseau classique" },
      "ice-falcon": { name: "Faucon de glace" },
      "emerald-hummingbird": { name: "Colibri émeraude" },
      "rainbow-parrot": { name: "Perroquet arc-en-ciel" },
      "fire-cardinal": { name: "Cardinal de feu" },
      "shadow-raven": { name: "Corbeau des ombres" },
      "golden-phoenix": { name: "Phénix doré" },
      "american-eagle": { name: "Aigle américain" },
      "mystic-owl": { name: "Chouette mystique" },
      "crystal-dove": { name: "Colombe de cristal" },
    },
    powerUps: {
      "time-slow": {
        name: "Temps ralenti",
        description: "Les tuyaux défilent deux fois moins vite : tu as plus de temps pour te placer face à chaque ouverture.",
      },
      shield: { name: "Bouclier", description: "Encaisse le prochain choc contre un tuyau, puis se brise.", durationText: "1 choc" },
      "double-points": { name: "Points doublés", description: "Chaque tuyau franchi compte double." },
      "mini-size": { name: "Mini taille", description: "Réduit ton oiseau de moitié pour qu'il se faufile plus facilement." },
      magnet: { name: "Aimant", description: "Attire doucement ton oiseau vers le centre de la prochaine ouverture." },
      "extra-life": {
        name: "Vie en plus",
        description:
          "Survis à ton prochain crash : tu repars du centre de l'ouverture, et les tuyaux ne peuvent pas te toucher pendant 1,5 s.",
        durationText: "1 vie",
      },
      boost: { name: "Turbo", description: "Accélère tout (x1,5), et tant qu'il dure, les tuyaux ne peuvent pas te toucher (le sol, si)." },
      "score-multiplier": { name: "Multiplicateur", description: "Triple chaque point que tu marques (x3)." },
      "mega-zap": {
        name: "Méga éclair",
        description: "Détruit instantanément le prochain tuyau sur ton chemin ; il te rapporte quand même son point.",
        durationText: "instantané",
      },
    },
    coinPacks: {
      starter: { name: "Débutant", description: "Une poignée de pièces pour débloquer tes premiers bonus." },
      popular: { name: "Populaire", description: "De quoi t'offrir un skin rare, avec 500 pièces bonus." },
      ultimate: { name: "Ultime", description: "Pour les vrais Flap Masters : des skins légendaires et une pile de bonus." },
    },
  },
  de: {
    skins: {
      classic: { name: "Klassischer Vogel" },
      "ice-falcon": { name: "Eisfalke" },
      "emerald-hummingbird": { name: "Smaragdkolibri" },
      "rainbow-parrot": { name: "Regenbogen-Papagei" },
      "fire-cardinal": { name: "Feuerkardinal" },
      "shadow-raven": { name: "Schattenrabe" },
      "golden-phoenix": { name: "Goldphönix" },
      "american-eagle": { name: "Weißkopfadler" },
      "mystic-owl": { name: "Zaubereule" },
      "crystal-dove": { name: "Kristalltaube" },
    },
    powerUps: {
      "time-slow": {
        name: "Zeitlupe",
        description: "Die Rohre ziehen nur mit halber Geschwindigkeit vorbei – so hast du mehr Zeit, jede Lücke anzusteuern.",
      },
      shield: {
        name: "Schild",
        description: "Fängt den nächsten Aufprall an einem Rohr ab und zerbricht dann.",
        durationText: "1 Treffer",
      },
      "double-points": { name: "Doppelte Punkte", description: "Jedes Rohr, das du passierst, zählt doppelt." },
      "mini-size": { name: "Mini-Größe", description: "Schrumpft deinen Vogel auf halbe Größe, damit er leichter durchschlüpft." },
      magnet: { name: "Magnet", description: "Zieht deinen Vogel sanft zur Mitte der nächsten Lücke." },
      "extra-life": {
        name: "Extraleben",
        description:
          "Überstehe deinen nächsten Absturz: Du landest wieder mitten in der Lücke, und 1,5 s lang können dir Rohre nichts anhaben.",
        durationText: "1 Leben",
      },
      boost: {
        name: "Boost",
        description: "Macht alles 1,5-mal so schnell, und solange er wirkt, können dir Rohre nichts anhaben (der Boden schon).",
      },
      "score-multiplier": { name: "Punkte x3", description: "Verdreifacht jeden Punkt, den du erzielst (3x)." },
      "mega-zap": {
        name: "Mega-Blitz",
        description: "Zerstört sofort das nächste Rohr in deinem Weg; seinen Punkt bekommst du trotzdem.",
        durationText: "sofort",
      },
    },
    coinPacks: {
      starter: { name: "Einsteiger", description: "Eine Handvoll Münzen für deine ersten Power-ups." },
      popular: { name: "Beliebt", description: "Genug für einen seltenen Skin, dazu 500 Bonusmünzen." },
      ultimate: { name: "Ultimativ", description: "Für echte Flap Master: legendäre Skins und jede Menge Power-ups." },
    },
  },
  pt: {
    skins: {
      classic: { name: "Pássaro clássico" },
      "ice-falcon": { name: "Falcão de gelo" },
      "emerald-hummingbird": { name: "Beija-flor esmeralda" },
      "rainbow-parrot": { name: "Papagaio arco-íris" },
      "fire-cardinal": { name: "Cardeal de fogo" },
      "shadow-raven": { name: "Corvo sombrio" },
      "golden-phoenix": { name: "Fênix dourada" },
      "american-eagle": { name: "Águia americana" },
      "mystic-owl": { name: "Coruja mística" },
      "crystal-dove": { name: "Pomba de cristal" },
    },
    powerUps: {
      "time-slow": {
        name: "Tempo lento",
        description: "Os canos passam na metade da velocidade, e você ganha mais tempo para se alinhar com cada vão.",
      },
      shield: { name: "Escudo", description: "Absorve a próxima batida em um cano e depois se quebra.", durationText: "1 batida" },
      "double-points": { name: "Pontos em dobro", description: "Cada cano que você passa vale em dobro." },
      "mini-size": { name: "Tamanho mini", description: "Encolhe seu pássaro pela metade para ele passar pelos vãos com mais facilidade." },
      magnet: { name: "Ímã", description: "Puxa suavemente seu pássaro para o meio do próximo vão." },
      "extra-life": {
        name: "Vida extra",
        description: "Sobreviva à próxima batida: você volta para o meio do vão, e os canos não podem te machucar por 1,5 s.",
        durationText: "1 vida",
      },
      boost: {
        name: "Turbo",
        description: "Deixa tudo 1,5x mais rápido, e os canos não podem te machucar enquanto durar (o chão ainda pode).",
      },
      "score-multiplier": { name: "Multiplicador", description: "Triplica cada ponto que você faz (3x)." },
      "mega-zap": {
        name: "Mega raio",
        description: "Destrói na hora o próximo cano no seu caminho; você ainda ganha o ponto dele.",
        durationText: "instantâneo",
      },
    },
    coinPacks: {
      starter: { name: "Inicial", description: "Um punhado de moedas para liberar seus primeiros power-ups." },
      popular: { name: "Popular", description: "O suficiente para uma skin rara, com 500 moedas de bônus." },
      ultimate: { name: "Supremo", description: "Para o verdadeiro Flap Master: skins lendárias e uma pilha de power-ups." },
    },
  },
  it: {
    skins: {
      classic: { name: "Uccello classico" },
      "ice-falcon": { name: "Falco di ghiaccio" },
      "emerald-hummingbird": { name: "Colibrì smeraldo" },
      "rainbow-parrot": { name: "Pappagallo arcobaleno" },
      "fire-cardinal": { name: "Cardinale di fuoco" },
      "shadow-raven": { name: "Corvo d'ombra" },
      "golden-phoenix": { name: "Fenice dorata" },
      "american-eagle": { name: "Aquila americana" },
      "mystic-owl": { name: "Gufo mistico" },
      "crystal-dove": { name: "Colomba di cristallo" },
    },
    powerUps: {
      "time-slow": { name: "Tempo lento", description: "I tubi scorrono a metà velocità: hai più tempo per allinearti a ogni varco." },
      shield: { name: "Scudo", description: "Assorbe il prossimo urto contro un tubo, poi si rompe.", durationText: "1 colpo" },
      "double-points": { name: "Punti doppi", description: "Ogni tubo che superi vale doppio." },
      "mini-size": { name: "Mini taglia", description: "Riduce il tuo uccello a metà delle dimensioni per farlo passare più facilmente." },
      magnet: { name: "Calamita", description: "Attira delicatamente il tuo uccello verso il centro del prossimo varco." },
      "extra-life": {
        name: "Vita extra",
        description: "Sopravvivi al prossimo schianto: riparti dal centro del varco e per 1,5 s i tubi non possono colpirti.",
        durationText: "1 vita",
      },
      boost: { name: "Turbo", description: "Rende tutto 1,5 volte più veloce e, finché dura, i tubi non possono colpirti (il suolo sì)." },
      "score-multiplier": { name: "Moltiplicatore", description: "Triplica ogni punto che fai (3x)." },
      "mega-zap": {
        name: "Megascarica",
        description: "Distrugge all'istante il prossimo tubo sulla tua strada; il punto lo ottieni comunque.",
        durationText: "istantaneo",
      },
    },
    coinPacks: {
      starter: { name: "Base", description: "Una manciata di monete per sbloccare i tuoi primi potenziamenti." },
      popular: { name: "Popolare", description: "Quanto basta per una skin rara, con 500 monete bonus." },
      ultimate: { name: "Supremo", description: "Per il vero Flap Master: skin leggendarie e una scorta di potenziamenti." },
    },
  },
  ru: {
    skins: {
      classic: { name: "Классическая птица" },
      "ice-falcon": { name: "Ледяной сокол" },
      "emerald-hummingbird": { name: "Изумрудный колибри" },
      "rainbow-parrot": { name: "Радужный попугай" },
      "fire-cardinal": { name: "Огненный кардинал" },
      "shadow-raven": { name: "Теневой ворон" },
      "golden-phoenix": { name: "Золотой феникс" },
      "american-eagle": { name: "Американский орёл" },
      "mystic-owl": { name: "Мистическая сова" },
      "crystal-dove": { name: "Хрустальный голубь" },
    },
    powerUps: {
      "time-slow": {
        name: "Замедление",
        description: "Трубы движутся вдвое медленнее — у вас больше времени, чтобы нацелиться на каждый проём.",
      },
      shield: { name: "Щит", description: "Поглощает следующий удар о трубу, после чего разрушается.", durationText: "1 удар" },
      "double-points": { name: "Двойные очки", description: "Каждая пройденная труба приносит вдвое больше очков." },
      "mini-size": { name: "Мини-размер", description: "Уменьшает вашу птицу вдвое, чтобы ей было проще проскочить." },
      magnet: { name: "Магнит", description: "Мягко подтягивает вашу птицу к середине следующего проёма." },
      "extra-life": {
        name: "Запасная жизнь",
        description: "Переживите следующее столкновение: вы вернётесь в середину проёма, и 1,5 с трубы не смогут вам навредить.",
        durationText: "1 жизнь",
      },
      boost: {
        name: "Ускорение",
        description: "Ускоряет всё в 1,5 раза, и пока он действует, трубы вам не страшны (а вот земля — по-прежнему).",
      },
      "score-multiplier": { name: "Множитель очков", description: "Утраивает каждое заработанное очко (x3)." },
      "mega-zap": {
        name: "Мега-разряд",
        description: "Мгновенно уничтожает ближайшую трубу на вашем пути; очко за неё вы всё равно получите.",
        durationText: "мгновенно",
      },
    },
    coinPacks: {
      starter: { name: "Стартовый", description: "Горсть монет, чтобы открыть первые бонусы." },
      popular: { name: "Популярный", description: "Хватит на редкий скин, да ещё 500 бонусных монет." },
      ultimate: { name: "Максимальный", description: "Для настоящих мастеров флапа: легендарные скины и гора бонусов." },
    },
  },
  ja: {
    skins: {
      classic: { name: "クラシック・バード" },
      "ice-falcon": { name: "アイス・ファルコン" },
      "emerald-hummingbird": { name: "エメラルド・ハチドリ" },
      "rainbow-parrot": { name: "レインボー・オウム" },
      "fire-cardinal": { name: "ファイア・カーディナル" },
      "shadow-raven": { name: "シャドウ・レイヴン" },
      "golden-phoenix": { name: "黄金の不死鳥" },
      "american-eagle": { name: "アメリカン・イーグル" },
      "mystic-owl": { name: "神秘のフクロウ" },
      "crystal-dove": { name: "水晶のハト" },
    },
    powerUps: {
      "time-slow": { name: "タイムスロー", description: "パイプの流れる速さが半分になり、すき間に合わせる時間に余裕ができます。" },
      shield: {
        name: "シールド",
        description: "次にパイプにぶつかったときの衝撃を1回だけ防ぎ、その後こわれます。",
        durationText: "1回ガード",
      },
      "double-points": { name: "ポイント2倍", description: "通過したパイプ1本ごとの得点が2倍になります。" },
      "mini-size": { name: "ミニサイズ", description: "鳥が半分の大きさになり、すき間をすり抜けやすくなります。" },
      magnet: { name: "マグネット", description: "鳥を次のすき間の中央へゆっくり引き寄せます。" },
      "extra-life": {
        name: "エクストラライフ",
        description: "次の墜落を1回だけなかったことにします。すき間の中央に戻され、1.5秒間はパイプに当たっても平気です。",
        durationText: "1回復活",
      },
      boost: { name: "ブースト", description: "すべてが1.5倍速になり、効果中はパイプに当たっても平気です（地面に落ちるとアウト）。" },
      "score-multiplier": { name: "スコア3倍", description: "獲得するポイントがすべて3倍になります（3x）。" },
      "mega-zap": {
        name: "メガザップ",
        description: "行く手にある次のパイプを一瞬で破壊します。そのパイプの得点はちゃんと入ります。",
        durationText: "即時",
      },
    },
    coinPacks: {
      starter: { name: "スターターパック", description: "最初のパワーアップをそろえるのにちょうどいいコイン。" },
      popular: { name: "人気パック", description: "レアスキンに手が届く量に、ボーナス500コイン付き。" },
      ultimate: { name: "アルティメットパック", description: "真のFlap Masterへ。レジェンダリースキンとパワーアップがどっさり。" },
    },
  },
  zh: {
    skins: {
      classic: { name: "经典小鸟" },
      "ice-falcon": { name: "冰霜猎鹰" },
      "emerald-hummingbird": { name: "翡翠蜂鸟" },
      "rainbow-parrot": { name: "彩虹鹦鹉" },
      "fire-cardinal": { name: "烈焰红雀" },
      "shadow-raven": { name: "暗影渡鸦" },
      "golden-phoenix": { name: "黄金凤凰" },
      "american-eagle": { name: "美洲雄鹰" },
      "mystic-owl": { name: "神秘猫头鹰" },
      "crystal-dove": { name: "水晶白鸽" },
    },
    powerUps: {
      "time-slow": { name: "时间减速", description: "管道以一半的速度移动，让你有更多时间对准每个缝隙。" },
      shield: { name: "护盾", description: "抵挡下一次撞上管道的伤害，之后破碎。", durationText: "抵挡 1 次" },
      "double-points": { name: "双倍分数", description: "每穿过一根管道，得分翻倍。" },
      "mini-size": { name: "迷你体型", description: "把你的小鸟缩小一半，更容易钻过缝隙。" },
      magnet: { name: "磁铁", description: "把你的小鸟轻轻拉向下一个缝隙的中央。" },
      "extra-life": {
        name: "额外生命",
        description: "抵消下一次坠毁：你会回到缝隙中央，并在 1.5 秒内不受管道伤害。",
        durationText: "1 条命",
      },
      boost: { name: "加速", description: "一切加速到 1.5 倍，持续期间管道伤不到你（但撞到地面仍会失败）。" },
      "score-multiplier": { name: "三倍得分", description: "每次得分都变为三倍（3x）。" },
      "mega-zap": { name: "超级电击", description: "瞬间摧毁你前方的下一根管道，照样计分。", durationText: "即时生效" },
    },
    coinPacks: {
      starter: { name: "新手礼包", description: "一小把金币，解锁你的第一批道具。" },
      popular: { name: "人气礼包", description: "足够买一款稀有皮肤，另送 500 金币。" },
      ultimate: { name: "至尊礼包", description: "献给真正的 Flap Master：传说皮肤和一大堆道具。" },
    },
  },
};
