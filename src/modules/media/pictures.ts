// The course's pictures, self-hosted: scripts/build-pictures.ts writes each icon the content uses
// as dist/client/pictures/<name>.<hash>.svg, and the client build lists it among the assets, served
// under /assets/ with immutable caching (in a checkout and inside the executable alike).
import { assetFiles } from "../../ssr/assets.generated";

const PICTURE = /^\/assets\/pictures\/([a-z0-9-]+)\.[0-9a-f]+\.svg$/;

let urls: Map<string, string> | null = null;
function pictureUrls(): Map<string, string> {
  if (!urls) {
    urls = new Map();
    for (const path of Object.keys(assetFiles)) {
      const m = PICTURE.exec(path);
      if (m) urls.set(m[1], path);
    }
  }
  return urls;
}

/** Whether this build carries the picture (the content's `picture:` names). */
export function hasPicture(name: string): boolean {
  return pictureUrls().has(name);
}

/** The picture's content-hashed URL. Throws for a name the build lacks: pass `hasPicture` to
 * loadContent at start so such content is refused there, naming the file and field. */
export function pictureUrl(name: string): string {
  const url = pictureUrls().get(name);
  if (!url)
    throw new Error(`No picture "${name}" in this build (rebuild the client: bun scripts/build-client.ts)`);
  return url;
}

/** Every picture name this build carries (credits page count, tests). */
export function pictureNames(): string[] {
  return [...pictureUrls().keys()].sort();
}
