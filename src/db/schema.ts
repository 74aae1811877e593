// The tables the services query. A process talks to one database, chosen once at start from DATABASE_URL
// (postgres://… → PostgreSQL, anything else → SQLite under DATA_DIR; src/db/dialect.ts). schema.sqlite.ts
// and schema.pg.ts define the same tables (tests/unit/schema-drift.test.ts), and every service is typed
// against the PostgreSQL one: its query builder has only awaited calls, so the same code runs on both.
import * as pg from "./schema.pg";
import * as lite from "./schema.sqlite";
import { processDialect } from "./dialect";

const chosen = (processDialect() === "postgres" ? pg : lite) as unknown as typeof pg;

export const {
  users,
  classes,
  classAssignments,
  refreshTokens,
  emailTokens,
  subscriptions,
  subscriptionEvents,
  payments,
  webhookEvents,
  levelTestResults,
  levelTests,
  outbox,
  rateLimits,
  loginFailures,
  contactMessages,
  auditLog,
  siteSettings,
  lessonAttempts,
  attemptAnswers,
  lessonProgress,
  skillProgress,
  reviewItems,
  reviewAttempts,
  certificates,
  digestSends,
  audioClips,
  pupilSignInFailures,
  pupilDevices,
  pupilReportLinks,
  shelfProgress,
  retainedPayments,
  jobRuns,
} = chosen;

/** What drizzle is given as the schema (relational queries and typing). */
export const tables = chosen;
export type Schema = typeof pg;

export type User = typeof pg.users.$inferSelect;
export type Subscription = typeof pg.subscriptions.$inferSelect;
export type Payment = typeof pg.payments.$inferSelect;
