// The contract of the class routes (issue #16, #29, #32): the teacher's classes, pupils, assignments,
// progress and reports, the pupil's picture sign-in and assignments. Requests and replies as zod schemas;
// reply types are z.infer of these, and Elysia sends only what is named here.
import { z } from "zod";

export * from "./schemas";

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
