// Pieces shared by the admin commands (users:*, subs:*, stats): the actor, tables,
// confirmation prompts, number options, and service refusals turned into exit code 1.
import { userInfo } from "node:os";
import { createInterface } from "node:readline";
import { InvalidArgumentError } from "commander";
import { ApiError } from "../src/lib/errors";
import { escapeForTerminal, terminalJson } from "../src/lib/names";
import type { Actor } from "../src/modules/audit/service";
import { Refused } from "./command";

export function cliActor(): Actor {
  let name = process.env.SUDO_USER || process.env.USER || process.env.LOGNAME || "";
  if (!name) {
    try {
      const u = userInfo();
      name = u.username && u.username !== "unknown" ? u.username : `uid-${u.uid}`;
    } catch {
      name = "unknown";
    }
  }
  return { userId: null, label: `cli:${name}` };
}

/** Runs a service call; its refusals (409, 404, 422) become a Refused with the reason. */
export async function refuseOnApiError<T>(fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ApiError) {
      const fields = e.fields
        ? " " +
          Object.entries(e.fields)
            .map(([k, v]) => `${k}: ${v}`)
            .join("; ")
        : "";
      throw new Refused(`${e.message}${fields}`.trim());
    }
    throw e;
  }
}

/** commander argument parser for whole numbers in a range (bad values → exit 2). */
export const wholeNumber = (min: number, max: number) => (value: string) => {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError("Not a whole number.");
  const n = Number(value);
  if (n < min || n > max) throw new InvalidArgumentError(`Must be from ${min} to ${max}.`);
  return n;
};

const clip = (s: string, max = 40) => (s.length > max ? s.slice(0, max - 1) + "…" : s);

/** A plain aligned text table. */
export function table(headers: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  const cells = rows.map((r) =>
    r.map((c) =>
      clip(
        escapeForTerminal(
          c === null || c === undefined ? "-" : c === true ? "yes" : c === false ? "no" : String(c),
        ),
      ),
    ),
  );
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}

export const printJson = (v: unknown) => console.log(terminalJson(v, 2));
export const shortDate = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : null);

function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    }),
  );
}

/** Destructive commands: --yes, or a "y" typed on a terminal. No terminal and no --yes → refused. */
export async function confirmOrRefuse(question: string, yes: boolean | undefined) {
  if (yes) return;
  if (!process.stdin.isTTY)
    throw new Refused(`${question} Not confirmed: run it on a terminal or pass --yes.`);
  const answer = (await ask(`${question} [y/N] `)).trim().toLowerCase();
  if (answer !== "y" && answer !== "yes") throw new Refused("Cancelled; nothing was changed.");
}

/** Reads a password without echo on a terminal. Keystrokes that arrive after Enter
 *  (a pasted "pw\npw\n") are kept for the next question. */
let typedAhead = "";
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(escapeForTerminal(question, true));
    let value = "";
    const feed = (text: string): boolean => {
      for (let i = 0; i < text.length; i++) {
        const ch = text[i];
        if (ch === "\r" || ch === "\n") {
          // "\r\n" counts as one Enter.
          typedAhead = text.slice(i + 1 + (ch === "\r" && text[i + 1] === "\n" ? 1 : 0));
          resolve(value);
          return true;
        }
        if (ch === "\u0003") {
          reject(new Refused("Cancelled; nothing was changed."));
          return true;
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
      return false;
    };
    const pending = typedAhead;
    typedAhead = "";
    if (feed(pending)) return void process.stderr.write("\n");
    const onData = (buf: Buffer) => {
      if (!feed(buf.toString("utf8"))) return;
      stdin.off("data", onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      process.stderr.write("\n");
    };
    stdin.setRawMode?.(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}

/** A new password: asked twice on a terminal, else the first line of stdin. */
export async function readNewPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const a = await askHidden("Password: ");
    const b = await askHidden("Repeat password: ");
    if (a !== b) throw new Refused("Passwords do not match");
    return a;
  }
  const text = await Bun.stdin.text();
  return text.split(/\r?\n/)[0] ?? "";
}
