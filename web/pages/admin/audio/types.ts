// The /admin/audio replies, as the routes answer them (web/api/client.ts Reply<…>).
import type { api, Reply } from "../../../api/client";

export type AudioPageData = Reply<typeof api.admin.audio.get>;
export type AudioCoverageData = Reply<typeof api.admin.audio.coverage.get>;
type AudioCoverage = AudioCoverageData;
export type AudioRowItem = AudioPageData["items"][number];
export type AudioKind = AudioRowItem["kind"];
type ClipStatus = NonNullable<Parameters<typeof api.admin.audio.get>[0]>["query"]["status"] & string;
export type AudioLoaderData = {
  data: AudioPageData | null;
  coverage: AudioCoverage | null;
  error: string | null;
  status: "" | ClipStatus;
  kind: "" | AudioKind;
  page: number;
};

export const AUDIO_PAGE_SIZE = 40;
