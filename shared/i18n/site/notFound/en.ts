// The 404 page (its title is in the layout, for the root error page). English is the reference.
export const messages = {
  // 404
  "notFound.meta.title": "Page Not Found",
  "notFound.meta.description": "This page does not exist.",
  "notFound.text": "Oops! The bird you're looking for has flown away.",
  "notFound.goBack": "Go Back",
} as const;
