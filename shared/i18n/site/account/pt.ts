import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Account
  "account.meta.title": "Sua conta",
  "account.meta.description": "Sua conta do Flap Master: nome, e-mail, senha e seus dados.",
  "account.title": "Sua conta",
  "account.subtitle": "Seu nome, acesso e dados.",
  "account.profile": "Perfil",
  "account.name.label": "Nome de exibição",
  "account.name.help": "Aparece nos rankings. Até 15 caracteres.",
  "account.name.save": "Salvar nome",
  "account.email": "E-mail",
  "account.phone": "Telefone",
  "account.notSet": "Não definido",
  "account.unverified": "ainda não confirmado",
  "account.coins": "Moedas",
  "account.password": "Senha",
  "account.password.current": "Senha atual",
  "account.password.new": "Nova senha",
  "account.password.save": "Alterar senha",
  "account.password.set": "Definir uma senha",
  "account.password.setHelp": "Você entra com links ou códigos. Adicione uma senha para entrar com ela também.",
  "account.sessions": "Sessões",
  "account.signOut": "Sair",
  "account.signOutEverywhere": "Sair de todos os dispositivos",
  "account.signOutEverywhere.help": "Encerra todas as sessões desta conta em todos os dispositivos (inclusive neste).",
  "account.data": "Seus dados",
  "account.download": "Baixar meus dados (JSON)",
  "account.delete.help":
    "Remove definitivamente sua conta, seu e-mail, suas sessões e suas moedas. Suas pontuações continuam nos rankings, exibidas como 'Jogador excluído'.",
  "account.delete.confirmPassword": "Digite sua senha para confirmar",
  "account.delete.confirmWord": "Digite DELETE para confirmar",
  "account.delete.submit": "Excluir minha conta",
  "account.notice.name_updated": "Seu nome foi salvo.",
  "account.notice.password_changed": "Sua senha foi alterada. Os outros dispositivos foram desconectados.",
  "account.error.name": "Digite um nome de 1 a 15 caracteres.",
  "account.error.password": "Digite sua senha atual e uma nova com pelo menos 8 caracteres.",
  "account.error.deleteConfirm": "Confirme para excluir sua conta.",
  "account.error.operator": "A conta do operador não pode ser excluída; altere ADMIN_EMAIL em vez disso.",
};
