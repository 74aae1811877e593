// `npm run cli -- <command>` in a checkout.
import { runCli } from "./program";
process.exit(await runCli(process.argv.slice(2)));
