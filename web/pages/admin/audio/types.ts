// The /admin/audio reply, as the server's own types say (type-only: nothing of the server is bundled).
import type { listClips, AudioListItem, AudioKind } from "../../../../src/modules/audio/service";

export type AudioPageData = Awaited<ReturnType<typeof listClips>>;
export type AudioRowItem = AudioListItem;
export type { AudioKind };
export type AudioLoaderData = { data: AudioPageData | null; error: string | null; status: "" | "missing" | "recorded"; kind: "" | AudioKind; page: number };

export const AUDIO_PAGE_SIZE = 40;
