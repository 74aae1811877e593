// A whole class at once (issue #29): a pasted list (one name per line, or CSV "name,picture") or a CSV a
// school's system exports in a roster format (OneRoster-style columns: class, given name, family initial,
// picture). The teacher sees every row's problem before anything is written; then all rows are added in
// one transaction, or none. Pictures (the sign-in password) are drawn and shown once, as for one pupil.
import { and, count, eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import { users, type User } from "../../db/schema";
import { ApiError, conflict } from "../../lib/errors";
import { randomToken } from "../../lib/ids";
import { nameProblem } from "../../lib/names";
import { recordAudit } from "../audit/service";
import { actorLabel, hashPassword } from "../users/service";
import {
  drawPictures,
  freeAvatar,
  picture,
  pictureSecret,
  PUPIL_AVATARS,
  type PupilAvatar,
} from "./pictures";
import { PUPIL_NAME_MAX, type RosterPreview } from "./model";
import { MAX_PUPILS_PER_CLASS, ownClass, pupilsOf, pupilView } from "./service";
import { translatorFor } from "../../../shared/i18n/catalogues";
import type { Translator } from "../../../shared/i18n/translate";
import type { MessageKey, Values } from "../../../shared/i18n/types";

/** The longest paste or file read (a class of 40 with long names fits many times over). */
export const ROSTER_MAX_CHARS = 100_000;

export type { RosterPreview };
export type RosterRow = RosterPreview["rows"][number];

/** A problem as a catalogue message ("classes.words.roster.*"), worded in the reader's language at the reply. */
type Problem = { key: MessageKey; values?: Values };
const problem = (key: MessageKey, values?: Values): Problem => ({ key, values });
type Read = Omit<RosterPreview, "rows" | "problems"> & {
  rows: (Omit<RosterRow, "problems"> & { problems: Problem[] })[];
  problems: Problem[];
};

/** RFC 4180 cells (quotes, "" inside quotes, commas, CRLF or LF); an unclosed quote is reported. */
export function parseCsv(text: string): {
  rows: { line: number; cells: string[] }[];
  unclosedAt: number | null;
} {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [],
    cell = "",
    quoted = false,
    line = 1,
    rowLine = 1,
    quoteLine = 0;
  const end = () => {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === "") {
      quoted = true;
      quoteLine = line;
      cell = "";
    } else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      end();
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (quoted) return { rows, unclosedAt: quoteLine };
  if (cell !== "" || cells.length) end();
  return { rows, unclosedAt: null };
}

const norm = (s: string) => s.normalize("NFC").trim();
const key = (s: string) => norm(s).toLocaleLowerCase("en");
const header = (s: string) => key(s).replace(/[\s_.-]/g, "");
const ROSTER_COLUMNS = {
  class: ["class", "classname", "classtitle", "classcode", "class_sourcedid", "classsourcedid"],
  given: ["givenname", "firstname", "given"],
  initial: ["familyinitial", "familynameinitial", "familyname", "lastname", "surname", "initial"],
  picture: ["picture", "avatar"],
};
const FORMULA = /^[=+\-@\t\r]/;
/** A control character (C0, DEL, C1) or a bidi override: never in a name. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** A row's problems in the teacher's words (empty, too long, control characters, a formula, not a name). */
function nameProblems(raw: string): Problem[] {
  const v = norm(raw);
  if (!v) return [problem("classes.words.roster.empty")];
  if (FORMULA.test(v)) return [problem("classes.words.roster.formula")];
  if (CONTROL.test(v)) return [problem("classes.words.roster.control")];
  if (v.length > PUPIL_NAME_MAX)
    return [problem("classes.words.roster.tooLong", { max: PUPIL_NAME_MAX, n: v.length })];
  const p = nameProblem(v);
  if (p === "required") return [problem("classes.words.roster.empty")];
  if (p) return [problem("classes.words.roster.notAName")];
  return [];
}

function pictureProblem(p: string): Problem | null {
  if (!p) return null;
  return (PUPIL_AVATARS as readonly string[]).includes(key(p))
    ? null
    : problem("classes.words.roster.unknownPicture", {
        picture: p.slice(0, 20),
        list: PUPIL_AVATARS.join(", "),
      });
}

/** Reads the text and checks every row against the class (its pupils, its room): nothing is written.
 *  The problems are worded in the reader's language (`t`; English by default). */
export function readRoster(
  text: string,
  cls: { name: string; code: string },
  existing: string[],
  room: number,
  t: Translator = translatorFor("en"),
): RosterPreview {
  const read = checkRoster(text, cls, existing, room);
  const say = (ps: Problem[]) => ps.map((x) => t(x.key, x.values));
  return {
    ...read,
    problems: say(read.problems),
    rows: read.rows.map((r) => ({ ...r, problems: say(r.problems) })),
  };
}

function checkRoster(
  text: string,
  cls: { name: string; code: string },
  existing: string[],
  room: number,
): Read {
  const problems: Problem[] = [];
  const parsed = parseCsv(text.replace(/^\uFEFF/, ""));
  const lines = parsed.rows.filter((r) => r.cells.some((c) => c.trim() !== ""));
  if (parsed.unclosedAt !== null)
    problems.push(problem("classes.words.roster.csvQuote", { line: parsed.unclosedAt }));
  const first = lines[0]?.cells.map(header) ?? [];
  const col = (names: string[]) => first.findIndex((h) => names.includes(h));
  const isRoster = col(ROSTER_COLUMNS.given) >= 0;
  let skipped = 0;
  let rows: Read["rows"];
  if (isRoster) {
    const [c, g, i, p] = [
      col(ROSTER_COLUMNS.class),
      col(ROSTER_COLUMNS.given),
      col(ROSTER_COLUMNS.initial),
      col(ROSTER_COLUMNS.picture),
    ];
    const ours = new Set([key(cls.name), key(cls.code)]);
    rows = [];
    for (const r of lines.slice(1)) {
      if (c >= 0 && !ours.has(key(r.cells[c] ?? ""))) {
        skipped++;
        continue;
      }
      const given = norm(r.cells[g] ?? "");
      const initial = i >= 0 ? norm(r.cells[i] ?? "").slice(0, 1) : "";
      const name = given && initial ? `${given} ${initial.toLocaleUpperCase("en")}.` : given;
      rows.push({
        line: r.line,
        first_name: name,
        avatar: p >= 0 ? key(r.cells[p] ?? "") || null : null,
        problems: [
          ...nameProblems(given || ""),
          ...(initial && CONTROL.test(initial) ? [problem("classes.words.roster.control")] : []),
        ],
      });
    }
    if (c >= 0 && rows.length === 0 && skipped > 0)
      problems.push(problem("classes.words.roster.noRowForClass", { name: cls.name, code: cls.code }));
  } else {
    const hasHeader = first.length > 0 && ["name", "firstname", "pupil"].includes(first[0]);
    rows = (hasHeader ? lines.slice(1) : lines).map((r) => {
      const [name = "", pic = "", ...rest] = r.cells;
      const extra = rest.some((x) => x.trim()) ? [problem("classes.words.roster.columns")] : [];
      return {
        line: r.line,
        first_name: norm(name),
        avatar: key(pic) || null,
        problems: [...nameProblems(name), ...extra],
      };
    });
  }
  for (const r of rows) {
    if (r.avatar) {
      const pp = pictureProblem(r.avatar);
      if (pp) r.problems.push(pp);
    }
  }
  // duplicates: within the list (the second and later), and with the class's pupils
  const seen = new Map<string, number>();
  const inClass = new Set(existing.map(key));
  for (const r of rows) {
    if (!r.first_name) continue;
    const k = key(r.first_name);
    if (inClass.has(k)) r.problems.push(problem("classes.words.roster.inClass"));
    else if (seen.has(k)) r.problems.push(problem("classes.words.roster.duplicate", { line: seen.get(k)! }));
    else seen.set(k, r.line);
  }
  if (!rows.length && !problems.length) problems.push(problem("classes.words.roster.noNames"));
  if (rows.length > room)
    problems.push(
      problem("classes.words.roster.tooMany", { max: MAX_PUPILS_PER_CLASS, room, count: rows.length }),
    );
  // a huge list is refused as a whole; its rows are not all sent back
  const shown = rows.length > MAX_PUPILS_PER_CLASS * 5 ? rows.slice(0, MAX_PUPILS_PER_CLASS) : rows;
  return {
    format: isRoster ? "roster" : "list",
    rows: shown,
    skipped_other_classes: skipped,
    problems,
    ok: problems.length === 0 && rows.every((r) => r.problems.length === 0),
    adds: rows.length,
    room,
  };
}

async function previewFor(deps: Deps, teacher: User, classId: number | null, text: string, t: Translator) {
  const c = await ownClass(deps, teacher, classId);
  const current = await pupilsOf(deps, c.id);
  return {
    c,
    current,
    preview: readRoster(
      text,
      c,
      current.map((p) => p.firstName),
      MAX_PUPILS_PER_CLASS - current.length,
      t,
    ),
  };
}

/** POST /classes/{id}/roster/preview: every row and its problems; nothing is written. */
export async function previewRoster(
  deps: Deps,
  teacher: User,
  classId: number | null,
  text: string,
  t: Translator,
): Promise<RosterPreview> {
  return (await previewFor(deps, teacher, classId, text, t)).preview;
}

/** 422 ROSTER_PROBLEMS: the preview's rows and problems in the reader's language (nothing was written);
 *  its message is the first problem, else the summary, worded already (the envelope keeps it). */
class RosterProblems extends ApiError {
  constructor(
    readonly shown: RosterPreview,
    t: Translator,
  ) {
    super(422, "ROSTER_PROBLEMS", shown.problems[0] ?? t("errors.ROSTER_PROBLEMS"));
    this.worded = true;
  }
  override toBody() {
    return { error: { ...super.toBody().error, preview: this.shown } };
  }
}

/** POST /classes/{id}/roster: adds every row in one transaction, or nothing when any row has a problem. */
export async function importRoster(
  deps: Deps,
  teacher: User,
  classId: number | null,
  text: string,
  t: Translator,
) {
  const { c, current, preview } = await previewFor(deps, teacher, classId, text, t);
  if (!preview.ok) throw new RosterProblems(preview, t);
  const used = new Set(current.map((p) => p.avatar ?? ""));
  const prepared: {
    first_name: string;
    avatar: PupilAvatar;
    pictures: ReturnType<typeof drawPictures>;
    picturesHash: string;
  }[] = [];
  for (const r of preview.rows) {
    const avatar = (r.avatar as PupilAvatar | null) ?? freeAvatar(used);
    used.add(avatar);
    const pictures = drawPictures();
    prepared.push({
      first_name: r.first_name,
      avatar,
      pictures,
      picturesHash: await hashPassword(pictureSecret(pictures)),
    });
  }
  const created = await transact(deps.db, async (tx) => {
    const out: { pupil: ReturnType<typeof pupilView>; pictures: ReturnType<typeof picture>[] }[] = [];
    for (const p of prepared) {
      const [row] = await tx
        .insert(users)
        .values({
          username: `pupil-${randomToken(9).toLowerCase()}`,
          firstName: p.first_name,
          lastName: "",
          kind: "pupil",
          classId: c.id,
          avatar: p.avatar,
          picturesHash: p.picturesHash,
          isVerified: true,
          createdAt: deps.clock.now(),
        })
        .returning();
      out.push({ pupil: pupilView(row), pictures: p.pictures.map(picture) });
    }
    // counted again inside the transaction: two imports at once cannot overfill the class (all rolled back)
    const [{ n }] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.classId, c.id), eq(users.kind, "pupil")));
    if (n > MAX_PUPILS_PER_CLASS)
      throw conflict("CLASS_FULL", `A class can have up to ${MAX_PUPILS_PER_CLASS} pupils.`);
    await recordAudit(
      deps,
      tx,
      { userId: teacher.id, label: actorLabel(teacher) },
      {
        action: "pupil.import",
        targetType: "class",
        targetId: c.id,
        after: { pupils: out.length, format: preview.format },
      },
    );
    return out;
  });
  return { added: created };
}
