// A word's or unit's picture URL (self-hosted, media/pictures.ts). Apart from media.ts, whose clips
// come from the audio module, so the activity modules can use it without reaching the audio module.
import { hasPicture, pictureUrl } from "../media/pictures";

/** The self-hosted picture's URL, or null when the word has none (or this build lacks it). */
export const pictureFor = (name: string | undefined): string | null =>
  name && hasPicture(name) ? pictureUrl(name) : null;
