// Messages the server answers in English (its errors are translated in src/lib/errorLocale.ts); the
// pages show the catalogue's copies (subscription.notice.*, auth.signup.registered), which
// tests/unit/api-words.test.ts keeps equal to these in English.
export const MESSAGES = {
  /** 409 SUBSCRIPTION_EXISTS; the landing's and /demo's notice for a family with access (subscription.notice.alreadyActive). */
  alreadySubscribed: "You already have an active subscription!",
  /** 409 DEMO_ALREADY_USED (the demo page's toast: subscription.notice.demoUsed). */
  demoUsed: "Your demo trial has already been used. Please subscribe to continue.",
  /** POST /auth/register's message; the sign-up page's toast. */
  registered: "Registration successful! Please check your email to verify your account.",
} as const;
