// The whole data model for PostgreSQL (DATABASE_URL=postgres://…). It mirrors schema.sqlite.ts table for
// table, column for column: tests/unit/schema-drift.test.ts fails when the two differ. Times are timestamptz (ms).
import { sql } from "drizzle-orm";
import {
  pgTable,
  integer,
  text,
  boolean,
  jsonb,
  timestamp,
  index,
  uniqueIndex,
  primaryKey,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { mode: "date", withTimezone: true, precision: 3 });
const created = () => ts("created_at").notNull().defaultNow();
const bool = (name: string) => boolean(name);

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // Stored lower-cased. Null for child profiles and pupils (issue #16): no child has an email.
    email: text("email"),
    username: text("username").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    address: text("address"),
    country: text("country"),
    profilePicture: text("profile_picture"),
    passwordHash: text("password_hash"), // null for accounts that only use Google
    googleSub: text("google_sub"),
    // The second OpenID provider's subject, as "<issuer> <sub>": a sub is unique only within its issuer.
    oidcSub: text("oidc_sub"),
    isActive: bool("is_active").notNull().default(true),
    isAdmin: bool("is_admin").notNull().default(false),
    isVerified: bool("is_verified").notNull().default(false),
    // Bumped to invalidate every access token at once (password reset, deletion, deactivation).
    sessionEpoch: integer("session_epoch").notNull().default(0),
    // Bumped by database triggers on every write to what the family's pages show (src/db/familyVersion.ts):
    // a signed-in page rendered at one version is served again until it moves (src/ssr/signedInCache.ts).
    // Only the family's root row counts: the parent's, a pupil's own, a teacher's (pupils bump their teacher).
    dataVersion: integer("data_version").notNull().default(0),
    // The language chosen for pages that exist in French and English ('en' | 'fr'); null = not chosen.
    locale: text("locale", { enum: ["en", "fr"] }),
    // The weekly progress email (issue #13): off unless the family opts in; a link in every digest turns it off.
    digestOptIn: bool("digest_opt_in").notNull().default(false),
    // ---- Learners (issue #16): a child profile or a pupil is a users row, so lessons, progress and
    // certificates stay keyed by user id. 'adult' = a parent, a teacher, an admin or a self-learner.
    kind: text("kind", { enum: ["adult", "child", "pupil"] })
      .notNull()
      .default("adult"),
    parentId: integer("parent_id").references((): AnyPgColumn => users.id, { onDelete: "cascade" }), // child → the family's account
    classId: integer("class_id").references((): AnyPgColumn => classes.id, { onDelete: "cascade" }), // pupil → their class
    avatar: text("avatar"), // a picture name from the avatar set (children and pupils)
    ageBand: text("age_band"), // '4-6' | '7-9' | '10-12' (children)
    picturesHash: text("pictures_hash"), // a pupil's picture password (three pictures in order), hashed
    parentPinHash: text("parent_pin_hash"), // the parent gate's PIN, hashed (optional; the password also opens it)
    isTeacher: bool("is_teacher").notNull().default(false),
    // ---- issue #28: the first dashboard visit ("Welcome" once, "Welcome back" after), the last sign-in
    // (retention of inactive free accounts) and the warning mail sent before such an account is removed.
    welcomedAt: ts("welcomed_at"),
    lastSeenAt: ts("last_seen_at"),
    retentionWarnedAt: ts("retention_warned_at"),
    // A child profile: when and by which account the grown-up confirmed being the parent or guardian.
    guardianConfirmedAt: ts("guardian_confirmed_at"),
    guardianConfirmedBy: integer("guardian_confirmed_by"),
    createdAt: created(),
    updatedAt: ts("updated_at"),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    uniqueIndex("users_google_sub_unique").on(t.googleSub),
    uniqueIndex("users_oidc_sub_unique").on(t.oidcSub),
    index("users_parent").on(t.parentId),
    index("users_class").on(t.classId),
  ],
);

/** A school class (issue #16): a teacher's group of pupils, who sign in with its short code and their
 *  picture password. `licenceUntil`: premium access the school's admin granted to the class. */
