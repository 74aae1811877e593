// bun scripts/bench-replies.ts — what checking a reply against its declared schema costs (issue #32): on a
// temporary database, a family with a paid plan and three lessons played; for the replies a signed-in page
// asks for (the session, the status, the dashboard's calls, the library, a lesson, the progress), the time
// one check takes (the schema's Standard Schema validate, as Elysia calls it on every reply) beside the
// time the whole in-process call takes. Medians of BENCH_REPLY_ROUNDS (7) rounds of N checks each.
import { durably } from "../src/db/client";
import { grantPaidPeriod } from "../src/modules/subscriptions/service";
import { answer, finish, startAttempt } from "../src/modules/learning/service";
import { courseIndex } from "../src/modules/content/courseIndex";
import { playedAnswer } from "../tests/api/courses-solver";
import { createTestUser, makeTestApp, signIn } from "../tests/support/app";

const ROUNDS = Number(process.env.BENCH_REPLY_ROUNDS ?? 7);
const t = await makeTestApp({ PAYMENTS: "on" });
try {
  const user = await createTestUser(t.deps);
  await durably(t.deps.db, (tx) => grantPaidPeriod(t.deps, tx, user.id, { source: "bench" }));
  const ix = courseIndex();
  const order = ix.content.levels[0].units.flatMap((u) => u.unit.lessons.map((l) => l.id));
  for (const id of order.slice(0, 3)) {
    const l = ix.lessons.get(id)!;
    const at = await startAttempt(t.deps, user, id);
    for (const [i, a] of l.lesson.activities.entries())
      await answer(t.deps, user, at.attempt_id, {
        activity_id: a.id,
        answer: playedAnswer(t.deps.config.jwtSecret, at.attempt_id, a, ix.content, at.activities[i]),
      });
    await finish(t.deps, user, at.attempt_id);
  }
  const { token } = await signIn(t.deps, user);
  const paths = [
    "/api/v1/session",
    "/api/v1/subscriptions/status",
    "/api/v1/users/me/welcome",
    "/api/v1/certificates",
    "/api/v1/site",
    "/api/v1/courses",
    `/api/v1/lessons/${order[3]}`,
    "/api/v1/progress",
  ];
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log("reply                               bytes   check µs   whole call µs   share");
  for (const path of paths) {
    const r = await t.call("GET", path, { token });
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${r.text.slice(0, 200)}`);
    const route = t.app.routes.find(
      (x) => x.method === "GET" && new RegExp(`^${x.path.replace(/:[^/]+/g, "[^/]+")}$`).test(path),
    )!;
    const schema = (
      route.hooks as { response: Record<number, { "~standard": { validate: (v: unknown) => unknown } }> }
    ).response[200];
    const n = Math.max(50, Math.min(5000, Math.round(2_000_000 / r.text.length)));
    const checks: number[] = [];
    const calls: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let s = performance.now();
      for (let i = 0; i < n; i++) schema["~standard"].validate(r.body);
      checks.push(((performance.now() - s) * 1000) / n);
      const m = Math.max(20, Math.round(n / 20));
      s = performance.now();
      for (let i = 0; i < m; i++) await t.call("GET", path, { token });
      calls.push(((performance.now() - s) * 1000) / m);
    }
    const c = median(checks);
    const w = median(calls);
    console.log(
      `${path.padEnd(34)} ${String(r.text.length).padStart(6)} ${c.toFixed(1).padStart(10)} ${w.toFixed(0).padStart(15)} ${((100 * c) / w).toFixed(1).padStart(6)}%`,
    );
  }
} finally {
  await t.close();
}
