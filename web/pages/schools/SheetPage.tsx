// /teach/classes/:id/sheet — the printable sign-in sheet: the class code, and for each pupil their avatar,
// first name and three pictures in order (cut into cards). The pictures come from this device: the server
// keeps only their hash. A pupil whose pictures this device does not have gets new ones from here.
import { useEffect, useState } from "react";
import { data, useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { api, ApiClientError, loaderApi, ok } from "../../api/client";
import { requireTeacherPage, savedPictures, savePictures } from "./teacher";

export async function sheetLoader(args: LoaderFunctionArgs) {
  await requireTeacherPage(args);
  const id = args.params.id ?? "";
  if (!/^\d{1,12}$/.test(id)) throw data(null, { status: 404 });
  try {
    const url = new URL(args.request.url);
    // ?pupils=1,2,3: only these pupils' cards (the ones just added from a list, issue #29)
    const only = (url.searchParams.get("pupils") ?? "")
      .split(",")
      .filter((x) => /^\d{1,12}$/.test(x))
      .map(Number);
    return { detail: await ok(loaderApi(args).classes({ id }).get()), origin: url.origin, only };
  } catch (e) {
    if (e instanceof ApiClientError && e.status === 404) throw data(null, { status: 404 });
    throw e;
  }
}

export function SheetPage() {
  const { detail: all, origin, only } = useLoaderData() as Awaited<ReturnType<typeof sheetLoader>>;
  const detail = only.length ? { ...all, pupils: all.pupils.filter((p) => only.includes(p.id)) } : all;
  const cls = detail.class;
  const [saved, setSaved] = useState<Record<string, string[]> | null>(null);
  const revalidator = useRevalidator();
  useEffect(() => setSaved(savedPictures(cls.id)), [cls.id]);
  const url = new Map(detail.pictures.map((p) => [p.name, p.url]));
  const missing = saved ? detail.pupils.filter((p) => !saved[p.id]) : [];

  const fill = async () => {
    for (const p of missing) {
      const r = await ok(api.classes({ id: cls.id }).pupils({ pid: p.id }).pictures.post({}));
      savePictures(
        cls.id,
        p.id,
        r.pictures.map((x) => x.name),
      );
    }
    setSaved(savedPictures(cls.id));
    revalidator.revalidate();
  };

  return (
    <main id="main" className="sheet">
      <div className="sheet-tools">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          Print
        </button>
        <Link to={`/teach/classes/${cls.id}`} className="btn btn-ghost btn-sm">
          Back to the class
        </Link>
        {only.length > 0 && (
          <Link to={`/teach/classes/${cls.id}/sheet`} className="btn btn-ghost btn-sm">
            Every pupil's card
          </Link>
        )}
        {missing.length > 0 && (
          <p className="sheet-note">
            This device does not have the pictures of {missing.map((p) => p.first_name).join(", ")} (they are
            shown only once).{" "}
            <button type="button" className="btn btn-outline btn-sm" onClick={fill}>
              Give them new pictures (their old ones stop working)
            </button>
          </p>
        )}
      </div>
      <header className="sheet-head">
        <h1>{cls.name}: signing in</h1>
        <p>
          Open <strong>{origin.replace(/^https?:\/\//, "")}/class</strong> and type the class code{" "}
          <strong className="sheet-code" data-testid="sheet-code">
            {cls.code}
          </strong>
          . Then tap your picture and your three pictures in order.
        </p>
      </header>
      <ul className="sheet-cards">
        {detail.pupils.map((p) => (
          <li key={p.id} className="sheet-card">
            <div className="sheet-who">
              <img src={p.avatar.url} alt="" width={64} height={64} />
              <strong>{p.first_name}</strong>
            </div>
            {saved?.[p.id] ? (
              <ol className="sheet-pics" aria-label={`${p.first_name}'s pictures`}>
                {saved[p.id].map((n, i) => (
                  <li key={i}>
                    <span className="sheet-num" aria-hidden="true">
                      {i + 1}
                    </span>
                    <img src={url.get(n)} alt={n.replace(/-/g, " ")} width={72} height={72} />
                  </li>
                ))}
              </ol>
            ) : (
              <p className="sheet-missing">{saved ? "Pictures not on this device" : "…"}</p>
            )}
            <p className="sheet-code-small">Code {cls.code}</p>
          </li>
        ))}
      </ul>
      {!detail.pupils.length && <p>No pupils in this class yet.</p>}
    </main>
  );
}
