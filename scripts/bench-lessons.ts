// bun scripts/bench-lessons.ts — in-process cost of the course API, beside bare references:
//   build a lesson's payload (every activity, opaque ids)  vs  JSON.stringify of that same payload
//   GET /api/v1/lessons/:id through the whole app           vs  a bare Elysia route answering the same JSON
//   grade one answer (pure)                                  and POST /attempts/:id/answers through the app
//   GET /lessons/:id, the player page (server-rendered), when the page exists
// Each figure: the median of ROUNDS rounds of N calls after a warm-up, one core, on a temporary database.
// Env: BENCH_ROUNDS (default 7), BENCH_N (default 400).
import { Elysia } from "elysia";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { boot } from "../src/boot";
import { createApp } from "../src/app";
import { closeDb } from "../src/db/client";
import { subscriptions } from "../src/db/schema";
import { addDays } from "../src/lib/clock";
import { createUser } from "../src/modules/users/service";
import { issueSession } from "../src/modules/auth/sessions";
import { courseIndex } from "../src/modules/content/courseIndex";
import { defOf, publicActivity } from "../src/modules/content/activities/registry";
import { opaqueIds } from "../src/modules/content/opaque";
import type { PresentCtx } from "../src/modules/content/present";
import { ANSWERS_PER_HOUR } from "../src/modules/learning/service";
import { rightAnswer } from "../tests/api/courses-solver";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const N = Number(process.env.BENCH_N ?? 400);
const LESSON = "ab-u01-l04"; // a words lesson: pictures, tiles, choices

async function measure(
  label: string,
  fn: () => unknown | Promise<unknown>,
  n = N,
  warmup = Math.min(N, 100),
): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const perCall: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await fn();
    perCall.push(((performance.now() - t0) * 1000) / n);
  }
  perCall.sort((a, b) => a - b);
  const med = perCall[Math.floor(perCall.length / 2)];
  console.log(
    `${label.padEnd(58)} ${med.toFixed(1).padStart(8)} µs  (min ${perCall[0].toFixed(1)}, max ${perCall.at(-1)!.toFixed(1)})`,
  );
  return med;
}
const ratio = (label: string, a: number, b: number) =>
  console.log(`${("  → " + label).padEnd(58)} ${(a / b).toFixed(1).padStart(8)} ×`);

const dataDir = mkdtempSync(join(tmpdir(), "marhaba-bench-lessons-"));
const deps = await boot({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  APP_URL: "http://localhost",
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-12",
});
try {
  const app = createApp(deps);
  const user = await createUser(deps, {
    email: "bench@example.com",
    username: "bench",
    firstName: "B",
    lastName: "B",
    password: "Str0ngPassw0rd",
    isVerified: true,
  });
  const now = deps.clock.now();
  await deps.db
    .insert(subscriptions)
    .values({ userId: user.id, type: "paid", status: "active", startDate: now, endDate: addDays(now, 365) });
  const { accessToken } = await issueSession(deps, user, { persistent: true });
  const auth = { authorization: `Bearer ${accessToken}` };
  const get = (path: string, headers: Record<string, string> = auth) =>
    app.handle(new Request("http://localhost" + path, { headers }));

  const ix = courseIndex();
  const l = ix.lessons.get(LESSON)!;
  const ctx: PresentCtx = { ix, clips: new Map(), vowelled: l.lesson.vowelled };
  const build = () =>
    l.lesson.activities.map((a) =>
      publicActivity(ctx, a, opaqueIds(deps.config.jwtSecret, "bench-attempt-0000000000", a.id)),
    );
  const reply = await (await get(`/api/v1/lessons/${LESSON}`)).json();
  if (!reply.activities) throw new Error("lesson reply: " + JSON.stringify(reply));
  console.log(
    `lesson ${LESSON}: ${l.lesson.activities.length} activities, reply ${JSON.stringify(reply).length} bytes; ${ROUNDS} rounds × ${N} calls\n`,
  );

  const tBuild = await measure("build the lesson's activities (present.ts)", build);
  const tStringify = await measure("reference: JSON.stringify of the same reply", () =>
    JSON.stringify(reply),
  );
  ratio("build / stringify", tBuild, tStringify);

  const bare = new Elysia().get("/bare", () => reply);
  const tApi = await measure("GET /api/v1/lessons/:id through the app (auth, tier, build)", async () =>
    (await get(`/api/v1/lessons/${LESSON}`)).text(),
  );
  const tBare = await measure("reference: bare Elysia route answering the same JSON", async () =>
    (await bare.handle(new Request("http://localhost/bare"))).text(),
  );
  ratio("API / bare route", tApi, tBare);
  const tCourses = await measure("GET /api/v1/courses signed out (the whole library)", async () =>
    (await get("/api/v1/courses", {})).text(),
  );
  ratio("courses / bare route", tCourses, tBare);
  const tMe = await measure("reference: GET /api/v1/users/me (the same sign-in check alone)", async () =>
    (await get("/api/v1/users/me")).text(),
  );
  ratio("API / users/me", tApi, tMe);

  const page = await get(`/lessons/${LESSON}`, { ...auth, accept: "text/html" });
  if (page.status === 200 && (page.headers.get("content-type") ?? "").includes("html")) {
    const tPage = await measure("GET /lessons/:id, the player page (server-rendered)", async () =>
      (await get(`/lessons/${LESSON}`, { ...auth, accept: "text/html" })).text(),
    );
    ratio("page / bare route", tPage, tBare);
  } else console.log(`(the page /lessons/${LESSON} answered ${page.status}: not measured)`);

  // Grading: a build_word answer (the costliest pure grading but trace) and the whole answer route.
  const a = l.lesson.activities.find((x) => x.type === "build_word")!;
  const newAttempt = async () => {
    const at = await (
      await app.handle(
        new Request(`http://localhost/api/v1/lessons/${LESSON}/attempts`, { method: "POST", headers: auth }),
      )
    ).json();
    return {
      id: at.attempt_id as string,
      body: JSON.stringify({
        activity_id: a.id,
        answer: rightAnswer(deps.config.jwtSecret, at.attempt_id, a, ix.content),
      }),
      answered: 0,
    };
  };
  let attempt = await newAttempt();
  const answer = JSON.parse(attempt.body).answer;
  const ids = opaqueIds(deps.config.jwtSecret, attempt.id, a.id);
  const tGrade = await measure("grade one build_word answer (activities/buildWord.ts, pure)", () =>
    defOf(a).grade(ix, a, answer, ids),
  );
  // fewer calls: answers are rate-limited per family (ANSWERS_PER_HOUR), and every one must be graded
  // a fresh attempt every 20 answers, as a lesson has (an attempt's earlier answers are read per answer)
  const post = async () => {
    if (attempt.answered++ >= 20) attempt = await newAttempt();
    return app.handle(
      new Request(`http://localhost/api/v1/attempts/${attempt.id}/answers`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: attempt.body,
      }),
    );
  };
  const answerCalls = Math.max(1, Math.floor((ANSWERS_PER_HOUR - 40) / ROUNDS));
  const tAnswer = await measure(
    "POST /attempts/:id/answers through the app (graded, stored)",
    async () => {
      const r = await post();
      if (r.status !== 200) throw new Error(`answer: ${r.status} ${await r.text()}`);
    },
    Math.min(N, answerCalls),
    20,
  );
  ratio("answer route / bare route", tAnswer, tBare);
  ratio("answer route / pure grading", tAnswer, tGrade);
} finally {
  await closeDb(deps.db);
  rmSync(dataDir, { recursive: true, force: true });
}
