// A child profile's avatar (issue #16): one of AVATARS (avatarNames.ts), served to the page with its
// URL and checked on every write.
import { pictureUrl } from "../media/pictures";
import { AVATARS, type Avatar } from "./avatarNames";
export { AVATARS, type Avatar } from "./avatarNames";

export const isAvatar = (v: unknown): v is Avatar =>
  typeof v === "string" && (AVATARS as readonly string[]).includes(v);

/** The picture's URL, or null for a name this build lacks (a pupil's or an old row's). */
export function avatarUrl(name: string | null): string | null {
  if (!name) return null;
  try {
    return pictureUrl(name);
  } catch {
    return null;
  }
}

export const avatarChoices = () => AVATARS.map((name) => ({ name, url: avatarUrl(name) }));
