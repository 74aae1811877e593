// stats — the admin Overview's figures at the shell.
import type { RegisterCommands } from "./command";
import { printJson, table } from "./admin-shared";
import { adminStats } from "../src/modules/admin/service";

export const statsCommands: RegisterCommands = (program, getDeps) => {
  program
    .command("stats")
    .description("Users, subscriptions, conversions and the latest admin actions")
    .option("--json", "print JSON")
    .action(async (opts: { json?: boolean }) => {
      const s = await adminStats(await getDeps());
      if (opts.json) return printJson(s);
      console.log(
        `Users          ${s.users.total} total · ${s.users.active} active · ${s.users.verified} verified · ${s.users.admins} admin(s) · ${s.users.new_this_week} new this week`,
      );
      console.log(
        `Subscriptions  ${s.subscriptions.total} total · ${s.subscriptions.active} active · ${s.subscriptions.demo} demo · ${s.subscriptions.paid} paid`,
      );
      console.log(
        `Conversions    ${s.conversions.converted_to_paid} of ${s.conversions.demo_users} demo families went paid (${s.conversions.rate}%)`,
      );
      if (!s.recent_audit.length) return console.log("\nNo admin actions yet.");
      console.log("\nRecent admin actions");
      console.log(
        table(
          ["WHEN", "WHO", "ACTION", "TARGET"],
          s.recent_audit.map((a) => [
            a.created_at.slice(0, 16).replace("T", " "),
            a.actor,
            a.action,
            `${a.target_type} ${a.target_id}`,
          ]),
        ),
      );
    });
};
