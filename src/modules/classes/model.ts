// The contract of the class routes (issue #16, #29, #32): requests and replies as zod schemas; reply types
// are z.infer of these, and Elysia sends only what is named here. Names follow the one name rule
// (src/lib/names.ts).
import { z } from "zod";
import { personName } from "../../lib/names";
import { PUPIL_AVATARS, SIGN_IN_PICTURES, PICTURES_PER_PASSWORD } from "./pictures";
import { PublicUser } from "../users/model";
import { LearningExport } from "../learning/progressModel";

export const CLASS_NAME_MAX = 60;
export const PUPIL_NAME_MAX = 40;

/** A class name: a teacher's label ("CE1 B", "Year 2 – Tuesday"): printable text, no control characters. */
const className = z
  .string({ error: "Name is required" })
  .transform((v) => v.normalize("NFC").trim())
  .refine((v) => v.length > 0, "Name is required")
  .refine((v) => v.length <= CLASS_NAME_MAX, `Name must be at most ${CLASS_NAME_MAX} characters`)
  .refine(
    (v) => !/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069<>]/u.test(v),
    "Name may not contain control characters or < >",
  );

const object = <T extends z.ZodRawShape>(shape: T, what: string) =>
  z.strictObject(shape, { error: `Send a JSON object with ${what}` });

export const CreateClass = object({ name: className }, "name");
export const UpdateClass = object(
  {
    name: className.optional(),
    regenerate_code: z.literal(true, { error: "regenerate_code must be true" }).optional(),
  },
  "name or regenerate_code",
).refine((v) => v.name !== undefined || v.regenerate_code, {
  message: "Send a new name or regenerate_code: true",
  path: ["body"],
});

const pictures = z
  .array(z.enum(SIGN_IN_PICTURES, { error: "Each picture must be one of the class pictures" }), {
    error: "pictures must be a list of pictures",
  })
  .length(PICTURES_PER_PASSWORD, `Choose exactly ${PICTURES_PER_PASSWORD} pictures`);

export const AddPupil = object(
  {
    first_name: personName("First name", PUPIL_NAME_MAX),
    avatar: z.enum(PUPIL_AVATARS, { error: "Choose an avatar from the list" }).optional(),
    pictures: pictures
      .refine((p) => new Set(p).size === p.length, "Choose three different pictures")
      .optional(),
  },
  "first_name",
);
export const ResetPictures = object(
  {
    pictures: pictures
      .refine((p) => new Set(p).size === p.length, "Choose three different pictures")
      .optional(),
  },
  "optional pictures",
);

export const SignIn = object(
  {
    class_code: z.string({ error: "class_code is required" }).max(20, "class_code is too long"),
    pupil_id: z
      .number({ error: "pupil_id must be a number" })
      .int("pupil_id must be a whole number")
      .positive("pupil_id must be positive"),
    pictures: z
      .array(z.string().max(40), { error: "pictures must be a list" })
      .max(PICTURES_PER_PASSWORD, `pictures must be ${PICTURES_PER_PASSWORD} pictures`),
  },
  "class_code, pupil_id and pictures",
);

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const Assign = object(
  {
    lesson_id: z.string({ error: "lesson_id is required" }).max(80, "lesson_id is too long"),
    due_date: z
      .string({ error: "due_date must be a date (YYYY-MM-DD)" })
      .regex(ISO_DAY, "due_date must be a date (YYYY-MM-DD)")
      .refine(
        (d) =>
          !Number.isNaN(Date.parse(d + "T00:00:00Z")) &&
          new Date(d + "T00:00:00Z").toISOString().startsWith(d),
        "due_date must be a real date",
      )
      .nullable()
      .optional(),
  },
  "lesson_id and an optional due_date",
);

/** Path ids: digits only (a non-number is a 404, not a 500). */
export const idParam = (s: string | undefined): number | null =>
  s && /^\d{1,12}$/.test(s) ? Number(s) : null;

/** GET /classes/:id/progress(.csv)?level=…: which level's lessons (the first with lessons when absent). */
export const ProgressQuery = z.object({ level: z.string().max(64, "No such level with lessons").optional() });

/** POST /classes/:id/roster(/preview): the pasted text or the file's text (the browser reads the file). */
export const RosterBody = object(
  {
    text: z
      .string({ error: "text must be the list as text" })
      .max(100_000, "The list is too long: at most 100,000 characters (a class has up to 40 pupils)"),
  },
  "text",
);

/** PUT /classes/:id/goal: a level or unit of the course to reach by a day. */
export const Goal = object(
  {
    target: z.string({ error: "target must be a level or unit id" }).max(80, "target is too long"),
    date: z
      .string({ error: "date must be a day (YYYY-MM-DD)" })
      .regex(ISO_DAY, "date must be a day (YYYY-MM-DD)")
      .refine(
        (d) =>
          !Number.isNaN(Date.parse(d + "T00:00:00Z")) &&
          new Date(d + "T00:00:00Z").toISOString().startsWith(d),
        "date must be a real day",
      ),
  },
  "target and date",
);

