import { afterAll, expect, test } from "bun:test";
import { makeTestApp } from "../support/app";
import { hit, clear } from "../../src/modules/ratelimit/service";
import { ApiError } from "../../src/lib/errors";

const t = await makeTestApp();
afterAll(() => t.close());

test("a key is refused past its limit with Retry-After, and the window resets", async () => {
  for (let i = 0; i < 3; i++) await hit(t.deps, "login:a@example.com", 3, 60);
  let err: ApiError | undefined;
  try {
    await hit(t.deps, "login:a@example.com", 3, 60);
  } catch (e) {
    err = e as ApiError;
  }
  expect(err?.status).toBe(429);
  expect(Number(err?.headers?.["Retry-After"])).toBeGreaterThan(0);
  expect(Number(err?.headers?.["Retry-After"])).toBeLessThanOrEqual(60);
  // Another key is unaffected.
  expect(await hit(t.deps, "login:b@example.com", 3, 60)).toBeUndefined();
  t.deps.clock.advance(61_000);
  expect(await hit(t.deps, "login:a@example.com", 3, 60)).toBeUndefined();
  t.deps.clock.offsetMs = 0;
});

test("clear forgets a key", async () => {
  for (let i = 0; i < 2; i++) await hit(t.deps, "k2", 2, 60);
  await clear(t.deps, "k2");
  expect(await hit(t.deps, "k2", 2, 60)).toBeUndefined();
});
