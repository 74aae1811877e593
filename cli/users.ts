// users:* — list, show, activate/deactivate, grant/revoke admin and teacher, delete and create-admin,
// through the same admin service as the /admin API (actor "cli:<os user>").
import { Option } from "commander";
import { Refused, type GetDeps, type RegisterCommands } from "./command";
import {
  cliActor,
  confirmOrRefuse,
  printJson,
  readNewPassword,
  refuseOnApiError,
  shortDate,
  table,
  wholeNumber,
} from "./admin-shared";
import * as admin from "../src/modules/admin/service";
import { RegisterBody } from "../shared/auth";
import { validate } from "../src/lib/errors";
import { actorLabel, createUser } from "../src/modules/users/service";
import type { User } from "../src/db/schema";

type AdminUser = Awaited<ReturnType<typeof admin.getUser>>;

async function userRef(getDeps: GetDeps, ref: string): Promise<User> {
  const u = await admin.findUserRef(await getDeps(), ref);
  if (!u) throw new Refused(`No user with ${/^\d+$/.test(ref.trim()) ? "id" : "email"} "${ref}".`);
  return u;
}

const name = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();
const subLabel = (u: AdminUser) =>
  u.subscription ? `${u.subscription.type} ${u.subscription.status}` : null;
/** Children and pupils have no email: they are named by kind and id. */
const who = (u: User) => (u.email ? `${u.email} (id ${u.id})` : actorLabel(u));
const KIND_LABEL = { adult: "adult", child: "child profile", pupil: "pupil" } as const;

function showUser(u: AdminUser) {
  const rows: [string, unknown][] = [
    ["id", u.id],
    ["email", u.email ?? "none"],
    ["kind", KIND_LABEL[u.kind]],
    ["username", u.username],
    ["name", name(u)],
    ["active", u.is_active ? "yes" : "no"],
    ["admin", u.is_admin ? "yes" : "no"],
    ["teacher", u.is_teacher ? "yes" : "no"],
    ["verified", u.is_verified ? "yes" : "no"],
    [
      "subscription",
      u.subscription
        ? `${u.subscription.type} ${u.subscription.status} until ${shortDate(u.subscription.end_date)} (id ${u.subscription.id})`
        : "none",
    ],
    ["created", u.created_at],
  ];
  for (const [k, v] of rows) console.log(`${k.padEnd(13)} ${v}`);
}

const yesOption = () => new Option("-y, --yes", "do not ask for confirmation");
const jsonOption = () => new Option("--json", "print JSON instead of a table");

