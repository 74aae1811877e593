// The auth forms check their fields with the server's own schemas (shared/auth.ts): the same
// rules and messages as the 422 the API would answer, shown before the request is sent.
import type { z } from "zod";
import { email, loginPassword, newPassword, SignupPersonal, username } from "../../../shared/auth";
import type { MessageKey, Translator } from "../../i18n";

/** The rules' messages (shared/auth.ts, the API's 422 too) in the page's language: each English
 *  message and its catalogue key (tests/unit/i18n-auth-rules.test.ts checks they say the same). */
export const RULE_KEYS: Record<string, MessageKey> = {
  "Email is required": "auth.rule.emailRequired",
  "Please enter a valid email address": "auth.rule.emailInvalid",
  "Password is required": "auth.rule.passwordRequired",
  "Password must be at least 8 characters": "auth.rule.passwordMin",
  "Password must be at most 128 characters": "auth.rule.passwordMax",
  "Password must contain at least one lowercase letter": "auth.rule.passwordLower",
  "Password must contain at least one uppercase letter": "auth.rule.passwordUpper",
  "Password must contain at least one number": "auth.rule.passwordNumber",
  "Password is too long": "auth.rule.passwordLong",
  "Username is required": "auth.rule.usernameRequired",
  "Username must be at least 3 characters": "auth.rule.usernameMin",
  "Username must be at most 30 characters": "auth.rule.usernameMax",
  "Username must contain only letters, numbers, and underscores": "auth.rule.usernameChars",
  "This value is too long": "auth.rule.tooLong",
  "Please confirm your password": "auth.rule.confirmRequired",
  "Passwords do not match": "auth.rule.confirmMismatch",
  "First name is required": "auth.rule.firstNameRequired",
  "Last name is required": "auth.rule.lastNameRequired",
  "Phone number is required": "auth.rule.phoneRequired",
  "Address is required": "auth.rule.addressRequired",
  "Country is required": "auth.rule.countryRequired",
};
/** A rule's message in the page's language (a message not listed stays as the server wrote it). */
export const ruleText = (t: Translator, message: string) =>
  RULE_KEYS[message] ? t(RULE_KEYS[message]) : message;

export type Errors = Record<string, string>;

/** The first message of a failed parse, or null. */
function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? "Invalid value");
}

/** Every failed field of an object parse, its first message each. */
function fieldErrors(schema: z.ZodType, value: unknown): Errors {
  const r = schema.safeParse(value);
  const e: Errors = {};
  if (!r.success) for (const i of r.error.issues) e[String(i.path[0])] ??= i.message;
  return e;
}

export const emailError = (v: string) => firstMessage(email, v);
/** Sign-in: required and at least 8 characters. */
export const basicPasswordError = (v: string) => firstMessage(loginPassword, v);
/** Sign-up and reset: the full rule set. */
export const signupPasswordError = (v: string) => firstMessage(newPassword, v);
export const usernameError = (v: string) => firstMessage(username, v);

export function confirmError(password: string, confirm: string): string | null {
  if (!confirm) return "Please confirm your password";
  if (password !== confirm) return "Passwords do not match";
  return null;
}

export type Strength = { score: number; label: "Weak" | "Medium" | "Strong" };

/** One point each: 8+, 12+, lowercase, uppercase, digit, special character. 0–2 Weak, 3–4 Medium, 5–6 Strong. */
export function passwordStrength(password: string): Strength {
  let score = 0;
  if (password.length >= 8) score++;
  if (password.length >= 12) score++;
  if (/[a-z]/.test(password)) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/[0-9]/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  return { score, label: score <= 2 ? "Weak" : score <= 4 ? "Medium" : "Strong" };
}

export type Step1 = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  address: string;
  country: string;
};
export const STEP1_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "phone_number",
  "address",
  "country",
] as const;

export const step1Errors = (v: Step1): Errors => fieldErrors(SignupPersonal, v);

export type Step2 = { username: string; password: string; confirm_password: string };
export function step2Errors(v: Step2): Errors {
  const e: Errors = {};
  const u = usernameError(v.username);
  if (u) e.username = u;
  const p = signupPasswordError(v.password);
  if (p) e.password = p;
  const c = confirmError(v.password, v.confirm_password);
  if (c) e.confirm_password = c;
  return e;
}
