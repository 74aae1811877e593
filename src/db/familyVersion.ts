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

const OPS = [
  ["ins", "INSERT", ["NEW"]],
  ["upd", "UPDATE", ["NEW", "OLD"]],
  ["del", "DELETE", ["OLD"]],
] as const;

// ---- SQLite: one trigger per table and operation, its body written out ----

/** Bumps the roots (and pupils' teachers) of the learners whose ids are the SQL expressions `ids`. */
const sqliteBumpLearners = (ids: string) =>
  `UPDATE users SET data_version = data_version + 1 WHERE id IN (SELECT coalesce(u.parent_id, u.id) FROM users u WHERE u.id IN (${ids}) UNION SELECT c.teacher_id FROM users p JOIN classes c ON c.id = p.class_id WHERE p.id IN (${ids}));`;
/** Bumps the teacher and the pupils of the classes `ids`. */
const sqliteBumpClasses = (ids: string, teachers = "NULL") =>
  `UPDATE users SET data_version = data_version + 1 WHERE id IN (SELECT teacher_id FROM classes WHERE id IN (${ids}) UNION SELECT ${teachers} UNION SELECT id FROM users WHERE class_id IN (${ids}));`;

function sqliteTriggers(): { name: string; sql: string }[] {
  const out: { name: string; sql: string }[] = [];
  const add = (table: string, op: (typeof OPS)[number], body: string, when = "") =>
    out.push({
      name: `mh_fv_${table}_${op[0]}`,
      sql: `CREATE TRIGGER mh_fv_${table}_${op[0]} AFTER ${op[1]} ON ${table} FOR EACH ROW ${when}BEGIN ${body} END`,
    });
  for (const op of OPS) {
    const rows = op[2];
    for (const [table, col] of LEARNER_TABLES)
      add(table, op, sqliteBumpLearners(rows.map((r) => `${r}.${col}`).join(", ")));
    for (const table of ATTEMPT_TABLES)
      add(
        table,
        op,
        sqliteBumpLearners(
          `SELECT user_id FROM lesson_attempts WHERE id IN (${rows.map((r) => `${r}.attempt_id`).join(", ")})`,
        ),
      );
    for (const [table, col] of CLASS_TABLES)
      add(table, op, sqliteBumpClasses(rows.map((r) => `${r}.${col}`).join(", ")));
    add(
      "classes",
      op,
      sqliteBumpClasses(
        rows.map((r) => `${r}.id`).join(", "),
        rows.map((r) => `${r}.teacher_id`).join(" UNION SELECT "),
      ),
    );
    // users: a row's own change bumps its root (itself, or its parent) and a pupil's teacher. The bump
    // itself changes only data_version, which the WHEN leaves out (no endless loop).
    const self = rows.flatMap((r) =>
      r === "NEW" && op[1] !== "DELETE"
        ? [`coalesce(NEW.parent_id, NEW.id)`, `(SELECT teacher_id FROM classes WHERE id = NEW.class_id)`]
        : [`${r}.parent_id`, `(SELECT teacher_id FROM classes WHERE id = ${r}.class_id)`],
    );
    add(
      "users",
      op,
      `UPDATE users SET data_version = data_version + 1 WHERE id IN (${self.join(", ")});`,
      op[1] === "UPDATE" ? "WHEN OLD.data_version = NEW.data_version " : "",
    );
  }
  return out;
}

/** Statements that (re)create the SQLite triggers; run in one transaction. */
export function sqliteFamilyVersionSql(): string[] {
  return sqliteTriggers().flatMap((t) => [`DROP TRIGGER IF EXISTS ${t.name}`, t.sql]);
}

// ---- PostgreSQL: one plpgsql function, a trigger per table passing what the row is ----

const PG_FUNCTION = `CREATE OR REPLACE FUNCTION mh_family_version() RETURNS trigger LANGUAGE plpgsql AS $fv$
DECLARE
  kind text := TG_ARGV[0];
  col text := TG_ARGV[1];
  vals text[] := '{}';
  learners integer[];
  classes_ integer[];
  roots integer[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN vals := vals || (to_jsonb(NEW) ->> col); END IF;
  IF TG_OP <> 'INSERT' THEN vals := vals || (to_jsonb(OLD) ->> col); END IF;
  IF kind = 'learner' THEN
    learners := vals::integer[];
  ELSIF kind = 'attempt' THEN
    learners := ARRAY(SELECT user_id FROM lesson_attempts WHERE id = ANY(vals));
  ELSIF kind = 'class' THEN
    classes_ := vals::integer[];
  ELSIF kind = 'classes' THEN
    classes_ := vals::integer[];
    IF TG_OP <> 'DELETE' THEN roots := roots || NEW.teacher_id; END IF;
    IF TG_OP <> 'INSERT' THEN roots := roots || OLD.teacher_id; END IF;
  ELSIF kind = 'users' THEN
    IF TG_OP <> 'DELETE' THEN
      roots := roots || coalesce(NEW.parent_id, NEW.id) || (SELECT teacher_id FROM classes WHERE id = NEW.class_id);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      roots := roots || OLD.parent_id || (SELECT teacher_id FROM classes WHERE id = OLD.class_id);
    END IF;
  END IF;
  IF learners IS NOT NULL THEN
    roots := roots || ARRAY(SELECT coalesce(u.parent_id, u.id) FROM users u WHERE u.id = ANY(learners)
      UNION SELECT c.teacher_id FROM users p JOIN classes c ON c.id = p.class_id WHERE p.id = ANY(learners));
  END IF;
  IF classes_ IS NOT NULL THEN
    roots := roots || ARRAY(SELECT teacher_id FROM classes WHERE id = ANY(classes_)
      UNION SELECT id FROM users WHERE class_id = ANY(classes_));
  END IF;
  UPDATE users SET data_version = data_version + 1 WHERE id = ANY(roots);
  RETURN NULL;
END
$fv$`;

/** Statements that (re)create the PostgreSQL function and triggers; run in one transaction. */
export function pgFamilyVersionSql(): string[] {
  const out = [PG_FUNCTION];
  const trigger = (table: string, kind: string, col: string, events: string, when = "", suffix = "") =>
    out.push(
      `CREATE OR REPLACE TRIGGER mh_fv_${table}${suffix} AFTER ${events} ON ${table} FOR EACH ROW ${when}EXECUTE FUNCTION mh_family_version('${kind}', '${col}')`,
    );
  const all = "INSERT OR UPDATE OR DELETE";
  for (const [table, col] of LEARNER_TABLES) trigger(table, "learner", col, all);
  for (const table of ATTEMPT_TABLES) trigger(table, "attempt", "attempt_id", all);
  for (const [table, col] of CLASS_TABLES) trigger(table, "class", col, all);
  trigger("classes", "classes", "id", all);
  trigger("users", "users", "id", "INSERT OR DELETE", "", "_insdel");
  trigger("users", "users", "id", "UPDATE", "WHEN (OLD.data_version = NEW.data_version) ", "_upd");
  return out;
}
