// A message to show after a redirect. In the browser it is a toast right away; during a
// server render it travels in a short-lived cookie that the next /session call hands back.
import { redirect } from "react-router";
import toast from "react-hot-toast";
import type { Notice } from "../state/types";
import { NOTICE_COOKIE } from "../../shared/constants";

export function showNotice(kind: Notice["kind"], message: string) {
  if (kind === "error") toast.error(message, { id: message });
  else if (kind === "success") toast.success(message, { id: message });
  else toast(message, { id: message });
}

export function redirectWithNotice(to: string, message: string, kind: Notice["kind"] = "info") {
  if (typeof document !== "undefined") {
    showNotice(kind, message);
    return redirect(to);
  }
  const value = encodeURIComponent(JSON.stringify({ kind, message }));
  return redirect(to, {
    headers: { "Set-Cookie": `${NOTICE_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60` },
  });
}
