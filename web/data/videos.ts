// The landing page's video carousel (SPEC section 3, "Video item"). Operators: edit this list to
// change the videos — the thumbnail (pImg) is derived from the video id, and each card opens the
// video on the public video site in a new tab.
export type VideoItem = { Id: number; cTitle: string; videoId: string; pImg: string; url: string };

/** The channel linked from the footer. */
export const VIDEO_CHANNEL_URL = "https://www.youtube.com/@marhaba-arabic-kids";

const VIDEOS: { Id: number; cTitle: string; videoId: string }[] = [
  { Id: 1, cTitle: "Lesson: At the Airport", videoId: "kJQP7kiw5Fk" },
  { Id: 2, cTitle: "School Trip Lesson", videoId: "9bZkp7q19f0" },
  { Id: 3, cTitle: "Fire Safety Lesson", videoId: "OPf0YbXqDm0" },
  { Id: 4, cTitle: "Lesson: Dhuha is Sick", videoId: "fJ9rUzIMcZQ" },
  { Id: 5, cTitle: "Lesson: Tariq Visits His Uncle", videoId: "hT_nvWreIhg" },
  { Id: 6, cTitle: "Arabic Learning Adventure with Us!", videoId: "RgKAFK5djSk" },
];

export const thumbnailUrl = (videoId: string) => `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

export const videos: VideoItem[] = VIDEOS.map((v) => ({ ...v, pImg: thumbnailUrl(v.videoId), url: watchUrl(v.videoId) }));
