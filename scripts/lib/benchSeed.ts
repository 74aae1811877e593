// Seeds signed-in families for scripts/bench-db.ts into a running instance's database (run as a child
// process with that instance's env: DATA_DIR or DATABASE_URL, and its JWT_SECRET). Through the services,
// as a family would get there: a paid plan, a session, lesson attempts started, and each attempt's right
// answers worked out (tests/api/courses-solver.ts), so every benchmarked answer is a real first try.
//   bun scripts/lib/benchSeed.ts '{"dir":D,"users":N,"from":K,"attempts":A,"lesson":L}'
//     appends N users (emails bench-K… on) to D/tokens ("userId\taccessToken") and their attempts'
//     answers to D/answers ("tokenLine\tattemptId\tbody", one line per answer, consecutive lines from
//     different users)
//   bun scripts/lib/benchSeed.ts '{"dir":D,"sessions":true}'
//     gives every user of D/tokens a fresh session (access tokens last ACCESS_TTL_SECONDS)
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { boot } from "../../src/boot";
import { closeDb, durably } from "../../src/db/client";
import type { Deps } from "../../src/deps";
import { issueSession } from "../../src/modules/auth/sessions";
import { courseIndex } from "../../src/modules/content/courseIndex";
import { startAttempt } from "../../src/modules/learning/service";
import { grantPaidPeriod } from "../../src/modules/subscriptions/service";
import { createUser, findUserById } from "../../src/modules/users/service";
import { playedAnswer } from "../../tests/api/courses-solver";

type Job = {
  dir: string;
  users?: number;
  from?: number;
  attempts?: number;
  lesson?: string;
  sessions?: boolean;
};

async function seedUsers(deps: Deps, job: Required<Omit<Job, "sessions">>) {
  const ix = courseIndex();
  const l = ix.lessons.get(job.lesson);
  if (!l) throw new Error(`no lesson ${job.lesson}`);
  const tokensFile = join(job.dir, "tokens");
  const firstLine = existsSync(tokensFile)
    ? readFileSync(tokensFile, "utf8").split("\n").filter(Boolean).length
    : 0;
  // users one after the other (password hashing is the cost), their attempts at once (PostgreSQL overlaps them)
  const users = [];
  for (let i = 0; i < job.users; i++) {
    const n = job.from + i;
    const user = await createUser(deps, {
      email: `bench-${n}@example.com`,
      username: `bench_${n}`,
      firstName: "Amira",
      lastName: "Haddad",
      password: "Str0ngPassw0rd",
      isVerified: true,
    });
    await durably(deps.db, (tx) => grantPaidPeriod(deps, tx, user.id, { source: "bench" }));
    users.push({ user, token: (await issueSession(deps, user, { persistent: true })).accessToken });
  }
  const perUser = await Promise.all(
    users.map(async ({ user }, u) => {
      const lines: string[][] = [];
      for (let k = 0; k < job.attempts; k++) {
        const at = await startAttempt(deps, user, l.lesson.id);
        lines.push(
          l.lesson.activities.map((a, i) => {
            const body = JSON.stringify({
              activity_id: a.id,
              answer: playedAnswer(deps.config.jwtSecret, at.attempt_id, a, ix.content, at.activities[i]),
            });
            return `${firstLine + u}\t${at.attempt_id}\t${body}`;
          }),
        );
      }
      return lines;
    }),
  );
  // one answer of each user in turn (a family's child answers one at a time: with at least as many users as
  // connections, no two requests in flight are the same family's), each attempt's answers in lesson order
  const out: string[] = [];
  for (let k = 0; k < job.attempts; k++)
    for (let i = 0; i < l.lesson.activities.length; i++) for (const lines of perUser) out.push(lines[k][i]);
  appendFileSync(tokensFile, users.map(({ user, token }) => `${user.id}\t${token}\n`).join(""));
  appendFileSync(join(job.dir, "answers"), out.map((x) => x + "\n").join(""));
  return { users: users.length, answers: out.length };
}

async function renewSessions(deps: Deps, dir: string) {
  const file = join(dir, "tokens");
  const rows = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((x) => Number(x.split("\t")[0]));
  const lines = [];
  for (const id of rows) {
    const user = await findUserById(deps, id);
    if (!user) throw new Error(`bench user ${id} is gone`);
    lines.push(`${id}\t${(await issueSession(deps, user, { persistent: true })).accessToken}\n`);
  }
  writeFileSync(file, lines.join(""));
  return { users: rows.length };
}

if (import.meta.main) {
  const job = JSON.parse(process.argv[2] ?? "{}") as Job;
  const deps = await boot();
  try {
    const done = job.sessions
      ? await renewSessions(deps, job.dir)
      : await seedUsers(deps, {
          dir: job.dir,
          users: job.users ?? 1,
          from: job.from ?? 0,
          attempts: job.attempts ?? 1,
          lesson: job.lesson ?? "ab-u01-l04",
        });
    console.log(JSON.stringify(done));
  } finally {
    await closeDb(deps.db);
  }
}
