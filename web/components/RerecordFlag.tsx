// In a lesson, for admins and teachers (never a child's or a pupil's session): flag the clip just heard
// to be recorded again. It keeps playing until a new recording replaces it; the audio page and the
// recording session's "everything still to record" list it. The server decides who may (403 otherwise).
import { useState } from "react";
import toast from "react-hot-toast";
import { ApiClientError, api, ok } from "../api/client";
import { useSession } from "../state/session";
import { useT } from "../i18n";

export function RerecordFlag({ slot }: { slot: { id?: string; url?: string | null } | null | undefined }) {
  const t = useT();
  const { user } = useSession();
  const [flagged, setFlagged] = useState(false);
  if (!slot?.url || !slot.id || !user || user.kind !== "adult" || !(user.is_admin || user.is_teacher))
    return null;
  const flag = async () => {
    try {
      await ok(api.admin.audio({ itemId: encodeURIComponent(slot.id!) }).rerecord.post({ flag: true }));
      setFlagged(true);
      toast.success(t("courses.rerecord.flagged"), { id: `rerecord-${slot.id}` });
    } catch (e) {
      toast.error(e instanceof ApiClientError ? e.message : t("courses.rerecord.failed"), {
        id: `rerecord-${slot.id}`,
      });
    }
  };
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm rerecord-flag"
      disabled={flagged}
      onClick={() => void flag()}
    >
      {flagged ? t("courses.rerecord.done") : t("courses.rerecord.button")}
    </button>
  );
}
