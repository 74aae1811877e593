// The container as a school runs it, without a Docker engine (issue #33): the compiled executable started
// the way the Dockerfile starts it — its non-root user, its ENV lines, the data folder as the only
// writable place and the working directory — with only APP_URL added, as the Dockerfile's own example
// does. It must start (no payments), answer health and the HEALTHCHECK's command, print the setup code,
// write a backup by itself, and stop cleanly on the image's STOPSIGNAL within docker stop's grace period.
import { afterAll, beforeAll, expect, test } from "bun:test";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../e2e/support/server";

const root = join(import.meta.dir, "../..");
const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
/** `docker stop`'s default: SIGTERM, then SIGKILL after 10 s. */
const GRACE_MS = 10_000;

// What the image says, read from the Dockerfile itself (so the test follows it).
const runStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
const uid = Number(/useradd[^\n]*--uid (\d+)/.exec(runStage)![1]);
const envBlock = /\nENV ((?:[^\n]*\\\n)*[^\n]*)/.exec(runStage)![1].replace(/\\\n/g, " ");
const imageEnv = Object.fromEntries([...envBlock.matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]]));
const healthcheck = JSON.parse(/HEALTHCHECK[^\n]*CMD (\[.*\])/.exec(runStage)![1]) as string[];
const stopSignal = /\nSTOPSIGNAL (\S+)/.exec(runStage)![1] as "SIGTERM";
const asRoot = process.getuid?.() === 0;

let base: string;
let exe: string;
let dataDir: string;
beforeAll(() => {
  for (const script of ["scripts/build-client.ts", "scripts/build-exe.ts"]) {
    const b = Bun.spawnSync([process.execPath, script], { cwd: root, stdout: "pipe", stderr: "pipe" });
    if (b.exitCode !== 0) throw new Error(`${script} failed: ${b.stderr}`);
  }
  // a read-only world around the data folder: the executable and its folder belong to root (0755)
  base = mkdtempSync(join(tmpdir(), "marhaba-container-"));
  chmodSync(base, 0o755);
  mkdirSync(join(base, "usr/local/bin"), { recursive: true, mode: 0o755 });
  exe = join(base, "usr/local/bin/marhaba");
  copyFileSync(join(root, "dist/marhaba"), exe);
  chmodSync(exe, 0o755);
  dataDir = join(base, "data");
  mkdirSync(dataDir, { mode: 0o755 });
  if (asRoot) chownSync(dataDir, uid, uid);
}, 180_000);
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** As the image's USER (when this test runs as root; otherwise as whoever runs it). */
const asUser = (cmd: string[]) =>
  asRoot ? ["setpriv", `--reuid=${uid}`, `--regid=${uid}`, "--clear-groups", "--", ...cmd] : cmd;

test("runs as the image runs it: starts with only APP_URL, health, setup code, a backup, a clean stop", async () => {
  expect(imageEnv).toMatchObject({ NODE_ENV: "production", PAYMENTS: "off", DATA_DIR: "/data" });
  expect(healthcheck[0]).toBe("/usr/local/bin/marhaba");
  const port = await freePort();
  // the image's environment, its /data mapped to our folder, and a PORT free on this machine
  const env = {
    PATH: "/usr/bin:/bin",
    ...imageEnv,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: "https://school.example",
  };
  const proc = Bun.spawn(asUser([exe]), { cwd: dataDir, env, stdout: "pipe", stderr: "pipe" });
  let out = "";
  const reader = (async () => {
    for await (const chunk of proc.stdout as ReadableStream<Uint8Array>)
      out += new TextDecoder().decode(chunk);
  })();
  const errText = new Response(proc.stderr).text();
  const url = `http://127.0.0.1:${port}`;
  try {
    let up = false;
    for (let i = 0; i < 400 && !up && proc.exitCode === null; i++) {
      up = await fetch(url + "/api/v1/health").then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await Bun.sleep(25);
    }
    if (!up) throw new Error(`did not start: ${await errText}`);
    expect(await fetch(url + "/api/v1/health").then((r) => r.json())).toMatchObject({
      status: "ok",
      database: "ok",
    });
    // the image's HEALTHCHECK command, as its user, with the image's environment
    const hc = Bun.spawnSync(asUser([exe, ...healthcheck.slice(1)]), {
      cwd: dataDir,
      env,
      stdout: "pipe",
      stderr: "pipe",
    });
    expect(hc.exitCode).toBe(0);
    // nothing is sold, and the first-run page is there with the code printed on the container's output
    expect(await fetch(url + "/api/v1/site").then((r) => r.json())).toMatchObject({ payments: false });
    expect((await fetch(url + "/api/v1/payments/local/local_x")).status).toBe(404);
    for (let i = 0; i < 200 && !/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.test(out); i++) await Bun.sleep(25);
    expect(out).toContain("https://school.example/setup");
    expect(out).toMatch(/\n {6}[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\n/);
    expect((await fetch(url + "/setup")).status).toBe(200);
    // the daily backup, by itself, in the data folder
    const backups = join(dataDir, "backups");
    const written = () =>
      existsSync(backups) ? readdirSync(backups).filter((n) => n.endsWith(".mhbak")) : [];
    for (let i = 0; i < 600 && written().length === 0; i++) await Bun.sleep(50);
    expect(written()).toHaveLength(1);
    // everything it wrote is in the data folder: the world around it is unchanged
    expect(readdirSync(base).sort()).toEqual(["data", "usr"]);
    expect(readdirSync(join(base, "usr/local/bin"))).toEqual(["marhaba"]);
  } finally {
    const asked = performance.now();
    proc.kill(stopSignal);
    const code = await proc.exited;
    const took = performance.now() - asked;
    await reader;
    expect(code).toBe(0);
    expect(took).toBeLessThan(GRACE_MS);
  }
  if (asRoot)
    expect(
      Bun.spawnSync(["stat", "-c", "%u", join(dataDir, "marhaba.sqlite")])
        .stdout.toString()
        .trim(),
    ).toBe(String(uid));
}, 120_000);
