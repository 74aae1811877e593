// The "Tales and rhymes" shelf of the library, and the newest story the child has opened the way to
// (for the child's home). Locked stories are shown as what opens them, never as something to enter.
import { Link } from "../../components/Link";
import { LockIcon } from "../courses/bits";
import { textIn } from "../courses/format";
import type { ShelfItem, ShelfReply } from "./types";

const KIND = { tale: "Tale", rhyme: "Rhyme" } as const;

/** The newest story open to the child, as a big card (nothing when none is open yet). */
export function NewestStory({ shelf }: { shelf: ShelfReply | null }) {
  const s = shelf?.newest;
  if (!s) return null;
  return (
    <Link to={`/tales/${s.id}`} className="newest-story" data-testid="newest-story">
      <img src={s.cover ?? undefined} alt="" className="newest-story-cover" />
      <span className="newest-story-text">
        <span className="newest-story-eyebrow">
          {s.done
            ? `Read it again: a ${KIND[s.kind].toLowerCase()}`
            : `A new ${KIND[s.kind].toLowerCase()} for you`}
        </span>
        <span className="newest-story-title">{textIn(s.title, shelf?.lang)}</span>
      </span>
    </Link>
  );
}

/** The shelf. `child`: on a child's home, where the newest story is already a big button and no
 * grown-up text is shown. */
export function TalesShelf({ shelf, child = false }: { shelf: ShelfReply | null; child?: boolean }) {
  if (!shelf || shelf.items.length === 0) return null;
  return (
    <section className="tales-shelf" id="tales" aria-labelledby="tales-title">
      <h2 id="tales-title">Tales and rhymes</h2>
      {!child && (
        <p className="tales-shelf-lead">
          {shelf.counts.tales} picture tales and {shelf.counts.rhymes} rhymes to read and hear. Each one opens
          when you finish the unit whose words it uses.
        </p>
      )}
      {!child && <NewestStory shelf={shelf} />}
      {/* a row that scrolls sideways: focusable, so a keyboard can scroll it even when every story is locked */}
      <div className="tales-scroll" role="region" aria-label="All tales and rhymes" tabIndex={0}>
        <ul className="tales-row">
          {shelf.items.map((s) => (
            <li key={s.id}>
              <ShelfCard item={s} lang={shelf.lang} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ShelfCard({ item: s, lang }: { item: ShelfItem; lang: ShelfReply["lang"] }) {
  const body = (
    <>
      <img src={s.cover ?? undefined} alt="" className="tale-card-cover" />
      <span className="tale-card-kind">
        {KIND[s.kind]} · {s.level.name}
      </span>
      <span className="tale-card-title">{textIn(s.title, lang)}</span>
      {s.locked ? (
        <span className="tale-card-lock">
          <LockIcon size={18} /> After “{textIn(s.after.title, lang)}”
        </span>
      ) : s.done ? (
        <span className="tale-card-done">✓ Read</span>
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
