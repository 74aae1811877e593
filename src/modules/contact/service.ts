// Messages sent through the contact form (landing page and /contact). Stored so a parent's
// question reaches the team; spam is turned away by a per-IP rate limit, a honeypot field and
// a minimum fill time — the last two accept silently without storing, so bots learn nothing.
import { count, desc } from "drizzle-orm";
import type { Deps } from "../../deps";
import { contactMessages } from "../../db/schema";
import { hit } from "../ratelimit/service";
import type { ContactMessageView, ContactRequest } from "./model";

export type ContactOutcome = { stored: boolean; reason?: "honeypot" | "too_fast" };

export const CONTACT_THANKS = "Thank you! Your message has been sent. We reply within 24 hours.";

export async function submitContactMessage(
  deps: Deps,
  input: ContactRequest,
  from: { ip: string; userId?: number | null },
): Promise<ContactOutcome> {
  await hit(
    deps,
    `contact:ip:${from.ip}`,
    deps.config.rateLimits.contactPerIp,
    undefined,
    "Too many messages. Please try again later.",
  );
  if (input.website.trim() !== "") return { stored: false, reason: "honeypot" };
  const minMs = deps.config.contactMinFillSeconds * 1000;
  if (minMs > 0 && (input.fill_ms === undefined || input.fill_ms < minMs))
    return { stored: false, reason: "too_fast" };
  await deps.db.insert(contactMessages).values({
    name: input.name,
    email: input.email.toLowerCase(),
    topic: input.topic,
    message: input.message.trim(),
    ip: from.ip,
    userId: from.userId ?? null,
    createdAt: deps.clock.now(),
  });
  return { stored: true };
}

export type { ContactMessageView };

/** Newest first, paginated, for the admin Messages tab. */
export async function listContactMessages(deps: Deps, opts: { page: number; pageSize: number }) {
  const rows = await deps.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const [totalRow] = await deps.db.select({ n: count() }).from(contactMessages);
  const total = totalRow?.n ?? 0;
  const messages: ContactMessageView[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    topic: r.topic,
    message: r.message,
    user_id: r.userId,
    created_at: r.createdAt.toISOString(),
  }));
  return { messages, total, page: opts.page, page_size: opts.pageSize };
}
