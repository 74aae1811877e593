// The contract of the contact area (issue #32): requests and replies. Only emptiness is checked for name and email (SPEC section 5);
// lengths are bounded so nobody can fill the database.
import { z } from "zod";
import { HIDDEN_CHARACTERS } from "../../../shared/auth";
import { CONTACT_MESSAGES, CONTACT_TOPICS } from "../../../shared/contact";

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);

export const ContactRequest = z.object({
  name: required(CONTACT_MESSAGES.name, 120),
  // The one address rule everywhere an address is entered: no control or bidi characters (issue 31).
  email: required(CONTACT_MESSAGES.email, 254).refine(
    (v) => !HIDDEN_CHARACTERS.test(v),
    "Please enter a valid email address",
  ),
  // What the message is about; "school" is chosen by the landing's teacher-led course card.
  topic: z
    .enum(CONTACT_TOPICS, { error: "Please choose a topic from the list" })
    .optional()
    .default("general"),
  message: z
    .string({ error: "The message must be text" })
    .max(5000, "Please keep your message under 5000 characters")
    .optional()
    .default(""),
  // Honeypot: a field people never see. Bots fill it.
  website: z.string({ error: "Invalid value" }).max(500).optional().default(""),
  // How long the form was open before sending, measured by the browser (ms).
  fill_ms: z.number({ error: "Invalid value" }).finite().nonnegative().optional(),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const MessagesQuery = z.object({
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100000).default(1),
  page_size: z.coerce.number({ error: "page_size must be a number" }).int().min(1).max(100).default(20),
});

/** POST /contact (201). */
export const ContactThanks = z.object({ ok: z.literal(true), message: z.string() });

/** A message as the admin's Messages tab shows it. */
export const ContactMessageView = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  user_id: z.number().nullable(),
  created_at: z.string(),
});
export type ContactMessageView = z.infer<typeof ContactMessageView>;
/** GET /admin/messages: newest first, paginated. */
export const MessagesPage = z.object({
  messages: z.array(ContactMessageView),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
