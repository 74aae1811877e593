// The mails the product sends, in its voice: plain text and HTML, links built from APP_URL.
// A self-hosted school's name and logo (issue #16) are added when the mail is sent (brandMail, called
// by mail/service.ts), so every template and every caller gets them without passing them along.
import { formatEuros } from "../../../shared/price";
import { shortDate } from "../../../shared/format";
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
) {
  return `<!DOCTYPE html><html lang="en"><body style="margin:0;background:#fffdf8;font-family:Nunito,Segoe UI,Arial,sans-serif;color:#1f2a37">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:18px;padding:28px" cellpadding="0" cellspacing="0">
${brandRow(brand)}<tr><td style="font-size:28px;font-weight:900;color:#075e55;padding-bottom:8px"><span lang="ar" dir="rtl">مرحبا</span> Marhaba</td></tr>
<tr><td><h1 style="font-size:22px;margin:8px 0 16px">${esc(title)}</h1>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;margin:0 0 14px">${esc(p)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${esc(button.href)}" style="background:#0b7a6f;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:800;display:inline-block">${esc(button.label)}</a></p>
<p style="font-size:13px;color:#4b5563;line-height:1.5">If the button does not work, copy this link into your browser:<br><a href="${esc(button.href)}" style="color:#075e55;word-break:break-all">${esc(button.href)}</a></p>
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
  const signature = brand?.school ? `Marhaba — مرحبا · ${brand.school}` : "Marhaba — مرحبا";
  return {
    kind,
    link,
    subject,
    text: `${p.title}\n\n${p.lines.join("\n\n")}\n\n${p.textLink}\n\n${p.footer}\n\n${signature}\n`,
    html: layout(p.title, p.lines, p.button, p.footer, brand),
    parts: p,
  };
}

/** The mail as the school sends it: its name above Marhaba's and in the signature, its logo if set. */
export function brandMail(mail: MailContent, brand: MailBrand): MailContent {
  if (!mail.parts || (!brand.school && !brand.logoUrl)) return mail;
  return { ...compose(mail.kind, mail.link, mail.subject, mail.parts, brand), headers: mail.headers };
}

export function verifyEmailMail(appUrl: string, firstName: string, token: string): MailContent {
  const link = `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const title = `Welcome to Marhaba, ${firstName}!`;
  const lines = [
    "We are so happy you are here. One little step is left before the Arabic adventure begins: please confirm your email address.",
    "The link works for 24 hours.",
  ];
  const footer =
    "You are receiving this because someone signed up to Marhaba with this address. If it was not you, simply ignore this email.";
  return compose("verify_email", link, "Confirm your email for Marhaba", {
    title,
    lines,
    button: { label: "Confirm my email", href: link },
    footer,
    textLink: `Confirm your email: ${link}`,
  });
}

export function resetPasswordMail(appUrl: string, firstName: string, token: string): MailContent {
  const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const title = `Hello ${firstName}, let's get you back in`;
  const lines = [
    "Someone (we hope you!) asked to reset the password of your Marhaba account.",
    "Choose a new password with the link below. It works for 1 hour and only once; asking again makes older links stop working.",
  ];
  const footer = "If you did not ask for this, you can ignore this email: your password stays the same.";
  return compose("reset_password", link, "Reset your Marhaba password", {
    title,
    lines,
    button: { label: "Choose a new password", href: link },
    footer,
    textLink: `Choose a new password: ${link}`,
  });
}

/** To an account's owner after repeated failed sign-ins (from any address). */
export function failedSignInsMail(appUrl: string, firstName: string): MailContent {
  const link = `${appUrl}/forgot-password`;
  const title = `Hello ${firstName}, someone keeps trying to sign in`;
  const lines = [
    "There have been many sign-in attempts with a wrong password on your Marhaba account today.",
    "If it was you, no harm done: you can still sign in from your usual device. If it was not you, your account is safe as long as your password is; choosing a new one takes a minute.",
  ];
  const footer =
    "You are receiving this because your address has a Marhaba account. We send this at most once a day.";
  return compose("failed_sign_ins", link, "Sign-in attempts on your Marhaba account", {
    title,
    lines,
    button: { label: "Choose a new password", href: link },
    footer,
    textLink: `Choose a new password: ${link}`,
  });
}

/** One learner's week: a child profile (by name), or the account itself when it has no child profile. */
export type DigestSection = {
  name: string | null;
  lessons: number;
  words: number;
  practise: { ar: string; translit: string; en: string }[];
};
export type DigestFacts = { sections: DigestSection[] };

