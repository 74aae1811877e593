// The contact form (SPEC section 5): name and email must not be empty ('Please enter your
// name', 'Please enter your email'), typing clears that field's error, a valid submit clears
// every field. Beyond the spec the message is stored (POST /api/v1/contact), with a honeypot
// field and the time the form was open, so the server can turn spam away.
import { useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useSearchParams } from "react-router";
import { api, ApiClientError, ok } from "../../api/client";
import { usePayments, useSite } from "../../state/site";
import {
  CONTACT_MESSAGES,
  CONTACT_TOPICS as TOPICS,
  type ContactTopic as Topic,
} from "../../../shared/contact";
import { currentT, Rich, useT, type MessageKey } from "../../i18n";

/** The topics the server accepts (shared/contact.ts), labelled; /contact?topic=school preselects one. */
const TOPIC_LABELS: Record<Topic, MessageKey> = {
  general: "site.contact.topic.general",
  school: "site.contact.topic.school",
  billing: "site.contact.topic.billing",
};
export const CONTACT_TOPICS = TOPICS.map((value) => ({ value, label: TOPIC_LABELS[value] }));
const isTopic = (v: string | null): v is Topic => TOPICS.some((t) => t === v);

type Fields = { name: string; email: string; message: string };
type Errors = Partial<Record<keyof Fields | "topic", string>>;
const EMPTY: Fields = { name: "", email: "", message: "" };

export function validateContact(f: Fields): Errors {
  const e: Errors = {};
  if (!f.name.trim()) e.name = CONTACT_MESSAGES.name;
  if (!f.email.trim()) e.email = CONTACT_MESSAGES.email;
  return e;
}

export function ContactForm({ headingId }: { headingId?: string }) {
  const siteEmail = useSite().contact.email;
  const t = useT();
  const sells = usePayments(); // no payment topic where nothing is sold (issue #33)
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // Sending needs JavaScript: the button stays disabled until the form is live (never a GET with the fields in the URL).
  const [ready, setReady] = useState(false);
  const openedAt = useRef(0);
  const website = useRef<HTMLInputElement>(null);
  const id = useId();
  const [params] = useSearchParams();
  const asked = params.get("topic");
  const [topic, setTopic] = useState<Topic>(isTopic(asked) ? asked : "general");

  useEffect(() => {
    openedAt.current = performance.now();
    setReady(true);
  }, []);

  const change = (k: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    setFields((f) => ({ ...f, [k]: value }));
    if (errors[k]) setErrors((er) => ({ ...er, [k]: undefined }));
    setSent(null);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = validateContact(fields);
    setErrors(found);
    if (found.name || found.email) {
      document.getElementById(`${id}-${found.name ? "name" : "email"}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await ok(
        api.contact.post({
          ...fields,
          topic,
          website: website.current?.value ?? "",
          fill_ms: Math.round(performance.now() - openedAt.current),
        }),
      );
      setFields(EMPTY);
      const thanks = currentT()("site.contact.thanks"); // the reply's English, in the page's language
      setSent(thanks);
      toast.success(thanks, { id: "contact-sent" });
      openedAt.current = performance.now();
    } catch (err) {
      // The same error is never shown twice: field errors show inline, only the rest as a toast.
      if (err instanceof ApiClientError && err.fields) setErrors(err.fields as Errors);
      else
        toast.error(err instanceof ApiClientError ? err.message : currentT()("site.contact.failed"), {
          id: "contact-error",
        });
    } finally {
      setBusy(false);
    }
  };

  const field = (k: "name" | "email", label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${k}`}>{label}</label>
      <input
        id={`${id}-${k}`}
        name={k}
        type={type}
        autoComplete={autoComplete}
        value={fields[k]}
        onChange={change(k)}
        aria-invalid={errors[k] ? true : undefined}
        aria-describedby={errors[k] ? `${id}-${k}-error` : undefined}
        maxLength={k === "name" ? 120 : 254}
      />
      {errors[k] && (
        <p className="field-error" id={`${id}-${k}-error`}>
          {errors[k]}
        </p>
      )}
    </div>
  );

  return (
    <form className="contact-form card" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <div className="contact-row">
        {field("name", t("site.contact.name"), "text", "name")}
        {field("email", t("site.contact.yourEmail"), "email", "email")}
      </div>
      <div className="field">
        <label htmlFor={`${id}-topic`}>{t("site.contact.topic")}</label>
        <select
          id={`${id}-topic`}
          name="topic"
          value={topic}
          onChange={(e) => isTopic(e.target.value) && setTopic(e.target.value)}
        >
          {CONTACT_TOPICS.filter((o) => sells || o.value !== "billing").map((o) => (
            <option key={o.value} value={o.value}>
              {t(o.label)}
            </option>
          ))}
        </select>
        {errors.topic && <p className="field-error">{errors.topic}</p>}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{t("site.contact.message")}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          value={fields.message}
          onChange={change("message")}
          maxLength={5000}
        />
        {errors.message && <p className="field-error">{errors.message}</p>}
      </div>
      <div className="hp-field" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t("site.contact.website")}</label>
        <input
          id={`${id}-website`}
          ref={website}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <noscript>
        <p className="field-hint">
          {t("site.contact.needsJs")}
          {siteEmail && (
            <>
              {" "}
              <Rich
                k="site.contact.noScript"
                values={{ email: siteEmail }}
                tags={{ mail: (c) => <a href={`mailto:${siteEmail}`}>{c}</a> }}
              />
            </>
          )}
        </p>
      </noscript>
      <button type="submit" className="btn btn-primary" disabled={busy || !ready}>
        {busy ? t("site.contact.sending") : t("site.contact.send")}
      </button>
      <p className="contact-status" role="status">
        {sent}
      </p>
    </form>
  );
}
