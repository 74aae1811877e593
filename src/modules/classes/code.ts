// Class codes: what a pupil (or the teacher, once per device) types at /class. Six characters from an
// alphabet without look-alikes (no 0/O, 1/I/L), upper-case: 29^6 ≈ 600 million codes.
import { randomInt } from "node:crypto";

export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 6;
export const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

export function newClassCode(): string {
  let s = "";
  for (let i = 0; i < CODE_LENGTH; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** A typed code as stored: spaces and dashes dropped, upper-case. */
export const normaliseCode = (typed: string) => typed.replace(/[\s-]/g, "").toUpperCase();
