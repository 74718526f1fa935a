// The contact page (/contact). English is the reference.
export const messages = {
  // Contact page
  "contactPage.meta.title": "Contact Us",
  "contactPage.meta.description": "Questions, feedback or a problem with Flap Master? Send us a message.",
  "contactPage.title": "Contact Us",
  "contactPage.intro": "Questions, ideas or found a bug? Send us a message and we will get back to you by e-mail.",
} as const;
