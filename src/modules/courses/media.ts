// The course's view of the media module: picture URLs and recorded clips.
import type { Deps } from "../../deps";
import { hasPicture, pictureUrl } from "../media/pictures";

/** The self-hosted picture's URL, or null when the word has none (or this build lacks it). */
export const pictureFor = (name: string | undefined): string | null => (name && hasPicture(name) ? pictureUrl(name) : null);

/** Recorded clips by audio id (ids without a clip are absent).
 * TEMPORARY until src/modules/audio/service.ts (media helper) lands: no clip is recorded yet. */
export async function clipUrlsFor(_deps: Deps, _ids: string[]): Promise<Map<string, string>> {
  return new Map();
}
