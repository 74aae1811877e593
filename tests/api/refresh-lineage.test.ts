// Issue 15 (5): a refresh token replayed inside its grace window does not branch the family: the
// family keeps one live token, so a copy that lost the race is reuse once its grace is over.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const refresh = (token: string) => t.call("POST", "/api/v1/auth/refresh", { body: { refresh_token: token } });

describe("a replay inside the grace stays in one chain", () => {
  test("a stolen token replayed inside the grace: the older successor ends the whole family after its grace", async () => {
    const user = await createTestUser(t.deps);
    const { refreshToken: stolen } = await signIn(t.deps, user);
    const victim = await refresh(stolen);
    expect(victim.status).toBe(200);
    t.deps.clock.advance(2_000);
    const attacker = await refresh(stolen); // inside the 10-second grace
    expect(attacker.status).toBe(200);
    expect(attacker.body.refresh_token).not.toBe(victim.body.refresh_token);
    // Later, the victim's copy (superseded by the replay) comes back: reuse, the family ends…
    t.deps.clock.advance(60_000);
    const late = await refresh(victim.body.refresh_token);
    expect([late.status, late.body.error.code]).toEqual([401, "REFRESH_REUSED"]);
    // …and with it the attacker's session: no lasting branch.
    const branch = await refresh(attacker.body.refresh_token);
    expect(branch.status).toBe(401);
    expect((await t.call("GET", "/api/v1/users/me", { token: attacker.body.access_token })).status).toBe(401);
  });

  test("two tabs racing inside the grace both get an answer; the newest token carries on after the grace", async () => {
    const user = await createTestUser(t.deps);
    const { refreshToken } = await signIn(t.deps, user);
    const first = await refresh(refreshToken);
    t.deps.clock.advance(500);
    const second = await refresh(refreshToken);
    expect([first.status, second.status]).toEqual([200, 200]);
    t.deps.clock.advance(60_000);
    const carriesOn = await refresh(second.body.refresh_token);
    expect(carriesOn.status).toBe(200);
    expect((await t.call("GET", "/api/v1/users/me", { token: carriesOn.body.access_token })).status).toBe(
      200,
    );
  });
});
