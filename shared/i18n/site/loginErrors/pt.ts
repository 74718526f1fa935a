import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Login
  "login.working": "Aguarde...",
  "login.error.missingCredentials": "Você precisa informar um e-mail ou número de telefone e uma senha",
  "login.error.missingIdentifier": "Você precisa informar um e-mail ou número de telefone",
  "login.error.emptyEmail": "Digite seu endereço de e-mail.",
  "login.error.invalidPhone": "Digite o número de telefone com o código do país, por exemplo +15551234567.",
  "login.error.emailOnly": "Digite um endereço de e-mail.",
  "login.error.missingCode": "Digite o código que enviamos para você.",
  "login.error.missingPassword": "Digite uma nova senha.",
  "login.error.missingToken": "Abra o link do e-mail de redefinição de senha para escolher uma nova senha.",
  "login.error.invalidLink": "Este link é inválido ou expirou. Peça um novo.",
  "login.error.generic": "Algo deu errado. Tente novamente.",
  "login.error.invalidEmail": "Digite um endereço de e-mail válido, como voce@exemplo.com.",
  "login.error.wrongEmailOrPassword": "O e-mail ou a senha não estão corretos. Confira os dois e tente novamente, ou redefina sua senha.",
  "login.error.wrongPhoneOrPassword":
    "O número de telefone ou a senha não estão corretos. Confira os dois e tente novamente, ou entre com um código único.",
  "login.error.emailNotVerified": "Confirme seu e-mail primeiro: enviamos um novo link de confirmação para você.",
  "login.error.phoneNotVerified": "Confirme seu número de telefone com o código que enviamos para você.",
  "login.error.passwordTooShort": "Escolha uma senha com pelo menos {min} caracteres.",
  "login.error.passwordTooLong": "Escolha uma senha com no máximo {max} caracteres.",
  "login.error.passwordBlank": "Uma senha feita só de espaços não é uma senha. Escolha uma com letras, números ou símbolos.",
  "login.error.passwordTooCommon": "Esta senha está entre as mais comuns e é fácil de adivinhar. Escolha outra.",
  "login.error.accountExists": "Já existe uma conta com este e-mail ou número de telefone. Entre com ela.",
  "login.error.wrongCode": "Esse código não está correto. Confira o código mais recente que enviamos e tente novamente.",
  "login.error.codeExpired": "Este código expirou. Peça um código novo aqui embaixo e digite-o.",
  "login.error.codeLocked": "Este código foi digitado errado vezes demais e não vale mais. Peça um código novo aqui embaixo e digite-o.",
  "login.error.tooManySeconds": "Tentativas demais. Aguarde {seconds} segundos e tente novamente.",
  "login.error.tooManyMinutes": "Tentativas demais. Aguarde {minutes} minutos e tente novamente.",
  "login.error.signInAgain": "Por segurança, isso exige um login recente. Saia, entre novamente e tente outra vez.",
  "login.error.signInFailed": "Não conseguimos fazer seu login. Tente novamente.",
  "login.error.signUpFailed": "Não conseguimos criar sua conta. Tente novamente.",
  "login.error.sendFailed": "Não conseguimos enviar a mensagem. Tente novamente daqui a pouco.",
  "login.error.codeFailed": "Não conseguimos verificar o código. Peça um código novo aqui embaixo e tente novamente.",
  "login.error.passwordFailed": "Não conseguimos salvar a nova senha. Tente novamente.",
};
