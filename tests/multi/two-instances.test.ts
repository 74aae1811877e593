// Two app processes on one PostgreSQL behave as one service (issue #17): sessions, the demo-once rule,
// payment fulfilment, the mail outbox and a database outage, each seen from both instances.
// The test starts its own throw-away cluster (scripts/pg-tmp.sh), so it can stop and start it. It runs in
// the suite's first (SQLite) pass: this process needs no database, only the two servers do.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { startCluster, type Cluster } from "../support/pg-cluster";
import { startSmtp, type SmtpReceiver } from "../support/smtp";
import { signedEvent, startStripeStub, type StripeStub } from "../support/stripe-stub";

const ROOT = join(import.meta.dir, "../..");
const BUN = process.execPath;
const SECRET = "whsec_multi_instance_test";
let cluster: Cluster;
let dbUrl = "";
let smtp: SmtpReceiver;
let stripe: StripeStub;
type Instance = { url: string; proc: ReturnType<typeof Bun.spawn>; stop: () => Promise<void> };
let a: Instance;
let b: Instance;

async function freePort(): Promise<number> {
  const s = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = s.port;
  s.stop(true);
  return port;
}

async function start(name: string): Promise<Instance> {
  const port = await freePort();
  const proc = Bun.spawn([BUN, join(ROOT, "src/server.ts")], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), `mh-multi-${name}-`)),
      DATABASE_URL: dbUrl,
      JWT_SECRET: "multi-instance-secret-shared-by-both-0123",
      SMTP_URL: smtp.url,
      OUTBOX_INTERVAL_MS: "200",
      STRIPE_SECRET_KEY: "sk_test_multi",
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: stripe.url,
      RATE_LIMIT_PER_IP: "10000",
      ALLOW_TEST_CLOCK: "1",
    },
    stdout: "inherit",
    stderr: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {}
    await Bun.sleep(50);
  }
  return {
    url,
    proc,
    stop: async () => {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

async function call(inst: Instance, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(inst.url + path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, body: json };
}

let seq = 0;
async function family(inst: Instance) {
  seq++;
  const r = await call(inst, "POST", "/api/v1/auth/register", {
    email: `multi${seq}@example.com`,
    username: `multi_${seq}`,
    password: "Str0ngPassw0rd",
    first_name: "Amira",
    last_name: "Haddad",
  });
  expect(r.status).toBe(201);
  return { token: r.body.access_token as string, refresh: r.body.refresh_token as string };
}

beforeAll(async () => {
  cluster = startCluster("mh-multi-");
  const admin = postgres(cluster.adminUrl, { max: 1, onnotice: () => {} });
  await admin`create database marhaba_multi`;
  await admin.end();
  dbUrl = Object.assign(new URL(cluster.adminUrl), { pathname: "/marhaba_multi" }).toString();
  smtp = await startSmtp();
  stripe = await startStripeStub();
  // Started one after the other: the first migrates, the second finds the schema current.
  a = await start("a");
  b = await start("b");
}, 120_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await smtp?.stop();
  await stripe?.close();
  cluster?.remove();
}, 60_000);

describe("two instances on one PostgreSQL", () => {
  test("a session signed in on A refreshes on B; the old token replayed on A after its grace ends the whole family", async () => {
    const f = await family(a);
    const onB = await call(b, "POST", "/api/v1/auth/refresh", { refresh_token: f.refresh });
    expect(onB.status).toBe(200);
    expect((await call(a, "GET", "/api/v1/users/me", undefined, onB.body.access_token)).status).toBe(200);
    // a minute later on both instances' clocks: past the 10-second grace for two racing tabs
    for (const inst of [a, b])
      expect((await call(inst, "PUT", "/api/v1/test/clock", { offset_ms: 60_000 })).status).toBe(200);
    try {
      const replay = await call(a, "POST", "/api/v1/auth/refresh", { refresh_token: f.refresh });
      expect([replay.status, replay.body.error.code]).toEqual([401, "REFRESH_REUSED"]);
      // the chain B handed out ends with it
      expect(
        (await call(b, "POST", "/api/v1/auth/refresh", { refresh_token: onB.body.refresh_token })).status,
      ).toBe(401);
      expect((await call(b, "GET", "/api/v1/users/me", undefined, onB.body.access_token)).status).toBe(401);
    } finally {
      for (const inst of [a, b]) await call(inst, "PUT", "/api/v1/test/clock", { offset_ms: 0 });
    }
  });

  test("16 demo activations spread over both instances start exactly one demo", async () => {
    const f = await family(a);
    const tries = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        call(i % 2 ? b : a, "POST", "/api/v1/subscriptions/demo", undefined, f.token),
      ),
    );
    const won = tries.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    for (const r of tries.filter((r) => r.status !== 201)) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.error.code).toBeString();
    }
    const h = await call(b, "GET", "/api/v1/subscriptions/history", undefined, f.token);
    expect(h.body.history.filter((x: any) => x.kind === "demo_started")).toHaveLength(1);
  });

  test("the same Stripe event delivered to both instances fulfils the payment once", async () => {
    const f = await family(b);
    const c = await call(
      a,
      "POST",
      "/api/v1/payments/create-checkout",
      {
        amount: 40,
        currency: "EUR",
        success_url: `${a.url}/payment-success`,
        cancel_url: `${a.url}/subscribe`,
      },
      f.token,
    );
    expect(c.status).toBe(200);
    const paid = stripe.markPaid(c.body.session_id);
    const e = await signedEvent(SECRET, "checkout.session.completed", paid as any);
    const send = (inst: Instance) =>
      fetch(`${inst.url}/api/v1/payments/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": e.header },
        body: e.payload,
      });
    const replies = await Promise.all([send(a), send(b), send(a), send(b)]);
    for (const r of replies) expect(r.status).toBe(200);
    const h = await call(a, "GET", "/api/v1/subscriptions/history", undefined, f.token);
    expect(h.body.history.filter((x: any) => x.kind === "payment")).toHaveLength(1);
    const s = await call(b, "GET", "/api/v1/subscriptions/status", undefined, f.token);
    expect(s.body.subscription).toMatchObject({ type: "paid", status: "active" });
  });

  test("mails waiting in the outbox are delivered once each while both instances run the sender", async () => {
    const db = postgres(dbUrl, { max: 2, onnotice: () => {} });
    const to = Array.from({ length: 20 }, (_, i) => `outbox${i}@example.com`);
    // Mails an instance wrote and did not get to send (it stopped): both senders see all of them.
    await db`insert into outbox ${db(to.map((t) => ({ to: t, subject: `Waiting ${t}`, text: "Hello", html: "<p>Hello</p>", kind: "test", status: "pending" })))}`;
    await db.end();
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && to.some((t) => !smtp.mails.some((m) => m.to.includes(t))))
      await Bun.sleep(100);
    await Bun.sleep(1_000); // a double send would arrive within the senders' next rounds
    for (const t of to) expect(smtp.mails.filter((m) => m.to.includes(t))).toHaveLength(1);
  }, 30_000);

  test("the database stopping answers 503 in the envelope; both instances recover when it is back", async () => {
    const f = await family(a);
    await cluster.stop();
    try {
      for (const inst of [a, b]) {
        const r = await call(inst, "GET", "/api/v1/subscriptions/status", undefined, f.token);
        expect(r.status).toBe(503);
        expect(r.body.error.code).toBe("DATABASE_UNAVAILABLE");
        expect((await call(inst, "GET", "/api/v1/health")).status).toBe(503);
      }
    } finally {
      cluster.start();
    }
    for (const inst of [a, b]) {
      let status = 0;
      for (let i = 0; i < 100 && status !== 200; i++) {
        status = (await call(inst, "GET", "/api/v1/subscriptions/status", undefined, f.token)).status;
        if (status !== 200) await Bun.sleep(100);
      }
      expect(status).toBe(200);
    }
  }, 60_000);
});
