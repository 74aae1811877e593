// Sends a clip as the raw request body (not JSON): PUT …/admin/audio/:itemId?speaker=…&licence=….
import { ApiClientError, api, path, type Reply } from "../../../api/client";
import type { Voice } from "./voice";

type Saved = Reply<ReturnType<typeof api.admin.audio>["put"]>;

/** Raw bytes to an audio API route; the server's refusal becomes an ApiClientError as it words it. */
export async function sendBytes<T>(
  method: "PUT" | "POST",
  url: string,
  body: Blob,
  headers: Record<string, string> = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
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
  return sendBytes<Saved>(
    "PUT",
    path(api.admin.audio({ itemId: encodeURIComponent(itemId) }), {
      speaker: voice.speaker,
      licence: voice.licence,
    }),
    body,
    durationMs !== undefined ? { "x-clip-duration-ms": String(Math.round(durationMs)) } : {},
  );
}
