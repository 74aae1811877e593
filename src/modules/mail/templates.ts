// The mails the product sends, in its voice: plain text and HTML, links built from APP_URL.
export type MailContent = { subject: string; text: string; html: string; kind: string; link: string; /** extra mail headers */ headers?: Record<string, string> };

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function layout(title: string, paragraphs: string[], button: { label: string; href: string }, footer: string) {
  return `<!DOCTYPE html><html lang="en"><body style="margin:0;background:#fffdf8;font-family:Nunito,Segoe UI,Arial,sans-serif;color:#1f2a37">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:18px;padding:28px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:28px;font-weight:900;color:#075e55;padding-bottom:8px"><span lang="ar" dir="rtl">مرحبا</span> Marhaba</td></tr>
<tr><td><h1 style="font-size:22px;margin:8px 0 16px">${esc(title)}</h1>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;margin:0 0 14px">${esc(p)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${esc(button.href)}" style="background:#0b7a6f;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:800;display:inline-block">${esc(button.label)}</a></p>
<p style="font-size:13px;color:#4b5563;line-height:1.5">If the button does not work, copy this link into your browser:<br><a href="${esc(button.href)}" style="color:#075e55;word-break:break-all">${esc(button.href)}</a></p>
<p style="font-size:13px;color:#4b5563;line-height:1.5">${esc(footer)}</p></td></tr></table></td></tr></table></body></html>`;
}

export function verifyEmailMail(appUrl: string, firstName: string, token: string): MailContent {
  const link = `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const title = `Welcome to Marhaba, ${firstName}!`;
  const lines = [
    "We are so happy you are here. One little step is left before the Arabic adventure begins: please confirm your email address.",
    "The link works for 24 hours.",
  ];
  const footer = "You are receiving this because someone signed up to Marhaba with this address. If it was not you, simply ignore this email.";
  return {
    kind: "verify_email",
    link,
    subject: "Confirm your email for Marhaba",
    text: `${title}\n\n${lines.join("\n\n")}\n\nConfirm your email: ${link}\n\n${footer}\n\nMarhaba — مرحبا\n`,
    html: layout(title, lines, { label: "Confirm my email", href: link }, footer),
  };
}

export function resetPasswordMail(appUrl: string, firstName: string, token: string): MailContent {
  const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const title = `Hello ${firstName}, let's get you back in`;
  const lines = [
    "Someone (we hope you!) asked to reset the password of your Marhaba account.",
    "Choose a new password with the link below. It works for 1 hour and only once; asking again makes older links stop working.",
  ];
  const footer = "If you did not ask for this, you can ignore this email: your password stays the same.";
  return {
    kind: "reset_password",
    link,
    subject: "Reset your Marhaba password",
    text: `${title}\n\n${lines.join("\n\n")}\n\nChoose a new password: ${link}\n\n${footer}\n\nMarhaba — مرحبا\n`,
    html: layout(title, lines, { label: "Choose a new password", href: link }, footer),
  };
}

/** To an account's owner after repeated failed sign-ins (from any address). */
export function failedSignInsMail(appUrl: string, firstName: string): MailContent {
  const link = `${appUrl}/forgot-password`;
  const title = `Hello ${firstName}, someone keeps trying to sign in`;
  const lines = [
    "There have been many sign-in attempts with a wrong password on your Marhaba account today.",
    "If it was you, no harm done: you can still sign in from your usual device. If it was not you, your account is safe as long as your password is; choosing a new one takes a minute.",
  ];
  const footer = "You are receiving this because your address has a Marhaba account. We send this at most once a day.";
  return {
    kind: "failed_sign_ins",
    link,
    subject: "Sign-in attempts on your Marhaba account",
    text: `${title}\n\n${lines.join("\n\n")}\n\nChoose a new password: ${link}\n\n${footer}\n\nMarhaba — مرحبا\n`,
    html: layout(title, lines, { label: "Choose a new password", href: link }, footer),
  };
}

export type DigestFacts = { firstName: string; lessons: number; words: number; practise: { ar: string; translit: string; en: string }[] };

/** The weekly digest (opt-in): the week in two lines, three words to say together, the progress page, the opt-out link. */
export function digestMail(appUrl: string, f: DigestFacts, optOutLink: string): MailContent {
  const link = `${appUrl}/progress`;
  const title = `${f.firstName}'s week in Arabic`;
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  const lines = [
    f.lessons || f.words
      ? `In the last 7 days: ${plural(f.lessons, "lesson")} finished and ${plural(f.words, "word")} practised.`
      : "No lesson this week — that is fine. A few minutes together is all it takes to start again.",
    ...(f.practise.length
      ? ["Three words to practise together:", ...f.practise.map((w) => `${w.ar} — ${w.translit} — ${w.en}`)]
      : []),
  ];
  const footer = `You receive this weekly email because you asked for it when signing up or in your Marhaba profile. To stop it (no sign-in needed): ${optOutLink}`;
  return {
    kind: "weekly_digest",
    link,
    subject: `${title} — Marhaba`,
    text: `${title}\n\n${lines.join("\n\n")}\n\nSee the progress page: ${link}\n\n${footer}\n\nMarhaba — مرحبا\n`,
    html: layout(title, lines, { label: "See the progress page", href: link }, footer),
  };
}
