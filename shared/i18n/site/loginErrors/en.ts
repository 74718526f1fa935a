// Sign-in errors and the busy label, shared by /login and /account. English is the reference.
export const messages = {
  // Login
  "login.working": "Working...",
  "login.error.missingCredentials": "You must provide either an email or phone number and a password",
  "login.error.missingIdentifier": "You must provide either an email or phone number",
  "login.error.emptyEmail": "Please enter your email address.",
  "login.error.invalidPhone": "Enter the phone number with its country code, e.g. +15551234567.",
  "login.error.emailOnly": "Please enter an email address.",
  "login.error.missingCode": "Please enter the code we sent you.",
  "login.error.missingPassword": "Please enter a new password.",
  "login.error.missingToken": "Open the link from your password reset e-mail to choose a new password.",
  "login.error.invalidLink": "This link is invalid or has expired. Please ask for a new one.",
  "login.error.generic": "Something went wrong. Please try again.",
} as const;
