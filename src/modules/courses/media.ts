// The course's view of the media module: picture URLs and recorded clips.
import type { Deps } from "../../deps";
import { hasPicture, pictureUrl } from "../media/pictures";
import { clipUrls } from "../audio/service";

/** The self-hosted picture's URL, or null when the word has none (or this build lacks it). */
export const pictureFor = (name: string | undefined): string | null => (name && hasPicture(name) ? pictureUrl(name) : null);

/** Recorded clips by audio id (ids without a clip are absent). */
export const clipUrlsFor = (deps: Deps, ids: string[]): Promise<Map<string, string>> => (ids.length ? clipUrls(deps, ids) : Promise.resolve(new Map()));