export const classes = pgTable(
  "classes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    teacherId: integer("teacher_id")
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    code: text("code").notNull(), // short, unambiguous, upper-case; what pupils type or scan at /class
    licenceUntil: ts("licence_until"),
    createdAt: created(),
    // issue #29: the teacher asked the admins for a licence (cleared when one is granted)
    licenceRequestedAt: ts("licence_requested_at"),
    // issue #29: the year's goal: a level or unit id to reach by a calendar day (YYYY-MM-DD)
    goalTarget: text("goal_target"),
    goalDate: text("goal_date"),
  },
  (t) => [uniqueIndex("classes_code_unique").on(t.code), index("classes_teacher").on(t.teacherId)],
);

/** A lesson a teacher assigned to a class, with an optional due date (issue #16). Pupils see it on their path. */
export const classAssignments = pgTable(
  "class_assignments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id").notNull(),
    dueDate: text("due_date"), // YYYY-MM-DD, a calendar day (no time of day: no countdown)
    createdAt: created(),
  },
  (t) => [uniqueIndex("class_assignments_class_lesson").on(t.classId, t.lessonId)],
);

/** Refresh tokens, rotated on every use; a family is one sign-in. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    persistent: bool("persistent").notNull().default(false), // Remember Me
    createdAt: created(),
    expiresAt: ts("expires_at").notNull(),
    rotatedAt: ts("rotated_at"),
    revokedAt: ts("revoked_at"),
    userAgent: text("user_agent"),
    // The child profile this family session currently acts as (issue #16); null = the account itself.
    // Copied to each rotated token, so a refresh keeps the child in place.
    actingUserId: integer("acting_user_id").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_unique").on(t.tokenHash),
    index("refresh_tokens_family").on(t.familyId),
    index("refresh_tokens_user").on(t.userId),
  ],
);

/** One-time email tokens: verification (24 h) and password reset (1 h). */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: created(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
  },
  (t) => [
    uniqueIndex("email_tokens_hash_unique").on(t.tokenHash),
    index("email_tokens_user").on(t.userId, t.purpose),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["demo", "paid"] }).notNull(),
    status: text("status", { enum: ["active", "cancelled", "expired"] })
      .notNull()
      .default("active"),
    startDate: ts("start_date").notNull(),
    endDate: ts("end_date").notNull(),
    cancelledAt: ts("cancelled_at"),
    createdAt: created(),
    updatedAt: ts("updated_at"),
  },
  (t) => [
    index("subscriptions_user").on(t.userId),
    // an account's plans newest end first (every signed-in page reads them), without sorting
    index("subscriptions_user_end").on(t.userId, t.endDate, t.id),
    index("subscriptions_status").on(t.status, t.type),
    // One demo per account, ever — enforced by the database, so racing requests cannot both win.
    uniqueIndex("subscriptions_one_demo_per_user").on(t.userId).where(sql`type = 'demo'`),
  ],
);

/** Everything that happened to a family's access, newest first in the history view. */
export const subscriptionEvents = pgTable(
  "subscription_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    kind: text("kind").notNull(), // demo_started | payment | renewal | cancelled | refunded | expired | admin_change
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    createdAt: created(),
  },
  (t) => [index("subscription_events_user").on(t.userId, t.createdAt)],
);

/** Checkout sessions (Stripe or the local test checkout) and their fulfilment. */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
    sessionId: text("session_id").notNull(),
    checkoutUrl: text("checkout_url").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    purpose: text("purpose", { enum: ["new", "renewal"] }).notNull(),
    origin: text("origin").notNull(), // page to come back to on cancel
    returnTo: text("return_to"), // a same-site path to come back to after paying (issue #25: the locked lesson), checked at creation
    status: text("status", { enum: ["open", "paid", "expired", "cancelled", "refunded"] })
      .notNull()
      .default("open"),
    paymentIntent: text("payment_intent"),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    // Months this payment granted at fulfilment (14 for an account's first purchase, 12 after).
    monthsGranted: integer("months_granted"),
    createdAt: created(),
    expiresAt: ts("expires_at"),
    fulfilledAt: ts("fulfilled_at"),
    refundedAt: ts("refunded_at"),
  },
  (t) => [
    uniqueIndex("payments_session_unique").on(t.sessionId),
    index("payments_user").on(t.userId, t.status),
    index("payments_intent").on(t.paymentIntent),
  ],
);

