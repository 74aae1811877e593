// Builds a real app on a fresh temporary SQLite file for one test file.
// Outside services are replaced only at the network boundary (SMTP, Stripe, OpenID stand-ins).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { boot } from "../../src/boot";
import { createApp } from "../../src/app";
import { closeDb } from "../../src/db/client";
import { AdjustableClock } from "../../src/lib/clock";
import type { Deps } from "../../src/deps";
import { createUser, type NewUser } from "../../src/modules/users/service";
import { issueSession } from "../../src/modules/auth/sessions";
import type { User } from "../../src/db/schema";
import { databaseFor } from "./pg";

export type TestApp = {
  app: ReturnType<typeof createApp>;
  deps: Deps & { clock: AdjustableClock };
  dataDir: string;
  call: (method: string, path: string, opts?: CallOpts) => Promise<CallResult>;
  close: () => Promise<void>;
};

export type CallOpts = {
  body?: unknown;
  raw?: string; // sent as-is (malformed JSON tests)
  token?: string; // Bearer
  cookie?: string;
  headers?: Record<string, string>;
};
export type CallResult = { status: number; body: any; headers: Headers; text: string };

/** Environment every test app gets; override per file. Relaxed limits live here only. */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  ALLOW_TEST_CLOCK: "1",
  APP_URL: "http://localhost",
  JWT_SECRET: "test-secret-test-secret-test-secret-1234",
};

export async function makeTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "marhaba-test-"));
  // On a PostgreSQL run (DATABASE_URL=<admin URL>): a database of its own, shared with any other app on the same DATA_DIR.
  const pg = await databaseFor(env.DATA_DIR ?? dataDir, env);
  const deps = (await boot({ ...TEST_ENV, DATA_DIR: dataDir, ...pg.env, ...env }).catch(async (e) => {
    await pg.release();
    throw e;
  })) as unknown as TestApp["deps"];
  const app = createApp(deps);
  const call = async (method: string, path: string, opts: CallOpts = {}): Promise<CallResult> => {
    const headers: Record<string, string> = { ...opts.headers };
    let body: string | undefined;
    if (opts.raw !== undefined) {
      body = opts.raw;
      headers["content-type"] ??= "application/json";
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers["content-type"] ??= "application/json";
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) {
      headers.cookie = opts.cookie;
      headers["x-csrf-protection"] ??= "1";
    }
    const res = await app.handle(new Request("http://localhost" + path, { method, headers, body }));
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, body: parsed, headers: res.headers, text };
  };
  return {
    app,
    deps,
    dataDir,
    call,
    close: async () => {
      await closeDb(deps.db);
      await pg.release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let seq = 0;
/** A user made directly through the users service (not through the sign-up API). */
/** An adult's account: it always has an email (only children and pupils have none). */
export type TestUser = User & { email: string };
export async function createTestUser(deps: Deps, over: Partial<NewUser> = {}): Promise<TestUser> {
  seq++;
  const tag = `${Date.now().toString(36)}${seq}`;
  return <Promise<TestUser>>createUser(deps, {
    email: `user${tag}@example.com`,
    username: `user_${tag}`,
    firstName: "Amira",
    lastName: "Haddad",
    password: "Str0ngPassw0rd",
    isVerified: true,
    ...over,
  });
}

/** A Bearer token and web cookies for a user, as a sign-in would give. */
export async function signIn(deps: Deps, user: User) {
  const s = await issueSession(deps, user, { persistent: true });
  return {
    token: s.accessToken,
    refreshToken: s.refreshToken,
    cookie: `mh_at=${s.accessToken}; mh_rt=${s.refreshToken}`,
  };
}
