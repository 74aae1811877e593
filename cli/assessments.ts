// Operator view of a family's level tests (support questions: "which level did my child get?").
import { Refused, type RegisterCommands } from "./command";
import { findUserByEmail } from "../src/modules/users/service";
import { listResults } from "../src/modules/assessments/service";

export const assessmentCommands: RegisterCommands = (program, getDeps) => {
  program
    .command("assessments:results")
    .description("List a user's level test results, newest first")
    .argument("<email>", "the account's email")
    .option("--json", "print JSON instead of a table")
    .action(async (email: string, opts: { json?: boolean }) => {
      const deps = await getDeps();
      const user = await findUserByEmail(deps, email);
      if (!user) throw new Refused(`No user with email ${email.trim().toLowerCase()}.`);
      const results = await listResults(deps, user.id);
      if (opts.json) return console.log(JSON.stringify(results, null, 2));
      if (!results.length) return console.log(`${user.email} has not taken the level test yet.`);
      console.log(`${user.email}: ${results.length} result(s)`);
      for (const r of results)
        console.log(
          `  #${r.id}  ${r.test_date}  ${r.level.padEnd(17)}  ${String(r.score).padStart(3)}%  (${r.correctAnswers}/${r.totalQuestions})`,
        );
    });
};
