// A teacher for the school browser tests, made as an admin would (POST /admin/users/:id/teacher), and
// their classes made through the API.
import { expect } from "./fixtures";
import { apiAs, seedUser, type SeededUser } from "./seed";
import type { RunningServer } from "./server";

export async function teacherUser(server: RunningServer, firstName = "Salma"): Promise<SeededUser> {
  const admin = seedUser(server, { firstName: "Admin", isAdmin: true });
  const teacher = seedUser(server, { firstName });
  expect(
    (await apiAs(server, admin, "POST", `/admin/users/${teacher.id}/teacher`, { is_teacher: true })).status,
  ).toBe(200);
  return teacher;
}

export async function classOf(
  server: RunningServer,
  teacher: SeededUser,
  name: string,
): Promise<{ id: number; name: string; code: string }> {
  const r = await apiAs(server, teacher, "POST", "/classes", { name });
  expect(r.status).toBe(201);
  return r.body;
}
