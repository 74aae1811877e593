// /profile (SPEC section 2): personal information (read view and edit form that really saves
// through PATCH /users/me), account overview, subscription status and security settings.
import { usePayments } from "../../state/site";
import { useState, type FormEvent } from "react";
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { AppNavbar } from "../../components/AppNavbar";
import { Avatar } from "../../components/UserMenu";
import { api, ApiClientError, loaderApi, ok } from "../../api/client";
import { requireSession, useSession, type PublicUser } from "../../state/session";
import { dateIn } from "../assessment/format";
import { Rich, useT, type Translator } from "../../i18n";
import { levelInfo, levelWords } from "../assessment/levels";
import { LevelStars } from "../assessment/Icons";
import type { LevelTestResult } from "../assessment/types";
import { EarnedCertificates } from "../courses/EarnedCertificates";
import { FamilyData, WeeklyEmail } from "./FamilyData";
import { ChildrenManager, type ChildrenReply } from "../family/ChildrenManager";
import { DeleteAccount } from "./DeleteAccount";
import type { CertificateView } from "../courses/types";

export async function profileLoader(args: LoaderFunctionArgs) {
  await requireSession(args);
  // The latest level test, for the "My Arabic Level" card; the profile works without it.
  const client = loaderApi(args);
  const [history, certs, digest, children] = await Promise.all([
    ok(client.assessments.results.get()).catch(() => []),
    ok(client.certificates.get()).catch(() => ({ certificates: [] })),
    ok(client.users.me.digest.get()).catch(() => ({ enabled: false })),
    ok(client.children.get()).catch(() => null), // issue #16: the family's children
  ]);
  return {
    latestTest: history[0] ?? null,
    certificates: certs.certificates,
    digest: digest.enabled,
    children,
  };
}

function LevelCard({ result, paid }: { result: LevelTestResult | null; paid: boolean }) {
  const info = levelInfo(result?.level);
  const t = useT();
  return (
    <section className="card pf-card pf-level" aria-labelledby="pf-level-title">
      <h2 id="pf-level-title">{t("family.profile.level.title")}</h2>
      {result ? (
        <>
          <p className="pf-level-row">
            <span className="lt-level-badge" style={{ background: info.colour }} data-testid="pf-level">
              {levelWords(t, result.level).name}
            </span>
            <LevelStars count={info.stars} />
          </p>
          <p className="pf-note">
            {t("family.profile.level.note", {
              date: dateIn(result.test_date, t.locale),
              score: result.score,
            })}
          </p>
          {!paid && (
            <Link to="/level-test/results" className="btn btn-outline">
              {t("family.profile.level.results")}
            </Link>
          )}
        </>
      ) : (
        <>
          <p>{t("family.profile.level.none")}</p>
          {!paid && (
            <Link to="/level-test" className="btn btn-sun">
              {t("family.profile.level.take")}
            </Link>
          )}
        </>
      )}
    </section>
  );
}

const orNot = (v: string | null | undefined, t: Translator) =>
  v && v.trim() ? v : t("family.profile.notProvided");

function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="pf-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

type Errors = { first_name?: string; last_name?: string };

