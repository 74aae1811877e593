// The pictures a class uses (issue #16), chosen from the course's own picture set (src/modules/media):
// nine clear, easily told apart pictures for the picture password, and the avatars a pupil is shown by.
// Constant lists, so a sign-in sheet printed today still matches tomorrow.
import { randomInt } from "node:crypto";
import { pictureUrl } from "../media/pictures";

/** The grid of 9 a pupil taps their three pictures from, in this order on every device. */
export const SIGN_IN_PICTURES = [
  "cat",
  "fish",
  "sun",
  "red-apple",
  "house",
  "star",
  "banana",
  "rainbow",
  "duck",
] as const;
export type SignInPicture = (typeof SIGN_IN_PICTURES)[number];
export const PICTURES_PER_PASSWORD = 3;

/** A pupil's avatar: how they find themselves in the class list (animals, none of the sign-in pictures). */
export const PUPIL_AVATARS = [
  "lion",
  "elephant",
  "giraffe",
  "monkey",
  "frog",
  "rabbit",
  "bear",
  "horse",
  "cow",
  "camel",
  "chicken",
  "bird",
  "dog-face",
  "ewe",
] as const;
export type PupilAvatar = (typeof PUPIL_AVATARS)[number];

export const picture = (name: string) => ({ name, url: pictureUrl(name) });

/** Three different pictures from the grid, drawn with a cryptographic generator. */
export function drawPictures(): SignInPicture[] {
  const pool: SignInPicture[] = [...SIGN_IN_PICTURES];
  const out: SignInPicture[] = [];
  while (out.length < PICTURES_PER_PASSWORD) out.push(pool.splice(randomInt(pool.length), 1)[0]);
  return out;
}

/** What is hashed: the pictures in order (the order is part of the password). */
export const pictureSecret = (pictures: readonly string[]) => pictures.join(" ");

/** An avatar the class does not use yet, when there is one. */
export function freeAvatar(used: Set<string>): PupilAvatar {
  const free = PUPIL_AVATARS.filter((a) => !used.has(a));
  const from = free.length ? free : [...PUPIL_AVATARS];
  return from[randomInt(from.length)];
}
