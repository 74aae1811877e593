// subs:* — list subscriptions; expire, cancel or re-activate one (through the admin service, audited);
// subs:expire-due, the optional periodic sweep (e.g. from cron). Reads never depend on the sweep: an
// ended subscription already shows as expired; the sweep writes it down and records it in history.
import { Option } from "commander";
import { Refused, type RegisterCommands } from "./command";
import {
  cliActor,
  confirmOrRefuse,
  printJson,
  refuseOnApiError,
  shortDate,
  table,
  wholeNumber,
} from "./admin-shared";
import * as admin from "../src/modules/admin/service";
import { expireDue } from "../src/modules/subscriptions/service";

export const subscriptionCommands: RegisterCommands = (program, getDeps) => {
  program
    .command("subs:list")
    .description("List subscriptions with their user, newest first")
    .addOption(
      new Option("--status <status>", "active, cancelled or expired (as users see it)").choices([
        "active",
        "cancelled",
        "expired",
      ]),
    )
    .addOption(new Option("--type <type>", "demo or paid").choices(["demo", "paid"]))
    .option("--user <user>", "only this user's (email or id)")
    .option("--page <n>", "page number", wholeNumber(1, 1_000_000), 1)
    .option(
      "--page-size <n>",
      "rows per page (at most 100)",
      wholeNumber(1, admin.MAX_PAGE_SIZE),
      admin.ADMIN_PAGE_SIZE,
    )
    .option("--json", "print JSON instead of a table")
    .action(
      async (opts: {
        status?: admin.SubStatus;
        type?: "demo" | "paid";
        user?: string;
        page: number;
        pageSize: number;
        json?: boolean;
      }) => {
        const deps = await getDeps();
        let userId: number | undefined;
        if (opts.user) {
          const u = await admin.findUserRef(deps, opts.user);
          if (!u) throw new Refused(`No user "${opts.user}".`);
          userId = u.id;
        }
        const r = await admin.listSubscriptions(deps, {
          status: opts.status,
          type: opts.type,
          userId,
          page: opts.page,
          pageSize: opts.pageSize,
        });
        if (opts.json) return printJson(r);
        if (!r.subscriptions.length) return console.log("No subscriptions match.");
        console.log(
          table(
            ["ID", "TYPE", "STATUS", "USER", "NAME", "START", "END", "DAYS LEFT"],
            r.subscriptions.map((s) => [
              s.id,
              s.type,
              s.status,
              s.user.email,
              `${s.user.first_name} ${s.user.last_name}`,
              shortDate(s.start_date),
              shortDate(s.end_date),
              s.days_remaining,
            ]),
          ),
        );
        console.log(
          `\nPage ${r.page} of ${Math.max(1, Math.ceil(r.total / r.page_size))} · ${r.total} subscription(s)`,
        );
      },
    );

  const change = (
    cmd: string,
    description: string,
    to: admin.SubStatus,
    verb: string,
    destructive: boolean,
  ) => {
    const c = program
      .command(cmd)
      .description(description)
      .argument("<id>", "subscription id (see subs:list)", wholeNumber(1, 2 ** 31))
      .option("--json", "print JSON");
    if (destructive) c.option("-y, --yes", "do not ask for confirmation");
    c.action(async (id: number, opts: { yes?: boolean; json?: boolean }) => {
      const deps = await getDeps();
      if (!(await admin.findSubscription(deps, id))) throw new Refused(`No subscription with id ${id}.`);
      if (destructive)
        await confirmOrRefuse(`${verb[0].toUpperCase() + verb.slice(1)} subscription ${id}?`, opts.yes);
      const s = await refuseOnApiError(() => admin.setSubscriptionStatus(deps, cliActor(), id, to));
      if (opts.json) return printJson(s);
      console.log(`Subscription ${s.id} (${s.type}, ${s.user.email}) is now ${s.status}.`);
    });
  };
  change("subs:expire", "Expire an active subscription now", "expired", "expire", true);
  change("subs:cancel", "Cancel an active subscription", "cancelled", "cancel", true);
  change(
    "subs:activate",
    "Set a cancelled or expired subscription back to active (end date must be ahead)",
    "active",
    "activate",
    false,
  );

  program
    .command("subs:expire-due")
    .description("Mark active subscriptions whose end date has passed as expired (safe to run any time)")
    .action(async () => {
      const n = await expireDue(await getDeps());
      console.log(n ? `Marked ${n} subscription(s) as expired.` : "Nothing to expire.");
    });
};
