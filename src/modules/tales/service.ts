// The shelf of tales and rhymes: which ones a learner may open, a story's pages for the reader, its
// questions with opaque choice ids (no answer in any reply), server-graded answers and progress.
// The rule: a story opens once the learner has finished the unit it names in `after` (the words it uses
// are then taught) while their plan gives access (the same tier and progress the lessons use:
// access/rule.ts, lesson_progress). A premium learner placed into a later level has it open too,
// as they may skip the lessons of the levels below.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Deps } from "../../deps";
import type { User } from "../../db/schema";
import { lessonProgress, shelfProgress } from "../../db/schema";
import { ApiError, notFound, validate } from "../../lib/errors";
import { hit } from "../ratelimit/service";
import { learnerOf, type Learner } from "../access/learner";
import { audioIdForLetter, audioIdForWord } from "../content/audioIds";
import { stripMarks } from "../content/arabic";
import { courseIndex, type CourseIndex } from "../content/courseIndex";
import { clipUrlsFor, pictureFor } from "../learning/media";
import { OPAQUE_ID, opaqueIds, withIds } from "../content/opaque";
import { ContentId } from "../learning/schemas";
import { pausalForm } from "../content/spoken";
import type { LoadedStory, LoadedToken } from "../content/shelfCheck";
import type { Lang } from "../content/contentIds";
import type { Say, ShelfItem, ShelfReply, StoryAnswerReply, StoryReply, StoryToken } from "./model";

/** Answers per learner per hour (a child retrying stays far below). */
export const STORY_ANSWERS_PER_HOUR = 600;

/** 403 STORY_LOCKED: the unit to finish first (and the tier, when the plan is what is missing). */
export class StoryLocked extends ApiError {
  constructor(
    readonly afterUnit: string,
    readonly unlockTier: string | null,
  ) {
    super(403, "STORY_LOCKED", "This story opens once the unit before it is finished.");
  }
  override toBody() {
    return { error: { ...super.toBody().error, after_unit: this.afterUnit, unlock_tier: this.unlockTier } };
  }
}
const storyNotFound = () => notFound("No such tale or rhyme", "STORY_NOT_FOUND");

function findStory(ix: CourseIndex, id: string): LoadedStory {
  const s = ContentId.safeParse(id).success ? ix.content.shelf.byId.get(id) : undefined;
  if (!s) throw storyNotFound();
  return s;
}

type Standing = {
  who: Learner;
  finished: Set<string>;
  progress: Map<string, { right: number; done: boolean }>;
};
async function standingOf(deps: Deps, userId: number | null): Promise<Standing> {
  const who = await learnerOf(deps, userId);
  if (userId === null) return { who, finished: new Set(), progress: new Map() };
  const [lessons, stories] = await Promise.all([
    deps.db
      .select({ id: lessonProgress.lessonId })
      .from(lessonProgress)
      .where(eq(lessonProgress.userId, userId)),
    deps.db.select().from(shelfProgress).where(eq(shelfProgress.userId, userId)),
  ]);
  return {
    who,
    finished: new Set(lessons.map((l) => l.id)),
    progress: new Map(
      stories.map((s) => [s.storyId, { right: s.questionsRight, done: s.finishedAt !== null }]),
    ),
  };
}

/** Whether the learner opens the story, and if not what would open it. */
export function storyAccess(
  ix: CourseIndex,
  st: Standing,
  s: LoadedStory,
): { open: boolean; unlock_tier: ShelfItem["unlock_tier"] } {
  if (st.who.tier === "none") return { open: false, unlock_tier: st.who.demoUsed ? "premium" : "demo" };
  const unit = ix.units.get(s.after)!.unit;
  if (st.finished.has(unit.lessons[unit.lessons.length - 1].id)) return { open: true, unlock_tier: null };
  const levels = ix.content.levels.map((l) => l.meta.id);
  const placedAbove =
    st.who.placedLevel !== null && levels.indexOf(st.who.placedLevel) > levels.indexOf(s.level);
  if (st.who.tier === "premium" && placedAbove) return { open: true, unlock_tier: null };
  return { open: false, unlock_tier: null };
}

function itemOf(ix: CourseIndex, st: Standing, s: LoadedStory, lang: Lang): ShelfItem {
  const a = storyAccess(ix, st, s);
  const unit = ix.units.get(s.after)!.unit;
  return {
    id: s.id,
    kind: s.kind,
    title: s.title,
    cover: pictureFor(s.cover),
    level: { id: s.level, name: levelName(ix, s.level, lang) },
    after: { id: unit.id, title: unit.title },
    locked: !a.open,
    unlock_tier: a.unlock_tier,
    done: st.progress.get(s.id)?.done ?? false,
    pages: s.pages.length,
  };
}

