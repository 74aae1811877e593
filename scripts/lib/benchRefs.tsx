// The bare references of scripts/bench-pages.ts, one per process (the bench starts each with NODE_ENV=production
// so React runs its production build, PORT and its own inputs in env):
//   bun scripts/lib/benchRefs.tsx raw     a raw Bun.serve answering BODY_FILE's bytes (content type CT)
//   bun scripts/lib/benchRefs.tsx render  react-router's static handler, bare: createStaticHandler → query →
//        createStaticRouter → StaticRouterProvider → renderToString of one route whose loader returns static
//        data and whose component renders a list of simple elements, wrapped in the document shell of SHELL_FILE
//        (our page's head up to <div id="root">) and a hydration script, TARGET_BYTES long in all
//   bun scripts/lib/benchRefs.tsx json    Elysia answering GET /status with one row of a small bun:sqlite table
//        on disk (DB_DIR), read by primary key through a prepared statement: JSON of TARGET_BYTES
// Each prints "ready <bytes>" (the size of its answer) once it listens.
import { Database } from "bun:sqlite";
import { Elysia } from "elysia";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from "react-router";

const port = Number(process.env.PORT);
const hostname = "127.0.0.1";
const target = Number(process.env.TARGET_BYTES ?? 0);
const utf8 = (s: string) => Buffer.byteLength(s);

async function raw() {
  const body = await Bun.file(process.env.BODY_FILE!).bytes();
  const headers = {
    "content-type": process.env.CT ?? "text/html; charset=utf-8",
    "cache-control": "no-store",
  };
  Bun.serve({ port, hostname, fetch: () => new Response(body, { headers }) });
  return body.length;
}

// ---- render ----
type Item = { id: number; title: string; note: string };
let count = 0;
let filler = ""; // the last few bytes that no whole item fits in
function Page() {
  const { heading, items } = useLoaderData() as { heading: string; items: number };
  const list: Item[] = [];
  for (let i = 0; i < items; i++) list.push({ id: i, title: `Item ${i}`, note: "A short line of text" });
  return (
    <main className="page">
      <h1>{heading}</h1>
      <ul className="list">
        {list.map((x) => (
          <li key={x.id} className="item">
            <a href={`/items/${x.id}`}>{x.title}</a> <span>{x.note}</span>
          </li>
        ))}
      </ul>
      <p>{filler}</p>
    </main>
  );
}
const safeJson = (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c");

async function render() {
  const shell = await Bun.file(process.env.SHELL_FILE!).text(); // "…<div id=\"root\">"
  const handler = createStaticHandler([
    { id: "page", path: "/", loader: () => ({ heading: "Welcome back", items: count }), Component: Page },
  ]);
  const page = async (request: Request) => {
    const context = await handler.query(request);
    if (context instanceof Response) return context;
    const router = createStaticRouter(handler.dataRoutes, context);
    const body = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
    const data = `window.__staticRouterHydrationData=${safeJson({ loaderData: context.loaderData, actionData: context.actionData, errors: context.errors })}`;
    return `${shell}${body}</div><script>${data}</script></body></html>`;
  };
  // size it: as many items as fit, then filler up to the exact byte count
  const probe = () => page(new Request(`http://${hostname}/`)).then((x) => utf8(x as string));
  const empty = await probe();
  count = 1;
  const perItem = (await probe()) - empty;
  count = Math.max(0, Math.floor((target - empty - 8) / perItem)); // 8: the item count's digits in the data
  while (count > 0 && (await probe()) > target) count--;
  filler = "x".repeat(Math.max(0, target - (await probe())));
  const size = await probe();
  Bun.serve({
    port,
    hostname,
    fetch: async (req) => {
      const html = await page(req);
      return html instanceof Response
        ? html
        : new Response(html, {
            headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
          });
    },
  });
  return size;
}

// ---- json ----
async function json() {
  const db = new Database(join(process.env.DB_DIR!, "ref.sqlite"), { create: true, strict: true });
  db.run("PRAGMA journal_mode = WAL");
  db.run(
    "CREATE TABLE plans (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, type TEXT NOT NULL, status TEXT NOT NULL, start_date TEXT NOT NULL, end_date TEXT NOT NULL, detail TEXT NOT NULL)",
  );
  const shape = (detail: string) => ({
    id: 42,
    user_id: 42,
    type: "paid",
    status: "active",
    start_date: "2026-11-24T02:40:22.700Z",
    end_date: "2028-01-24T02:40:22.700Z",
    detail,
  });
  const pad = "x".repeat(Math.max(0, target - utf8(JSON.stringify(shape("")))));
  const insert = db.prepare(
    "INSERT INTO plans VALUES ($id, $user_id, $type, $status, $start_date, $end_date, $detail)",
  );
  db.transaction(() => {
    for (let i = 1; i <= 100; i++) insert.run({ ...shape(pad), id: i, user_id: i });
  })();
  const byId = db.prepare(
    "SELECT id, user_id, type, status, start_date, end_date, detail FROM plans WHERE id = ?",
  );
  new Elysia().get("/status", () => byId.get(42)).listen({ port, hostname });
  return utf8(JSON.stringify(byId.get(42)));
}

const modes: Record<string, () => Promise<number>> = { raw, render, json };
const mode = modes[process.argv[2] ?? ""];
if (!mode) throw new Error("usage: benchRefs.tsx raw|render|json");
console.log(`ready ${await mode()}`);
