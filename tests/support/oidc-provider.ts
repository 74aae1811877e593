// panva's oidc-provider (OpenID Certified) on a free loopback port, standing in for Google or a
// school's provider. Two shapes:
// - "standard": the library's defaults — RFC 9207 `iss` on every authorization response, scope
//   claims (email, names) only in userinfo, PKCE required, its development login/consent forms;
// - "google-like": claims in the id_token and no `iss` parameter (and not advertised), as Google does.
// Its development forms take any login (the account's sub) and any password.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Provider from "oidc-provider";

export type ProviderShape = "standard" | "google-like";
export type Account = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  /** A different sub in userinfo than in the id_token (a provider that must be refused). */
  userinfoSub?: string;
};

export type RunningProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  shape: ProviderShape;
  accounts: Map<string, Account>;
  /** API tests: drives login (as `sub`) and consent, or cancels, over HTTP; returns the callback URL. */
  signIn: (authUrl: string, sub: string, opts?: { cancel?: boolean }) => Promise<string>;
  stop: () => Promise<void>;
};

export async function startProvider(opts: {
  shape?: ProviderShape;
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}): Promise<RunningProvider> {
  const shape = opts.shape ?? "standard";
  const clientId = opts.clientId ?? "marhaba-client";
  const clientSecret = opts.clientSecret ?? "marhaba-client-secret-0123456789";
  const accounts = new Map<string, Account>();
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_q, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name"],
    },
    conformIdTokenClaims: shape === "standard",
    pkce: { required: () => true },
    cookies: { keys: ["marhaba-test-cookie-key"] },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    async findAccount(_ctx, id) {
      const a = accounts.get(id) ?? { sub: id };
      return {
        accountId: id,
        async claims() {
          const { userinfoSub: _, ...claims } = a;
          return { ...claims, sub: id };
        },
      };
    },
  });
  // The library always answers userinfo about the token's own account: the misbehaving one is made here.
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { sub?: string } | undefined;
    const other = ctx.path === "/me" && body?.sub ? accounts.get(body.sub)?.userinfoSub : undefined;
    if (other) ctx.body = { ...body, sub: other };
  });
  if (shape === "google-like")
    provider.use(async (ctx, next) => {
      await next();
      if (ctx.path === "/.well-known/openid-configuration" && ctx.body && typeof ctx.body === "object")
        delete (ctx.body as Record<string, unknown>).authorization_response_iss_parameter_supported;
      const location = ctx.response.get("location");
      if (location && opts.redirectUris.some((u) => location.startsWith(u))) {
        const u = new URL(location);
        u.searchParams.delete("iss");
        ctx.response.set("location", u.href);
      }
    });
  handler = provider.callback();

  async function signIn(authUrl: string, sub: string, o: { cancel?: boolean } = {}): Promise<string> {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const keep = (r: Response) => {
      for (const c of r.headers.getSetCookie()) {
        const [pair] = c.split(";");
        const i = pair.indexOf("=");
        jar.set(pair.slice(0, i), pair.slice(i + 1));
      }
    };
    let url = authUrl;
    for (let hops = 0; hops < 12; hops++) {
      if (opts.redirectUris.some((u) => url.startsWith(u))) return url;
      const interaction = /\/interaction\/([^/?#]+)$/.exec(new URL(url).pathname);
      let r: Response;
      if (interaction) {
        const page = await fetch(url, { headers: { cookie: cookieHeader() } });
        keep(page);
        const html = await page.text();
        if (o.cancel)
          r = await fetch(`${url}/abort`, { redirect: "manual", headers: { cookie: cookieHeader() } });
        else {
          const form: Record<string, string> = html.includes('name="prompt" value="login"')
            ? { prompt: "login", login: sub, password: "any" }
            : { prompt: "consent" };
          r = await fetch(url, {
            method: "POST",
            redirect: "manual",
            headers: { cookie: cookieHeader(), "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(form),
          });
        }
      } else r = await fetch(url, { redirect: "manual", headers: { cookie: cookieHeader() } });
      keep(r);
      const next = r.headers.get("location");
      if (!next)
        throw new Error(`the provider answered ${r.status} at ${url}: ${(await r.text()).slice(0, 300)}`);
      url = new URL(next, url).href;
    }
    throw new Error("too many redirects at the provider");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    shape,
    accounts,
    signIn,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
