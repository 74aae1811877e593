// Hardest questions (issue #29): per unit, the activities most learners missed on their first try, with
// the wrong choices they made (counts and share), so a teacher knows what to reteach and the content's
// authors find unclear items. A learner counts once per activity: their first answer to it ever (the
// first try of their earliest attempt). Choices are decoded from the per-attempt opaque ids (opaque.ts).
import { asc, inArray } from "drizzle-orm";
import type { Deps } from "../../deps";
import { attemptAnswers, lessonAttempts } from "../../db/schema";
import { courseIndex, type CourseIndex } from "../content/courseIndex";
import type { Activity } from "../content/contentSchema";
import { letterParts } from "../content/items";
import { opaqueIds } from "../content/opaque";
import type { HardQuestion, HardUnit } from "./model";
import { levelNameOf, say, skillLabelOf } from "./words";
import type { Translator } from "../../../shared/i18n/translate";
import type { MessageKey } from "../../../shared/i18n/types";

/** Each activity's kind as a teacher reads it (catalogue "classes.words.activity.*"). */
const TYPE_LABEL: Record<Activity["type"], MessageKey> = {
  meet_letter: "classes.words.activity.meet_letter",
  meet_word: "classes.words.activity.meet_word",
  listen_pick_letter: "classes.words.activity.listen_pick_letter",
  listen_pick_syllable: "classes.words.activity.listen_pick_syllable",
  listen_pick_picture: "classes.words.activity.listen_pick_picture",
  read_pick_picture: "classes.words.activity.read_pick_picture",
  pick_word: "classes.words.activity.pick_word",
  find_letter: "classes.words.activity.find_letter",
  build_word: "classes.words.activity.build_word",
  match_forms: "classes.words.activity.match_forms",
  match_sounds: "classes.words.activity.match_sounds",
  trace: "classes.words.activity.trace",
  order_words: "classes.words.activity.order_words",
  complete_sentence: "classes.words.activity.complete_sentence",
  true_false: "classes.words.activity.true_false",
};

/** A choice's item key, as the choice activities name them (courses/activities/choice.ts and its users). */
const choiceKey = (a: Activity, value: string) =>
  a.type === "listen_pick_letter"
    ? `letter:${value}`
    : a.type === "listen_pick_syllable"
      ? `syllable:${value}`
      : `word:${value}`;

/** What an item key ("letter:dal", "word:bab", "syllable:دَ") reads as for a teacher, glosses in their language. */
const itemLabel = (t: Translator, ix: CourseIndex, k: string): string =>
  k.startsWith("letter:") || k.startsWith("word:") ? skillLabelOf(t, ix, k) : k.slice(k.indexOf(":") + 1);

/** The activity in a line: its kind and what it asks for. */
export function activityLabel(t: Translator, ix: CourseIndex, a: Activity): string {
  const target =
    "answer" in a
      ? itemLabel(
          t,
          ix,
          a.type === "listen_pick_letter"
            ? `letter:${a.answer}`
            : a.type === "listen_pick_syllable"
              ? `syllable:${a.answer}`
              : `word:${a.answer}`,
        )
      : "letter" in a && a.type !== "find_letter"
        ? itemLabel(t, ix, `letter:${a.letter}`)
        : a.type === "find_letter"
          ? t("classes.words.hard.inWord", {
              letter: itemLabel(t, ix, `letter:${a.letter}`),
              word: itemLabel(t, ix, `word:${a.word}`),
            })
          : "word" in a
            ? itemLabel(t, ix, `word:${a.word}`)
            : "phrase" in a
              ? itemLabel(t, ix, `word:${a.phrase}`)
              : "letters" in a
                ? a.letters.map((x) => itemLabel(t, ix, `letter:${x}`)).join(", ")
                : "";
  return t("classes.words.hard.line", { type: t(TYPE_LABEL[a.type]), target });
}

/** The wrong choice a learner made, in words (null where an answer is not one choice: tiles, pairs, traces). */
function wrongChoice(
  t: Translator,
  deps: Deps,
  ix: CourseIndex,
  a: Activity,
  attemptId: string,
  answer: unknown,
): string | null {
  const ids = opaqueIds(deps.config.jwtSecret, attemptId, a.id);
  if ("choices" in a && "answer" in a) {
    const chosen = (answer as { choice?: string }).choice;
    const k = a.choices.map((v) => choiceKey(a, v)).find((key) => ids(key) === chosen);
    return k ? itemLabel(t, ix, k) : null;
  }
  if (a.type === "find_letter") {
    const parts = letterParts(ix.words.get(a.word)?.ar ?? "");
    const i = (answer as { index?: number }).index;
    return typeof i === "number" && parts[i] ? t("classes.words.hard.tapped", { text: parts[i].text }) : null;
  }
  return null;
}

