// The /admin/audio reply, as the server's own types say (type-only: nothing of the server is bundled).
import type {
  listClips,
  AudioListItem,
  AudioKind,
  AudioCoverage,
  ClipStatus,
} from "../../../../src/modules/audio/service";

export type AudioPageData = Awaited<ReturnType<typeof listClips>> & {
  me: { admin: boolean; teachers_may_record: boolean };
};
export type AudioCoverageData = AudioCoverage;
export type AudioRowItem = AudioListItem;
export type { AudioKind };
export type AudioLoaderData = {
  data: AudioPageData | null;
  coverage: AudioCoverage | null;
  error: string | null;
  status: "" | ClipStatus;
  kind: "" | AudioKind;
  page: number;
};

export const AUDIO_PAGE_SIZE = 40;
