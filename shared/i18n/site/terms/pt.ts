import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "Termos de Serviço",
  "terms.meta.description": "As regras para jogar Flap Master, comprar moedas e aparecer nos rankings.",
  "terms.title": "Termos de Serviço",
  "terms.intro":
    "Boas-vindas ao Flap Master! Estes termos explicam as regras para jogar, usar uma conta, comprar moedas e aparecer nos rankings. Tentamos deixá-los curtos e claros.",
  "terms.s.agreement": "1. Sobre estes termos",
  "terms.agreement.parties":
    "Estes termos são o acordo entre você e o operador do Flap Master (“nós”) sobre o uso do site e do jogo Flap Master. Ao jogar, criar uma conta ou comprar moedas, você os aceita. Se não concordar, não use o Flap Master.",
  "terms.agreement.minors":
    "Se você tiver menos do que a idade a partir da qual pode aceitar sozinho serviços on-line no seu país (13 anos em muitos países, até 16 em alguns), um dos pais ou responsável legal precisa aceitar estes termos por você e aprovar qualquer compra.",
  "terms.agreement.privacy": "A forma como tratamos dados pessoais está descrita na nossa [Política de Privacidade](/privacy).",
  "terms.s.game": "2. O jogo",
  "terms.game.what":
    "Flap Master é um jogo de arcade gratuito que roda no seu navegador. Você toca na tela, clica ou aperta a barra de espaço para manter um pássaro no ar e fazê-lo passar pelos vãos entre os canos. Cada cano que você passa vale um ponto.",
  "terms.game.changes":
    "Estamos sempre melhorando o jogo. Podemos mudar as regras, a dificuldade, os personagens, os power-ups, os preços e outros recursos, além de adicioná-los ou removê-los. Quando fazemos isso, procuramos manter úteis as coisas que você ganhou ou comprou.",
  "terms.s.accounts": "3. Contas e jogo como convidado",
  "terms.accounts.guestTitle": "Jogar como convidado",
  "terms.accounts.guest":
    "Você pode jogar sem conta. Na primeira vez que você joga, criamos um jogador convidado para o seu navegador e o reconhecemos por meio de um cookie de sessão. Seu progresso como convidado (moedas, personagens, itens, pontuações e conquistas) fica vinculado a esse cookie: se você apagar os cookies ou trocar de navegador ou de dispositivo antes de criar uma conta, esse progresso não poderá ser recuperado.",
  "terms.accounts.accountTitle": "Contas",
  "terms.accounts.account":
    "Quando você cria uma conta, seu progresso como convidado é transferido para ela, e você mantém tudo o que ganhou como convidado. Você se compromete a:",
  "terms.accounts.email": "informar um endereço de e-mail válido que seja seu e confirmá-lo quando solicitado;",
  "terms.accounts.password": "manter sua senha em segredo e nos avisar imediatamente se achar que outra pessoa está usando sua conta;",
  "terms.accounts.onePerPerson": "usar uma conta por pessoa e não vendê-la, compartilhá-la nem transferi-la.",
  "terms.accounts.responsibility":
    "Você é responsável pelo que acontece na sua conta. Você pode nos pedir para excluí-la a qualquer momento.",
  "terms.s.coins": "4. Moedas virtuais e compras",
  "terms.coins.earning":
    "Você ganha moedas jogando (cada ponto vale 10 moedas) e pode comprar moedas adicionais em pacotes de moedas. Com as moedas, você compra personagens (skins) e power-ups na loja.",
  "terms.coins.noCashValue":
    "**Sem valor em dinheiro.** Moedas, personagens e power-ups são itens virtuais. Comprá-los ou ganhá-los dá a você um direito pessoal e intransferível de usá-los no Flap Master. Eles não são dinheiro nem propriedade, não podem ser trocados por dinheiro nem por nada fora do jogo e não podem ser vendidos, negociados nem transferidos para outra conta.",
  "terms.coins.payment":
    "**Preços e pagamento.** Os preços são exibidos em dólares americanos antes do pagamento. Os pagamentos são processados pela Stripe em sua página de pagamento segura; nunca vemos nem armazenamos o número do seu cartão. As moedas são adicionadas ao seu saldo assim que a Stripe confirma o pagamento, e cada pagamento é creditado uma única vez.",
  "terms.coins.balance":
    "**Saldo.** Seu saldo de moedas nunca pode ficar abaixo de zero. Toda alteração nele é registrada. Podemos corrigir um saldo que esteja errado por causa de um erro, de um bug, de um pagamento estornado ou de uma violação das regras de jogo limpo abaixo.",
  "terms.coins.powerUps": "**Os power-ups** são consumidos quando você os ativa durante uma partida, quer a partida corra bem ou não.",
  "terms.s.refunds": "5. Reembolsos",
  "terms.refunds.withdrawal":
    "As moedas são conteúdo digital entregue imediatamente. Ao concluir uma compra, você nos pede para entregá-las na hora e, quando a lei permitir, aceita que seu direito de arrependimento da compra termina assim que as moedas são creditadas. Mesmo assim, reembolsamos nestes casos:",
  "terms.refunds.notReceived": "você foi cobrado, mas não recebeu as moedas, ou foi cobrado duas vezes: fale conosco em até 30 dias;",
  "terms.refunds.mistake": "você comprou um pacote de moedas por engano e não gastou nenhuma das moedas dele: fale conosco em até 14 dias.",
  "terms.refunds.reversal":
    "Quando uma compra é reembolsada ou um pagamento é estornado (por exemplo, por meio de um chargeback), as moedas correspondentes são retiradas do seu saldo, até o limite das moedas que você ainda tiver. Esta seção não limita nenhum direito que você tenha pela legislação de defesa do consumidor do seu país.",
  "terms.s.fairPlay": "6. Jogo limpo",
  "terms.fairPlay.verified":
    "Os rankings só fazem sentido se todo mundo jogar limpo. Cada partida é verificada no nosso servidor reproduzindo os seus comandos, e uma partida que não confere não é contabilizada. Você não pode:",
  "terms.fairPlay.bots": "usar bots, scripts, macros, autoclickers ou versões modificadas do jogo;",
  "terms.fairPlay.forgery": "falsificar, alterar ou reenviar requisições aos nossos servidores, nem adulterar pontuações, moedas ou itens;",
  "terms.fairPlay.bugs": "explorar bugs em vez de informá-los a nós;",
  "terms.fairPlay.multipleAccounts":
    "usar várias contas ou jogadores convidados para subir uma pontuação em um ranking ou receber recompensas mais de uma vez;",
  "terms.fairPlay.disruption": "atrapalhar o serviço, sobrecarregá-lo ou tentar acessar contas ou áreas que não são suas.",
  "terms.fairPlay.consequences":
    "Se encontrarmos trapaça, podemos remover as pontuações envolvidas, corrigir saldos de moedas e itens e suspender ou encerrar a conta. Informe bugs e exploits pelo [formulário de contato](/contact).",
  "terms.s.leaderboards": "7. Rankings e nomes de jogador",
  "terms.leaderboards.public":
    "O ranking diário recomeça todos os dias à meia-noite no fuso horário indicado na página de rankings (UTC, salvo indicação em contrário); também mostramos rankings semanais e de todos os tempos. Um ranking mostra seu nome de jogador, sua pontuação e, quando exibida, uma localização geral, como um país. Essas informações são públicas.",
  "terms.leaderboards.names":
    "Os nomes de jogador não podem ser ofensivos, de ódio ou de cunho sexual, se passar por outra pessoa, conter dados pessoais de outra pessoa nem fazer propaganda. Podemos alterar ou remover nomes e pontuações que violem essas regras. As entradas marcadas como “Exemplo” são exemplos exibidos enquanto um ranking ainda está vazio; não são jogadores reais.",
  "terms.s.content": "8. Nosso conteúdo",
  "terms.content.ownership":
    "O jogo, seus personagens, ilustrações, sons, textos, software e o nome Flap Master pertencem a nós ou aos nossos licenciadores. Você pode usá-los para jogar Flap Master para sua própria diversão, sem fins comerciais. Você não pode copiá-los, revendê-los nem redistribuí-los, nem fazer engenharia reversa do jogo para trapacear ou criar um serviço concorrente.",
  "terms.content.sharing":
    "Fique à vontade para compartilhar links, capturas de tela e vídeos das suas próprias partidas. Quando você nos envia comentários ou ideias, podemos usá-los para melhorar o jogo sem lhe dever nada por isso.",
  "terms.s.availability": "9. Disponibilidade",
  "terms.availability.body":
    "Trabalhamos para manter o Flap Master no ar, mas ele pode ficar indisponível às vezes, por exemplo durante manutenções ou por problemas fora do nosso controle. Podemos encerrar o jogo ou a loja; se isso acontecer, vamos anunciar com antecedência no site e parar de vender moedas antes do encerramento.",
  "terms.s.liability": "10. Responsabilidade",
  "terms.liability.limits":
    "O Flap Master é fornecido “no estado em que se encontra”. Na medida permitida pela lei, não somos responsáveis por perdas indiretas ou consequentes, nem por progresso perdido porque os cookies foram apagados antes da criação de uma conta. Nossa responsabilidade total perante você se limita ao valor que você nos pagou nos 12 meses anteriores à reclamação.",
  "terms.liability.exceptions":
    "Nada nestes termos limita a responsabilidade que não pode ser limitada por lei, como a responsabilidade por morte ou lesão corporal causada por negligência, por fraude ou nos termos da legislação obrigatória de defesa do consumidor.",
  "terms.s.termination": "11. Suspensão e encerramento",
  "terms.termination.body":
    "Você pode parar de jogar a qualquer momento e nos pedir para excluir sua conta. Podemos suspender ou encerrar uma conta que viole estes termos, após um aviso quando isso for razoável. Quando uma conta é encerrada, suas moedas e seus itens terminam com ela e não são reembolsados, a menos que a lei exija o contrário ou que encerremos a conta sem que você tenha violado estes termos; nesse caso, reembolsamos as moedas compradas e ainda não gastas.",
  "terms.s.changes": "12. Alterações destes termos",
  "terms.changes.body":
    "Podemos atualizar estes termos quando o jogo ou a lei mudarem. A data no topo mostra a versão mais recente. Anunciaremos as alterações importantes no site antes que entrem em vigor. Se você continuar jogando depois que uma alteração entrar em vigor, os novos termos se aplicam; se não concordar, você pode parar de jogar e nos pedir para excluir sua conta.",
  "terms.s.law": "13. Lei aplicável",
  "terms.law.body":
    "Estes termos são regidos pela lei do país em que o operador do Flap Master está estabelecido. Se você for consumidor, também mantém a proteção das leis obrigatórias do país onde mora e pode apresentar uma reclamação nos tribunais desse país.",
  "terms.s.contact": "14. Contato",
  "terms.contact.body":
    "Dúvidas sobre estes termos, uma compra ou sua conta? Escreva para nós pelo [formulário de contato](/contact). Se a dúvida for sobre a sua conta, envie a mensagem a partir do endereço de e-mail dessa conta para que possamos ajudar você rapidamente.",
};
