// English, area "subscription": the plan pages (/subscribe, /subscription, /renew, /trial-expired,
// payments, the dashboard's plan cards).
export const subscription = {
  "priceTag.oldPrice": "old price {price}",
  "priceTag.for": "for {months}",

  payFailed: "Failed to initiate payment. Please try again.",
  loading: "Loading...",

  "trialExpired.title": "Your free trial has ended",
  "trialExpired.body":
    "Thank you for trying Marhaba! Keep the Arabic adventure going with Premium: every lesson of every level.",
  "trialExpired.free": "{n} months free in the first year",
  "trialExpired.pay": "Proceed to Payment",
  "trialExpired.secure": "Secure card payment",
  "trialExpired.back": "Back to Dashboard",

  "renew.eyebrow": "Renewal",
  "renew.title": "Renew my subscription",
  "renew.plan": "Current plan",
  "renew.end": "End date",
  "renew.days": "Days remaining",
  "renew.note": "The {months} new months start when your current plan ends: you lose no day.",
  "renew.pay": "Renew for {months} months",
  "renew.back": "Back",
  "demoExpired.title": "Your free trial has come to an end!",
  "demoExpired.body":
    "We hope your family enjoyed the first lessons. Keep the adventure going with Premium: every lesson of every level.",
  "demoExpired.see": "See my subscription",
  "subscribe.premiumTitle": "You're Already a Premium Member!",
  "subscribe.activeUntil": "Your Premium plan is active until <b>{date}</b>.",
  "subscribe.endsIn": "It ends in {days, plural, one {# day} other {# days}}.",
  "subscribe.renewMore": "Renew for {months} more months",
  "subscribe.toDashboard": "Go to Dashboard",
  "subscribe.eyebrow": "Marhaba Premium · {months} months",
  "subscribe.title": "Unlock every lesson",
  "subscribe.freeMonths": "Your first year comes with {n} months free",
  "subscribe.library": "The full library",
  "subscribe.libraryWith": "The full library: {library}, {levels}",
  "subscribe.features": "{features} with our friendly bot",
  "subscribe.certificates": "Certificates",
  "subscribe.support": "Priority support — one payment, no automatic renewal",
  "subscribe.failed": "Payment failed. Please try again.",
  "subscribe.processing": "Processing...",
  "subscribe.returnNote": "After paying, you go back to the lesson.",
  "subscribe.secure": "Secure payment through our card payment provider",
  "subscribe.signedInAs": "Signed in as <b>{email}</b>",

  "period.span": "{months}, from {from} to {to}.",
  "period.months": "{months}.",
  "period.demoKept":
    "{paid, select, yes {Premium is open now} other {Premium opens as soon as you pay}}, and the {days, plural, one {# day left of your free demo {paid, select, yes {is} other {stays}}} other {# days left of your free demo {paid, select, yes {are} other {stay}}}} yours: the paid months start when the demo would have ended.",

  "countdown.days": "Days",
  "countdown.hours": "Hours",
  "countdown.minutes": "Minutes",
  "countdown.seconds": "Seconds",
  "countdown.label": "{days} days, {hours} hours and {minutes} minutes left in your demo",

  "verify.title": "Please confirm your email address.",
  "verify.text":
    "We sent a link to <b>{email}</b>. Confirming it opens the level test and keeps your account safe.",
  "verify.resend": "Resend the email",
  "verify.sending": "Sending...",
  "verify.failed": "We could not send the email. Please try again.",
  "success.toDashboard": "Go to Dashboard Now",
  "success.toLesson": "Back to the lesson now",
  "success.unpaid": "Payment not completed",
  "success.none": "No payment confirmed",
  "success.seePremium": "See Premium",
  "success.title": "Success! We have received your payment",
  "success.active": "Your subscription is active for {months}",
  "success.facts":
    "{amount} · {purpose, select, renewal {renewal} other {first purchase}}{until, select, none {} other { · until {until}}} · a receipt is on its way by email",
  "success.thanks":
    "— thank you! Taking you {where, select, dashboard {to your dashboard} other {back to the lesson}} in <b>{seconds}</b> seconds.",
};
