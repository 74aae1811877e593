// Issue #25 (7): "Ask a grown-up" on a locked lesson → the gate → the subscribe page → pay → back to the
// same lesson. The way back rides on the payment (payments.return_to), checked by the server as a path
// on this site: another origin, "//evil", a backslash, control characters or a huge string are refused
// with a clear 422 and no payment is started. A family with child profiles goes back through "Who is
// learning?" so the lesson is played as the child.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { payments } from "../../src/db/schema";
import { safePath } from "../../shared/safePath";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

async function family() {
  const user = await createTestUser(t.deps);
  return { user, ...(await signIn(t.deps, user)) };
}
const checkout = (token: string, body: Record<string, unknown>) =>
  t.call("POST", "/api/v1/payments/create-checkout", {
    token,
    body: { cancel_url: "http://localhost/subscribe", ...body },
  });
async function payAndVerify(token: string, sessionId: string) {
  expect((await t.call("POST", `/api/v1/payments/local/${sessionId}/pay`, { token })).status).toBe(200);
  const v = await t.call("POST", `/api/v1/payments/verify-session?session_id=${sessionId}`, { token });
  expect(v.status).toBe(200);
  return v.body as { return_to: string | null };
}

describe("the return path after paying", () => {
  test("refuses what is not a path on this site: 422 naming return_to, nothing started", async () => {
    const f = await family();
    for (const bad of [
      "https://evil.example/lessons/x",
      "http:/evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/lessons/\u0000x",
      "/lessons/\u007f",
      "javascript:alert(1)",
      "lessons/ab-u01-l03",
      "",
      " /lessons/ab-u01-l03",
      "/" + "x".repeat(3000),
      42,
      null,
      { path: "/x" },
      ["/x"],
    ]) {
      const r = await checkout(f.token, { return_to: bad });
      expect(r.status, JSON.stringify(bad).slice(0, 60)).toBe(422);
      expect(r.body.error.fields?.return_to, JSON.stringify(bad).slice(0, 60)).toBeTruthy();
      expect(JSON.stringify(r.body)).not.toContain("evil.example"); // the envelope never echoes the value
    }
    expect(await t.deps.db.select().from(payments).where(eq(payments.userId, f.user.id))).toEqual([]);
  });

  test("a family without child profiles goes back to the lesson itself", async () => {
    const f = await family();
    const c = await checkout(f.token, { return_to: "/lessons/ab-u01-l03" });
    expect(c.status).toBe(200);
    expect((await payAndVerify(f.token, c.body.session_id)).return_to).toBe("/lessons/ab-u01-l03");
  });

  test("the path is normalised, and the latest start of a reused checkout says where to come back", async () => {
    const f = await family();
    const a = await checkout(f.token, { return_to: "/courses/../lessons/ab-u01-l03" });
    expect(a.status).toBe(200);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.sessionId, a.body.session_id));
    expect(row!.returnTo).toBe("/lessons/ab-u01-l03");
    const b = await checkout(f.token, { return_to: "/lessons/ab-u01-l04" });
    expect(b.body.session_id).toBe(a.body.session_id);
    expect(b.body.reused).toBe(true);
    expect((await payAndVerify(f.token, b.body.session_id)).return_to).toBe("/lessons/ab-u01-l04");
  });

  test("without a return path the success page goes where it always went (return_to null)", async () => {
    const f = await family();
    const c = await checkout(f.token, {});
    expect((await payAndVerify(f.token, c.body.session_id)).return_to).toBeNull();
  });

  test("a family with child profiles comes back through 'Who is learning?', the lesson carried along", async () => {
    const f = await family();
    expect(
      (
        await t.call("POST", "/api/v1/children", {
          token: f.token,
          body: { first_name: "Yasmin", avatar: "cat", age_band: "4-6", guardian_confirmed: true },
        })
      ).status,
    ).toBe(201);
    const c = await checkout(f.token, { return_to: "/lessons/ab-u01-l03" });
    expect((await payAndVerify(f.token, c.body.session_id)).return_to).toBe(
      "/who?from=%2Flessons%2Fab-u01-l03",
    );
    expect(safePath(decodeURIComponent("/who?from=%2Flessons%2Fab-u01-l03".split("from=")[1]!))).toBe(
      "/lessons/ab-u01-l03",
    );
  });

  test("a child's session cannot start a payment at all, return path or not", async () => {
    const f = await family();
    const kid = await t.call("POST", "/api/v1/children", {
      token: f.token,
      body: { first_name: "Ziad", avatar: "lion", age_band: "4-6", guardian_confirmed: true },
    });
    const sel = await t.call("POST", `/api/v1/children/${kid.body.child.id}/select`, { token: f.token });
    expect(sel.status).toBe(200);
    const r = await checkout(sel.body.access_token, { return_to: "/lessons/ab-u01-l03" });
    expect(r.status).toBe(403);
  });
});
