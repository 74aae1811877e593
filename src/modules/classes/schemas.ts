// Request bodies of the class calls. Names follow the one name rule (src/lib/names.ts).
import { z } from "zod";
import { personName } from "../../lib/names";
import { PUPIL_AVATARS, SIGN_IN_PICTURES, PICTURES_PER_PASSWORD } from "./pictures";

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