/**
 * Payment records kept when an account is deleted (issue #28): the law requires keeping what was sold,
 * to whom, for how much and when; nothing about the children or their learning is kept.
 */
export const retainedPayments = pgTable("retained_payments", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  formerUserId: integer("former_user_id").notNull(), // the deleted account's id (no foreign key: it is gone)
  payerName: text("payer_name").notNull(),
  payerEmail: text("payer_email"),
  provider: text("provider").notNull(),
  sessionId: text("session_id").notNull(),
  paymentIntent: text("payment_intent"),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  status: text("status").notNull(),
  monthsGranted: integer("months_granted"),
  paidAt: ts("paid_at"),
  refundedAt: ts("refunded_at"),
  keptAt: ts("kept_at").notNull(),
});

/** Webhook events already processed: a replay finds its id here and changes nothing. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: created(),
});

export const levelTestResults = pgTable(
  "level_test_results",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    level: text("level").notNull(),
    score: integer("score").notNull(),
    totalQuestions: integer("total_questions").notNull(),
    correctAnswers: integer("correct_answers").notNull(),
    recommendations: jsonb("recommendations").$type<string[]>().notNull(),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    testDate: ts("test_date").notNull(),
    // the adaptive test's placement, skills and review (assessments/service.ts); null on one-question results
    details: jsonb("details").$type<unknown>(),
  },
  (t) => [index("level_test_results_user").on(t.userId, t.testDate)],
);

/** A level test in progress or done: the server holds its questions (with their answers) and the child's answers. */
export const levelTests = pgTable(
  "level_tests",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["open", "finished", "abandoned"] }).notNull(),
    questions: jsonb("questions").$type<unknown[]>().notNull(),
    // answers recorded so far: each answer updates the row only if no other answer came in between
    answered: integer("answered").notNull().default(0),
    resultId: integer("result_id").references(() => levelTestResults.id, { onDelete: "set null" }),
    startedAt: ts("started_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  // one open test per learner: two starts at once (a double tap, a reload) resume the same test
  (t) => [
    index("level_tests_user").on(t.userId, t.status),
    uniqueIndex("level_tests_one_open").on(t.userId).where(sql`status = 'open'`),
  ],
);

/** Every outgoing mail. Without SMTP it stays here (status 'outbox') and its links are logged. */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").notNull(),
    // extra headers sent with the mail (the digest's List-Unsubscribe, RFC 8058), kept for retries
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed", "outbox"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    // While an instance is sending it, the mail is claimed until this time (a lease: a sender that dies
    // mid-send lets it go when the lease ends). One claim at a time, so N instances send each mail once.
    claimedUntil: ts("claimed_until"),
    createdAt: created(),
    sentAt: ts("sent_at"),
  },
  (t) => [index("outbox_status").on(t.status)],
);

/** Fixed-window counters, kept in the database so a restart forgets nothing. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: ts("reset_at").notNull(),
});

/** Failed sign-ins per (account email, client address): the pair waits, not the account (auth/lockout.ts). */
export const loginFailures = pgTable(
  "login_failures",
  {
    email: text("email").notNull(),
    address: text("address").notNull(),
    failures: integer("failures").notNull(),
    lastFailedAt: ts("last_failed_at").notNull(),
    blockedUntil: ts("blocked_until"),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] }), index("login_failures_blocked").on(t.blockedUntil)],
);

/** Wrong picture passwords held against a pupil, per source: "device:<hash>" for a device the pupil has
 *  signed in on before, "other" for every other device and address together (classes/guessing.ts). */
export const pupilSignInFailures = pgTable(
  "pupil_sign_in_failures",
  {
    pupilId: integer("pupil_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    failures: integer("failures").notNull(),
    addresses: text("addresses").notNull(),
    lastFailedAt: ts("last_failed_at").notNull(),
    blockedUntil: ts("blocked_until"),
  },
  (t) => [primaryKey({ columns: [t.pupilId, t.source] })],
);

/** Devices a pupil has signed in on (a random cookie the device keeps, stored hashed). */
export const pupilDevices = pgTable(
  "pupil_devices",
  {
    pupilId: integer("pupil_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    lastSeenAt: ts("last_seen_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pupilId, t.deviceHash] })],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic", { enum: ["general", "school", "billing"] })
      .notNull()
      .default("general"),
    message: text("message").notNull().default(""),
    ip: text("ip"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
    readAt: ts("read_at"),
  },
  (t) => [index("contact_messages_created").on(t.createdAt)],
);

