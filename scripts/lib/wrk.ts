// Runs wrk (WRK, default /usr/bin/wrk) and reads its report: requests, requests/s, latency percentiles in
// milliseconds and the failures (non-2xx/3xx answers, socket errors). Unparsable output is an error, not a 0.
export const WRK = process.env.WRK ?? "/usr/bin/wrk";

/** `out`: wrk's whole report, with what the Lua script's done() printed. */
export type WrkRun = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  socketErrors: number;
  out: string;
};
/** `timeout`: seconds before wrk gives up on a request and counts a socket error (wrk's default is 2).
 *  `prefix`: a command wrk runs under, e.g. ["taskset", "-c", "0"] to pin it to a core. */
export type WrkOpts = {
  url: string;
  seconds: number;
  connections: number;
  threads: number;
  timeout?: number;
  headers?: string[];
  script?: string;
  args?: string[];
  prefix?: string[];
};

const MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const ms = (v: string, unit: string) => Number(v) * MS[unit];

export function parseWrk(out: string): WrkRun {
  const num = (re: RegExp) => {
    const m = out.match(re);
    if (!m) throw new Error(`wrk output without ${re}:\n${out}`);
    return m;
  };
  const pct = (p: string) => {
    const m = num(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m"));
    return ms(m[1], m[2]);
  };
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    requests: Number(num(/(\d+) requests in /)[1]),
    rps: Number(num(/Requests\/sec:\s+([\d.]+)/)[1]),
    p50: pct("50"),
    p99: pct("99"),
    non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((s, x) => s + Number(x), 0) : 0,
    out,
  };
}

export async function wrk(o: WrkOpts): Promise<WrkRun> {
  const argv = [
    ...(o.prefix ?? []),
    WRK,
    `-t${o.threads}`,
    `-c${o.connections}`,
    `-d${o.seconds}s`,
    "--latency",
    `--timeout`,
    `${o.timeout ?? 2}s`,
    ...(o.headers ?? []).flatMap((h) => ["-H", h]),
  ];
  if (o.script) argv.push("-s", o.script);
  argv.push(o.url);
  if (o.args) argv.push("--", ...o.args);
  const p = Bun.spawn(argv, { stdout: "pipe", stderr: "pipe" });
  const [out, err] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text()]);
  if ((await p.exited) !== 0) throw new Error(`wrk exited ${p.exitCode}: ${err}${out}`);
  if (err.trim()) throw new Error(`wrk: ${err}`); // a Lua error is printed here while wrk goes on
  return parseWrk(out);
}
