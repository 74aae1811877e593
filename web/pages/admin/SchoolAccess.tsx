// Who learns on a school's instance without payments (issue #33): everyone with full access, or only
// the classes an admin gives a licence (and families with a plan). The server's one access rule reads
// this setting (access/rule.ts through site/instanceAccess.ts); this form only chooses it.
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { useT, type MessageKey } from "../../i18n";

const CHOICES: { value: "" | "licences"; label: MessageKey; hint: MessageKey }[] = [
  { value: "", label: "admin.access.everyone", hint: "admin.access.everyoneHint" },
  { value: "licences", label: "admin.access.licences", hint: "admin.access.licencesHint" },
];

export function SchoolAccess({ value }: { value: string }) {
  const revalidator = useRevalidator();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const choose = async (next: string) => {
    if (next === value) return;
    setBusy(true);
    try {
      await ok(api.admin.site.patch({ school_access: next === "" ? "everyone" : next }));
      toast.success(t("admin.access.saved"), { id: "school-access" });
      await revalidator.revalidate();
    } catch (e) {
      toast.error(e instanceof ApiClientError && e.status < 500 ? e.message : t("admin.access.failed"), {
        id: "school-access",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="admin-branding admin-school-access" aria-labelledby={id}>
      <h3 className="admin-subtitle" id={id}>
        {t("admin.access.title")}
      </h3>
      <p className="admin-muted">{t("admin.access.sellsNothing")}</p>
      <fieldset disabled={busy} className="admin-radio-list">
        <legend className="sr-only">{t("admin.access.title")}</legend>
        {CHOICES.map((c) => (
          <label key={c.label} className="admin-radio">
            <input
              type="radio"
              name={`${id}-access`}
              value={c.value}
              checked={value === c.value}
              onChange={() => void choose(c.value)}
            />
            <span>
              <strong>{t(c.label)}</strong>
              <span className="admin-muted"> — {t(c.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
