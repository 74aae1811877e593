// The form rules of SPEC section 5, in the browser. The server enforces the same rules
// (src/modules/auth/schemas.ts) and its 422 messages land under the same fields.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

export type Errors = Record<string, string>;

export function emailError(email: string): string | null {
  const v = email.trim();
  if (!v) return "Email is required";
  if (!EMAIL_PATTERN.test(v)) return "Please enter a valid email address";
  return null;
}

/** Sign-in and reset: required and at least 8 characters. */
export function basicPasswordError(password: string): string | null {
  if (!password) return "Password is required";
  if (password.length < 8) return "Password must be at least 8 characters";
  return null;
}

/** Sign-up: the full rule set. */
export function signupPasswordError(password: string): string | null {
  const basic = basicPasswordError(password);
  if (basic) return basic;
  if (!/[a-z]/.test(password)) return "Password must contain at least one lowercase letter";
  if (!/[A-Z]/.test(password)) return "Password must contain at least one uppercase letter";
  if (!/[0-9]/.test(password)) return "Password must contain at least one number";
  return null;
}

export function confirmError(password: string, confirm: string): string | null {
  if (!confirm) return "Please confirm your password";
  if (password !== confirm) return "Passwords do not match";
  return null;
}

export function usernameError(username: string): string | null {
  const v = username.trim();
  if (!v) return "Username is required";
  if (v.length < 3) return "Username must be at least 3 characters";
  if (!USERNAME_PATTERN.test(v)) return "Username must contain only letters, numbers, and underscores";
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

export type Step1 = { first_name: string; last_name: string; email: string; phone_number: string; address: string; country: string };
export const STEP1_FIELDS = ["first_name", "last_name", "email", "phone_number", "address", "country"] as const;

export function step1Errors(v: Step1): Errors {
  const e: Errors = {};
  if (!v.first_name.trim()) e.first_name = "First name is required";
  if (!v.last_name.trim()) e.last_name = "Last name is required";
  const em = emailError(v.email);
  if (em) e.email = em;
  if (!v.phone_number.trim()) e.phone_number = "Phone number is required";
  if (!v.address.trim()) e.address = "Address is required";
  if (!v.country.trim()) e.country = "Country is required";
  return e;
}

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