/** Who did what, when, with the state before and after. actor is null for the CLI. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorLabel: text("actor_label").notNull(), // email of the admin, or "cli:<os user>"
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: created(),
  },
  (t) => [index("audit_log_created").on(t.createdAt)],
);

/** Operator settings shown on the public site (contact details, social links, landing videos).
 *  One row per key; the value is JSON validated by src/modules/site/settings.ts. No row = not set. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: ts("updated_at").notNull(),
  updatedBy: text("updated_by").notNull(),
});

// ---- Course progress (issue #11) -----------------------------------------------------------
/** One play of a lesson. The id is an opaque random string (it appears in URLs); choice ids of the
 *  attempt's activities are derived from it, so nothing else is stored to grade answers. */
export const lessonAttempts = pgTable(
  "lesson_attempts",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id").notNull(),
    contentHash: text("content_hash").notNull(), // the lesson's content hash when the attempt began
    startedAt: ts("started_at").notNull(),
    finishedAt: ts("finished_at"),
    stars: integer("stars"),
    firstTryCorrect: integer("first_try_correct"),
    graded: integer("graded"),
    seconds: integer("seconds"), // time spent, capped per activity, set at finish
  },
  (t) => [index("lesson_attempts_user").on(t.userId, t.lessonId)],
);

/** Every answer posted in an attempt (graded on the server). */
export const attemptAnswers = pgTable(
  "attempt_answers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    attemptId: text("attempt_id")
      .notNull()
      .references(() => lessonAttempts.id, { onDelete: "cascade" }),
    activityId: text("activity_id").notNull(),
    answer: jsonb("answer").notNull(),
    correct: bool("correct").notNull(),
    firstTry: bool("first_try").notNull(),
    // The activity's id on its first answer, null on every later one: unique per attempt, so "first try" is
    // a fact the database keeps even when taps race (several instances on PostgreSQL included).
    firstOf: text("first_of"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    index("attempt_answers_attempt").on(t.attemptId, t.activityId),
    uniqueIndex("attempt_answers_first").on(t.attemptId, t.firstOf),
  ],
);

/** A child's best result per lesson (stars are never taken away). */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id").notNull(),
    bestStars: integer("best_stars").notNull(),
    completedAt: ts("completed_at").notNull(), // the first completion
    timesCompleted: integer("times_completed").notNull().default(1),
  },
  (t) => [uniqueIndex("lesson_progress_user_lesson").on(t.userId, t.lessonId)],
);

/** A child's tales and rhymes (src/modules/tales): which of a tale's questions were answered right
 * (bit i = question i), and when the tale (all its questions) or the rhyme (read to its end) was finished. */
export const shelfProgress = pgTable(
  "shelf_progress",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storyId: text("story_id").notNull(),
    questionsRight: integer("questions_right").notNull().default(0),
    finishedAt: ts("finished_at"),
  },
  (t) => [uniqueIndex("shelf_progress_user_story").on(t.userId, t.storyId)],
);

/** Per-skill counts (letter:<id>, word:<id>…): activities seen and answered right the first time. */
export const skillProgress = pgTable(
  "skill_progress",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skill: text("skill").notNull(),
    seen: integer("seen").notNull().default(0),
    correct: integer("correct").notNull().default(0),
  },
  (t) => [uniqueIndex("skill_progress_user_skill").on(t.userId, t.skill)],
);
// ---- end of course progress ----------------------------------------------------------------

// ---- Review and mastery (issue #13, src/modules/progress) ----------------------------------------
/** One Leitner box per item a child is tested on (letter:<id>, word:<id>, syllable:<text>): the box
 *  (1–6) and when the item is next due. Answers move it (progress/leitner.ts). */
export const reviewItems = pgTable(
  "review_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    item: text("item").notNull(),
    box: integer("box").notNull(),
    dueAt: ts("due_at").notNull(),
    right: integer("right").notNull().default(0), // first-try right answers
    wrong: integer("wrong").notNull().default(0), // first-try mistakes
    lastAnsweredAt: ts("last_answered_at").notNull(),
  },
  (t) => [
    uniqueIndex("review_items_user_item").on(t.userId, t.item),
    index("review_items_due").on(t.userId, t.dueAt),
  ],
);