// ---- replies ----
const n = z.number();

/** One of the questions most learners miss on the first try, with the wrong choices they made. */
export const HardQuestion = z.object({
  lesson_id: z.string(),
  lesson_title: z.string(),
  activity_id: z.string(),
  label: z.string(),
  answered: n,
  missed: n,
  share: n,
  wrong_choices: z.array(z.object({ choice: z.string(), count: n, share: n })),
});
export type HardQuestion = z.infer<typeof HardQuestion>;
export const HardUnit = z.object({
  unit_id: z.string(),
  unit_title: z.string(),
  level: z.string(),
  questions: z.array(HardQuestion),
});
export type HardUnit = z.infer<typeof HardUnit>;

const iso = z.string();
const Localized = z.object({ en: z.string(), fr: z.string().optional() });
const Picture = z.object({ name: z.string(), url: z.string() });

/** A pupil as the class pages show them: a first name and a picture, nothing that reaches them outside. */
export const PupilView = z.object({ id: n, first_name: z.string(), avatar: Picture });
/** What a class may open now: the licence first, then the trial (classes/trial.ts). */
export const ClassAccess = z.object({
  state: z.enum(["licence", "trial", "none"]),
  licence_until: iso.nullable(),
  trial_until: iso,
  trial_days: n,
  trial_lessons_per_level: n,
});
export type ClassAccess = z.infer<typeof ClassAccess>;
/** A class as its teacher sees it. */
export const ClassView = z.object({
  id: n,
  name: z.string(),
  code: z.string(),
  pupils: n,
  licence_until: iso.nullable(),
  created_at: iso,
  access: ClassAccess,
  licence_requested_at: iso.nullable(),
});
export const ClassList = z.object({ classes: z.array(ClassView) });
export const ClassDeleted = z.object({ deleted: z.object({ class: n, pupils: n }) });
export const Assignment = z.object({
  id: n,
  lesson_id: z.string(),
  title: Localized,
  unit_id: z.string(),
  level_id: z.string(),
  due_date: z.string().nullable(),
});
export const SignInTries = z.object({ tries: n, places: n, waiting_until: iso.nullable() });
/** GET /classes/{id}: the class, its pupils (with sign-in tries from elsewhere), assignments, pictures. */
export const ClassDetail = z.object({
  class: ClassView,
  /** "Someone tried N times": wrong pictures from outside the pupil's own devices (guessing.ts) */
  pupils: z.array(PupilView.extend({ sign_in_tries: SignInTries.nullable() })),
  assignments: z.array(Assignment.extend({ class_can_open: z.boolean() })),
  pictures: z.array(Picture),
  avatars: z.array(Picture),
});
/** A pupil and their three pictures in order: shown once, for the sign-in sheet. */
export const PupilWithPictures = z.object({ pupil: PupilView, pictures: z.array(Picture) });
export const RosterAdded = z.object({ added: z.array(PupilWithPictures) });
export const TriesCleared = z.object({ pupil: PupilView, sign_in_tries: z.null() });
export const PupilDeleted = z.object({ deleted: z.object({ pupil: n }) });
/** POST /classes/{id}/roster/preview: what an import would add, line by line, with its problems. */
export const RosterPreview = z.object({
  format: z.enum(["list", "roster"]),
  rows: z.array(
    z.object({
      line: n,
      first_name: z.string(),
      avatar: z.string().nullable(),
      problems: z.array(z.string()),
    }),
  ),
  skipped_other_classes: n,
  problems: z.array(z.string()),
  ok: z.boolean(),
  adds: n,
  room: n,
});
export type RosterPreview = z.infer<typeof RosterPreview>;
/** POST /classes/{id}/assignments (201): with a warning when the class cannot open the lesson. */
export const Assigned = Assignment.extend({ class_can_open: z.boolean(), warning: z.string().nullable() });
export const AssignmentDeleted = z.object({ deleted: z.object({ assignment: n }) });
export const LicenceRequested = z.object({ requested_at: iso, admins_told: n });

/** GET /classes/{id}/progress: a level's lessons, skills and checks, and each pupil's figures. */
export const ClassProgress = z.object({
  class: ClassView,
  level: z.object({ id: z.string(), name: z.string() }),
  levels: z.array(z.object({ id: z.string(), name: z.string() })),
  lessons: z.array(
    z.object({
      id: z.string(),
      title: Localized,
      unit_id: z.string(),
      kind: z.enum(["letters", "words", "story", "song", "review", "check"]),
    }),
  ),
  skills: z.array(z.object({ skill: z.string(), label: z.string() })),
  checks: z.array(z.object({ id: z.string(), title: Localized, unit_id: z.string() })),
  assignments: z.array(Assignment),
  pupils: z.array(
    PupilView.extend({
      stars: z.record(z.string(), n),
      stars_total: n,
      lessons_finished: n,
      last_finished_at: iso.nullable(),
      /** per skill: the share of its review items in a mastered box (null: not met yet) */
      mastery: z.record(z.string(), n.nullable()),
      quizzes: z.record(z.string(), n.nullable()),
      stuck: z
        .discriminatedUnion("reason", [
          z.object({ reason: z.literal("no_lesson"), days: n }),
          z.object({ reason: z.literal("lesson"), lesson_id: z.string(), attempts: n }),
        ])
        .nullable(),
    }),
  ),
  rules: z.object({ stuck_no_lesson_days: n, stuck_attempts: n, stuck_stars: n }),
});

