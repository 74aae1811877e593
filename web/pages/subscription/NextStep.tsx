// The dashboard's first card (issue #28): the one next step of a family's first minutes, as the server
// decided it (GET /users/me/welcome): add your child (one small form), then start lesson 1 together.
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { Link } from "../../components/Link";
import { type ChildBody, ChildForm, type ChildrenReply, type Draft } from "../family/ChildrenManager";
import type { DashboardWelcome } from "./types";

const errText = (e: unknown, fallback: string) =>
  e instanceof ApiClientError ? (Object.values(e.fields ?? {})[0] ?? e.message) : fallback;

export function NextStep({ welcome }: { welcome: DashboardWelcome }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [form, setForm] = useState<ChildrenReply | null>(null);
  const [busy, setBusy] = useState(false);
  if (welcome.step === "none") return null;

  async function openForm() {
    try {
      setForm(await ok(api.children.get()));
    } catch (e) {
      toast.error(errText(e, "The form could not be opened. Please try again."));
    }
  }
  async function add(d: Draft) {
    setBusy(true);
    try {
      await ok(api.children.post({ ...(d as ChildBody), guardian_confirmed: true }));
      toast.success(`${d.first_name.trim()} was added.`);
      setForm(null);
      await revalidator.revalidate();
    } catch (e) {
      toast.error(errText(e, "That could not be saved. Please try again."));
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
      toast.error(errText(e, "The lesson could not be opened. Please try again."));
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
        <p className="eyebrow">Step 1 of 2</p>
        <h2 id="next-step-title">Add your child</h2>
        <p>
          A first name or nickname, a picture and an age: that is all. Your child then gets their own lessons,
          stars and certificates.
        </p>
        {form ? (
          <ChildForm
            data={form}
            initial={{ first_name: "", avatar: form.avatars[0].name, age_band: "4-6" }}
            busy={busy}
            onSave={add}
            saveLabel="Add my child"
            isNew
          />
        ) : (
          <button type="button" className="btn btn-sun btn-lg" onClick={openForm}>
            Add your child
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
      <p className="eyebrow">Step 2 of 2</p>
      <h2 id="next-step-title">Start lesson 1 together</h2>
      <p>
        {welcome.first_lesson
          ? `“${welcome.first_lesson.title}” takes about five minutes. Sit beside your child for this first one.`
          : "Sit beside your child for the first lesson."}
      </p>
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
            {welcome.children.length > 1 ? `Start lesson 1 with ${c.first_name}` : "Start lesson 1 together"}
          </button>
        ))}
      </div>
      <p className="muted small">
        You come back here through “Grown-ups” and your password or PIN.{" "}
        <Link to="/profile#children">Children's profiles</Link>
      </p>
    </section>
  );
}
