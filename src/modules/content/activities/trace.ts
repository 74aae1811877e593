// Trace a letter form over its guide, stroke by stroke (stroke data: content/strokes/).
import { z } from "zod";
import { LetterId } from "../contentIds";
import { formsOf } from "../items";
import { letter } from "../present";
import type { TraceGuide } from "../publicTypes";
import { gradeTraceAnswer, traceGuide } from "../traceGrading";
import { define, done, none, noPrompt } from "./kit";
import { feedbackIn } from "./feedback";

const Coord = z.number().finite().min(-2048).max(4096);
const Form = z.enum(["isolated", "initial", "medial", "final"]);

export const trace = define(
  "trace",
  { letter: LetterId, form: Form.default("isolated") },
  {
    // self_report: the keyboard path ("I traced it"): counts as done, never as right the first time.
    answer: z.strictObject({
      strokes: z.array(z.array(z.tuple([Coord, Coord])).max(2000)).max(40),
      self_report: z.literal(true).optional(),
    }),
    graded: true,
    fadesHarakat: false,
    seconds: 45,
    // the guide is what the child traces over and what the server grades against (trace.ts)
    check: (a, c) => {
      const file = `strokes/${a.letter}.json`;
      const text = c.content.extra[file];
      let forms: Record<string, unknown> | null = null;
      try {
        forms = text === undefined ? null : (JSON.parse(text) as Record<string, unknown>);
      } catch {
        return c.add("letter", `content/${file} is not valid JSON`);
      }
      if (!forms || typeof forms !== "object" || !forms[a.form])
        c.add("form", `no stroke guide for the ${a.form} form of ${a.letter} (content/${file})`);
    },
    readingLetters: (a) => [a.letter],
    readMarked: none, // a bare letter
    introduces: () => ({}),
    gradedRefs: none, // the guide shows the letter to copy
    words: none,
    audio: (a) => ({ letters: [a.letter] }),
    payloadAudio: none,
    present: (
      ctx,
      a,
    ): {
      id: string;
      type: "trace";
      letter: { char: string; name: string };
      form: z.output<typeof Form>;
      glyph: string;
      guide: TraceGuide;
    } => {
      const l = letter(ctx, a.letter);
      return {
        id: a.id,
        type: a.type,
        letter: { char: l.char, name: l.name },
        form: a.form,
        glyph: formsOf(l)[a.form],
        guide: traceGuide(ctx.ix.content.extra, a.letter, a.form),
      };
    },
    heard: false,
    prompt: noPrompt,
    grade: (ix, a, t, _ids, lang) => {
      const say = feedbackIn(lang);
      if (t.self_report)
        return {
          correct: true,
          expected: { strokes: [] },
          feedback: say.right,
          graded: true,
          selfReport: true,
        };
      const r = gradeTraceAnswer(ix.content.extra, a.letter, a.form, t.strokes);
      return done(r.correct, { strokes: r.strokes }, say.traceAgain, lang);
    },
    items: (a) => [`letter:${a.letter}`],
    skills: (a) => [`letter:${a.letter}`],
  },
);
