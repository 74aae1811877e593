// Starts a browser test signed in: a user made through the users service in the server's
// own database (tests/support/seed-user.ts), with the session cookies a sign-in would set.
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext } from "@playwright/test";
import type { RunningServer } from "./server";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../..");

export type SeededUser = {
  id: number;
  email: string;
  username: string;
  password: string;
  accessToken: string;
  refreshToken: string;
};

export function seedUser(server: RunningServer, over: Record<string, unknown> = {}): SeededUser {
  if (server.seedUrl) return callSeedService(server.seedUrl, "/user", over);
  const out = execFileSync(
    join(ROOT, "node_modules/.bin/bun"),
    ["tests/support/seed-user.ts", JSON.stringify(over)],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: server.dataDir,
        LOG_LEVEL: "silent",
        NODE_ENV: "test",
        ALLOW_TEST_CLOCK: "1",
      },
    },
  );
  return JSON.parse(String(out).trim().split("\n").pop()!);
}

/**
 * Calls the server's seed helper synchronously (seedUser stays synchronous for its callers) through a
 * bare Bun process, which starts in milliseconds, unlike one that loads the app's modules.
 */
export function callSeedService(base: string, path: string, body?: unknown) {
  const script = `const r = await fetch(process.env.SEED_URL, process.env.SEED_BODY === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: process.env.SEED_BODY });
const t = await r.text(); if (!r.ok) { console.error(t); process.exit(1); } console.log(t);`;
  const env: Record<string, string> = { PATH: process.env.PATH ?? "", SEED_URL: base + path };
  if (body !== undefined) env.SEED_BODY = JSON.stringify(body);
  return JSON.parse(
    String(execFileSync(join(ROOT, "node_modules/.bin/bun"), ["-e", script], { env })).trim(),
  );
}

export async function signInContext(context: BrowserContext, server: RunningServer, user: SeededUser) {
  const url = new URL(server.url);
  await context.addCookies([
    {
      name: "mh_at",
      value: user.accessToken,
      domain: url.hostname,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
    {
      name: "mh_rt",
      value: user.refreshToken,
      domain: url.hostname,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}

/** Moves the server's clock (ALLOW_TEST_CLOCK is on for browser tests). */
export async function setServerClock(
  server: RunningServer,
  body: { offset_ms?: number; advance_ms?: number },
) {
  const r = await fetch(server.url + "/api/v1/test/clock", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error("clock: " + r.status);
}

/** Calls the API as a seeded user (Bearer token), returning the status and the parsed body. */
export async function apiAs(
  server: RunningServer,
  user: SeededUser,
  method: string,
  path: string,
  body?: unknown,
) {
  const r = await fetch(server.url + "/api/v1" + path, {
    method,
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: await r.json().catch(() => null) };
}
