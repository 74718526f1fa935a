// What the JSON APIs answer in `message` when a request body cannot be used (server/http/json.ts),
// in the request's language. Server only: pages map the `error` code to their own texts.
// English is the reference.
export const messages = {
  "api.error.invalidJson": "The request could not be read. Please reload the page and try again.",
  "api.error.tooLarge": "What you sent is too large. Please shorten it and try again.",
  "api.error.invalidBody": "Something you sent is not valid. Please check what you entered and try again.",
  "api.error.invalidEmail": "Please enter a valid email address.",
  "api.error.tooLong": "Something you entered is too long. Please shorten it and try again.",
  "api.error.tooManySignInsSeconds": "Too many sign-in attempts. Please wait {seconds} seconds and try again.",
  "api.error.tooManySignInsMinutes": "Too many sign-in attempts. Please wait {minutes} minutes and try again.",
  "api.error.tooManyGuestsSeconds": "Too many new guests from your network. Please wait {seconds} seconds and try again.",
  "api.error.tooManyGuestsMinutes": "Too many new guests from your network. Please wait {minutes} minutes and try again.",
} as const;
