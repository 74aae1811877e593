// The outbox sender (#17): mails left unsent are sent by whichever instance's sender claims them first,
// once each; failed ones wait attempts × 2 minutes; a claimed mail is left to its sender until the lease ends.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import { outbox } from "../../src/db/schema";
import { CLAIM_MS, RETRY_BACKOFF_MS, deliver, sendDue } from "../../src/modules/mail/service";
import { makeTestApp, type TestApp } from "../support/app";
import { startSmtp, type SmtpReceiver } from "../support/smtp";

let t: TestApp;
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await makeTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const waiting = async (to: string[], over: Partial<typeof outbox.$inferInsert> = {}) =>
  (
    await t.deps.db
      .insert(outbox)
      .values(
        to.map((addr) => ({
          to: addr,
          subject: `For ${addr}`,
          text: "Hello",
          html: "<p>Hello</p>",
          kind: "test",
          status: "pending" as const,
          createdAt: t.deps.clock.now(),
          ...over,
        })),
      )
      .returning({ id: outbox.id })
  ).map((r) => r.id);

const received = (addr: string) => smtp.mails.filter((m) => m.to.includes(addr)).length;

test("two senders running at once deliver each waiting mail exactly once, and mark it sent", async () => {
  const to = Array.from({ length: 12 }, (_, i) => `twice${i}@example.com`);
  const ids = await waiting(to);
  const [x, y] = await Promise.all([sendDue(t.deps), sendDue(t.deps)]);
  expect(x + y).toBe(12);
  for (const addr of to) expect(received(addr)).toBe(1);
  const rows = await t.deps.db.select().from(outbox).where(inArray(outbox.id, ids));
  for (const r of rows) expect(r).toMatchObject({ status: "sent", attempts: 1, claimedUntil: null });
  expect(await sendDue(t.deps)).toBe(0);
});

test("a mail another sender holds is left alone until its lease ends, then sent once", async () => {
  const [id] = await waiting(["held@example.com"], {
    claimedUntil: new Date(t.deps.clock.now().getTime() + CLAIM_MS),
  });
  expect(await deliver(t.deps, id)).toBe(false);
  expect(await sendDue(t.deps)).toBe(0);
  expect(received("held@example.com")).toBe(0);
  t.deps.clock.advance(CLAIM_MS + 1000);
  expect(await sendDue(t.deps)).toBe(1);
  expect(received("held@example.com")).toBe(1);
});

test("a failed mail is tried again only after attempts × 2 minutes; a sent one never again", async () => {
  smtp.refuse = true;
  const [id] = await waiting(["later@example.com"]);
  expect(await sendDue(t.deps)).toBe(0);
  const [failed] = await t.deps.db.select().from(outbox).where(eq(outbox.id, id));
  expect(failed).toMatchObject({ status: "failed", attempts: 1, claimedUntil: null });
  expect(failed.lastError).toContain("test refusal");
  smtp.refuse = false;
  expect(await sendDue(t.deps)).toBe(0); // not due yet
  t.deps.clock.advance(RETRY_BACKOFF_MS);
  expect(await sendDue(t.deps)).toBe(1);
  expect(received("later@example.com")).toBe(1);
  expect(await deliver(t.deps, id)).toBe(false); // sent already: a second resend does nothing
  expect(received("later@example.com")).toBe(1);
});
