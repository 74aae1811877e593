// Outside videos an operator adds to the landing page. Only the 11-character video id is kept;
// pictures and the player come from fixed addresses built here, and the player is the
// privacy-enhanced youtube-nocookie.com embed, loaded only after a visitor's click.

export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const PATH_ID = /^\/(?:embed|shorts|live|v)\/([^/?#]+)\/?$/;

/** The video id in a pasted YouTube address or a bare id; null when there is none. */
export function parseVideoRef(input: string): string | null {
  const raw = input.trim();
  if (VIDEO_ID.test(raw)) return raw;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.replace(/^\/|\/$/g, "");
  else if (HOSTS.has(host))
    id = url.pathname === "/watch" ? url.searchParams.get("v") : (PATH_ID.exec(url.pathname)?.[1] ?? null);
  return id && VIDEO_ID.test(id) ? id : null;
}

export const thumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
export const embedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