function PersonalInfo({ user }: { user: PublicUser }) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({ first_name: user.first_name, last_name: user.last_name });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const t = useT();

  function startEdit() {
    setForm({ first_name: user.first_name, last_name: user.last_name });
    setErrors({});
    setEditing(true);
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const next: Errors = {};
    if (!form.first_name.trim()) next.first_name = t("family.profile.firstNameRequired");
    if (!form.last_name.trim()) next.last_name = t("family.profile.lastNameRequired");
    setErrors(next);
    if (next.first_name || next.last_name) return;
    setBusy(true);
    try {
      await ok(api.users.me.patch({ first_name: form.first_name.trim(), last_name: form.last_name.trim() }));
      // The root loader re-reads the session: the header, navbar and this card show the new name.
      await revalidator.revalidate();
      toast.success(t("family.profile.saved"), { id: "profile-saved" });
      setEditing(false);
    } catch (err) {
      if (err instanceof ApiClientError && err.fields)
        setErrors({ first_name: err.fields.first_name, last_name: err.fields.last_name });
      toast.error(t("family.profile.saveFailed"), { id: "profile-save-failed" });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: "first_name" | "last_name", label: string) => (
    <div className="field">
      <label htmlFor={`pf-${name}`}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`pf-${name}`}
        name={name}
        autoComplete={name === "first_name" ? "given-name" : "family-name"}
        maxLength={100}
        required
        value={form[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `pf-${name}-error` : undefined}
        onChange={(e) => {
          const value = e.target.value;
          setForm((f) => ({ ...f, [name]: value }));
          setErrors((er) => ({ ...er, [name]: undefined }));
        }}
      />
      {errors[name] && (
        <span className="field-error" id={`pf-${name}-error`}>
          {errors[name]}
        </span>
      )}
    </div>
  );

  return (
    <section className="card pf-card pf-personal" aria-labelledby="pf-personal-title">
      <div className="pf-card-head">
        <h2 id="pf-personal-title">{t("family.profile.personal.title")}</h2>
        {!editing && (
          <button type="button" className="btn btn-outline pf-edit" onClick={startEdit}>
            {t("family.profile.personal.edit")}
          </button>
        )}
      </div>
      {editing ? (
        <form onSubmit={save} noValidate className="pf-form">
          <div className="pf-form-grid">
            {field("first_name", t("family.profile.firstName"))}
            {field("last_name", t("family.profile.lastName"))}
          </div>
          <div className="field">
            <label htmlFor="pf-email">{t("family.profile.email")}</label>
            <input
              id="pf-email"
              type="email"
              value={user.email ?? ""}
              disabled
              aria-describedby="pf-email-note"
            />
            <span className="pf-note" id="pf-email-note">
              {t("family.profile.emailFixed")}
            </span>
          </div>
          <div className="pf-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t("family.profile.saving") : t("family.profile.saveChanges")}
            </button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setEditing(false)}>
              {t("family.profile.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <dl className="pf-list">
          <Row
            label={t("family.profile.firstName")}
            value={orNot(user.first_name, t)}
            testId="pf-first-name"
          />
          <Row label={t("family.profile.lastName")} value={orNot(user.last_name, t)} testId="pf-last-name" />
          <Row label={t("family.profile.email")} value={user.email} />
          <Row label={t("family.profile.phone")} value={orNot(user.phone_number, t)} />
          <Row label={t("family.profile.address")} value={orNot(user.address, t)} />
          <Row label={t("family.profile.country")} value={orNot(user.country, t)} />
          <Row
            label={t("family.profile.accountStatus")}
            value={
              <span className={"badge " + (user.is_verified ? "pf-ok" : "pf-pending")}>
                {user.is_verified ? t("family.profile.verified") : t("family.profile.unverified")}
              </span>
            }
          />
        </dl>
      )}
    </section>
  );
}

export function ProfilePage() {
  const { user, access } = useSession();
  const t = useT();
  const { latestTest, certificates, digest, children } = (useLoaderData() as
    | {
        latestTest: LevelTestResult | null;
        certificates: CertificateView[];
        digest: boolean;
        children: ChildrenReply | null;
      }
    | undefined) ?? {
    latestTest: null,
    certificates: [],
    digest: false,
    children: null,
  };
  if (!user) return null; // the loader already redirected signed-out visitors
  // the server's access block: a cancelled plan that still runs is still Premium (or Demo) until it ends
  const kind = access?.kind ?? "none";
  const sells = usePayments(); // a school's instance sells nothing: no plan, no "View Plans" (issue #33)
  const accountType = t("family.profile.type", {
    type: !sells ? (kind === "none" ? "notOpen" : "school") : kind,
  });
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  return (
    <>
      <AppNavbar />
      <main id="main" className="pf-page">
        <section className="pf-hero">
          <div className="container pf-hero-inner">
            <Avatar user={user} size={88} />
            <div>
              <p className="pf-hello">
                <Rich
                  k="family.profile.hello"
                  values={{ name: user.first_name }}
                  tags={{
                    ar: (c) => (
                      <span lang="ar" dir="rtl" className="arabic">
                        {c}
                      </span>
                    ),
                  }}
                />
              </p>
              <h1>{t("family.profile.title")}</h1>
              <p className="pf-sub">
                <span data-testid="pf-full-name">{fullName}</span> · {user.email}
              </p>
            </div>
          </div>
        </section>

        <div className="container pf-grid">
          <div className="pf-main">
            {/* the children first (issue #28): a parent comes here for them */}
            {children && <ChildrenManager initial={children} />}
            <PersonalInfo key={user.id} user={user} />
            <LevelCard result={latestTest} paid={kind === "premium"} />
            {certificates.some((c) => !c.revoked) && (
              <section className="card pf-card" aria-labelledby="pf-certs-title">
                <h2 id="pf-certs-title">{t("family.profile.certificates")}</h2>
                <EarnedCertificates certificates={certificates} />
              </section>
            )}
            <WeeklyEmail enabled={digest} />
            <FamilyData />
            <DeleteAccount />
          </div>

          <div className="pf-side">
            <section className="card pf-card" aria-labelledby="pf-overview-title">
              <h2 id="pf-overview-title">{t("family.profile.overview")}</h2>
              <dl className="pf-list">
                <Row
                  label={t("family.profile.memberSince")}
                  value={dateIn(user.created_at, t.locale)}
                  testId="pf-member-since"
                />
                <Row label={t("family.profile.accountType")} value={accountType} testId="pf-account-type" />
                <Row
                  label={t("family.profile.status")}
                  value={
                    <span className={"badge " + (user.is_verified ? "pf-ok" : "pf-pending")}>
                      {user.is_verified ? t("family.profile.verified") : t("family.profile.pending")}
                    </span>
                  }
                />
              </dl>
            </section>

            {sells && (
              <section className="card pf-card" aria-labelledby="pf-sub-title">
                <h2 id="pf-sub-title">{t("family.profile.sub.title")}</h2>
                {access && kind !== "none" ? (
                  <>
                    <span className={"badge " + (kind === "premium" ? "pf-premium" : "pf-demo")}>
                      {t("family.profile.sub.badge", { kind })}
                    </span>
                    <dl className="pf-list">
                      <Row
                        label={t("family.profile.sub.plan")}
                        value={t("family.profile.sub.planName", { kind })}
                      />
                      <Row
                        label={t("family.profile.status")}
                        value={
                          access.cancelled
                            ? t("family.profile.sub.cancelled", { date: dateIn(access.ends_at, t.locale) })
                            : t("family.profile.sub.active")
                        }
                        testId="pf-plan-status"
                      />
                      <Row label={t("family.profile.sub.expires")} value={dateIn(access.ends_at, t.locale)} />
                    </dl>
                  </>
                ) : (
                  <div className="pf-empty">
                    <p>{t("family.profile.sub.none")}</p>
                    <Link className="btn btn-sun" to="/subscribe">
                      {t("family.profile.sub.plans")}
                    </Link>
                  </div>
                )}
              </section>
            )}

            <section className="card pf-card" aria-labelledby="pf-sec-title">
              <h2 id="pf-sec-title">{t("family.profile.security.title")}</h2>
              <div className="pf-actions">
                <button type="button" className="btn btn-outline" disabled>
                  {t("family.profile.security.password")}
                </button>
                <button type="button" className="btn btn-outline" disabled>
                  {t("family.profile.security.twoFactor")}
                </button>
              </div>
              <p className="alert alert-info pf-soon">{t("family.profile.security.soon")}</p>
            </section>
          </div>
        </div>
      </main>
    </>
  );
}
