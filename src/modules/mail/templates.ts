// The mails the product sends, in its voice: plain text and HTML, links built from APP_URL, words from
// the catalogue's "mail" area in the recipient's language (issue #30: each template takes the
// recipient's translator, `translatorFor(user.locale)`; English when none is given).
// A self-hosted school's name and logo (issue #16) are added when the mail is sent (brandMail, called
// by mail/service.ts), so every template and every caller gets them without passing them along.
import { translatorFor } from "../../../shared/i18n/catalogues";
import { euros, listOf, longDate } from "../../../shared/i18n/translate";
import type { Translator } from "../../../shared/i18n/translate";
import { htmlLang } from "../../../shared/i18n/locale";
import { shortDate } from "../../../shared/format";

const EN = translatorFor("en");
export type MailContent = {
  subject: string;
  text: string;
  html: string;
  kind: string;
  link: string;
  parts?: MailParts /** extra mail headers */;
  headers?: Record<string, string>;
};
type MailParts = {
  /** the recipient's language (brandMail composes the mail again in it) */
  locale?: Translator["locale"];
  title: string;
  lines: string[];
  button: { label: string; href: string };
  footer: string;
  textLink: string;
};
/** The school behind a self-hosted instance: its name and the absolute address of its logo. */
export type MailBrand = { school: string | null; logoUrl: string | null };

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function brandRow(brand: MailBrand | null) {
  if (!brand?.school && !brand?.logoUrl) return "";
  const name = brand.school ?? "";
  const logo = brand.logoUrl
    ? `<img src="${esc(brand.logoUrl)}" alt="${esc(name)}" height="48" style="height:48px;max-width:160px;vertical-align:middle;margin-right:10px">`
    : "";
  return `<tr><td style="font-size:16px;font-weight:800;color:#344054;padding-bottom:6px">${logo}${esc(name)}</td></tr>\n`;
}

function layout(
  title: string,
  paragraphs: string[],
  button: { label: string; href: string },
  footer: string,
  brand: MailBrand | null = null,
  t: Translator = EN,
) {
  return `<!DOCTYPE html><html lang="${htmlLang(t.locale)}"><body style="margin:0;background:#fffdf8;font-family:Nunito,Segoe UI,Arial,sans-serif;color:#1f2a37">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:18px;padding:28px" cellpadding="0" cellspacing="0">
${brandRow(brand)}<tr><td style="font-size:28px;font-weight:900;color:#075e55;padding-bottom:8px"><span lang="ar" dir="rtl">مرحبا</span> Marhaba</td></tr>
<tr><td><h1 style="font-size:22px;margin:8px 0 16px">${esc(title)}</h1>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;margin:0 0 14px">${esc(p)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${esc(button.href)}" style="background:#0b7a6f;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:800;display:inline-block">${esc(button.label)}</a></p>
<p style="font-size:13px;color:#4b5563;line-height:1.5">${esc(t("mail.layout.fallback"))}<br><a href="${esc(button.href)}" style="color:#075e55;word-break:break-all">${esc(button.href)}</a></p>
<p style="font-size:13px;color:#4b5563;line-height:1.5">${esc(footer)}</p></td></tr></table></td></tr></table></body></html>`;
}

/** Builds the text and HTML of a mail from its parts; brandMail renders them again with the school. */
function compose(
  kind: string,
  link: string,
  subject: string,
  p: MailParts,
  brand: MailBrand | null = null,
): MailContent {
  const t = translatorFor(p.locale);
  const signature = brand?.school ? t("mail.signatureSchool", { school: brand.school }) : t("mail.signature");
  return {
    kind,
    link,
    subject,
    text: `${p.title}\n\n${p.lines.join("\n\n")}\n\n${p.textLink}\n\n${p.footer}\n\n${signature}\n`,
    html: layout(p.title, p.lines, p.button, p.footer, brand, t),
    parts: p,
  };
}

/** The mail as the school sends it: its name above Marhaba's and in the signature, its logo if set. */
export function brandMail(mail: MailContent, brand: MailBrand): MailContent {
  if (!mail.parts || (!brand.school && !brand.logoUrl)) return mail;
  return { ...compose(mail.kind, mail.link, mail.subject, mail.parts, brand), headers: mail.headers };
}