export type { HardQuestion, HardUnit };

/** Per unit (course order), up to `perUnit` activities with the most learners missing them on the first try;
 *  titles, level names and labels in the reader's language (`t`). */
export async function hardestQuestions(
  deps: Deps,
  userIds: number[] | "all",
  t: Translator,
  perUnit = 5,
): Promise<HardUnit[]> {
  const ix = courseIndex();
  if (userIds !== "all" && !userIds.length) return [];
  const attempts = await (userIds === "all"
    ? deps.db
        .select({
          id: lessonAttempts.id,
          userId: lessonAttempts.userId,
          lessonId: lessonAttempts.lessonId,
          startedAt: lessonAttempts.startedAt,
        })
        .from(lessonAttempts)
    : deps.db
        .select({
          id: lessonAttempts.id,
          userId: lessonAttempts.userId,
          lessonId: lessonAttempts.lessonId,
          startedAt: lessonAttempts.startedAt,
        })
        .from(lessonAttempts)
        .where(inArray(lessonAttempts.userId, userIds)));
  if (!attempts.length) return [];
  const byId = new Map(attempts.map((a) => [a.id, a]));
  const answers: { attemptId: string; activityId: string; answer: unknown; correct: boolean; id: number }[] =
    [];
  for (let i = 0; i < attempts.length; i += 500) {
    const chunk = attempts.slice(i, i + 500).map((a) => a.id);
    answers.push(
      ...(await deps.db
        .select({
          id: attemptAnswers.id,
          attemptId: attemptAnswers.attemptId,
          activityId: attemptAnswers.activityId,
          answer: attemptAnswers.answer,
          correct: attemptAnswers.correct,
        })
        .from(attemptAnswers)
        .where(inArray(attemptAnswers.attemptId, chunk))
        .orderBy(asc(attemptAnswers.id))),
    );
  }
  // each learner's first answer to each activity: earliest attempt, then the first answer in it
  answers.sort(
    (x, y) =>
      byId.get(x.attemptId)!.startedAt.getTime() - byId.get(y.attemptId)!.startedAt.getTime() || x.id - y.id,
  );
  const first = new Map<string, (typeof answers)[number]>();
  for (const r of answers) {
    const k = `${byId.get(r.attemptId)!.userId}\0${r.activityId}`;
    if (!first.has(k)) first.set(k, r);
  }
  const stats = new Map<string, { answered: number; missed: number; wrong: Map<string, number> }>();
  for (const r of first.values()) {
    const s = stats.get(r.activityId) ?? { answered: 0, missed: 0, wrong: new Map() };
    s.answered++;
    if (!r.correct) {
      s.missed++;
      const lesson = ix.lessons.get(byId.get(r.attemptId)!.lessonId);
      const a = lesson?.lesson.activities.find((x) => x.id === r.activityId);
      const w = a ? wrongChoice(t, deps, ix, a, r.attemptId, r.answer) : null;
      if (w) s.wrong.set(w, (s.wrong.get(w) ?? 0) + 1);
    }
    stats.set(r.activityId, s);
  }
  const pct = (n: number, d: number) => (d ? Math.round((100 * n) / d) / 100 : 0);
  const units: HardUnit[] = [];
  for (const level of ix.content.levels)
    for (const u of level.units) {
      const qs: HardQuestion[] = [];
      for (const { id: lessonId } of u.unit.lessons) {
        const l = ix.lessons.get(lessonId)!;
        for (const a of l.lesson.activities) {
          const s = stats.get(a.id);
          if (!s || !s.missed) continue;
          qs.push({
            lesson_id: lessonId,
            lesson_title: say(t, l.lesson.title),
            activity_id: a.id,
            label: activityLabel(t, ix, a),
            answered: s.answered,
            missed: s.missed,
            share: pct(s.missed, s.answered),
            wrong_choices: [...s.wrong]
              .map(([choice, count]) => ({ choice, count, share: pct(count, s.missed) }))
              .sort((x, y) => y.count - x.count || x.choice.localeCompare(y.choice)),
          });
        }
      }
      qs.sort(
        (x, y) => y.missed - x.missed || y.share - x.share || x.activity_id.localeCompare(y.activity_id),
      );
      if (qs.length)
        units.push({
          unit_id: u.unit.id,
          unit_title: say(t, u.unit.title),
          level: levelNameOf(t, level.meta),
          questions: qs.slice(0, perUnit),
        });
    }
  return units;
}
