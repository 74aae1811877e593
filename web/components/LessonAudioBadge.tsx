// For admins in the library: how many of a lesson's audio items have a current recorded clip (the server's
// count, GET /admin/audio/coverage, asked once per page after hydration). Nothing for anyone else.
import { useEffect, useState } from "react";
import { api, ok, type Reply } from "../api/client";
import { useSession } from "../state/session";
import { useT } from "../i18n";

type AudioCoverage = Reply<typeof api.admin.audio.coverage.get>;
let coverage: Promise<AudioCoverage | null> | null = null;
const load = () => (coverage ??= ok(api.admin.audio.coverage.get()).catch(() => null));

export function LessonAudioBadge({ lessonId }: { lessonId: string }) {
  const t = useT();
  const { user } = useSession();
  const admin = !!user?.is_admin && user.kind === "adult";
  const [figures, setFigures] = useState<AudioCoverage["lessons"][string] | null>(null);
  useEffect(() => {
    if (!admin) return;
    let live = true;
    void load().then((c) => live && setFigures(c?.lessons[lessonId] ?? null));
    return () => {
      live = false;
    };
  }, [admin, lessonId]);
  if (!admin || !figures || !figures.items) return null;
  const full = figures.fresh === figures.items;
  return (
    <span
      className={`lesson-audio${full ? " is-full" : ""}`}
      data-audio={`${figures.fresh}/${figures.items}`}
    >
      {t("courses.audioBadge.text", { fresh: figures.fresh, items: figures.items })}
    </span>
  );
}
