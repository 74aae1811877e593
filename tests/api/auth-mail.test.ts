// Mail over real SMTP (a receiver on loopback): sign-up and reset mails arrive with working
// links built from APP_URL; a refused send keeps the mail in the outbox with its error and
// `cli mail:resend` delivers it later.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/app";
import { startSmtp, type SmtpReceiver } from "../support/smtp";
import { dbEnvFor } from "../support/pg";
import { outbox, users } from "../../src/db/schema";

let t: TestApp;
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await makeTestApp({
    SMTP_URL: smtp.url,
    APP_URL: "https://marhaba.example",
    MAIL_FROM: "Marhaba <hello@marhaba.example>",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const body = (email: string) => ({
  email,
  password: "Sunny1234",
  first_name: "Layla",
  last_name: "Nasser",
  username: email.split("@")[0].replace(/\W/g, "_"),
});
const waitStatus = async (id: number, status: string) => {
  for (let i = 0; i < 100; i++) {
    const row = (await t.deps.db.select().from(outbox).where(eq(outbox.id, id)).limit(1))[0]!;
    if (row.status === status) return row;
    await Bun.sleep(50);
  }
  throw new Error("mail never reached " + status);
};
/** Runs the operator CLI on this test's database (async: the SMTP receiver lives in this process). */
async function cli(...args: string[]) {
  const p = Bun.spawn(["node_modules/.bin/bun", "cli/main.ts", ...args], {
    env: {
      ...process.env,
      DATA_DIR: t.dataDir,
      ...dbEnvFor(t.dataDir),
      SMTP_URL: smtp.url,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      JWT_SECRET: "test-secret-test-secret-test-secret-1234",
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text()]);
  return { status: await p.exited, stdout, stderr };
}

describe("mail over SMTP", () => {
  test("sign-up sends a verification mail (text and HTML) whose link verifies the account", async () => {
    const email = `layla${Date.now()}@example.com`;
    expect((await t.call("POST", "/api/v1/auth/register", { body: body(email) })).status).toBe(201);
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe("Confirm your email for Marhaba");
    expect(mail.raw).toContain("text/plain");
    expect(mail.raw).toContain("text/html");
    const link = smtp.linkIn(mail, "/verify-email");
    expect(link).toStartWith("https://marhaba.example/verify-email?token=");
    const token = new URL(link).searchParams.get("token");
    expect((await t.call("POST", "/api/v1/auth/verify-email", { body: { token } })).status).toBe(200);
    expect((await t.deps.db.select().from(users).where(eq(users.email, email)).limit(1))[0]!.isVerified).toBe(
      true,
    );
    const row = (await t.deps.db.select().from(outbox).where(eq(outbox.to, email)).limit(1))[0]!;
    expect((await waitStatus(row.id, "sent")).sentAt).toBeTruthy();
  });

  test("a refused send keeps the account and the mail (with its error); mail:resend delivers it", async () => {
    const email = `omar${Date.now()}@example.com`;
    smtp.refuse = true;
    const r = await t.call("POST", "/api/v1/auth/register", { body: body(email) });
    expect(r.status).toBe(201);
    const row = (await t.deps.db.select().from(outbox).where(eq(outbox.to, email)).limit(1))[0]!;
    const failed = await waitStatus(row.id, "failed");
    smtp.refuse = false;
    expect(failed.lastError).toContain("mailbox unavailable");
    expect(failed.attempts).toBe(1);
    const list = await cli("mail:list", "--status", "failed");
    expect(list.status).toBe(0);
    expect(list.stdout).toContain(email);
    const before = smtp.mails.length;
    const resend = await cli("mail:resend", String(row.id));
    expect(resend.stdout).toContain(`${row.id}: sent`);
    expect(resend.status).toBe(0);
    const mail = await smtp.waitFor(email, { since: before });
    expect(smtp.linkIn(mail, "/verify-email")).toContain("token=");
    expect((await t.deps.db.select().from(outbox).where(eq(outbox.id, row.id)).limit(1))[0]!.status).toBe(
      "sent",
    );
    expect((await cli("mail:resend", "999999")).status).toBe(1);
    expect((await cli("mail:resend", "abc")).status).toBe(1);
  }, 30_000);

  test("forgot-password mails a reset link that works once", async () => {
    const email = `nadia${Date.now()}@example.com`;
    await t.call("POST", "/api/v1/auth/register", { body: body(email) });
    await smtp.waitFor(email); // the verification mail is delivered in the background: let it land first
    const since = smtp.mails.length;
    await t.call("POST", "/api/v1/auth/forgot-password", { body: { email } });
    const mail = await smtp.waitFor(email, { since });
    expect(mail.subject).toBe("Reset your Marhaba password");
    const token = new URL(smtp.linkIn(mail, "/reset-password")).searchParams.get("token");
    expect(
      (await t.call("POST", "/api/v1/auth/reset-password", { body: { token, new_password: "NewSunny123" } }))
        .status,
    ).toBe(200);
    expect(
      (await t.call("POST", "/api/v1/auth/login", { body: { email, password: "NewSunny123" } })).status,
    ).toBe(200);
  });
});

describe("automatic retry", () => {
  test("a failed mail is sent again with the next mail once its back-off has passed", async () => {
    const email = `retry${Date.now()}@example.com`;
    smtp.refuse = true;
    await t.call("POST", "/api/v1/auth/register", { body: body(email) });
    const row = (await t.deps.db.select().from(outbox).where(eq(outbox.to, email)).limit(1))[0]!;
    await waitStatus(row.id, "failed");
    smtp.refuse = false;
    t.deps.clock.advance(3 * 60_000);
    const since = smtp.mails.length;
    await t.call("POST", "/api/v1/auth/register", { body: body(`other${Date.now()}@example.com`) });
    await waitStatus(row.id, "sent");
    expect((await smtp.waitFor(email, { since })).subject).toBe("Confirm your email for Marhaba");
    t.deps.clock.offsetMs = 0;
  });
});

describe("without SMTP_URL", () => {
  test("mails stay in the outbox and the link is logged for a laptop user", async () => {
    const lines: string[] = [];
    const plain = await makeTestApp({ LOG_LEVEL: "info" });
    const orig = console.log;
    console.log = (s: string) => lines.push(String(s));
    try {
      await plain.call("POST", "/api/v1/auth/register", { body: body(`zaid${Date.now()}@example.com`) });
    } finally {
      console.log = orig;
      plain.close();
    }
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg?.includes("outbox"));
    expect(logged.link).toStartWith("http://localhost/verify-email?token=");
  });
});
