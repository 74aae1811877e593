// The "Tales and rhymes" shelf of the library, and the newest story the child has opened the way to
// (for the child's home). Locked stories are shown as what opens them, never as something to enter.
import { Link } from "../../components/Link";
import { LockIcon } from "../courses/bits";
import type { ShelfItem, ShelfReply } from "./types";
import { useT } from "../../i18n";
import { inLang } from "./lang";

/** The newest story open to the child, as a big card (nothing when none is open yet). */
export function NewestStory({ shelf }: { shelf: ShelfReply | null }) {
  const t = useT();
  const s = shelf?.newest;
  if (!s) return null;
  return (
    <Link to={`/tales/${s.id}`} className="newest-story" data-testid="newest-story">
      <img src={s.cover ?? undefined} alt="" className="newest-story-cover" />
      <span className="newest-story-text">
        <span className="newest-story-eyebrow">
          {s.done ? t("tales.newest.again", { kind: s.kind }) : t("tales.newest.new", { kind: s.kind })}
        </span>
        <span className="newest-story-title">{inLang(s.title, t.locale)}</span>
      </span>
    </Link>
  );
}

/** The shelf. `child`: on a child's home, where the newest story is already a big button and no
 * grown-up text is shown. */
export function TalesShelf({ shelf, child = false }: { shelf: ShelfReply | null; child?: boolean }) {
  const t = useT();
  if (!shelf || shelf.items.length === 0) return null;
  return (
    <section className="tales-shelf" id="tales" aria-labelledby="tales-title">
      <h2 id="tales-title">{t("tales.shelf.title")}</h2>
      {!child && (
        <p className="tales-shelf-lead">
          {t("tales.shelf.lead", { tales: shelf.counts.tales, rhymes: shelf.counts.rhymes })}
        </p>
      )}
      {!child && <NewestStory shelf={shelf} />}
      {/* a row that scrolls sideways: focusable, so a keyboard can scroll it even when every story is locked */}
      <div className="tales-scroll" role="region" aria-label={t("tales.shelf.all")} tabIndex={0}>
        <ul className="tales-row">
          {shelf.items.map((s) => (
            <li key={s.id}>
              <ShelfCard item={s} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ShelfCard({ item: s }: { item: ShelfItem }) {
  const t = useT();
  const body = (
    <>
      <img src={s.cover ?? undefined} alt="" className="tale-card-cover" />
      <span className="tale-card-kind">
        {t("tales.shelf.cardKind", { kind: s.kind, level: s.level.name })}
      </span>
      <span className="tale-card-title">{inLang(s.title, t.locale)}</span>
      {s.locked ? (
        <span className="tale-card-lock">
          <LockIcon size={18} /> {t("tales.shelf.after", { title: inLang(s.after.title, t.locale) })}
        </span>
      ) : s.done ? (
        <span className="tale-card-done">{t("tales.shelf.read")}</span>
      ) : null}
    </>
  );
  if (s.locked)
    return (
      <div className="tale-card is-locked" data-testid={`story-${s.id}`}>
        {body}
      </div>
    );
  return (
    <Link to={`/tales/${s.id}`} className="tale-card" data-testid={`story-${s.id}`}>
      {body}
    </Link>
  );
}
