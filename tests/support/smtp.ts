// A real SMTP receiver on loopback (smtp-server) that collects every mail it is given.
// Usage: const smtp = await startSmtp(); … SMTP_URL = smtp.url; await smtp.waitFor(to)
import { SMTPServer } from "smtp-server";

export type CaughtMail = { from: string; to: string[]; raw: string; subject: string; text: string };

export type SmtpReceiver = {
  url: string;
  port: number;
  mails: CaughtMail[];
  /** When true, the server refuses every message (to test failed sends). */
  refuse: boolean;
  waitFor: (to: string, opts?: { timeoutMs?: number; since?: number }) => Promise<CaughtMail>;
  linkIn: (mail: CaughtMail, path: string) => string;
  stop: () => Promise<void>;
};

/** Decodes quoted-printable soft breaks and =XX escapes, enough to find links in the text part. */
function decodeQP(s: string) {
  return s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
}

export async function startSmtp(): Promise<SmtpReceiver> {
  const mails: CaughtMail[] = [];
  const receiver: Partial<SmtpReceiver> = { mails, refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (receiver.refuse) return callback(new Error("mailbox unavailable (test refusal)"));
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject,
          text: decodeQP(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return Object.assign(receiver, {
    url: `smtp://127.0.0.1:${port}`,
    port,
    async waitFor(to: string, opts: { timeoutMs?: number; since?: number } = {}) {
      const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
      const since = opts.since ?? 0;
      for (;;) {
        const found = mails
          .slice(since)
          .filter((m) => m.to.includes(to.toLowerCase()))
          .pop();
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail for ${to} within the time limit`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    linkIn(mail: CaughtMail, path: string) {
      const m = new RegExp(
        `https?://[^\\s"<>]*${path.replace(/[/?]/g, "\\$&")}\\?token=[A-Za-z0-9_%-]+`,
      ).exec(mail.text);
      if (!m) throw new Error(`no ${path} link in mail "${mail.subject}"`);
      return m[0];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as SmtpReceiver;
}