export const userCommands: RegisterCommands = (program, getDeps) => {
  program
    .command("users:list")
    .description("List users, newest first (20 a page)")
    .option("--search <text>", "part of a name, email or username (% and _ are literal)")
    .addOption(
      new Option("--kind <kind>", "adult accounts (default), child profiles, pupils or all")
        .choices([...admin.USER_KINDS])
        .default("adult"),
    )
    .option("--page <n>", "page number", wholeNumber(1, 1_000_000), 1)
    .option(
      "--page-size <n>",
      "users per page (at most 100)",
      wholeNumber(1, admin.MAX_PAGE_SIZE),
      admin.ADMIN_PAGE_SIZE,
    )
    .addOption(jsonOption())
    .action(
      async (opts: {
        search?: string;
        kind: admin.UserKindFilter;
        page: number;
        pageSize: number;
        json?: boolean;
      }) => {
        const r = await admin.listUsers(await getDeps(), {
          page: opts.page,
          pageSize: opts.pageSize,
          search: opts.search?.slice(0, 200),
          kind: opts.kind,
        });
        if (opts.json) return printJson(r);
        if (!r.users.length)
          return console.log(opts.search ? `No users match "${opts.search}".` : "No users on this page.");
        console.log(
          table(
            [
              "ID",
              "KIND",
              "EMAIL",
              "USERNAME",
              "NAME",
              "ACTIVE",
              "ADMIN",
              "TEACHER",
              "VERIFIED",
              "SUBSCRIPTION",
              "CREATED",
            ],
            r.users.map((u) => [
              u.id,
              u.kind,
              u.email,
              u.username,
              name(u),
              u.is_active,
              u.is_admin,
              u.is_teacher,
              u.is_verified,
              subLabel(u),
              shortDate(u.created_at),
            ]),
          ),
        );
        const pages = Math.max(1, Math.ceil(r.total / r.page_size));
        console.log(`\nPage ${r.page} of ${pages} · ${r.total} user(s)`);
      },
    );

  program
    .command("users:show")
    .description("Show one user")
    .argument("<user>", "email or id")
    .addOption(jsonOption())
    .action(async (ref: string, opts: { json?: boolean }) => {
      const u = await admin.getUser(await getDeps(), (await userRef(getDeps, ref)).id);
      if (opts.json) return printJson(u);
      showUser(u);
    });

  const change = (
    cmd: string,
    description: string,
    patch: admin.UserPatch,
    done: string,
    confirm?: (u: User) => string,
  ) => {
    const c = program
      .command(cmd)
      .description(description)
      .argument("<user>", "email or id")
      .addOption(jsonOption());
    if (confirm) c.addOption(yesOption());
    c.action(async (ref: string, opts: { yes?: boolean; json?: boolean }) => {
      const target = await userRef(getDeps, ref);
      if (confirm) await confirmOrRefuse(confirm(target), opts.yes);
      const deps = await getDeps();
      const u = await refuseOnApiError(() => admin.updateUser(deps, cliActor(), target.id, patch));
      if (opts.json) return printJson(u);
      console.log(`${who(target)} ${done}`);
    });
  };
  change("users:activate", "Let a user sign in again", { is_active: true }, "is active.");
  change(
    "users:deactivate",
    "Stop a user signing in (ends their sessions at once)",
    { is_active: false },
    "is deactivated; their sessions have ended.",
    (u) => `Deactivate ${who(u)}?`,
  );
  change(
    "users:grant-admin",
    "Make a user an admin (also how the first admin is made)",
    { is_admin: true },
    "is now an admin.",
  );
  change(
    "users:revoke-admin",
    "Remove a user's admin rights",
    { is_admin: false },
    "is no longer an admin.",
    (u) => `Remove admin rights from ${who(u)}?`,
  );

  // The teacher role (issue #16): adults only. Taking it back keeps their classes (the teacher calls
  // refuse them until it is granted again), so it asks first.
  const teacher = (cmd: string, description: string, isTeacher: boolean, confirm?: (u: User) => string) => {
    const c = program
      .command(cmd)
      .description(description)
      .argument("<user>", "email or id")
      .addOption(jsonOption());
    if (confirm) c.addOption(yesOption());
    c.action(async (ref: string, opts: { yes?: boolean; json?: boolean }) => {
      const target = await userRef(getDeps, ref);
      if (confirm && target.isTeacher) await confirmOrRefuse(confirm(target), opts.yes);
      const deps = await getDeps();
      const u = await refuseOnApiError(() => admin.setTeacher(deps, cliActor(), target.id, isTeacher));
      if (opts.json) return printJson(u);
      console.log(
        `${who(target)} ${u.changed ? (isTeacher ? "is now a teacher." : "is no longer a teacher.") : isTeacher ? "was already a teacher." : "was not a teacher."}`,
      );
    });
  };
  teacher("users:grant-teacher", "Make an adult's account a teacher (they can then create classes)", true);
  teacher(
    "users:revoke-teacher",
    "Take the teacher role back (their classes stay, closed to them until granted again)",
    false,
    (u) => `Remove the teacher role from ${who(u)}?`,
  );

  program
    .command("users:delete")
    .description("Delete a user and their sessions, results, subscriptions and payments")
    .argument("<user>", "email or id")
    .addOption(yesOption())
    .action(async (ref: string, opts: { yes?: boolean }) => {
      const target = await userRef(getDeps, ref);
      await confirmOrRefuse(`Delete ${who(target)}? This action cannot be undone.`, opts.yes);
      const deps = await getDeps();
      await refuseOnApiError(() => admin.deleteUser(deps, cliActor(), target.id));
      console.log(`${who(target)} deleted.`);
    });

  // Password accounts made by an admin: how people join a SIGNUP_MODE=restricted instance without
  // the school's own sign-in (and how the first admin is made).
  const create = (cmd: string, description: string, isAdmin: boolean) =>
    program
      .command(cmd)
      .description(description)
      .requiredOption("--email <email>", "their email")
      .requiredOption("--username <name>", "3+ letters, digits or underscores")
      .option("--first-name <name>", "first name", isAdmin ? "Admin" : "Learner")
      .option("--last-name <name>", "last name", "User")
      .addOption(jsonOption())
      .action(
        async (opts: {
          email: string;
          username: string;
          firstName: string;
          lastName: string;
          json?: boolean;
        }) => {
          const deps = await getDeps();
          // Check everything but the password before asking for it.
          const base = {
            email: opts.email,
            username: opts.username,
            first_name: opts.firstName,
            last_name: opts.lastName,
          };
          await refuseOnApiError(() => validate(RegisterBody, { ...base, password: "Placeholder1" }));
          const password = await readNewPassword();
          const input = await refuseOnApiError(() => validate(RegisterBody, { ...base, password }));
          const user = await refuseOnApiError(() =>
            createUser(deps, {
              email: input.email,
              username: input.username,
              firstName: input.first_name,
              lastName: input.last_name,
              password: input.password,
              isVerified: true,
              isAdmin,
            }),
          );
          await admin.auditUserCreated(deps, cliActor(), user);
          if (opts.json) return printJson(await admin.getUser(deps, user.id));
          console.log(
            `${isAdmin ? "Admin" : "Account"} ${who(user)} created. They can sign in at ${deps.config.appUrl}/login.`,
          );
        },
      );
  create(
    "users:create-admin",
    "Create an admin account (password asked on a terminal, else read from the first line of stdin)",
    true,
  );
  create(
    "users:create",
    "Create a password account, its email taken as verified (password asked on a terminal, else read from stdin)",
    false,
  );
};
