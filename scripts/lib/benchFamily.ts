// Seeds one family that looks like a real one, for scripts/bench-pages.ts, into a running instance's
// database (run as a child process with that instance's env: DATA_DIR, NODE_ENV…). Through the services,
// as a family gets there: a verified adult, a paid plan running, the first LESSONS lessons of the course
// played (every answer right) and finished, one level certificate (a row: earning one means finishing
// a whole level, too slow for a benchmark's set-up), and a signed-in session.
//   bun scripts/lib/benchFamily.ts '{"lessons":3}'
// prints {"id","email","firstName","password","refreshToken","accessToken","lessons":[ids]} as its last line.
import { boot } from "../../src/boot";
import { closeDb, durably } from "../../src/db/client";
import { certificates } from "../../src/db/schema";
import { issueSession } from "../../src/modules/auth/sessions";
import { courseIndex } from "../../src/modules/content/courseIndex";
import { answer, finish, startAttempt } from "../../src/modules/learning/service";
import { newCode } from "../../src/modules/learning/certificates";
import { grantPaidPeriod } from "../../src/modules/subscriptions/service";
import { createUser } from "../../src/modules/users/service";
import { playedAnswer } from "../../tests/api/courses-solver";

const FIRST_NAME = "Yasmin"; // the bench checks the signed-in pages show it
const PASSWORD = "Str0ngPassw0rd";

const job = JSON.parse(process.argv[2] ?? "{}") as { lessons?: number };
const deps = await boot();
try {
  const tag = Date.now().toString(36);
  const user = await createUser(deps, {
    email: `bench-family-${tag}@example.com`,
    username: `bench_family_${tag}`,
    firstName: FIRST_NAME,
    lastName: "Haddad",
    password: PASSWORD,
    isVerified: true,
  });
  await durably(deps.db, (tx) => grantPaidPeriod(deps, tx, user.id, { source: "bench" }));

  // the first lessons in course order (each opens when the one before it is finished)
  const ix = courseIndex();
  const level = ix.content.levels[0];
  const order = level.units.flatMap((u) => u.unit.lessons.map((l) => l.id));
  const played = order.slice(0, job.lessons ?? 3);
  for (const id of played) {
    const l = ix.lessons.get(id)!;
    const at = await startAttempt(deps, user, id);
    for (const [i, a] of l.lesson.activities.entries()) {
      const r = await answer(deps, user, at.attempt_id, {
        activity_id: a.id,
        answer: playedAnswer(deps.config.jwtSecret, at.attempt_id, a, ix.content, at.activities[i]),
      });
      if (!r.correct) throw new Error(`seeding: ${id}/${a.id} was not answered right`);
    }
    await finish(deps, user, at.attempt_id);
  }
  await deps.db.insert(certificates).values({
    code: newCode(),
    userId: user.id,
    levelId: level.meta.id,
    name: `${FIRST_NAME} Haddad`,
    score: 92,
    issuedAt: deps.clock.now(),
  });

  const s = await issueSession(deps, user, { persistent: true });
  console.log(
    JSON.stringify({
      id: user.id,
      email: user.email,
      firstName: FIRST_NAME,
      password: PASSWORD,
      refreshToken: s.refreshToken,
      accessToken: s.accessToken,
      lessons: played,
    }),
  );
} finally {
  await closeDb(deps.db);
}
