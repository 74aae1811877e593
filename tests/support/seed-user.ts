// Creates a user in a running instance's database through the users service and prints a
// signed-in session as JSON. Browser tests use it to start signed in without clicking through
// sign-up. Usage: DATA_DIR=… bun tests/support/seed-user.ts '{"email":…,"isVerified":true}'
// (browser tests call seedUserIn through tests/support/seed-service.ts, one process per server).
import { boot } from "../../src/boot";
import { closeDb } from "../../src/db/client";
import type { Deps } from "../../src/deps";
import { createUser } from "../../src/modules/users/service";
import { issueSession } from "../../src/modules/auth/sessions";

export async function seedUserIn(deps: Deps, input: Record<string, any>) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const user = await createUser(deps, {
    email: input.email ?? `family${tag}@example.com`,
    username: input.username ?? `family_${tag}`,
    firstName: input.firstName ?? "Amira",
    lastName: input.lastName ?? "Haddad",
    password: input.password ?? "Str0ngPassw0rd",
    isVerified: input.isVerified ?? true,
    isAdmin: input.isAdmin ?? false,
  });
  const s = await issueSession(deps, user, { persistent: true });
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    password: input.password ?? "Str0ngPassw0rd",
    accessToken: s.accessToken,
    refreshToken: s.refreshToken,
  };
}

if (import.meta.main) {
  const deps = await boot();
  const seeded = await seedUserIn(deps, JSON.parse(process.argv[2] ?? "{}"));
  await closeDb(deps.db);
  console.log(JSON.stringify(seeded));
}