/** The activities of a review attempt (a lesson_attempts row with lesson_id "review"), in play order:
 *  [{lesson, activity}], each activity taken from a lesson the child has finished. */
export const reviewAttempts = pgTable("review_attempts", {
  attemptId: text("attempt_id")
    .primaryKey()
    .references(() => lessonAttempts.id, { onDelete: "cascade" }),
  activities: jsonb("activities").notNull().$type<{ lesson: string; activity: string }[]>(),
});

/** A level certificate (premium): issued once per child and level, verifiable by its public code; the
 *  name is the one at issue time. Revoked ones stay (the verification page says so). */
export const certificates = pgTable(
  "certificates",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: text("code").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    levelId: text("level_id").notNull(),
    name: text("name").notNull(),
    score: integer("score").notNull(), // the level's unit checks, best first-try score on average (%)
    issuedAt: ts("issued_at").notNull(),
    revokedAt: ts("revoked_at"),
    // the school that issued it, as named then ("": no school); null: issued before names were kept (the current name shows)
    issuedBy: text("issued_by"),
  },
  (t) => [
    uniqueIndex("certificates_code").on(t.code),
    uniqueIndex("certificates_user_level").on(t.userId, t.levelId),
  ],
);
/** One weekly digest per family and week (the week's Monday, YYYY-MM-DD): the row is claimed before the
 *  mail is written, so two instances or a restart can never send the same week twice. */
export const digestSends = pgTable(
  "digest_sends",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    week: text("week").notNull(),
    outboxId: integer("outbox_id"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [uniqueIndex("digest_sends_user_week").on(t.userId, t.week)],
);
// ---- end of review and mastery -------------------------------------------------------------------

// ---- Audio clips (issue #11, media) ---------------------------------------------------------
/** One recorded clip per audio item (letter.ba, word.bab, syllable.ba-fatha…): the newest replaces the
 *  old one. The file itself lives in DATA_DIR/audio/ under `file_name`. */
export const audioClips = pgTable("audio_clips", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  itemId: text("item_id").notNull().unique(),
  fileName: text("file_name").notNull(),
  mime: text("mime").notNull(),
  bytes: integer("bytes").notNull(),
  durationMs: integer("duration_ms"), // null when it could not be measured
  sha256: text("sha256").notNull(), // of the stored file: the ?v= of its URL
  processed: bool("processed").notNull().default(false), // trimmed and normalised by sox
  uploadedBy: text("uploaded_by").notNull(), // the admin's email, or "cli:<os user>"
  createdAt: created(),
  // What the clip says and whose voice it is (issue #26): credited on /credits, carried in voice packs.
  speaker: text("speaker").notNull().default(""),
  licence: text("licence").notNull().default(""),
  /** sha256 of the item's text (vowelled Arabic and its speak text) when recorded; another text now: stale,
   *  not played. Null: recorded before texts were tracked, taken as current. */
  textHash: text("text_hash"),
  /** An admin or teacher asked for it to be recorded again (it plays until then): who, or null. */
  rerecordBy: text("rerecord_by"),
});
// ---- end of audio clips --------------------------------------------------------------------

/** A scheduled job's run for one period (issue #28: the daily retention job): the (name, period) row is
 *  claimed before the work, so with several instances on one database the job runs once a period. */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    period: text("period").notNull(),
    startedAt: ts("started_at").notNull(),
    finishedAt: ts("finished_at"),
    summary: text("summary"),
  },
  (t) => [uniqueIndex("job_runs_name_period").on(t.name, t.period)],
);

// ---- A pupil's report for their family (issue #29) -------------------------------------------
/** A link the teacher hands a pupil's family: it opens the pupil's one-page report without an account
 *  until it expires (30 days) or the teacher revokes it. Only the token's hash is kept. */
export const pupilReportLinks = pgTable(
  "pupil_report_links",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    pupilId: integer("pupil_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex("pupil_report_links_token").on(t.tokenHash),
    index("pupil_report_links_pupil").on(t.pupilId),
  ],
);