/** A level's name in the learner's language ("Grand débutant"). */
const levelName = (ix: CourseIndex, levelId: string, lang: Lang) =>
  (lang === "fr" && ix.content.levels.find((l) => l.meta.id === levelId)?.meta.name_fr) ||
  ix.levelNames.get(levelId)!;

/** GET /shelf: every tale and rhyme, in course order, with the learner's access and progress; `lang` says
 * which of the texts (sent in English and French) the reader shows: the learner's users.locale. */
export async function shelf(deps: Deps, userId: number | null, lang: Lang = "en"): Promise<ShelfReply> {
  const ix = courseIndex();
  const st = await standingOf(deps, userId);
  const stories = [...ix.content.shelf.stories].sort(
    (a, b) =>
      a.unitOrder - b.unitOrder ||
      (a.kind === b.kind ? a.id.localeCompare(b.id) : a.kind === "tale" ? -1 : 1),
  );
  const items = stories.map((s) => itemOf(ix, st, s, lang));
  // the newest opened: the latest unit's, a tale before a rhyme, one not read yet first
  const open = items.filter((i) => !i.locked);
  const newest = [...open].reverse().sort((a, b) => Number(a.done) - Number(b.done))[0] ?? null;
  return {
    lang,
    items,
    newest,
    counts: {
      tales: stories.filter((s) => s.kind === "tale").length,
      rhymes: stories.filter((s) => s.kind === "rhyme").length,
    },
  };
}

async function openStory(
  deps: Deps,
  userId: number | null,
  id: string,
): Promise<{ ix: CourseIndex; s: LoadedStory; st: Standing }> {
  const ix = courseIndex();
  const s = findStory(ix, id);
  const st = await standingOf(deps, userId);
  const a = storyAccess(ix, st, s);
  if (!a.open) throw new StoryLocked(s.after, a.unlock_tier);
  return { ix, s, st };
}

const idsOf = (deps: Deps, userId: number, s: LoadedStory, q: number) =>
  opaqueIds(deps.config.jwtSecret, `shelf:${userId}`, `${s.id}.q${q}`);

/** GET /shelf/:id: the story for the reader (signed in, opened). */
export async function story(
  deps: Deps,
  userId: number | null,
  id: string,
  lang: Lang = "en",
): Promise<StoryReply> {
  if (userId === null) throw new StoryLocked(findStory(courseIndex(), id).after, "demo");
  const { ix, s, st } = await openStory(deps, userId, id);
  const lineIds = s.pages.flatMap((p) => p.lines.map((l) => l.audioId));
  const tokenIds = s.pages.flatMap((p) =>
    p.lines.flatMap((l) => l.tokens.map((t) => tokenAudio(ix, t)).filter((x): x is string => !!x)),
  );
  const clips = await clipUrlsFor(deps, [...new Set([...lineIds, ...tokenIds])]);
  const right = st.progress.get(s.id)?.right ?? 0;
  const item = itemOf(ix, st, s, lang);
  return {
    lang,
    id: item.id,
    kind: item.kind,
    title: item.title,
    cover: item.cover,
    level: item.level,
    after: item.after,
    done: item.done,
    pages: s.pages.map((p) => ({
      scene: p.scene,
      icons: p.icons.map((name) => ({ name, url: pictureFor(name) })),
      lines: p.lines.map((l) => ({
        ar: l.ar,
        translit: l.spoken_translit ?? l.translit,
        en: l.en,
        fr: l.fr,
        say: { url: clips.get(l.audioId) ?? null, speak: l.spoken ?? l.ar },
        tokens: l.tokens.map((t) => tokenOf(ix, t, clips)),
      })),
    })),
    questions: s.questions.map((q, index) => ({
      index,
      ask: q.ask,
      right: (right & (1 << index)) !== 0,
      choices: withIds(q.choices, idsOf(deps, userId, s, index), (name) => `picture:${name}`).map(
        ({ item: name, id }) => ({ id, name, picture: pictureFor(name) }),
      ),
    })),
  };
}

