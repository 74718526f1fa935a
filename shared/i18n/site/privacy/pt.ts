import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "Política de Privacidade",
  "privacy.meta.description": "O que o Flap Master guarda sobre você, por quê, por quanto tempo e quais são seus direitos.",
  "privacy.title": "Política de Privacidade",
  "privacy.intro":
    "Esta política explica quais dados pessoais o Flap Master guarda quando você visita o site, joga, cria uma conta, compra moedas ou entra em contato conosco, por que os guardamos, por quanto tempo os mantemos e quais são os seus direitos.",
  "privacy.s.summary": "1. Resumo",
  "privacy.summary.minimal":
    "Guardamos apenas o que o jogo precisa para funcionar: seu progresso, suas pontuações e, se você criar uma, sua conta.",
  "privacy.summary.noSelling":
    "Não vendemos seus dados, não exibimos publicidade e não usamos rastreadores nem ferramentas de análise de terceiros.",
  "privacy.summary.pageViews": "Contamos as visualizações de página sem cookies e sem guardar seu endereço IP.",
  "privacy.summary.payments": "Os pagamentos com cartão são feitos pela Stripe; nunca vemos o número do seu cartão.",
  "privacy.summary.newsletter": "Só enviamos a newsletter se você pedir, e você pode cancelar a inscrição a qualquer momento.",
  "privacy.s.data": "2. O que guardamos e por quê",
  "privacy.data.accountTitle": "Sua conta",
  "privacy.data.account":
    "Se você criar uma conta, guardamos seu endereço de e-mail, sua senha (apenas como hash unidirecional com salt, nunca em formato legível), seu nome de jogador, se o seu e-mail foi confirmado e quando a conta foi criada. Usamos esses dados para fazer seu login, enviar e-mails da conta (confirmação, redefinição de senha, códigos de login) e manter seu progresso em todos os dispositivos. Base legal: a execução do nosso contrato com você.",
  "privacy.data.guestTitle": "Cookie de sessão de convidado",
  "privacy.data.guest":
    "Quando você joga sem conta, criamos um jogador convidado e guardamos um identificador de sessão aleatório em um cookie no seu navegador. Ele liga seu navegador às suas moedas, itens e pontuações de convidado. Ele não contém mais nada sobre você. Base legal: ele é estritamente necessário para o jogo que você pediu para jogar.",
  "privacy.data.runsTitle": "Partidas e pontuações",
  "privacy.data.runs":
    "Para cada partida, guardamos a semente aleatória, os seus comandos (quando você bateu as asas e usou power-ups), a pontuação obtida, estatísticas como os canos ultrapassados e o horário. Reproduzimos os comandos no nosso servidor para confirmar que a pontuação é real e depois usamos o resultado para os rankings, as conquistas e as moedas. Seu nome de jogador e suas melhores pontuações aparecem publicamente nos rankings. Base legal: a execução do nosso contrato com você e o nosso legítimo interesse em um jogo limpo.",
  "privacy.data.purchasesTitle": "Moedas, itens e compras",
  "privacy.data.purchases":
    "Guardamos seu saldo de moedas, seus personagens e power-ups e um registro de cada alteração no seu saldo (o que mudou, por quê e quando). Em uma compra de pacote de moedas, guardamos o pacote, o valor, a moeda, o status do pagamento e a referência da Stripe para o pagamento. Você digita os dados do cartão na página de pagamento da Stripe: a Stripe os processa, e nós nunca recebemos nem guardamos o número do seu cartão. Base legal: a execução do nosso contrato com você e a nossa obrigação legal de manter registros contábeis.",
  "privacy.data.newsletterTitle": "Newsletter",
  "privacy.data.newsletter":
    "Se você assinar a newsletter, guardamos seu endereço de e-mail e um registro do seu consentimento (quando você o deu e para quê). Usamos esses dados apenas para enviar novidades sobre o Flap Master. Toda newsletter traz um link para cancelar a inscrição. Base legal: o seu consentimento, que você pode revogar a qualquer momento.",
  "privacy.data.contactTitle": "Mensagens de contato",
  "privacy.data.contact":
    "Quando você nos escreve por um formulário de contato, guardamos seu endereço de e-mail e sua mensagem para podermos responder. Base legal: o nosso legítimo interesse em responder às pessoas que entram em contato conosco.",
  "privacy.data.logsTitle": "Registros técnicos",
  "privacy.data.logs":
    "Nossos servidores registram cada requisição (horário, endereço solicitado, resposta, duração, endereço IP e tipo de navegador) para manter o serviço seguro e para encontrar e corrigir erros. Base legal: o nosso legítimo interesse em um serviço seguro e funcionando.",
  "privacy.s.cookies": "3. Cookies e contagem de visualizações",
  "privacy.cookies.session":
    "Usamos apenas um tipo de cookie: o cookie de sessão que mantém você conectado ou liga seu navegador ao seu jogador convidado. Ele é estritamente necessário, não pode ser lido por scripts da página e nunca é usado para publicidade ou rastreamento; por isso, não pedimos consentimento para cookies. O jogo também pode guardar uma cópia das suas configurações e conquistas no armazenamento local do seu navegador para iniciar mais rápido; o original fica guardado com o seu jogador.",
  "privacy.cookies.pageViews":
    "Contamos as visualizações de página sem cookies. Para cada visualização, calculamos uma impressão digital unidirecional a partir do seu endereço IP, do seu tipo de navegador e de um valor aleatório (um “salt”) que é substituído todos os dias e depois excluído. Guardamos apenas essa impressão digital, a página, o horário, o país ao qual seu endereço IP pertence (consultado em nosso servidor numa tabela pública quando a visualização chega) e a classe de tamanho da tela em que a página foi exibida (celular, tablet, notebook ou desktop, pela largura da página); não guardamos seu endereço IP nem a largura exata para essa finalidade. Como o salt é excluído diariamente, ninguém, nem mesmo nós, consegue relacionar visitas de dias diferentes ou chegar até você a partir de uma impressão digital. Usamos as contagens para saber quantas pessoas visitam quais páginas.",
  "privacy.s.processors": "4. Quem mais trata os dados",
  "privacy.processors.intro":
    "Compartilhamos dados pessoais apenas com prestadores de serviços que nos ajudam a operar o Flap Master, e somente na medida necessária:",
  "privacy.processors.stripe":
    "**Stripe** processa os pagamentos com cartão como controladora independente dos seus dados de pagamento. Veja a [política de privacidade da Stripe](https://stripe.com/privacy).",
  "privacy.processors.mail":
    "**Nosso provedor de envio de e-mails** envia os e-mails da conta, a newsletter e as respostas às suas mensagens.",
  "privacy.processors.hosting":
    "**Nosso provedor de hospedagem** opera os servidores e bancos de dados onde os dados acima ficam guardados.",
  "privacy.processors.noSelling":
    "Não vendemos dados pessoais nem os compartilhamos para publicidade. Os links para redes sociais no rodapé são links simples: nada é enviado a essas redes a menos que você clique neles. Só divulgamos dados às autoridades quando a lei exige.",
  "privacy.s.retention": "5. Por quanto tempo guardamos",
  "privacy.retention.account":
    "**Conta, partidas, pontuações, moedas e itens:** enquanto a conta existir. Depois que você pedir a exclusão da conta, excluímos ou anonimizamos esses dados em até 30 dias.",
  "privacy.retention.guests":
    "**Jogadores convidados:** excluídos após 12 meses sem nenhuma partida. O próprio cookie de sessão expira após 12 meses.",
  "privacy.retention.purchases":
    "**Registros de compras:** pelo tempo exigido pela legislação fiscal e contábil (até 10 anos), mesmo depois da exclusão da conta.",
  "privacy.retention.newsletter":
    "**Newsletter:** até você cancelar a inscrição; depois, guardamos apenas o registro do seu consentimento e da revogação, por até 3 anos, para comprovar que respeitamos a sua escolha.",
  "privacy.retention.contact": "**Mensagens de contato:** 12 meses após chegarem até nós.",
  "privacy.retention.pageViews":
    "**Contagem de visualizações:** o salt diário é excluído ao fim de cada dia; as impressões digitais e as contagens, que não podem mais ser ligadas a ninguém, são mantidas para fins estatísticos.",
  "privacy.retention.logs":
    "**Registros técnicos:** 14 dias, e por mais tempo apenas quando for necessário para investigar um incidente de segurança específico.",
  "privacy.s.rights": "6. Seus direitos",
  "privacy.rights.intro": "Dependendo de onde você mora, você tem o direito de:",
  "privacy.rights.access": "obter uma cópia dos dados pessoais que temos sobre você, em formato portável;",
  "privacy.rights.correction": "corrigir dados incorretos;",
  "privacy.rights.deletion": "excluir seus dados, incluindo a sua conta inteira;",
  "privacy.rights.objection": "se opor ao tratamento baseado em nossos legítimos interesses ou pedir que o limitemos;",
  "privacy.rights.consent": "revogar seu consentimento a qualquer momento, por exemplo cancelando a inscrição na newsletter;",
  "privacy.rights.complaint": "apresentar uma reclamação à autoridade de proteção de dados.",
  "privacy.rights.howTo":
    "Para exercer esses direitos, escreva para nós pelo [formulário de contato](/contact), a partir do endereço de e-mail da sua conta, se você tiver uma. Podemos pedir que você confirme que a solicitação partiu de você, e respondemos em até um mês.",
  "privacy.s.security": "7. Segurança",
  "privacy.security.body":
    "O site é servido por conexões criptografadas (HTTPS). As senhas são guardadas apenas como hashes com salt. Os cookies de sessão não podem ser lidos por scripts e são enviados apenas ao nosso próprio site. Pontuações, moedas e compras são decididas no nosso servidor, não no seu navegador. O acesso à área de administração é restrito à nossa equipe, e toda alteração administrativa é registrada.",
  "privacy.s.children": "8. Crianças",
  "privacy.children.body":
    "Flap Master é um jogo para o público em geral. Crianças menores de 13 anos não devem criar uma conta nem assinar a newsletter, e jogadores mais novos precisam do consentimento de um dos pais ou responsável legal quando a lei do seu país exigir (até os 16 anos em alguns países). Se você acredita que uma criança nos forneceu dados pessoais sem esse consentimento, fale conosco e nós os excluiremos.",
  "privacy.s.changes": "9. Alterações desta política",
  "privacy.changes.body":
    "Atualizaremos esta política quando mudar o que guardamos ou a forma como usamos esses dados. A data no topo mostra a versão mais recente. Se uma alteração for relevante para você, vamos anunciá-la no site e pedir novamente o seu consentimento quando a lei exigir.",
  "privacy.s.contact": "10. Contato",
  "privacy.contact.body":
    "O controlador responsável pelos seus dados é o operador do Flap Master. Para qualquer dúvida sobre seus dados ou sobre esta política, escreva para nós pelo [formulário de contato](/contact).",
};
