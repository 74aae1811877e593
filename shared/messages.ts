// Messages the server answers and the pages also show on their own (a toast after a known error
// code, a notice on a redirect): written once so they cannot drift apart.
export const MESSAGES = {
  /** 409 SUBSCRIPTION_EXISTS; the landing's and /demo's notice for a family with access. */
  alreadySubscribed: "You already have an active subscription!",
  /** 409 DEMO_ALREADY_USED. */
  demoUsed: "Your demo trial has already been used. Please subscribe to continue.",
  /** POST /auth/register's message; the sign-up page's toast. */
  registered: "Registration successful! Please check your email to verify your account.",
} as const;