/** The clip a tapped word may use: the item's own, when the word is written exactly as that item. */
function tokenAudio(ix: CourseIndex, t: LoadedToken): string | null {
  const bare = stripMarks(t.text.replace(/[؟،]/g, ""));
  if (t.ref.kind === "letter") return audioIdForLetter(t.ref.id);
  const ar = t.ref.kind === "word" ? ix.words.get(t.ref.id)?.ar : ix.content.shelf.words.get(t.ref.id)?.ar;
  return ar && stripMarks(ar) === bare ? audioIdForWord(t.ref.id) : null;
}

function tokenOf(ix: CourseIndex, t: LoadedToken, clips: Map<string, string>): StoryToken {
  const audio = tokenAudio(ix, t);
  const word = t.text.replace(/[؟،]/g, "");
  const say: Say = { url: audio ? (clips.get(audio) ?? null) : null, speak: pausalForm(word) };
  let en = "",
    fr = "",
    translit: string | null = null;
  if (t.ref.kind === "letter") {
    const l = ix.letters.get(t.ref.id)!;
    en = `the letter ${l.translit}`;
    fr = `la lettre ${l.translit}`;
    translit = l.translit;
  } else {
    const w = t.ref.kind === "word" ? ix.words.get(t.ref.id)! : ix.content.shelf.words.get(t.ref.id)!;
    en = w.en;
    fr = w.fr ?? w.en;
    translit = "spoken_translit" in w ? (w.spoken_translit ?? w.translit) : w.translit;
  }
  if (t.and) {
    en = `and ${en}`;
    fr = `et ${fr}`;
  }
  return { text: t.text, en, fr, translit, say };
}

const AnswerBody = z.strictObject({
  question: z.number().int().min(0).max(9),
  choice: z.string().max(64).regex(OPAQUE_ID, "is not one of this question's choices"),
});

/** POST /shelf/:id/answers {question, choice}: graded here; a tale is finished once each question was answered right. */
export async function answerQuestion(
  deps: Deps,
  user: User,
  id: string,
  body: unknown,
): Promise<StoryAnswerReply> {
  const req = validate(AnswerBody, body);
  const { s } = await openStory(deps, user.id, id);
  const q = s.questions[req.question];
  if (!q)
    throw new ApiError(422, "VALIDATION", "This tale has no such question.", {
      question: "is not a question of this tale",
    });
  const ids = idsOf(deps, user.id, s, req.question);
  const picked = q.choices.find((c) => ids(`picture:${c}`) === req.choice);
  if (!picked)
    throw new ApiError(422, "VALIDATION", "This is not one of the question's choices.", {
      choice: "is not one of this question's choices",
    });
  await hit(
    deps,
    `shelf-answers:${user.id}`,
    STORY_ANSWERS_PER_HOUR,
    3600,
    "That is a lot of answers in an hour. Please take a break and try again later.",
  );
  const correct = picked === q.answer;
  const bit = correct ? 1 << req.question : 0;
  const all = (1 << s.questions.length) - 1;
  const now = deps.clock.now();
  await deps.db
    .insert(shelfProgress)
    .values({ userId: user.id, storyId: s.id, questionsRight: bit, finishedAt: bit === all ? now : null })
    .onConflictDoUpdate({
      target: [shelfProgress.userId, shelfProgress.storyId],
      set: { questionsRight: sql`${shelfProgress.questionsRight} | ${bit}` },
    });
  const [row] = await deps.db
    .select()
    .from(shelfProgress)
    .where(and(eq(shelfProgress.userId, user.id), eq(shelfProgress.storyId, s.id)));
  if (row.questionsRight === all && row.finishedAt === null)
    await deps.db
      .update(shelfProgress)
      .set({ finishedAt: now })
      .where(and(eq(shelfProgress.id, row.id), sql`${shelfProgress.finishedAt} is null`));
  const count = [...Array(s.questions.length).keys()].filter(
    (i) => (row.questionsRight & (1 << i)) !== 0,
  ).length;
  return { correct, questions_right: count, total: s.questions.length, done: row.questionsRight === all };
}

/** POST /shelf/:id/finish: a rhyme read to its end (a tale finishes through its questions). */
export async function finishRhyme(deps: Deps, user: User, id: string): Promise<{ done: true }> {
  const { s } = await openStory(deps, user.id, id);
  if (s.kind !== "rhyme")
    throw new ApiError(409, "TALE_HAS_QUESTIONS", "A tale is finished by answering its questions.");
  const now = deps.clock.now();
  await deps.db
    .insert(shelfProgress)
    .values({ userId: user.id, storyId: s.id, questionsRight: 0, finishedAt: now })
    .onConflictDoNothing({ target: [shelfProgress.userId, shelfProgress.storyId] });
  return { done: true };
}
