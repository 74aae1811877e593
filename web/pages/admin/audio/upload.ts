// Sends a clip as the raw request body (not JSON): PUT /api/v1/admin/audio/:itemId.
import { ApiClientError } from "../../../api/client";
import type { AudioPageData } from "./types";

type Saved = { item_id: string; clip: NonNullable<AudioPageData["items"][number]["clip"]>; sox: boolean };

export async function uploadClip(itemId: string, body: Blob, durationMs?: number): Promise<Saved> {
  let res: Response;
  try {
    res = await fetch(`/api/v1/admin/audio/${encodeURIComponent(itemId)}`, {
      method: "PUT",
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        "x-csrf-protection": "1",
        "content-type": body.type || "application/octet-stream",
        ...(durationMs !== undefined ? { "x-clip-duration-ms": String(Math.round(durationMs)) } : {}),
      },
      body,
    });
  } catch {
    throw new ApiClientError(0, "NETWORK", "Network error. Please check your connection and try again.");
  }
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new ApiClientError(res.status, data?.error?.code ?? `HTTP_${res.status}`, data?.error?.message ?? res.statusText, data?.error?.fields);
  return data as Saved;
}