/** One pupil's figures in a report. */
const PupilFigures = PupilView.extend({
  lessons_finished: n,
  stars: n,
  seconds: n,
  check_scores: z.array(
    z.object({ lesson_id: z.string(), unit_id: z.string(), title: z.string(), best: n.nullable() }),
  ),
  mastery: z.array(z.object({ skill: z.string(), label: z.string(), share: n })),
  skills_mastered: n,
});
const GoalStanding = { status: z.enum(["ahead", "on_track", "behind"]), projected: n };
/** GET /classes/{id}/report (and PUT/DELETE …/goal): the class's report, with the year's goal. */
export const ClassReport = z.object({
  class: z.object({ id: n, name: z.string(), code: z.string(), pupils: n }),
  school: z.string().nullable(),
  teacher: z.string(),
  generated_at: iso,
  pupils: z.array(PupilFigures),
  units: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      level: z.string(),
      lessons: n,
      average_finished: n,
      average_check: n.nullable(),
      not_started: z.array(z.string()),
    }),
  ),
  goal: z
    .object({
      target: z.string(),
      target_name: z.string(),
      date: z.string(),
      lessons: n,
      rule: z.string(),
      pupils: z.array(z.object({ id: n, first_name: z.string(), done: n, ...GoalStanding })),
    })
    .nullable(),
  goal_targets: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      units: z.array(z.object({ id: z.string(), title: z.string() })),
    }),
  ),
});
export const ClassHardest = z.object({
  class: z.object({ id: n, name: z.string() }),
  pupils: n,
  units: z.array(HardUnit),
});
/** A pupil's report: the page the teacher prints, and the one the family's link opens. */
const PupilReportBase = z.object({
  pupil: PupilFigures,
  class: z.object({ name: z.string() }),
  school: z.string().nullable(),
  generated_at: iso,
  recent: z.array(z.object({ lesson_id: z.string(), title: z.string(), stars: n })),
  goal: z
    .object({
      target_name: z.string(),
      date: z.string(),
      lessons: n,
      rule: z.string(),
      id: n,
      first_name: z.string(),
      done: n,
      ...GoalStanding,
    })
    .nullable(),
});
export const PupilReport = PupilReportBase.extend({ link: z.object({ expires_at: iso }).nullable() });
export const FamilyReport = PupilReportBase.extend({ expires_at: iso });
/** POST …/report-link (201): the family's link, shown once. */
export const ReportLink = z.object({ url: z.string(), expires_at: iso });
export const LinkRevoked = z.object({ revoked: n });
/** GET /class-sign-in/{code}: the class's pupils and the picture grid (public, rate-limited). */
export const SignInInfo = z.object({
  class: z.object({ code: z.string(), name: z.string() }),
  pupils: z.array(PupilView),
  pictures: z.array(Picture),
});
/** POST /class-sign-in: signed in as the pupil (the web app gets cookies too). */
export const PupilSignedIn = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal("bearer"),
  user: PublicUser,
});
/** GET /teach/lessons/{id}: "project this lesson", read-only. */
export const ProjectedLesson = z.object({
  id: z.string(),
  title: Localized,
  level: z.string(),
  unit: Localized.nullable(),
  letters: z.array(z.object({ id: z.string(), char: z.string(), name: z.string(), translit: z.string() })),
  words: z.array(
    z.object({
      id: z.string(),
      ar: z.string(),
      translit: z.string(),
      en: z.string(),
      fr: z.string().nullable(), // its French meaning, where the course has one
      picture: z.string().nullable(),
    }),
  ),
});
/** GET /my-class/assignments: a pupil's path, with whether each is done. */
export const MyAssignments = z.object({ assignments: z.array(Assignment.extend({ done: z.boolean() })) });
/** GET /classes/{id}/pupils/{pid}/export: one pupil's data as JSON. No hash, no token. */
export const PupilExport = z.object({
  exported_at: iso,
  pupil: z.object({
    id: n,
    first_name: z.string(),
    avatar: z.string().nullable(),
    class: z.object({ id: n, name: z.string() }),
    created_at: iso.nullable(),
    contact_data: z.string(),
  }),
  lesson_attempts: LearningExport.lesson_attempts,
  lesson_progress: LearningExport.lesson_progress,
  skill_progress: LearningExport.skill_progress,
  review_items: LearningExport.review_items,
  certificates: LearningExport.certificates,
});
