// Outgoing mail. Every mail is first written to the outbox table, then delivered:
// over SMTP (nodemailer) when SMTP_URL is set, otherwise it stays in the outbox and its link
// is logged so a laptop user can finish sign-up. A failed send keeps the mail with its error;
// it is retried automatically (retryDue) and `cli mail:resend <id>` (or `--failed`) sends it again.
import { and, desc, eq, inArray, lt } from "drizzle-orm";
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
    t = nodemailer.createTransport(url, { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10000 } as never);
    transports.set(url, t);
  }
  return t;
}

/** The school's name and logo as the mail shows them (read at send time, so a CLI process and the server agree). */
async function mailBrand(deps: Deps): Promise<MailBrand> {
  const rows = await deps.db.select().from(siteSettings).where(inArray(siteSettings.key, ["school_name", "school_logo"]));
  const value = (k: string) => {
    const v = rows.find((r) => r.key === k)?.value;
    return typeof v === "string" && v !== "" ? v : null;
  };
  const logo = value("school_logo");
  // only a name the logo store writes becomes an address
  return { school: value("school_name"), logoUrl: logo && LOGO_FILE.test(logo) ? `${deps.config.appUrl}/branding/${logo}` : null };
}

/** Records the mail and starts its delivery. The returned promise settles when delivery ends (it never rejects). */
export async function sendMail(deps: Deps, to: string, unbranded: MailContent): Promise<{ id: number; delivered: Promise<boolean> }> {
  const mail = brandMail(unbranded, await mailBrand(deps));
  const [row] = await deps.db
    .insert(outbox)
    .values({ to, subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind, headers: mail.headers ?? null, status: deps.config.smtpUrl ? "pending" : "outbox", createdAt: deps.clock.now() })
    .returning({ id: outbox.id });
  if (!deps.config.smtpUrl) {
    deps.log.info("mail kept in outbox (no SMTP_URL)", { id: row.id, to, kind: mail.kind, link: mail.link });
    return { id: row.id, delivered: Promise.resolve(false) };
  }
  const delivered = deliver(deps, row.id);
  void delivered.then(() => retryDue(deps));
  return { id: row.id, delivered };
}

export const MAX_AUTOMATIC_ATTEMPTS = 5;
export const RETRY_BACKOFF_MS = 2 * 60_000;
const lastRetry = new WeakMap<object, number>();

/**
 * Automatic retry, piggy-backed on the next mail sent (no timer to run): failed mails are tried
 * again after attempts × 2 minutes, up to 5 attempts; after that `cli mail:resend` is the way.
 */
export async function retryDue(deps: Deps): Promise<number> {
  const now = deps.clock.now().getTime();
  if (now - (lastRetry.get(deps.db) ?? 0) < 60_000) return 0;
  lastRetry.set(deps.db, now);
  const failed = await deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, "failed"), lt(outbox.attempts, MAX_AUTOMATIC_ATTEMPTS)))
    .orderBy(outbox.id);
  const due = failed.filter((m) => now - m.createdAt.getTime() >= m.attempts * RETRY_BACKOFF_MS);
  let sent = 0;
  for (const m of due) if (await deliver(deps, m.id)) sent++;
  return sent;
}

/** Tries to send one outbox mail over SMTP; records success or the error. */
export async function deliver(deps: Deps, id: number): Promise<boolean> {
  const [mail] = await deps.db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  if (!mail) return false;
  if (!deps.config.smtpUrl) {
    deps.log.info("mail kept in outbox (no SMTP_URL)", { id, to: mail.to, kind: mail.kind });
    return false;
  }
  try {
    await transportFor(deps.config.smtpUrl).sendMail({ from: deps.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers ?? undefined });
    await deps.db.update(outbox).set({ status: "sent", sentAt: deps.clock.now(), attempts: mail.attempts + 1, lastError: null }).where(eq(outbox.id, id));
    return true;
  } catch (e) {
    const error = String((e as Error)?.message ?? e).slice(0, 500);
    await deps.db.update(outbox).set({ status: "failed", attempts: mail.attempts + 1, lastError: error }).where(eq(outbox.id, id));
    deps.log.warn("mail delivery failed; kept in outbox", { id, to: mail.to, kind: mail.kind, error });
    return false;
  }
}

export async function listMail(deps: Deps, opts: { status?: OutboxRow["status"]; limit?: number } = {}): Promise<OutboxRow[]> {
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
  return deps.db.select().from(outbox).where(inArray(outbox.status, ["failed", "pending", "outbox"])).orderBy(outbox.id);
}
