// subs:expire-due — the optional periodic sweep (e.g. from cron). Reads never depend on it: an
// ended subscription already shows as expired; the sweep writes it down and records it in history.
import type { RegisterCommands } from "./commands";
import { expireDue } from "../src/modules/subscriptions/service";

export const subscriptionSweepCommands: RegisterCommands = (program, getDeps) => {
  program
    .command("subs:expire-due")
    .description("Mark active subscriptions whose end date has passed as expired (safe to run any time)")
    .action(() => {
      const n = expireDue(getDeps());
      console.log(n ? `Marked ${n} subscription(s) as expired.` : "Nothing to expire.");
    });
};
