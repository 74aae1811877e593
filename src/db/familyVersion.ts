// A family's data version (users.data_version on the family's root row) moves with EVERY write to what its
// signed-in pages show, because the database itself bumps it: a trigger on each such table, in the same
// transaction as the write. No service has to remember it (there are some 180 write sites, plus the CLI,
// the jobs and the payment webhooks), and every instance on one PostgreSQL database sees the bump as soon
// as the write commits. The signed-in page cache (src/ssr/signedInCache.ts) keys a render on it.
// The root of a learner: a child's parent, otherwise the account itself (an adult, a pupil). A pupil's
// writes also bump their class's teacher (the teacher's pages show the class's progress); a class's writes
// bump its teacher and its pupils. Installed (replaced) after the migrations on every start: triggers are
// not in drizzle's schema, and this keeps their one definition here.
// See docs/decisions/0061-signed-in-pages-rendered-once-per-data-version.md.

import { getTableColumns } from "drizzle-orm";
import { users } from "./schema";

/** Every column of users but data_version: an UPDATE of users fires its trigger only when it sets one of
 *  these, so the bumps themselves (which set data_version alone) cost no trigger at all. */
const USERS_UPDATE_OF = () =>
  Object.values(getTableColumns(users))
    .map((c) => c.name)
    .filter((n) => n !== "data_version")
    .join(", ");

/** Tables whose rows belong to one learner, by the column naming them. */
const LEARNER_TABLES: [table: string, column: string][] = [
  ["refresh_tokens", "user_id"],
  ["email_tokens", "user_id"],
  ["subscriptions", "user_id"],
  ["subscription_events", "user_id"],
  ["payments", "user_id"],
  ["level_test_results", "user_id"],
  ["level_tests", "user_id"],
  ["lesson_attempts", "user_id"],
  ["lesson_progress", "user_id"],
  ["shelf_progress", "user_id"],
  ["skill_progress", "user_id"],
  ["review_items", "user_id"],
  ["certificates", "user_id"],
  ["digest_sends", "user_id"],
  ["contact_messages", "user_id"],
  ["pupil_sign_in_failures", "pupil_id"],
  ["pupil_devices", "pupil_id"],
  ["pupil_report_links", "pupil_id"],
];
/** Tables whose rows belong to one lesson attempt (and so to its learner). */
const ATTEMPT_TABLES = ["attempt_answers", "review_attempts"];
/** Tables whose rows belong to a class (its teacher and its pupils). */
const CLASS_TABLES: [table: string, column: string][] = [["class_assignments", "class_id"]];

/** Every table a trigger watches (a test checks each of them moves the version). */
export const WATCHED_TABLES = [
  "users",
  "classes",
  ...LEARNER_TABLES.map(([t]) => t),
  ...ATTEMPT_TABLES,
  ...CLASS_TABLES.map(([t]) => t),
];

// Each bump is a primary-key UPDATE of one row (a scalar subquery finds it): an IN over a UNION cost four
// times as much per written row on SQLite. Pupils are bumped before their teacher, always, so two
// transactions of one class lock the rows in the same order (PostgreSQL).
const bump = (where: string) => `UPDATE users SET data_version = data_version + 1 WHERE ${where};`;
/** The root of learner `x` (a child's parent, else itself), then a pupil's teacher. */
const bumpLearner = (x: string) =>
  bump(`id = (SELECT coalesce(parent_id, id) FROM users WHERE id = ${x})`) +
  " " +
  bump(`id = (SELECT c.teacher_id FROM users p JOIN classes c ON c.id = p.class_id WHERE p.id = ${x})`);
/** The pupils of class `x`, then its teacher. */
const bumpClass = (x: string, teacher = `(SELECT teacher_id FROM classes WHERE id = ${x})`) =>
  bump(`class_id = ${x}`) + " " + bump(`id = ${teacher}`);

