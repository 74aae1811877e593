// A small local stand-in for the Stripe API, at the network boundary: the real `stripe` SDK talks
// to it through STRIPE_API_URL. It answers checkout.sessions create/retrieve and serves a hosted
// "checkout page" (GET /pay/:id) whose Pay button marks the session paid and returns to success_url.
// Runs under Bun (API tests) and Node (Playwright) alike: plain node:http.
import { createServer, type IncomingMessage, type Server } from "node:http";
import Stripe from "stripe";

export type StubSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  url: string;
  expires_at: number | null;
};

export type StripeStub = {
  url: string;
  sessions: Map<string, StubSession>;
  /** Every create call's decoded form body, in order. */
  creates: Record<string, string>[];
  /** Marks a session paid as Stripe would after the card is accepted. */
  markPaid: (id: string) => StubSession;
  /** Makes the API answer 500 to everything (provider outage). */
  failing: boolean;
  /** When set, paying on the hosted page also POSTs a signed checkout.session.completed here. */
  webhook?: { url: string; secret: string };
  close: () => Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let b = "";
    req.on("data", (c) => (b += c));
    req.on("end", () => resolve(b));
  });
}

let seq = 0;

export async function startStripeStub(
  opts: { webhook?: { url: string; secret: string } } = {},
): Promise<StripeStub> {
  const sessions = new Map<string, StubSession>();
  const creates: Record<string, string>[] = [];
  let base = "";
  const markPaid = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw new Error("no such stub session " + id);
    s.status = "complete";
    s.payment_status = "paid";
    s.payment_intent ??= `pi_stub_${id.slice(-10)}`;
    return s;
  };
  const stub: StripeStub = {
    url: "",
    sessions,
    creates,
    markPaid,
    failing: false,
    webhook: opts.webhook,
    close: () => new Promise((r) => server.close(() => r())),
  };
  const json = (res: any, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer(async (req, res) => {
    const u = new URL(req.url ?? "/", base);
    const body = await readBody(req);
    if (u.pathname.startsWith("/v1/") && stub.failing)
      return json(res, 500, { error: { type: "api_error", message: "stub outage" } });
    if (req.method === "POST" && u.pathname === "/v1/checkout/sessions") {
      if (!String(req.headers.authorization ?? "").startsWith("Bearer sk_"))
        return json(res, 401, { error: { type: "invalid_request_error", message: "No API key" } });
      const form = Object.fromEntries(new URLSearchParams(body));
      creates.push(form);
      const id = `cs_test_${Date.now().toString(36)}${++seq}${Math.random().toString(36).slice(2, 10)}`;
      const s: StubSession = {
        id,
        object: "checkout.session",
        mode: form.mode,
        status: "open",
        payment_status: "unpaid",
        amount_total:
          Number(form["line_items[0][price_data][unit_amount]"]) *
          Number(form["line_items[0][quantity]"] ?? 1),
        currency: form["line_items[0][price_data][currency]"],
        customer_email: form.customer_email ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata: Object.fromEntries(
          Object.entries(form)
            .filter(([k]) => k.startsWith("metadata["))
            .map(([k, v]) => [k.slice(9, -1), v]),
        ),
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        payment_intent: null,
        url: `${base}/pay/${id}`,
        expires_at: form.expires_at ? Number(form.expires_at) : null,
      };
      sessions.set(id, s);
      return json(res, 200, s);
    }
    const m = u.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (req.method === "GET" && m) {
      const s = sessions.get(decodeURIComponent(m[1]));
      return s
        ? json(res, 200, s)
        : json(res, 404, {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: "No such checkout.session",
            },
          });
    }
    // The hosted checkout page the browser is sent to.
    const pay = u.pathname.match(/^\/pay\/([^/]+)(\/confirm|\/cancel)?$/);
    if (pay) {
      const s = sessions.get(pay[1]);
      if (!s) return json(res, 404, { error: "no session" });
      if (req.method === "POST" && pay[2] === "/confirm") {
        markPaid(s.id);
        if (stub.webhook) await sendWebhook(stub.webhook, s);
        res.writeHead(303, { location: s.success_url.replace("{CHECKOUT_SESSION_ID}", s.id) });
        return res.end();
      }
      if (req.method === "POST" && pay[2] === "/cancel") {
        res.writeHead(303, { location: s.cancel_url });
        return res.end();
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe stand-in checkout</title></head>
<body><main><h1>Stripe stand-in checkout</h1><p>Amount: ${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}</p>
<form method="post" action="/pay/${s.id}/confirm"><button type="submit">Pay now</button></form>
<form method="post" action="/pay/${s.id}/cancel"><button type="submit">Cancel payment</button></form></main></body></html>`);
    }
    if (u.pathname === "/favicon.ico") {
      res.writeHead(204);
      return res.end();
    }
    json(res, 404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.address() as { port: number }).port;
  base = `http://127.0.0.1:${port}`;
  stub.url = base;
  return stub;
}

/** A signed Stripe event, as Stripe would POST it: header made by the real SDK's test helper. */
export async function signedEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  id = `evt_${Math.random().toString(36).slice(2)}`,
) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return { id, payload, header };
}

async function sendWebhook(hook: { url: string; secret: string }, s: StubSession) {
  const e = await signedEvent(
    hook.secret,
    "checkout.session.completed",
    s as unknown as Record<string, unknown>,
  );
  try {
    await fetch(hook.url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": e.header },
      body: e.payload,
    });
  } catch {}
}
