// The dashboard's first card (issue #28): the one next step of a family's first minutes, as the server
// decided it (GET /users/me/welcome): add your child (one small form), then start lesson 1 together.
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { Link } from "../../components/Link";
import { Rich, useT } from "../../i18n";
import { type ChildBody, ChildForm, type ChildrenReply, type Draft } from "../family/ChildrenManager";
import type { DashboardWelcome } from "./types";

const errText = (e: unknown, fallback: string) =>
  e instanceof ApiClientError ? (Object.values(e.fields ?? {})[0] ?? e.message) : fallback;

export function NextStep({ welcome }: { welcome: DashboardWelcome }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [form, setForm] = useState<ChildrenReply | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  if (welcome.step === "none") return null;

  async function openForm() {
    try {
      setForm(await ok(api.children.get()));
    } catch (e) {
      toast.error(errText(e, t("subscription.next.formFailed")));
    }
  }
  async function add(d: Draft) {
    setBusy(true);
    try {
      await ok(api.children.post({ ...(d as ChildBody), guardian_confirmed: true }));
      toast.success(t("subscription.next.added", { name: d.first_name.trim() }));
      setForm(null);
      await revalidator.revalidate();
    } catch (e) {
      toast.error(errText(e, t("subscription.next.saveFailed")));
    } finally {
      setBusy(false);
    }
  }
  async function start(childId: number) {
    if (!welcome.first_lesson) return;
    setBusy(true);
    try {
      await ok(api.children({ id: childId }).select.post({}));
      navigate(`/lessons/${welcome.first_lesson.id}`);
    } catch (e) {
      toast.error(errText(e, t("subscription.next.lessonFailed")));
      setBusy(false);
    }
  }

  if (welcome.step === "add_child")
    return (
      <section
        className="next-step card"
        aria-labelledby="next-step-title"
        data-testid="next-step"
        data-step="add_child"
      >
        <p className="eyebrow">{t("subscription.next.step1")}</p>
        <h2 id="next-step-title">{t("subscription.next.addTitle")}</h2>
        <p>{t("subscription.next.addText")}</p>
        {form ? (
          <ChildForm
            data={form}
            initial={{ first_name: "", avatar: form.avatars[0].name, age_band: "4-6" }}
            busy={busy}
            onSave={add}
            saveLabel={t("subscription.next.addMyChild")}
            isNew
          />
        ) : (
          <button type="button" className="btn btn-sun btn-lg" onClick={openForm}>
            {t("subscription.next.addButton")}
          </button>
        )}
      </section>
    );

  return (
    <section
      className="next-step card"
      aria-labelledby="next-step-title"
      data-testid="next-step"
      data-step="start_lesson"
    >
      <p className="eyebrow">{t("subscription.next.step2")}</p>
      <h2 id="next-step-title">{t("subscription.next.startTitle")}</h2>
      <p>{t("subscription.next.startText", { lesson: welcome.first_lesson?.title ?? "none" })}</p>
      <div className="next-step-children">
        {welcome.children.map((c) => (
          <button
            key={c.id}
            type="button"
            className="btn btn-sun btn-lg"
            onClick={() => start(c.id)}
            disabled={busy || !welcome.first_lesson}
          >
            {c.avatar_url && <img src={c.avatar_url} alt="" width={32} height={32} />}
            {welcome.children.length > 1
              ? t("subscription.next.startWith", { name: c.first_name })
              : t("subscription.next.startTogether")}
          </button>
        ))}
      </div>
      <p className="muted small">
        <Rich k="subscription.next.back" tags={{ a: (c) => <Link to="/profile#children">{c}</Link> }} />
      </p>
    </section>
  );
}