/** "Yasmine", "Yasmine and Adam", "Yasmine, Adam and Lina". */
const names = (list: string[]) =>
  list.length <= 1 ? list.join("") : `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;

/**
 * The weekly digest (opt-in, issue #28): one section per child with their name, their lessons and words of
 * the last 7 days and three words to practise together; the subject names the children. A family without
 * child profiles gets one section about the account's own learning.
 */
export function digestMail(appUrl: string, f: DigestFacts, optOutLink: string): MailContent {
  const link = `${appUrl}/progress`;
  const kids = f.sections.map((s) => s.name).filter((n): n is string => !!n);
  const title = kids.length ? `${names(kids)}'s week in Arabic` : "Your week in Arabic";
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  const lines = f.sections.flatMap((s) => {
    const who = s.name ?? "You";
    return [
      s.lessons || s.words
        ? `${who}: in the last 7 days, ${plural(s.lessons, "lesson")} finished and ${plural(s.words, "word")} practised.`
        : `${who}: no lesson this week — that is fine. A few minutes together is all it takes to start again.`,
      ...(s.practise.length
        ? [
            `Three words to practise together${s.name ? ` with ${s.name}` : ""}:`,
            ...s.practise.map((w) => `${w.ar} — ${w.translit} — ${w.en}`),
          ]
        : []),
    ];
  });
  const footer = `You receive this weekly email because you asked for it when signing up or in your Marhaba profile. To stop it (no sign-in needed): ${optOutLink}`;
  return compose("weekly_digest", link, `${title} — Marhaba`, {
    title,
    lines,
    button: { label: "See the progress page", href: link },
    footer,
    textLink: `See the progress page: ${link}`,
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
export function receiptMail(appUrl: string, f: ReceiptFacts): MailContent {
  const link = `${appUrl}/subscription`;
  const day = (iso: string | null) => (iso ? shortDate(iso) : "");
  const euros = formatEuros(f.amountCents);
  const title = f.renewal ? "Your Premium plan is renewed" : "Thank you: Premium is open";
  const lines = [
    `Hello ${f.firstName}, we have received your payment of ${euros} on ${day(f.paidAt)}. Reference: ${f.reference}.`,
    f.from && f.to
      ? `It pays for ${f.months} months, from ${day(f.from)} to ${day(f.to)}.`
      : `It pays for ${f.months} months.`,
    ...(f.demoDaysKept > 0
      ? [
          `Premium is open now, and the ${f.demoDaysKept} ${f.demoDaysKept === 1 ? "day" : "days"} left of your free demo ${f.demoDaysKept === 1 ? "is" : "are"} kept: the paid months start when the demo would have ended.`,
        ]
      : []),
    "There is no automatic renewal: we will remind you before the plan ends.",
  ];
  const footer =
    "You are receiving this because a payment was made for Marhaba Premium with this account. Keep it as your receipt.";
  return compose("payment_receipt", link, `Your Marhaba receipt: ${euros} for ${f.months} months`, {
    title,
    lines,
    button: { label: "See my subscription", href: link },
    footer,
    textLink: `See your subscription: ${link}`,
  });
}

/** After an account is deleted (issue #28): what went, what the law keeps, and that nothing else remains. */
export function accountDeletedMail(
  appUrl: string,
  f: { firstName: string; children: number; paymentsKept: number; byAdmin: boolean; retention: boolean },
): MailContent {
  const link = appUrl;
  const title = "Your Marhaba account is deleted";
  const lines = [
    f.retention
      ? `Hello ${f.firstName}, your account had not been used for a long time, so it was deleted as our privacy notice says.`
      : f.byAdmin
        ? `Hello ${f.firstName}, your Marhaba account was deleted by the people who run this site, as asked.`
        : `Hello ${f.firstName}, your Marhaba account is deleted, as you asked.`,
    `Gone with it: your details${f.children ? `, ${f.children === 1 ? "your child's profile" : `your ${f.children} children's profiles`}` : ""}, every lesson, star, practice word, level test and certificate, and your sign-ins.`,
    f.paymentsKept
      ? `The law requires us to keep the record of your ${f.paymentsKept === 1 ? "payment" : `${f.paymentsKept} payments`} (who paid, how much and when) for accounting; it holds nothing about your children.`
      : "We keep nothing else about you.",
    "This is the last email we send you. You are welcome back any time.",
  ];
  const footer = "You are receiving this because the Marhaba account with this address was deleted.";
  return compose("account_deleted", link, "Your Marhaba account is deleted", {
    title,
    lines,
    button: { label: "Marhaba", href: link },
    footer,
    textLink: link,
  });
}

/** Before an unused free account is removed (issue #28): sign in within the warning period to keep it. */
export function inactivityWarningMail(
  appUrl: string,
  f: { firstName: string; days: number; months: number },
): MailContent {
  const link = `${appUrl}/login`;
  const title = "Shall we keep your Marhaba account?";
  const lines = [
    `Hello ${f.firstName}, nobody has signed in to your Marhaba account for ${f.months} months.`,
    `As our privacy notice says, we remove unused free accounts: yours, with your children's profiles and what they learned, will be deleted in ${f.days} days.`,
    "To keep it, simply sign in before then. To let it go, do nothing.",
  ];
  const footer =
    "You are receiving this because your address has a Marhaba account. This is the only reminder.";
  return compose("retention_warning", link, "Your Marhaba account will be deleted unless you sign in", {
    title,
    lines,
    button: { label: "Sign in to keep it", href: link },
    footer,
    textLink: `Sign in: ${link}`,
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
): MailContent {
  const link = `${appUrl}/admin?tab=classes`;
  const title = `${f.teacher} asks for a licence for ${f.className}`;
  const lines = [
    `Hello ${f.adminFirstName}, ${f.teacher}${f.teacherEmail ? ` (${f.teacherEmail})` : ""} asks for a school licence for the class ${f.className} (code ${f.classCode}, ${f.pupils} ${f.pupils === 1 ? "pupil" : "pupils"}).`,
    "With a licence the pupils open every lesson, not only the first lessons of every level. You grant it until a date in the admin area's Classes tab.",
  ];
  const footer = "You are receiving this because you are an admin of this Marhaba instance.";
  return compose("licence_request", link, `Licence request: ${f.className}`, {
    title,
    lines,
    button: { label: "Open the Classes tab", href: link },
    footer,
    textLink: `Open the Classes tab: ${link}`,
  });
}