type Row = "NEW" | "OLD";
/** What one written row bumps, per kind of table. */
const BODIES: Record<string, (r: Row, col: string) => string> = {
  learner: (r, col) => bumpLearner(`${r}.${col}`),
  attempt: (r) => bumpLearner(`(SELECT user_id FROM lesson_attempts WHERE id = ${r}.attempt_id)`),
  class: (r, col) => bumpClass(`${r}.${col}`),
  classes: (r) => bumpClass(`${r}.id`, `${r}.teacher_id`),
  // a users row: its root (itself, or its parent) and, for a pupil, the teacher; a deleted row only the
  // others (it is gone). The bump itself sets only data_version, which the UPDATE trigger does not watch.
  users: (r) =>
    (r === "NEW" ? bump("id = coalesce(NEW.parent_id, NEW.id)") : bump(`id = ${r}.parent_id`)) +
    " " +
    bump(`id = (SELECT teacher_id FROM classes WHERE id = ${r}.class_id)`),
};
/** Which columns, when an UPDATE changes them, make the old row's owners need a bump too. */
const MOVES: Record<string, (col: string) => string[]> = {
  learner: (col) => [col],
  attempt: () => ["attempt_id"],
  class: (col) => [col],
  classes: () => ["id", "teacher_id"],
  users: () => ["parent_id", "class_id"],
};
const TABLES: [table: string, kind: keyof typeof BODIES, col: string][] = [
  ...LEARNER_TABLES.map(([t, c]) => [t, "learner", c] as [string, string, string]),
  ...ATTEMPT_TABLES.map((t) => [t, "attempt", "attempt_id"] as [string, string, string]),
  ...CLASS_TABLES.map(([t, c]) => [t, "class", c] as [string, string, string]),
  ["classes", "classes", "id"],
  ["users", "users", "id"],
];

// ---- SQLite: one trigger per table and operation, its body written out ----

function sqliteTriggers(): { name: string; sql: string }[] {
  const out: { name: string; sql: string }[] = [];
  for (const [table, kind, col] of TABLES) {
    const body = BODIES[kind];
    const moved = MOVES[kind](col)
      .map((c) => `OLD.${c} IS NOT NEW.${c}`)
      .join(" OR ");
    const add = (op: string, event: string, sql: string, when = "") =>
      out.push({
        name: `mh_fv_${table}_${op}`,
        sql: `CREATE TRIGGER mh_fv_${table}_${op} AFTER ${event} ON ${table} FOR EACH ROW ${when}BEGIN ${sql} END`,
      });
    add("ins", "INSERT", body("NEW", col));
    add("del", "DELETE", body("OLD", col));
    // an UPDATE bumps the new row's owners, and the old row's when it moved to others
    const update = table === "users" ? `UPDATE OF ${USERS_UPDATE_OF()}` : "UPDATE";
    add("upd", update, body("NEW", col));
    add("mov", update, body("OLD", col), `WHEN ${moved} `);
  }
  return out;
}

/** Statements that (re)create the SQLite triggers; run in one transaction. */
export function sqliteFamilyVersionSql(): string[] {
  return sqliteTriggers().flatMap((t) => [`DROP TRIGGER IF EXISTS ${t.name}`, t.sql]);
}

// ---- PostgreSQL: a plpgsql function per table, its body written out the same way ----

/** Statements that (re)create the PostgreSQL functions and triggers; run in one transaction. */
export function pgFamilyVersionSql(): string[] {
  const out: string[] = [];
  for (const [table, kind, col] of TABLES) {
    const body = BODIES[kind];
    const moved = MOVES[kind](col)
      .map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`)
      .join(" OR ");
    out.push(
      `CREATE OR REPLACE FUNCTION mh_fv_${table}() RETURNS trigger LANGUAGE plpgsql AS $fv$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN ${body("NEW", col)} END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (${moved})) THEN ${body("OLD", col)} END IF;
  RETURN NULL;
END
$fv$`,
    );
    if (table === "users") {
      out.push(
        `CREATE OR REPLACE TRIGGER mh_fv_users_insdel AFTER INSERT OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION mh_fv_users()`,
        `CREATE OR REPLACE TRIGGER mh_fv_users_upd AFTER UPDATE OF ${USERS_UPDATE_OF()} ON users FOR EACH ROW EXECUTE FUNCTION mh_fv_users()`,
      );
    } else
      out.push(
        `CREATE OR REPLACE TRIGGER mh_fv_${table} AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION mh_fv_${table}()`,
      );
  }
  // the first version's one generic function, replaced by the functions above
  out.push("DROP FUNCTION IF EXISTS mh_family_version()");
  return out;
}
