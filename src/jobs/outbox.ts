// The outbox sender: mails left unsent (by an instance that stopped) and failed ones due again. Every
// instance runs it; a mail is claimed before it is sent, so it goes out once (mail/service.ts).
import type { Job } from "./job";
import { sendDue } from "../modules/mail/service";

export const outboxJob: Job = {
  name: "outbox-sender",
  description: "Send the mails of the outbox that are due (unsent, or failed and due again)",
  every: (deps) => deps.config.outboxIntervalMs,
  run: async (deps) => `${await sendDue(deps)} mail(s) handled`,
};
