// Every error code and message the API can send has its French entry (issue #30): the scan of src/ and
// shared/ (scripts/lib/errorMessages.ts) finds each thrown code, message and zod field message, and the
// catalogue must know each one the way a reply is translated. A fixture's unknown throws are named.
import { expect, test } from "bun:test";
import { join } from "node:path";
import { z } from "zod";
import { localizedFields } from "../../src/lib/errorLocale";
import { MAKERS, scanErrorMessages } from "../../scripts/lib/errorMessages";
import { notFound, tooManyRequests, unauthorized, validationError } from "../../src/lib/errors";
import { untranslated } from "../../scripts/check-error-messages";

const root = join(import.meta.dir, "../..");

test("every code and message thrown in src/ (and every zod message) has a French entry", () => {
  const scan = scanErrorMessages(root, ["src", "shared"]);
  // the scan reads what it should: helpers, wrappers, templates, consts, zod (not an empty pass)
  expect(scan.codes.size).toBeGreaterThan(100);
  const has = (code: string, text: string) => scan.samples.some((s) => s.code === code && s.message === text);
  expect(has("UNAUTHORIZED", "Authentication required")).toBe(true); // unauthorized()'s default
  expect(has("CLASS_FULL", "A class can have up to 40 pupils.")).toBe(true); // a template of a const
  expect(
    has("SETUP_CODE_WRONG", "This setup code is not right. Copy it again from the log of Marhaba's start."),
  ).toBe(true); // a code from a template, a message from an object indexed by a key
  expect(
    has(
      "AUDIO_CLIPPED",
      "The clip is clipped (too loud for the microphone, it crackles): move back a little or turn the microphone's level down.",
    ),
  ).toBe(true); // through a wrapper, refuse(code, message) of audio/quality.ts
  expect(has("RATE_LIMITED", "Too many requests. Please wait a few minutes and try again.")).toBe(true); // a const passed to hit()
  expect(has("VALIDATION", "Please enter a valid email address")).toBe(true); // a zod message of shared/
  expect(untranslated(scan)).toEqual([]);
}, 30_000);

test("a throw with no entry, a code or message the scan cannot read, are named", () => {
  const scan = scanErrorMessages(join(root, "tests/fixtures/error-messages"), ["src"]);
  const bad = untranslated(scan);
  const file = "src/modules/teapot/service.ts";
  expect(bad).toEqual(
    expect.arrayContaining([
      `${file}: TEAPOT_FULL "The teapot is full." has no entry`,
      "code TEAPOT_FULL has no entry",
      "code CUP_NOT_FOUND has no entry",
      `${file}: KETTLE_REFUSED "Too hot to pour." has no entry`, // through the wrapper `refuse`
      `${file}: CUP_NOT_FOUND "No cup "7" on the shelf." has no entry`, // a template: its unknown part a sample
      `${file}: field message "Pick a teapot colour" has no entry`,
    ]),
  );
  expect(bad.some((l) => l.includes("cannot tell the error code") && l.includes("_DENIED"))).toBe(true);
  expect(bad.some((l) => l.includes("cannot tell the message pick()"))).toBe(true);
  // the known throw passes: its code and message are in the catalogue
  expect(bad.some((l) => l.includes("LESSON_NOT_FOUND"))).toBe(false);
  expect(bad).toHaveLength(9);
});

test("zod's own English (a schema with no message of its own) reads French: its wording is checked here", () => {
  const cases: [z.ZodType, unknown, string][] = [
    [z.string().max(3), "abcdef", "3 caractères au plus"],
    [z.string().min(3), "a", "3 caractères au moins"],
    [z.array(z.string()).max(2), ["a", "b", "c"], "2 éléments au plus"],
    [z.number().min(1), 0, "Doit valoir au moins 1"],
    [z.number().max(5), 9, "Doit valoir au plus 5"],
    [z.string(), 5, "Doit être un texte"],
    [z.number().int(), 1.5, "Doit être un nombre entier"],
    [z.boolean(), "x", "Doit valoir true ou false"],
    [z.literal(true), false, "Valeur non valide"],
    [z.strictObject({ a: z.string() }), { a: "x", b: 1 }, 'Champ inconnu\u00a0: "b"'],
    [z.strictObject({ a: z.string() }), { a: "x", b: 1, c: 2 }, 'Champs inconnus\u00a0: "b", "c"'],
    [z.enum(["x", "y"]), "z", 'Choix non valide, valeurs possibles\u00a0: "x"|"y"'],
    [z.string().regex(/^a$/), "b", "Format non valide"],
    [z.email(), "x", "Adresse e-mail non valide"],
  ];
  for (const [schema, value, french] of cases) {
    const r = schema.safeParse(value);
    expect(r.success).toBe(false);
    const english = r.error!.issues[0].message;
    expect(localizedFields("fr", "VALIDATION", { f: english }).f, english).toBe(french);
    expect(localizedFields("en", "VALIDATION", { f: english }).f).toBe(english);
  }
});

test("the scan's helpers default as src/lib/errors.ts's do", () => {
  const made: (string | undefined)[][] = [
    unauthorized(),
    notFound(),
    tooManyRequests(1),
    validationError({}),
  ].map((e) => [e.code, e.message]);
  expect(made).toEqual([
    [MAKERS.unauthorized.codeDefault, MAKERS.unauthorized.messageDefault],
    [MAKERS.notFound.codeDefault, MAKERS.notFound.messageDefault],
    ["RATE_LIMITED", MAKERS.tooManyRequests.messageDefault],
    ["VALIDATION", MAKERS.validationError.messageDefault],
  ]);
});
