// Mail operations: list the outbox and re-send mails that never left.
import { Refused, type RegisterCommands } from "./command";
import { deliver, findMail, listMail, undelivered } from "../src/modules/mail/service";
import { sendDigests } from "../src/modules/digest/service";

const STATUSES = ["pending", "sent", "failed", "outbox"] as const;

export const mailCommands: RegisterCommands = (program, getDeps) => {
  program
    .command("mail:list")
    .description("List recent mails in the outbox (newest first)")
    .option("--status <status>", `only mails with this status (${STATUSES.join(", ")})`)
    .option("--limit <n>", "how many", "20")
    .action(async (opts: { status?: string; limit: string }) => {
      if (opts.status && !STATUSES.includes(opts.status as never))
        throw new Refused(`Unknown status "${opts.status}". Use one of: ${STATUSES.join(", ")}.`);
      const limit = Number(opts.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw new Refused("--limit must be a whole number from 1 to 1000.");
      const rows = await listMail(await getDeps(), {
        status: opts.status as (typeof STATUSES)[number] | undefined,
        limit,
      });
      if (!rows.length) return console.log("No mail.");
      for (const m of rows)
        console.log(
          [
            String(m.id).padStart(5),
            m.status.padEnd(7),
            m.createdAt.toISOString(),
            m.kind.padEnd(15),
            m.to,
            `attempts=${m.attempts}`,
            m.lastError ? `error=${m.lastError}` : "",
          ]
            .join("  ")
            .trimEnd(),
        );
    });

  program
    .command("mail:resend")
    .description("Send a mail from the outbox again over SMTP (needs SMTP_URL)")
    .argument("[id]", "outbox id (see mail:list)")
    .option("--failed", "re-send every mail that has not been delivered")
    .action(async (id: string | undefined, opts: { failed?: boolean }) => {
      const deps = await getDeps();
      if (!deps.config.smtpUrl)
        throw new Refused("SMTP_URL is not set: mails stay in the outbox. Set SMTP_URL to send them.");
      let ids: number[];
      if (opts.failed) ids = (await undelivered(deps)).map((m) => m.id);
      else {
        const n = Number(id);
        if (!id || !Number.isInteger(n) || n < 1)
          throw new Refused("Give an outbox id (see mail:list) or --failed.");
        if (!(await findMail(deps, n))) throw new Refused(`No mail with id ${n}.`);
        ids = [n];
      }
      let failures = 0;
      for (const i of ids) {
        const ok = await deliver(deps, i);
        if (!ok) failures++;
        console.log(
          `${i}: ${ok ? "sent" : "failed: " + ((await findMail(deps, i))?.lastError ?? "unknown error")}`,
        );
      }
      if (!ids.length) console.log("Nothing to re-send.");
      if (failures) throw new Refused(`${failures} mail(s) could not be sent.`);
    });

  program
    .command("mail:digest")
    .description(
      "Write this week's progress digest for every opted-in family not yet served this week (safe to run again)",
    )
    .action(async () => {
      const r = await sendDigests(await getDeps());
      console.log(`week of ${r.week}: ${r.sent} digest(s) written, ${r.already} already sent this week.`);
    });
};
