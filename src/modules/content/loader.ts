// Turns the content files (a map of path under content/ → text) into the course: parses the YAML,
// checks every file's shape (contentSchema.ts) and then the cross-file rules (contentCheck.ts).
// Any problem throws a ContentError listing each one with its file and field, so a bad file stops
// the app at start. Taking a file map (not a directory) lets tests feed broken content.
import { createHash } from "node:crypto";
import type { z } from "zod";
import {
  LettersFile,
  LevelsFile,
  type Lesson,
  PatternsFile,
  Unit as UnitSchema,
  VocabFile,
  type Word,
} from "./contentSchema";
import { checkContent } from "./contentCheck";
import { parseFile } from "./parseFile";
import { buildShelf, isShelfFile } from "./shelfCheck";
import {
  type Content,
  type ContentProblem,
  type LoadedLesson,
  type LoadedUnit,
  type LoadedWord,
  type LoadOptions,
  wordIdsOf,
} from "./loaded";
export type { Content, ContentProblem, LoadedLesson, LoadedUnit, LoadedWord, LoadOptions } from "./loaded";

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(`content has ${problems.length} problem(s):\n` + problems.map(formatProblem).join("\n"));
    this.name = "ContentError";
  }
}
export const formatProblem = (p: ContentProblem) => `${p.file}: ${p.field || "(file)"}: ${p.message}`;

const UNIT_FILE = /^levels\/([a-z0-9-]+)\/u(\d\d)-[a-z0-9-]+\.yaml$/;

/** Parses and checks the content; throws ContentError naming every problem. */
export function buildContent(files: Record<string, string>, opts: LoadOptions): Content {
  const problems: ContentProblem[] = [];
  const parse = <S extends z.ZodType>(file: string, schema: S) => parseFile(files, file, schema, problems);
  for (const f of ["letters.yaml", "levels.yaml", "patterns.yaml"])
    if (!(f in files)) problems.push({ file: f, field: "", message: "missing file" });
  if (problems.length) throw new ContentError(problems);

  const letters = parse("letters.yaml", LettersFile)?.letters ?? [];
  const levelsMeta = parse("levels.yaml", LevelsFile)?.levels ?? [];
  const patternList = parse("patterns.yaml", PatternsFile)?.patterns ?? [];
  const words = new Map<string, LoadedWord>();
  const units: LoadedUnit[] = [];
  const extra: Record<string, string> = {};
  const paths = Object.keys(files).sort();
  for (const file of paths) {
    if (["letters.yaml", "levels.yaml", "patterns.yaml"].includes(file)) continue;
    if (/^vocab\/[a-z0-9-]+\.yaml$/.test(file)) {
      for (const [i, w] of (parse(file, VocabFile)?.words ?? []).entries()) {
        const prev = words.get(w.id);
        if (prev)
          problems.push({
            file,
            field: `words.${i}.id`,
            message: `word id "${w.id}" is already used in ${prev.file}`,
          });
        else words.set(w.id, { ...w, file, index: i });
      }
    } else if (file.startsWith("levels/")) {
      const m = UNIT_FILE.exec(file);
      if (!m) {
        problems.push({
          file,
          field: "",
          message: "a unit file is named levels/<level-id>/uNN-slug.yaml (NN = 01…)",
        });
        continue;
      }
      const unit = parse(file, UnitSchema);
      if (unit) units.push({ file, levelId: m[1], unit });
    } else if (/^strokes\/[a-z_]+\.json$/.test(file) || isShelfFile(file)) {
      extra[file] = files[file];
    } else
      problems.push({
        file,
        field: "",
        message: "unexpected content file (see content/README.md for the layout)",
      });
  }
  if (problems.length) throw new ContentError(problems);

  const levels = levelsMeta.map((meta) => ({ meta, units: units.filter((u) => u.levelId === meta.id) }));
  const lessons: LoadedLesson[] = [];
  for (const level of levels) {
    let position = 0;
    for (const u of level.units) {
      u.unit.lessons.forEach((lesson, index) => {
        lessons.push({
          lesson,
          unitId: u.unit.id,
          levelId: level.meta.id,
          file: u.file,
          index,
          positionInLevel: ++position,
          hash: lessonHash(lesson, words),
        });
      });
    }
  }
  const content: Content = {
    letters,
    levels,
    words,
    patterns: new Map(patternList.map((p) => [p.id, p])),
    lessons,
    extra,
    shelf: { stories: [], byId: new Map(), words: new Map() },
  };
  problems.push(...checkContent(content, units, patternList, opts));
  // the tales and rhymes (src/modules/tales): checked against what the units teach
  const shelf = buildShelf(files, content, opts);
  problems.push(...shelf.problems);
  content.shelf = shelf.shelf;
  if (problems.length) throw new ContentError(problems);
  return withoutDrafts(content);
}

/** A "coming" level may hold the units authored so far (checked like the others, in course order) so
 * that a level can land unit by unit; nothing of it is served until it is "available": its units,
 * lessons, words and the stories that open after them are left out of the content the app uses. */
function withoutDrafts(content: Content): Content {
  const coming = new Set(content.levels.filter((l) => l.meta.status === "coming").map((l) => l.meta.id));
  if (!content.levels.some((l) => coming.has(l.meta.id) && l.units.length)) return content;
  const levels = content.levels.map((l) => (coming.has(l.meta.id) ? { ...l, units: [] } : l));
  // a tale or rhyme that opens after a draft unit waits with it
  const served = new Set(levels.flatMap((l) => l.units.map((u) => u.unit.id)));
  const stories = content.shelf.stories.filter((st) => served.has(st.after) && !coming.has(st.level));
  return {
    ...content,
    levels,
    lessons: content.lessons.filter((l) => !coming.has(l.levelId)),
    words: new Map([...content.words].filter(([, w]) => !coming.has(w.level))),
    shelf: { ...content.shelf, stories, byId: new Map(stories.map((st) => [st.id, st])) },
  };
}

function lessonHash(lesson: Lesson, words: Map<string, Word>): string {
  const used = wordIdsOf(lesson).map((id) => words.get(id) ?? null);
  return createHash("sha256").update(JSON.stringify({ lesson, used })).digest("hex").slice(0, 32);
}
