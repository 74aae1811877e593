// Users: creation, lookup and the public shape returned by the API.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps";
import { users, type User } from "../../db/schema";
import { prepared } from "../../db/prepared";
import { conflict, notFound } from "../../lib/errors";
import type { PublicUser } from "./model";

/** argon2id with a deliberate cost; see docs/decisions/0022-password-hashing-argon2id-cost.md. */
export const hashPassword = (password: string) =>
  Bun.password.hash(password, { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 });
export const verifyPassword = (password: string, hash: string) => Bun.password.verify(password, hash);

export type NewUser = {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  password?: string;
  phoneNumber?: string | null;
  address?: string | null;
  country?: string | null;
  profilePicture?: string | null;
  googleSub?: string | null;
  oidcSub?: string | null;
  isVerified?: boolean;
  isAdmin?: boolean;
};

/** How a user is named in the audit log: the email, or (children and pupils have none) kind and id. */
export const actorLabel = (u: User) => u.email ?? `${u.kind} #${u.id}`;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserById(deps: Deps, id: number): Promise<User | undefined> {
  // read on every signed-in request (src/db/prepared.ts)
  const q = prepared(deps.db, "user_by_id", (db, name) =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder("id")))
      .limit(1)
      .prepare(name),
  );
  const [row] = await q.execute({ id });
  return row;
}
export async function findUserByEmail(deps: Deps, email: string): Promise<User | undefined> {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}
export async function findUserByUsername(deps: Deps, username: string): Promise<User | undefined> {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** A unique index refused the row (SQLite says UNIQUE, PostgreSQL code 23505), whatever wraps the error. */
export function isUniqueViolation(e: unknown): boolean {
  for (
    let c = e as { message?: string; code?: string; cause?: unknown } | undefined, i = 0;
    c && i < 5;
    c = c.cause as typeof c, i++
  ) {
    if (c.code === "23505" || String(c.message ?? c).includes("UNIQUE")) return true;
  }
  return false;
}

/** Creates a user; a taken email or username answers 409 naming the field. */
export async function createUser(deps: Deps, input: NewUser): Promise<User> {
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(deps, email))
    throw conflict("EMAIL_TAKEN", "An account with this email already exists.", {
      email: "An account with this email already exists.",
    });
  if (await findUserByUsername(deps, input.username))
    throw conflict("USERNAME_TAKEN", "This username is already taken.", {
      username: "This username is already taken.",
    });
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    const [row] = await deps.db
      .insert(users)
      .values({
        email,
        username: input.username.trim(),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        phoneNumber: input.phoneNumber?.trim() || null,
        address: input.address?.trim() || null,
        country: input.country?.trim() || null,
        profilePicture: input.profilePicture ?? null,
        googleSub: input.googleSub ?? null,
        oidcSub: input.oidcSub ?? null,
        passwordHash,
        isVerified: input.isVerified ?? false,
        isAdmin: input.isAdmin ?? false,
        createdAt: deps.clock.now(),
      })
      .returning();
    return row;
  } catch (e) {
    // Two sign-ups racing for the same email or username: the unique index decides.
    if (isUniqueViolation(e))
      throw conflict("ACCOUNT_EXISTS", "An account with this email or username already exists.");
    throw e;
  }
}

/** The user as the API shows it (SPEC section 3). Never the hash. */
export function publicUser(u: User): PublicUser {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    username: u.username,
    phone_number: u.phoneNumber,
    address: u.address,
    country: u.country,
    profile_picture: u.profilePicture,
    is_active: u.isActive,
    is_admin: u.isAdmin,
    is_verified: u.isVerified,
    kind: u.kind, // adult | child | pupil (issue #16): the pages show a pupil the pupil's pages
    is_teacher: u.isTeacher,
    locale: u.locale ?? null,
    created_at: u.createdAt.toISOString(),
  };
}
export type { PublicUser };

/** The names a user may change about themselves (PATCH /users/me); already trimmed and validated. */
export async function updateProfile(
  deps: Deps,
  userId: number,
  input: { firstName: string; lastName: string },
): Promise<User> {
  const [row] = await deps.db
    .update(users)
    .set({ firstName: input.firstName.trim(), lastName: input.lastName.trim(), updatedAt: deps.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound("User not found", "USER_NOT_FOUND");
  return row;
}

/** PUT /users/me/locale: the language of the pages that exist in French and English. */
export async function setLocale(deps: Deps, userId: number, locale: "en" | "fr"): Promise<User> {
  const [row] = await deps.db
    .update(users)
    .set({ locale, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound("User not found", "USER_NOT_FOUND");
  return row;
}

/** The family's child profiles, oldest first. Every signed-in page of an adult asks (the session's
 *  family block), so the query is prepared once (src/db/prepared.ts). */
export async function listChildren(deps: Deps, accountId: number): Promise<User[]> {
  const q = prepared(deps.db, "children_of_account", (db, name) =>
    db
      .select()
      .from(users)
      .where(and(eq(users.parentId, sql.placeholder("account")), eq(users.kind, "child")))
      .orderBy(asc(users.id))
      .prepare(name),
  );
  return q.execute({ account: accountId });
}

/** The account's own child, or 404 (another family's child answers exactly like one that does not exist). */
export async function ownChild(deps: Deps, accountId: number, childId: number): Promise<User> {
  const [c] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, childId), eq(users.parentId, accountId), eq(users.kind, "child")))
    .limit(1);
  if (!c) throw notFound("No such child profile in this family.", "CHILD_NOT_FOUND");
  return c;
}

export async function setDigest(deps: Deps, userId: number, enabled: boolean) {
  await deps.db.update(users).set({ digestOptIn: enabled }).where(eq(users.id, userId));
  return { enabled };
}
