// Which browser chunk a message travels in (scripts/i18n-chunks.ts builds them, src/ssr/render.tsx names
// the page's, web/client.tsx joins them): its area's, except for a few long parts of an area that its
// most visited page never shows. The public pages' own texts ("site.pages.*": the legal pages, the
// services, the credits, the contact and ui-config pages) are most of the "site" area, and the landing
// shows none of them: in their own chunk they stay out of the landing's first load.

/** area → the first segment of its keys that has its own chunk, named `<area>_<segment>`. */
const SPLIT: Record<string, string> = { site: "pages" };

/** area → the first segment of its keys that stays on the server: words only the server writes (the class
 *  replies' sentences, src/modules/classes/words.ts), never sent to a browser. */
const SERVER_ONLY: Record<string, string> = { classes: "words" };

/** Whether a key of an area is the server's only ("classes", "words.csv.pupil" → true). */
export const serverOnly = (area: string, key: string): boolean => {
  const own = SERVER_ONLY[area];
  return own !== undefined && key.startsWith(own + ".");
};

/** The chunk of a key within its area ("site", "pages.legal.title" → "site_pages"). */
export function chunkOfAreaKey(area: string, key: string): string {
  const own = SPLIT[area];
  return own !== undefined && key.startsWith(own + ".") ? `${area}_${own}` : area;
}

/** The chunk of a full key ("site.pages.legal.title" → "site_pages", "common.nav.home" → "common"). */
export function chunkOf(fullKey: string): string {
  const dot = fullKey.indexOf(".");
  return chunkOfAreaKey(fullKey.slice(0, dot), fullKey.slice(dot + 1));
}

/** The area a chunk's messages belong to ("site_pages" → "site"). */
export const areaOfChunk = (chunk: string): string => chunk.split("_")[0];
