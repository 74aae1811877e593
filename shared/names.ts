// The one rule for a person's name, wherever a name is typed: sign-up, profile, admin, the CLI and
// (next) children's names. Letters of any script (Arabic included), combining marks, spaces,
// apostrophes, hyphens and dots; no control characters, no bidi overrides; not blank once the
// invisible characters are removed. Also what the CLI uses to print stored text safely.
import "./zodConfig";
import { z } from "zod";

export const NAME_MAX = 100;

/** Control characters (C0, DEL, C1) and bidi embeddings / overrides / isolates. */
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
/** Characters that show nothing: zero-width ones, marks alone, joiners, BOM, fillers. */
const INVISIBLE =
  /[\s\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2060-\u2064\u3164\ufeff\uffa0]/gu;
/** Letters, marks (harakat, accents), spaces, apostrophes (straight and typographic), hyphens, dots;
 * ZWNJ/ZWJ for Persian/Urdu and Arabic shaping, and the Arabic tatweel. */
const ALLOWED = /^[\p{L}\p{M} '\u2019\u02bc.\-\u200c\u200d\u0640]+$/u;

export type NameProblem = "required" | "too_long" | "not_allowed";

/** Why a (trimmed) name is refused, or null when it is fine. */
export function nameProblem(value: string): NameProblem | null {
  const v = value.normalize("NFC").trim();
  if (!v || v.replace(INVISIBLE, "").replace(/[\p{M}'\u2019\u02bc.\-\u0640]/gu, "") === "") return "required";
  if (v.length > NAME_MAX) return "too_long";
  if (FORBIDDEN.test(v) || !ALLOWED.test(v)) return "not_allowed";
  return null;
}

/** A zod field for a name labelled `label` ("First name"); the value comes out NFC and trimmed. */
export function personName(label: string, max = NAME_MAX) {
  return z
    .string({ error: `${label} is required` })
    .transform((v) => v.normalize("NFC").trim())
    .superRefine((v, ctx) => {
      const p = nameProblem(v);
      if (p === "required") ctx.addIssue({ code: "custom", message: `${label} is required` });
      else if (p === "too_long" || v.length > max)
        ctx.addIssue({ code: "custom", message: `${label} must be at most ${max} characters` });
      else if (p === "not_allowed")
        ctx.addIssue({
          code: "custom",
          message: `${label} may contain only letters, spaces, apostrophes and hyphens`,
        });
    });
}

const TERMINAL_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/gu;
const TERMINAL_UNSAFE_BUT_NEWLINES =
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/gu;

/** Text made safe for a terminal: control characters and bidi controls shown as \u{…} escapes
 * (a stored name cannot move the cursor, ring the bell or reverse the operator's screen). */
export function escapeForTerminal(s: string, keepNewlines = false): string {
  return s.replace(
    keepNewlines ? TERMINAL_UNSAFE_BUT_NEWLINES : TERMINAL_UNSAFE,
    (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`,
  );
}

/** JSON for a terminal: what JSON.stringify leaves raw (DEL, C1, bidi controls) as \uXXXX too. */
export function terminalJson(v: unknown, indent?: number): string {
  return JSON.stringify(v, null, indent).replace(
    /[\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
