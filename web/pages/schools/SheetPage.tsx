// /teach/classes/:id/sheet — the printable sign-in sheet: the class code, and for each pupil their avatar,
// first name and three pictures in order (cut into cards). The pictures come from this device: the server
// keeps only their hash. A pupil whose pictures this device does not have gets new ones from here.
import { useEffect, useState } from "react";
import { data, useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { api, ApiClientError, loaderApi, ok } from "../../api/client";
import { requireTeacherPage, savedPictures, savePictures } from "./teacher";
import { Rich, useT } from "../../i18n";
import { listOf } from "../../../shared/i18n/translate";

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
  const t = useT();
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
          {t("classes.print")}
        </button>
        <Link to={`/teach/classes/${cls.id}`} className="btn btn-ghost btn-sm">
          {t("classes.backToClass")}
        </Link>
        {only.length > 0 && (
          <Link to={`/teach/classes/${cls.id}/sheet`} className="btn btn-ghost btn-sm">
            {t("classes.sheet.everyCard")}
          </Link>
        )}
        {missing.length > 0 && (
          <p className="sheet-note">
            {t("classes.sheet.missing", {
              names: listOf(
                missing.map((p) => p.first_name),
                t.locale,
              ),
            })}{" "}
            <button type="button" className="btn btn-outline btn-sm" onClick={fill}>
              {t("classes.sheet.fill")}
            </button>
          </p>
        )}
      </div>
      <header className="sheet-head">
        <h1>{t("classes.sheet.title", { name: cls.name })}</h1>
        <p>
          <Rich
            k="classes.sheet.how"
            values={{ address: `${origin.replace(/^https?:\/\//, "")}/class`, code: cls.code }}
            tags={{
              b: (c) => <strong>{c}</strong>,
              mark: (c) => (
                <strong className="sheet-code" data-testid="sheet-code">
                  {c}
                </strong>
              ),
            }}
          />
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
              <ol className="sheet-pics" aria-label={t("classes.sheet.pictures", { name: p.first_name })}>
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
              <p className="sheet-missing">{saved ? t("classes.sheet.notHere") : "…"}</p>
            )}
            <p className="sheet-code-small">{t("classes.sheet.code", { code: cls.code })}</p>
          </li>
        ))}
      </ul>
      {!detail.pupils.length && <p>{t("classes.sheet.noPupils")}</p>}
    </main>
  );
}
