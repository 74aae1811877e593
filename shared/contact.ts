// What the contact form and POST /contact agree on. Plain constants, no zod: the form is on the
// landing page, whose start-up bundle stays small; the server's schema (src/modules/contact/schemas.ts)
// builds on these.
export const CONTACT_TOPICS = ["general", "school", "billing"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** SPEC section 5: name and email must not be empty. */
export const CONTACT_MESSAGES = { name: "Please enter your name", email: "Please enter your email" } as const;
