// Who learns on a school's instance without payments (issue #33): everyone with full access, or only
// the classes an admin gives a licence (and families with a plan). The server's one access rule reads
// this setting (access/rule.ts through site/instanceAccess.ts); this form only chooses it.
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";

const CHOICES = [
  {
    value: "",
    label: "Everyone on this instance",
    hint: "Every family, child and pupil learns with every lesson open.",
  },
  {
    value: "licences",
    label: "Only classes with a licence",
    hint: "Pupils learn while their class's licence runs (Classes tab); a family learns only with a plan it already has.",
  },
] as const;

export function SchoolAccess({ value }: { value: string }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const choose = async (next: string) => {
    if (next === value) return;
    setBusy(true);
    try {
      await ok(api.admin.site.patch({ school_access: next === "" ? "everyone" : next }));
      toast.success("Access saved", { id: "school-access" });
      await revalidator.revalidate();
    } catch (e) {
      toast.error(
        e instanceof ApiClientError && e.status < 500 ? e.message : "The change could not be saved.",
        { id: "school-access" },
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="admin-branding admin-school-access" aria-labelledby={id}>
      <h3 className="admin-subtitle" id={id}>
        Who learns here
      </h3>
      <p className="admin-muted">This instance sells nothing: access comes from this setting.</p>
      <fieldset disabled={busy} className="admin-radio-list">
        <legend className="sr-only">Who learns here</legend>
        {CHOICES.map((c) => (
          <label key={c.value || "everyone"} className="admin-radio">
            <input
              type="radio"
              name={`${id}-access`}
              value={c.value}
              checked={value === c.value}
              onChange={() => void choose(c.value)}
            />
            <span>
              <strong>{c.label}</strong>
              <span className="admin-muted"> — {c.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
