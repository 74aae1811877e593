// Request shapes of /auth, used by the routes (src/modules/auth/routes.ts) AND by the forms
// (web/pages/auth/rules.ts), so a rule and its message exist once. Messages are SPEC section 5's,
// so a 422 field message lands under its own input (fields are named like the form: first_name, …).
import "./zodConfig";
import { z } from "zod";
import { personName } from "./names";

/** Control and format characters (ESC, BEL, U+202E and the other bidi controls, zero-width marks):
 *  never part of an address, and a bidi control changes how an address reads in an admin's list. */
export const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}]/u;
export const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

export const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email address")
  .regex(EMAIL_PATTERN, "Please enter a valid email address");

/** The sign-up password rules (SPEC section 5): sign-up, reset and the forms of both. */
export const newPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[0-9]/, "Password must contain at least one number");

export const username = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, "Username is required")
  .min(3, "Username must be at least 3 characters")
  .max(30, "Username must be at most 30 characters")
  .regex(USERNAME_PATTERN, "Username must contain only letters, numbers, and underscores");

const optionalText = (max: number) =>
  z
    .string({ error: "Must be text" })
    .trim()
    .max(max, "This value is too long")
    .nullish()
    .transform((v) => v || null);

export const RegisterBody = z.object({
  email,
  password: newPassword,
  first_name: personName("First name"),
  last_name: personName("Last name"),
  username,
  phone_number: optionalText(40),
  address: optionalText(300),
  country: optionalText(100),
  // the weekly progress email (digest/service.ts): off unless the parent ticks the box on the sign-up form
  digest_opt_in: z.boolean({ error: "Must be true or false" }).optional(),
});

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, "This value is too long");

/** Step 1 of the sign-up form. The API takes phone, address and country as optional (SPEC: "optional
 *  phone_number, address, country" — accounts from an identity provider or the CLI have none); the
 *  sign-up screen requires them (SPEC section 5: "Signup step 1: … phone_number ('Phone number is
 *  required'), address …, country …"). Same fields and limits as RegisterBody, only required. */
export const SignupPersonal = RegisterBody.pick({ first_name: true, last_name: true, email: true }).extend({
  phone_number: requiredText("Phone number", 40),
  address: requiredText("Address", 300),
  country: requiredText("Country", 100),
});

/** What the sign-in form checks before sending: required and at least 8 characters (SPEC section 5).
 *  The server only requires a password (LoginBody), so an older, shorter one still gets a plain 401. */
export const loginPassword = z
  .string()
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters");

export const LoginBody = z.object({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(1024, "Password is too long"),
  remember_me: z.boolean({ error: "Must be true or false" }).optional(),
});

export const RefreshBody = z
  .object({ refresh_token: z.string({ error: "Must be text" }).max(512).optional() })
  .optional();
export const TokenBody = z.object({
  token: z
    .string({ error: "Invalid verification link" })
    .trim()
    .min(1, "Invalid verification link")
    .max(512, "Invalid verification link"),
});
export const ForgotBody = z.object({ email });
export const ResetBody = z.object({
  token: z
    .string({ error: "Invalid or missing reset token" })
    .trim()
    .min(1, "Invalid or missing reset token")
    .max(512, "Invalid or missing reset token"),
  new_password: newPassword,
});
/** The whole query the provider sent back to the callback page (code, state, iss, …), passed through. */
export const CallbackBody = z
  .record(z.string().max(64), z.string({ error: "Must be text" }).max(4096))
  .refine((o) => Object.keys(o).length <= 20, "Too many parameters")
  .refine((o) => !!o.code, { message: "No authorization code received", path: ["code"] })
  .transform((o) => o as Record<string, string> & { code: string });
