// Sends a clip as the raw request body (not JSON): PUT /api/v1/admin/audio/:itemId?speaker=…&licence=….
import { ApiClientError } from "../../../api/client";
import type { AudioPageData } from "./types";
import type { Voice } from "./voice";

type Saved = { item_id: string; clip: NonNullable<AudioPageData["items"][number]["clip"]>; sox: boolean };

/** Raw bytes to an audio API route; the server's refusal becomes an ApiClientError as it words it. */
export async function sendBytes<T>(
  method: "PUT" | "POST",
  path: string,
  body: Blob,
  headers: Record<string, string> = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        "x-csrf-protection": "1",
        "content-type": body.type || "application/octet-stream",
        ...headers,
      },
      body,
    });
  } catch {
    throw new ApiClientError(0, "NETWORK", "Network error. Please check your connection and try again.");
  }
  const data = await res.json().catch(() => null);
  if (!res.ok)
    throw new ApiClientError(
      res.status,
      data?.error?.code ?? `HTTP_${res.status}`,
      data?.error?.message ?? res.statusText,
      data?.error?.fields,
    );
  return data as T;
}

export function uploadClip(itemId: string, body: Blob, voice: Voice, durationMs?: number): Promise<Saved> {
  const q = new URLSearchParams({ speaker: voice.speaker, licence: voice.licence });
  return sendBytes<Saved>(
    "PUT",
    `/admin/audio/${encodeURIComponent(itemId)}?${q}`,
    body,
    durationMs !== undefined ? { "x-clip-duration-ms": String(Math.round(durationMs)) } : {},
  );
}
