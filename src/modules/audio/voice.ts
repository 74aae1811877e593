// Whose voice a clip is and under which licence: checked the same way for recordings, uploads and packs.
import { z } from "zod";

const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;
const line = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .max(400, `${what}: at most 80 characters`)
    .transform((v) => v.normalize("NFC").trim())
    .pipe(
      z
        .string()
        .min(1, `${what} is required`)
        .max(80, `${what}: at most 80 characters`)
        .refine((v) => !CONTROL.test(v), `${what} contains characters that are not allowed`),
    );

export const VoiceFields = { speaker: line("The speaker's name"), licence: line("The licence") };
export const VoiceSchema = z.strictObject(VoiceFields);

/** Licences offered on the audio page (anything else may be typed). */
export const LICENCE_SUGGESTIONS = ["CC BY 4.0", "CC BY-SA 4.0", "CC0 1.0"];
