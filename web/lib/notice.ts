// A message to show after a redirect. In the browser it is a toast right away; during a server
// render it travels in a short-lived cookie that the next /session call hands back (RootLayout toasts
// it). Either way it is a catalogue key with its arguments (shared/notice.ts), worded only where it
// is shown, in the page's language: a server render's notice is never frozen in English.
import { redirect } from "react-router";
import toast from "react-hot-toast";
import { catalogueReady, currentT, type MessageKey, type Translator } from "../i18n";
import { NOTICE_COOKIE } from "../../shared/constants";
import type { NoticeKind, NoticeText } from "../../shared/notice";
import { dateIn } from "../pages/assessment/format";

export type { NoticeText };

/** The notice's words in `t`'s language; a { date } argument written as that language writes dates. */
export function noticeWords(t: Translator, n: NoticeText): string {
  const values = Object.fromEntries(
    Object.entries(n.values ?? {}).map(([k, v]) => [k, typeof v === "object" ? dateIn(v.date, t.locale) : v]),
  );
  return t(n.key, values);
}

const asText = (n: NoticeText | MessageKey): NoticeText => (typeof n === "string" ? { key: n } : n);

/** A toast in the page's language, once the language's every area is at hand (the notice's area may not
 *  be among the page's first chunks). The same notice twice is one toast. */
export function showNotice(kind: NoticeKind, notice: NoticeText | MessageKey) {
  const n = asText(notice);
  // a chunk that failed to load still lets the notice show (its own area is most often at hand)
  void catalogueReady()
    .catch(() => undefined)
    .then(() => {
      const message = noticeWords(currentT(), n);
      if (kind === "error") toast.error(message, { id: message });
      else if (kind === "success") toast.success(message, { id: message });
      else toast(message, { id: message });
    });
}

export function redirectWithNotice(to: string, notice: NoticeText | MessageKey, kind: NoticeKind = "info") {
  if (typeof document !== "undefined") {
    showNotice(kind, notice);
    return redirect(to);
  }
  const value = encodeURIComponent(JSON.stringify({ kind, ...asText(notice) }));
  return redirect(to, {
    headers: { "Set-Cookie": `${NOTICE_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60` },
  });
}
