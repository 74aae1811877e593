// A notice left by a redirect (issue #30): a catalogue key and its arguments, never words, so whoever
// shows it words it in the reader's language. A date travels as { date: ISO } and is written the
// reader's way where it is shown. The server checks what comes back in the cookie (src/modules/session).
import type { MessageKey } from "./i18n/types";

export type NoticeKind = "success" | "error" | "info";
export type NoticeValue = string | number | { date: string };
export type NoticeText = { key: MessageKey; values?: Record<string, NoticeValue> };

/** Bounds on what the notice cookie may carry back (it is the visitor's to change). */
export const NOTICE_LIMITS = { values: 6, text: 200 } as const;
