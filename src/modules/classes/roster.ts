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

/** The longest paste or file read (a class of 40 with long names fits many times over). */
export const ROSTER_MAX_CHARS = 100_000;

export type { RosterPreview };
export type RosterRow = RosterPreview["rows"][number];

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
function nameProblems(raw: string): string[] {
  const v = norm(raw);
  if (!v) return ["Empty: no name"];
  if (FORMULA.test(v)) return ["Starts like a spreadsheet formula (= + - @): type the name only"];
  if (CONTROL.test(v)) return ["Has control characters (invisible codes): type the name again"];
  if (v.length > PUPIL_NAME_MAX)
    return [`Too long: at most ${PUPIL_NAME_MAX} characters (this one has ${v.length})`];
  const p = nameProblem(v);
  if (p === "required") return ["Empty: no name"];
  if (p) return ["Only letters, spaces, apostrophes, hyphens and dots"];
  return [];
}

function pictureProblem(p: string): string | null {
  if (!p) return null;
  return (PUPIL_AVATARS as readonly string[]).includes(key(p))
    ? null
    : `Unknown picture “${p.slice(0, 20)}”: one of ${PUPIL_AVATARS.join(", ")}, or leave it empty`;
}

/** Reads the text and checks every row against the class (its pupils, its room): nothing is written. */
export function readRoster(
  text: string,
  cls: { name: string; code: string },
  existing: string[],
  room: number,
): RosterPreview {
  const problems: string[] = [];
  const parsed = parseCsv(text.replace(/^\uFEFF/, ""));
  const lines = parsed.rows.filter((r) => r.cells.some((c) => c.trim() !== ""));
  if (parsed.unclosedAt !== null)
    problems.push(`The CSV is malformed: a quote opened on line ${parsed.unclosedAt} is never closed.`);
  const first = lines[0]?.cells.map(header) ?? [];
  const col = (names: string[]) => first.findIndex((h) => names.includes(h));
  const isRoster = col(ROSTER_COLUMNS.given) >= 0;
  let skipped = 0;
  let rows: RosterRow[];
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
          ...(initial && CONTROL.test(initial)
            ? ["Has control characters (invisible codes): type the name again"]
            : []),
        ],
      });
    }
    if (c >= 0 && rows.length === 0 && skipped > 0)
      problems.push(`No row is for this class: the class column should say ${cls.name} or ${cls.code}.`);
  } else {
    const hasHeader = first.length > 0 && ["name", "firstname", "pupil"].includes(first[0]);
    rows = (hasHeader ? lines.slice(1) : lines).map((r) => {
      const [name = "", pic = "", ...rest] = r.cells;
      const extra = rest.some((x) => x.trim()) ? ["More than two columns: a name, then a picture"] : [];
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
    if (inClass.has(k)) r.problems.push("Already in the class: add a family initial to tell them apart");
    else if (seen.has(k))
      r.problems.push(`Duplicate of line ${seen.get(k)}: add a family initial to tell them apart`);
    else seen.set(k, r.line);
  }
  if (!rows.length && !problems.length) problems.push("No names found: paste one name per line.");
  if (rows.length > room)
    problems.push(
      `A class can have up to ${MAX_PUPILS_PER_CLASS} pupils: there is room for ${room} more, and this list has ${rows.length}.`,
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

async function previewFor(deps: Deps, teacher: User, classId: number | null, text: string) {
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
    ),
  };
}

/** POST /classes/{id}/roster/preview: every row and its problems; nothing is written. */
export async function previewRoster(
  deps: Deps,
  teacher: User,
  classId: number | null,
  text: string,
): Promise<RosterPreview> {
  return (await previewFor(deps, teacher, classId, text)).preview;
}

/** 422 ROSTER_PROBLEMS: the preview's rows and problems (nothing was written). */
class RosterProblems extends ApiError {
  constructor(readonly preview: RosterPreview) {
    super(
      422,
      "ROSTER_PROBLEMS",
      preview.problems[0] ?? "Some rows have problems: fix them and try again. Nothing was added.",
    );
  }
  override toBody() {
    return { error: { ...super.toBody().error, preview: this.preview } };
  }
}

/** POST /classes/{id}/roster: adds every row in one transaction, or nothing when any row has a problem. */
export async function importRoster(deps: Deps, teacher: User, classId: number | null, text: string) {
  const { c, current, preview } = await previewFor(deps, teacher, classId, text);
  if (!preview.ok) throw new RosterProblems(preview);
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
