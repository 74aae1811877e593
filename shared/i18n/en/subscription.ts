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
};
