// "Project this lesson" (issue #16): a lesson's letters, words and pictures, large on the classroom
// screen. Read-only: no attempt, no grading, no answers (it shows what the lesson teaches).
import { notFound } from "../../lib/errors";
import { courseIndex } from "../content/courseIndex";
import { pictureFor } from "../learning/media";
import { wordIdsOf } from "../content/loaded";
import { levelNameById, say } from "./words";
import type { Translator } from "../../../shared/i18n/translate";

/** The lesson on the board, its titles, level and word meanings in the reader's language (`t`). */
export function projectedLesson(lessonId: string, t: Translator) {
  const ix = courseIndex();
  const l = ix.lessons.get(lessonId);
  if (!l) throw notFound("No such lesson.", "LESSON_NOT_FOUND");
  const words = wordIdsOf(l.lesson)
    .map((id) => ix.words.get(id))
    .filter((w) => w !== undefined);
  const unit = ix.units.get(l.unitId)?.unit;
  return {
    id: l.lesson.id,
    title: say(t, l.lesson.title),
    level: levelNameById(t, ix, l.levelId),
    unit: unit ? say(t, unit.title) : null,
    letters: l.lesson.teaches.letters
      .map((id) => ix.letters.get(id)!)
      .map((x) => ({ id: x.id, char: x.char, name: x.name, translit: x.translit })),
    words: words.map((w) => ({
      id: w.id,
      ar: w.ar,
      translit: w.translit,
      meaning: say(t, w),
      picture: pictureFor(w.picture),
    })),
  };
}
