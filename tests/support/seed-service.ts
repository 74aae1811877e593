// One long-lived helper per browser-test server: seeds users and reads level-test answer keys in
// that server's database (DATA_DIR), so a test pays the app's module loading once per server and not
// once per call. Prints {"port":N} when ready; stops on SIGTERM or when its parent's pipe closes.
// POST /user {overrides} → a signed-in session (as seed-user.ts); GET /key/<userId> → the open question's key.
import { boot } from "../../src/boot";
import { closeDb } from "../../src/db/client";
import { seedUserIn } from "./seed-user";
import { keyIn } from "./level-test-key";

const deps = await boot();
const server = Bun.serve({
  hostname: "127.0.0.1",
  port: 0,
  async fetch(req) {
    const path = new URL(req.url).pathname;
    try {
      if (req.method === "POST" && path === "/user")
        return Response.json(await seedUserIn(deps, await req.json()));
      const key = path.match(/^\/key\/(\d+)$/);
      if (req.method === "GET" && key) return Response.json(await keyIn(deps, Number(key[1])));
      return new Response("not found", { status: 404 });
    } catch (e) {
      return new Response(String((e as Error)?.stack ?? e), { status: 500 });
    }
  },
});
const stop = async () => {
  server.stop(true);
  await closeDb(deps.db);
  process.exit(0);
};
process.on("SIGTERM", stop);
process.stdin.on("end", stop); // the test runner went away without stopping us
process.stdin.resume();
console.log(JSON.stringify({ port: server.port }));
