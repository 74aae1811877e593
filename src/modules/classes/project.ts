// "Project this lesson" (issue #16): a lesson's letters, words and pictures, large on the classroom
// screen. Read-only: no attempt, no grading, no answers (it shows what the lesson teaches).
import { notFound } from "../../lib/errors";
import { courseIndex } from "../content/courseIndex";
import { pictureFor } from "../learning/media";
import { wordIdsOf } from "../content/loaded";

export function projectedLesson(lessonId: string) {
  const ix = courseIndex();
  const l = ix.lessons.get(lessonId);
  if (!l) throw notFound("No such lesson.", "LESSON_NOT_FOUND");
  const words = wordIdsOf(l.lesson)
    .map((id) => ix.words.get(id))
    .filter((w) => w !== undefined);
  return {
    id: l.lesson.id,
    title: l.lesson.title,
    level: ix.levelNames.get(l.levelId) ?? l.levelId,
    unit: ix.units.get(l.unitId)?.unit.title ?? null,
    letters: l.lesson.teaches.letters
      .map((id) => ix.letters.get(id)!)
      .map((x) => ({ id: x.id, char: x.char, name: x.name, translit: x.translit })),
    words: words.map((w) => ({
      id: w.id,
      ar: w.ar,
      translit: w.translit,
      en: w.en,
      fr: w.fr ?? null,
      picture: pictureFor(w.picture),
    })),
  };
}