export function verifyEmailMail(
  appUrl: string,
  firstName: string,
  token: string,
  t: Translator = EN,
): MailContent {
  const link = `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return compose("verify_email", link, t("mail.verify.subject"), {
    locale: t.locale,
    title: t("mail.verify.title", { name: firstName }),
    lines: [t("mail.verify.line1"), t("mail.verify.line2")],
    button: { label: t("mail.verify.button"), href: link },
    footer: t("mail.verify.footer"),
    textLink: t("mail.verify.textLink", { link }),
  });
}

export function resetPasswordMail(
  appUrl: string,
  firstName: string,
  token: string,
  t: Translator = EN,
): MailContent {
  const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return compose("reset_password", link, t("mail.reset.subject"), {
    locale: t.locale,
    title: t("mail.reset.title", { name: firstName }),
    lines: [t("mail.reset.line1"), t("mail.reset.line2")],
    button: { label: t("mail.reset.button"), href: link },
    footer: t("mail.reset.footer"),
    textLink: t("mail.reset.textLink", { link }),
  });
}

/** To an account's owner after repeated failed sign-ins (from any address). */
export function failedSignInsMail(appUrl: string, firstName: string, t: Translator = EN): MailContent {
  const link = `${appUrl}/forgot-password`;
  return compose("failed_sign_ins", link, t("mail.failed.subject"), {
    locale: t.locale,
    title: t("mail.failed.title", { name: firstName }),
    lines: [t("mail.failed.line1"), t("mail.failed.line2")],
    button: { label: t("mail.reset.button"), href: link },
    footer: t("mail.failed.footer"),
    textLink: t("mail.reset.textLink", { link }),
  });
}

/** One learner's week: a child profile (by name), or the account itself when it has no child profile.
 *  `fr`: the word's French meaning, where the course has one (the English otherwise). */
export type DigestSection = {
  name: string | null;
  lessons: number;
  words: number;
  practise: { ar: string; translit: string; en: string; fr?: string }[];
};
export type DigestFacts = { sections: DigestSection[] };

/**
 * The weekly digest (opt-in, issue #28): one section per child with their name, their lessons and words of
 * the last 7 days and three words to practise together; the subject names the children. A family without
 * child profiles gets one section about the account's own learning. In the parent's language (issue #30).
 */
export function digestMail(
  appUrl: string,
  f: DigestFacts,
  optOutLink: string,
  t: Translator = EN,
): MailContent {
  const link = `${appUrl}/progress`;
  const kids = f.sections.map((s) => s.name).filter((n): n is string => !!n);
  const title = kids.length
    ? t("mail.digest.titleKids", { names: listOf(kids, t.locale) })
    : t("mail.digest.titleOwn");
  const meaning = (w: DigestSection["practise"][number]) => (t.locale === "fr" ? (w.fr ?? w.en) : w.en);
  const lines = f.sections.flatMap((s) => {
    const who = s.name ?? t("mail.digest.you");
    return [
      s.lessons || s.words
        ? t("mail.digest.week", { who, lessons: s.lessons, words: s.words })
        : t("mail.digest.none", { who }),
      ...(s.practise.length
        ? [
            s.name ? t("mail.digest.practiseWith", { name: s.name }) : t("mail.digest.practise"),
            ...s.practise.map((w) => `${w.ar} — ${w.translit} — ${meaning(w)}`),
          ]
        : []),
    ];
  });
  return compose("weekly_digest", link, t("mail.digest.subject", { title }), {
    locale: t.locale,
    title,
    lines,
    button: { label: t("mail.digest.button"), href: link },
    footer: t("mail.digest.footer", { link: optOutLink }),
    textLink: t("mail.digest.textLink", { link }),
  });
}

export type ReceiptFacts = {
  firstName: string;
  amountCents: number;
  months: number;
  renewal: boolean;
  from: string | null;
  to: string | null;
  demoDaysKept: number;
  paidAt: string;
  reference: string;
};

/** The payment's receipt (issue #28): what was paid, the months it buys and the dates they run, the demo days kept. */
export function receiptMail(appUrl: string, f: ReceiptFacts, t: Translator = EN): MailContent {
  const link = `${appUrl}/subscription`;
  const day = (iso: string | null) => (!iso ? "" : t.locale === "fr" ? longDate(iso, "fr") : shortDate(iso));
  const amount = euros(f.amountCents, t.locale);
  const lines = [
    t("mail.receipt.paid", { name: f.firstName, amount, date: day(f.paidAt), reference: f.reference }),
    f.from && f.to
      ? t("mail.receipt.period", { months: f.months, from: day(f.from), to: day(f.to) })
      : t("mail.receipt.months", { months: f.months }),
    ...(f.demoDaysKept > 0 ? [t("mail.receipt.demoKept", { days: f.demoDaysKept })] : []),
    t("mail.receipt.noRenewal"),
  ];
  return compose("payment_receipt", link, t("mail.receipt.subject", { amount, months: f.months }), {
    locale: t.locale,
    title: f.renewal ? t("mail.receipt.titleRenewal") : t("mail.receipt.titleFirst"),
    lines,
    button: { label: t("mail.receipt.button"), href: link },
    footer: t("mail.receipt.footer"),
    textLink: t("mail.receipt.textLink", { link }),
  });
}

/** After an account is deleted (issue #28): what went, what the law keeps, and that nothing else remains. */
export function accountDeletedMail(
  appUrl: string,
  f: { firstName: string; children: number; paymentsKept: number; byAdmin: boolean; retention: boolean },
  t: Translator = EN,
): MailContent {
  const link = appUrl;
  const name = f.firstName;
  const lines = [
    f.retention
      ? t("mail.deleted.retention", { name })
      : f.byAdmin
        ? t("mail.deleted.byAdmin", { name })
        : t("mail.deleted.asked", { name }),
    t("mail.deleted.gone", { children: f.children }),
    f.paymentsKept ? t("mail.deleted.paymentsKept", { n: f.paymentsKept }) : t("mail.deleted.nothingElse"),
    t("mail.deleted.last"),
  ];
  return compose("account_deleted", link, t("mail.deleted.subject"), {
    locale: t.locale,
    title: t("mail.deleted.subject"),
    lines,
    button: { label: "Marhaba", href: link },
    footer: t("mail.deleted.footer"),
    textLink: link,
  });
}

/** Before an unused free account is removed (issue #28): sign in within the warning period to keep it. */
export function inactivityWarningMail(
  appUrl: string,
  f: { firstName: string; days: number; months: number },
  t: Translator = EN,
): MailContent {
  const link = `${appUrl}/login`;
  return compose("retention_warning", link, t("mail.inactive.subject"), {
    locale: t.locale,
    title: t("mail.inactive.title"),
    lines: [
      t("mail.inactive.line1", { name: f.firstName, months: f.months }),
      t("mail.inactive.line2", { days: f.days }),
      t("mail.inactive.line3"),
    ],
    button: { label: t("mail.inactive.button"), href: link },
    footer: t("mail.inactive.footer"),
    textLink: t("mail.inactive.textLink", { link }),
  });
}

/** To the instance's admins when a teacher asks for a class licence (issue #29). */
export function licenceRequestMail(
  appUrl: string,
  f: {
    adminFirstName: string;
    className: string;
    classCode: string;
    teacher: string;
    teacherEmail: string;
    pupils: number;
  },
  t: Translator = EN,
): MailContent {
  const link = `${appUrl}/admin?tab=classes`;
  return compose("licence_request", link, t("mail.licence.subject", { className: f.className }), {
    locale: t.locale,
    title: t("mail.licence.title", { teacher: f.teacher, className: f.className }),
    lines: [
      t("mail.licence.line1", {
        name: f.adminFirstName,
        teacher: f.teacher,
        email: f.teacherEmail || "none",
        className: f.className,
        code: f.classCode,
        pupils: f.pupils,
      }),
      t("mail.licence.line2"),
    ],
    button: { label: t("mail.licence.button"), href: link },
    footer: t("mail.licence.footer"),
    textLink: t("mail.licence.textLink", { link }),
  });
}
