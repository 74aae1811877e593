// The course's view of the media module: picture URLs and recorded clips.
import type { Deps } from "../../deps";
import { clipUrls } from "../audio/service";

export { pictureFor } from "../content/pictures";

/** Recorded clips by audio id (ids without a clip are absent). */
export const clipUrlsFor = (deps: Deps, ids: string[]): Promise<Map<string, string>> =>
  ids.length ? clipUrls(deps, ids) : Promise.resolve(new Map());
