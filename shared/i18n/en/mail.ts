// English, area "mail": every mail the product sends (src/modules/mail/templates.ts), in the
// recipient's language (their users.locale).
export const mail = {
  "layout.fallback": "If the button does not work, copy this link into your browser:",
  signature: "Marhaba — مرحبا",
  signatureSchool: "Marhaba — مرحبا · {school}",

  "verify.subject": "Confirm your email for Marhaba",
  "verify.title": "Welcome to Marhaba, {name}!",
  "verify.line1":
    "We are so happy you are here. One little step is left before the Arabic adventure begins: please confirm your email address.",
  "verify.line2": "The link works for 24 hours.",
  "verify.footer":
    "You are receiving this because someone signed up to Marhaba with this address. If it was not you, simply ignore this email.",
  "verify.button": "Confirm my email",
  "verify.textLink": "Confirm your email: {link}",

  "reset.subject": "Reset your Marhaba password",
  "reset.title": "Hello {name}, let's get you back in",
  "reset.line1": "Someone (we hope you!) asked to reset the password of your Marhaba account.",
  "reset.line2":
    "Choose a new password with the link below. It works for 1 hour and only once; asking again makes older links stop working.",
  "reset.footer": "If you did not ask for this, you can ignore this email: your password stays the same.",
  "reset.button": "Choose a new password",
  "reset.textLink": "Choose a new password: {link}",

  "failed.subject": "Sign-in attempts on your Marhaba account",
  "failed.title": "Hello {name}, someone keeps trying to sign in",
  "failed.line1":
    "There have been many sign-in attempts with a wrong password on your Marhaba account today.",
  "failed.line2":
    "If it was you, no harm done: you can still sign in from your usual device. If it was not you, your account is safe as long as your password is; choosing a new one takes a minute.",
  "failed.footer":
    "You are receiving this because your address has a Marhaba account. We send this at most once a day.",

  "digest.titleKids": "{names}'s week in Arabic",
  "digest.titleOwn": "Your week in Arabic",
  "digest.subject": "{title} — Marhaba",
  "digest.you": "You",
  "digest.week":
    "{who}: in the last 7 days, {lessons, plural, one {# lesson} other {# lessons}} finished and {words, plural, one {# word} other {# words}} practised.",
  "digest.none":
    "{who}: no lesson this week — that is fine. A few minutes together is all it takes to start again.",
  "digest.practise": "Three words to practise together:",
  "digest.practiseWith": "Three words to practise together with {name}:",
  "digest.footer":
    "You receive this weekly email because you asked for it when signing up or in your Marhaba profile. To stop it (no sign-in needed): {link}",
  "digest.button": "See the progress page",
  "digest.textLink": "See the progress page: {link}",

  "receipt.subject": "Your Marhaba receipt: {amount} for {months} months",
  "receipt.titleRenewal": "Your Premium plan is renewed",
  "receipt.titleFirst": "Thank you: Premium is open",
  "receipt.paid":
    "Hello {name}, we have received your payment of {amount} on {date}. Reference: {reference}.",
  "receipt.period": "It pays for {months} months, from {from} to {to}.",
  "receipt.months": "It pays for {months} months.",
  "receipt.demoKept":
    "Premium is open now, and the {days, plural, one {# day left of your free demo is kept} other {# days left of your free demo are kept}}: the paid months start when the demo would have ended.",
  "receipt.noRenewal": "There is no automatic renewal: we will remind you before the plan ends.",
  "receipt.footer":
    "You are receiving this because a payment was made for Marhaba Premium with this account. Keep it as your receipt.",
  "receipt.button": "See my subscription",
  "receipt.textLink": "See your subscription: {link}",

  "deleted.subject": "Your Marhaba account is deleted",
  "deleted.retention":
    "Hello {name}, your account had not been used for a long time, so it was deleted as our privacy notice says.",
  "deleted.byAdmin":
    "Hello {name}, your Marhaba account was deleted by the people who run this site, as asked.",
  "deleted.asked": "Hello {name}, your Marhaba account is deleted, as you asked.",
  "deleted.gone":
    "Gone with it: your details{children, plural, =0 {} one {, your child's profile} other {, your # children's profiles}}, every lesson, star, practice word, level test and certificate, and your sign-ins.",
  "deleted.paymentsKept":
    "The law requires us to keep the record of your {n, plural, one {payment} other {# payments}} (who paid, how much and when) for accounting; it holds nothing about your children.",
  "deleted.nothingElse": "We keep nothing else about you.",
  "deleted.last": "This is the last email we send you. You are welcome back any time.",
  "deleted.footer": "You are receiving this because the Marhaba account with this address was deleted.",

  "inactive.subject": "Your Marhaba account will be deleted unless you sign in",
  "inactive.title": "Shall we keep your Marhaba account?",
  "inactive.line1": "Hello {name}, nobody has signed in to your Marhaba account for {months} months.",
  "inactive.line2":
    "As our privacy notice says, we remove unused free accounts: yours, with your children's profiles and what they learned, will be deleted in {days} days.",
  "inactive.line3": "To keep it, simply sign in before then. To let it go, do nothing.",
  "inactive.footer":
    "You are receiving this because your address has a Marhaba account. This is the only reminder.",
  "inactive.button": "Sign in to keep it",
  "inactive.textLink": "Sign in: {link}",

  "licence.subject": "Licence request: {className}",
  "licence.title": "{teacher} asks for a licence for {className}",
  "licence.line1":
    "Hello {name}, {teacher}{email, select, none {} other { ({email})}} asks for a school licence for the class {className} (code {code}, {pupils, plural, one {# pupil} other {# pupils}}).",
  "licence.line2":
    "With a licence the pupils open every lesson, not only the first lessons of every level. You grant it until a date in the admin area's Classes tab.",
  "licence.footer": "You are receiving this because you are an admin of this Marhaba instance.",
  "licence.button": "Open the Classes tab",
  "licence.textLink": "Open the Classes tab: {link}",
};
