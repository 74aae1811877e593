// Outgoing mail. Every mail is first written to the outbox table, then delivered:
// over SMTP (nodemailer) when SMTP_URL is set, otherwise it stays in the outbox and its link
// is logged so a laptop user can finish sign-up. A failed send keeps the mail with its error;
// it is retried automatically (retryDue) and `cli mail:resend <id>` (or `--failed`) sends it again.
import { and, desc, eq, inArray, isNull, lt, ne, or } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Deps } from "../../deps";
import { outbox, siteSettings } from "../../db/schema";
import { brandMail, type MailBrand, type MailContent } from "./templates";
import { LOGO_FILE } from "../site/settings";

export type OutboxRow = typeof outbox.$inferSelect;

const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url, {
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10000,
    } as never);
    transports.set(url, t);
  }
  return t;
}

/** The school's name and logo as the mail shows them (read at send time, so a CLI process and the server agree). */
async function mailBrand(deps: Deps): Promise<MailBrand> {
  const rows = await deps.db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, ["school_name", "school_logo"]));
  const value = (k: string) => {
    const v = rows.find((r) => r.key === k)?.value;
    return typeof v === "string" && v !== "" ? v : null;
  };
  const logo = value("school_logo");
  // only a name the logo store writes becomes an address
  return {
    school: value("school_name"),
    logoUrl: logo && LOGO_FILE.test(logo) ? `${deps.config.appUrl}/branding/${logo}` : null,
  };
}

/** Records the mail and starts its delivery. The returned promise settles when delivery ends (it never rejects). */
export async function sendMail(
  deps: Deps,
  to: string,
  unbranded: MailContent,
): Promise<{ id: number; delivered: Promise<boolean> }> {
  const mail = brandMail(unbranded, await mailBrand(deps));
  const [row] = await deps.db
    .insert(outbox)
    .values({
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: mail.kind,
      headers: mail.headers ?? null,
      status: deps.config.smtpUrl ? "pending" : "outbox",
      createdAt: deps.clock.now(),
    })
    .returning({ id: outbox.id });
  if (!deps.config.smtpUrl) {
    deps.log.info("mail kept in outbox (no SMTP_URL)", { id: row.id, to, kind: mail.kind, link: mail.link });
    return { id: row.id, delivered: Promise.resolve(false) };
  }
  const delivered = deliver(deps, row.id);
  // A mail going out is a good moment for the ones waiting too (besides the sender's timer).
  void delivered.then(() => sendDueAtMostEveryMinute(deps));
  return { id: row.id, delivered };
}

export const MAX_AUTOMATIC_ATTEMPTS = 5;
export const RETRY_BACKOFF_MS = 2 * 60_000;
/** How long a sender holds a mail it is sending; longer than any SMTP exchange (nodemailer's own timeouts). */
export const CLAIM_MS = 5 * 60_000;

/**
 * The outbox sender, run by every instance every OUTBOX_INTERVAL_MS (src/server.ts): sends mails that were
 * written but never sent (an instance stopped first) and failed ones again after attempts × 2 minutes, up to
 * 5 attempts; after that `cli mail:resend` is the way. Each mail is claimed before it is sent, so however
 * many instances run this at once, a mail goes out once.
 */
export async function sendDue(deps: Deps): Promise<number> {
  if (!deps.config.smtpUrl) return 0;
  const now = deps.clock.now();
  const waiting = await deps.db
    .select({ id: outbox.id, status: outbox.status, attempts: outbox.attempts, createdAt: outbox.createdAt })
    .from(outbox)
    .where(
      and(
        or(
          eq(outbox.status, "pending"),
          and(eq(outbox.status, "failed"), lt(outbox.attempts, MAX_AUTOMATIC_ATTEMPTS)),
        ),
        unclaimed(now),
      ),
    )
    .orderBy(outbox.id)
    .limit(100);
  const due = waiting.filter(
    (m) => m.status === "pending" || now.getTime() - m.createdAt.getTime() >= m.attempts * RETRY_BACKOFF_MS,
  );
  let sent = 0;
  for (const m of due) if (await deliver(deps, m.id)) sent++;
  return sent;
}

const lastKick = new WeakMap<object, number>();
function sendDueAtMostEveryMinute(deps: Deps) {
  const now = deps.clock.now().getTime();
  if (now - (lastKick.get(deps.db) ?? 0) < 60_000) return;
  lastKick.set(deps.db, now);
  void sendDue(deps).catch((e) => deps.log.error("outbox sender failed", { error: String(e) }));
}

const unclaimed = (now: Date) => or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now));

/** Tries to send one outbox mail over SMTP; records success or the error. False when it was not sent,
 *  including when another sender holds it (claimed) or it was sent already. Never rejects: a database
 *  that fails mid-way is logged, and the claim's lease lets a sender try again later. */
export async function deliver(deps: Deps, id: number): Promise<boolean> {
  try {
    return await claimAndSend(deps, id);
  } catch (e) {
    deps.log.error("mail delivery could not be recorded", {
      id,
      error: String((e as Error)?.message ?? e).slice(0, 300),
    });
    return false;
  }
}

async function claimAndSend(deps: Deps, id: number): Promise<boolean> {
  if (!deps.config.smtpUrl) {
    const [mail] = await deps.db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
    if (mail) deps.log.info("mail kept in outbox (no SMTP_URL)", { id, to: mail.to, kind: mail.kind });
    return false;
  }
  const now = deps.clock.now();
  const [mail] = await deps.db
    .update(outbox)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(outbox.id, id), ne(outbox.status, "sent"), unclaimed(now)))
    .returning();
  if (!mail) return false;
  try {
    await transportFor(deps.config.smtpUrl).sendMail({
      from: deps.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? undefined,
    });
    await deps.db
      .update(outbox)
      .set({
        status: "sent",
        sentAt: deps.clock.now(),
        attempts: mail.attempts + 1,
        lastError: null,
        claimedUntil: null,
      })
      .where(eq(outbox.id, id));
    return true;
  } catch (e) {
    const error = String((e as Error)?.message ?? e).slice(0, 500);
    await deps.db
      .update(outbox)
      .set({ status: "failed", attempts: mail.attempts + 1, lastError: error, claimedUntil: null })
      .where(eq(outbox.id, id));
    deps.log.warn("mail delivery failed; kept in outbox", { id, to: mail.to, kind: mail.kind, error });
    return false;
  }
}

export async function listMail(
  deps: Deps,
  opts: { status?: OutboxRow["status"]; limit?: number } = {},
): Promise<OutboxRow[]> {
  return deps.db
    .select()
    .from(outbox)
    .where(opts.status ? eq(outbox.status, opts.status) : undefined)
    .orderBy(desc(outbox.id))
    .limit(opts.limit ?? 50);
}

export async function findMail(deps: Deps, id: number): Promise<OutboxRow | undefined> {
  const [row] = await deps.db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return row;
}

/** Mails that never left: failed sends and (once SMTP is configured) those kept in the outbox. */
export async function undelivered(deps: Deps): Promise<OutboxRow[]> {
  return deps.db
    .select()
    .from(outbox)
    .where(inArray(outbox.status, ["failed", "pending", "outbox"]))
    .orderBy(outbox.id);
}
