// A local OpenID Connect provider standing in for Google (GOOGLE_ISSUER): discovery, JWKS,
// authorize (redirects straight back, as if the person consented) and a token endpoint that
// issues id_tokens signed with jose. `mode` makes it misbehave on purpose.
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from "jose";
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export type OidcMode = "ok" | "bad-signature" | "wrong-nonce" | "access-denied";
export type OidcIdentity = {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
};

export type OidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  mode: OidcMode;
  /** Who "signs in" at the next authorize call. */
  identity: OidcIdentity;
  /** Runs the authorize step like a browser would and returns the callback URL it redirects to. */
  authorize: (authUrl: string) => Promise<string>;
  env: () => Record<string, string>;
  stop: () => void;
};

type Grant = {
  clientId: string;
  redirectUri: string;
  nonce?: string;
  challenge?: string;
  identity: OidcIdentity;
};

export async function startOidc(): Promise<OidcProvider> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const stranger = await generateKeyPair("RS256"); // signs "bad signature" tokens
  const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  const grants = new Map<string, Grant>();
  const provider: Partial<OidcProvider> = {
    clientId: "marhaba-test-client",
    clientSecret: "marhaba-test-secret",
    mode: "ok",
    identity: {
      sub: "google-sub-1",
      email: "gina@example.com",
      email_verified: true,
      given_name: "Gina",
      family_name: "Saleh",
    },
  };
  let issuer = "";

  const sign = (claims: Record<string, unknown>, key: CryptoKey) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(key);

  function authorizeRedirect(u: URL): string {
    const redirectUri = u.searchParams.get("redirect_uri") ?? "";
    const state = u.searchParams.get("state");
    const back = new URL(redirectUri);
    if (provider.mode === "access-denied") {
      back.searchParams.set("error", "access_denied");
    } else {
      const code = crypto.randomUUID();
      grants.set(code, {
        clientId: u.searchParams.get("client_id") ?? "",
        redirectUri,
        nonce: u.searchParams.get("nonce") ?? undefined,
        challenge: u.searchParams.get("code_challenge") ?? undefined,
        identity: { ...provider.identity! },
      });
      back.searchParams.set("code", code);
    }
    if (state) back.searchParams.set("state", state);
    return back.href;
  }

  // node:http, so the same stand-in serves bun tests and Playwright (Node) alike.
  async function handle(req: Request): Promise<Response> {
    const u = new URL(req.url);
    if (u.pathname === "/.well-known/openid-configuration")
      return Response.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
      });
    if (u.pathname === "/jwks") return Response.json({ keys: [jwk] });
    if (u.pathname === "/authorize")
      return new Response(null, { status: 302, headers: { location: authorizeRedirect(u) } });
    if (u.pathname === "/token" && req.method === "POST") {
      const form = new URLSearchParams(await req.text());
      let clientId = form.get("client_id");
      let secret = form.get("client_secret");
      const basic = req.headers.get("authorization");
      if (basic?.startsWith("Basic ")) {
        const [id, s] = Buffer.from(basic.slice(6), "base64").toString().split(":").map(decodeURIComponent);
        clientId = id;
        secret = s;
      }
      const grant = grants.get(form.get("code") ?? "");
      grants.delete(form.get("code") ?? "");
      if (clientId !== provider.clientId || secret !== provider.clientSecret)
        return Response.json({ error: "invalid_client" }, { status: 401 });
      if (!grant || grant.redirectUri !== form.get("redirect_uri"))
        return Response.json({ error: "invalid_grant" }, { status: 400 });
      const verifier = form.get("code_verifier") ?? "";
      if (grant.challenge && createHash("sha256").update(verifier).digest("base64url") !== grant.challenge)
        return Response.json({ error: "invalid_grant", error_description: "PKCE" }, { status: 400 });
      const nonce = provider.mode === "wrong-nonce" ? "not-the-nonce" : grant.nonce;
      const key = provider.mode === "bad-signature" ? stranger.privateKey : privateKey;
      const idToken = await sign({ ...grant.identity, aud: provider.clientId, nonce }, key);
      return Response.json({
        access_token: crypto.randomUUID(),
        token_type: "Bearer",
        expires_in: 3600,
        id_token: idToken,
        scope: "openid email profile",
      });
    }
    return new Response("not found", { status: 404 });
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const answer = await handle(new Request(`${issuer}${req.url}`, { method: req.method, headers, body }));
    // One connection per request: node:http closes an idle kept-alive connection after 5 s, and the app's
    // next request could be written into one just as it closed (a "network error" that failed a test once).
    res.writeHead(answer.status, { ...Object.fromEntries(answer.headers.entries()), connection: "close" });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as { port: number }).port;
  issuer = `http://127.0.0.1:${port}`;
  return Object.assign(provider, {
    issuer,
    async authorize(authUrl: string) {
      const r = await fetch(authUrl, { redirect: "manual" });
      return r.headers.get("location")!;
    },
    env: () => ({
      GOOGLE_ISSUER: issuer,
      GOOGLE_CLIENT_ID: provider.clientId!,
      GOOGLE_CLIENT_SECRET: provider.clientSecret!,
    }),
    stop: () => {
      server.closeAllConnections?.();
      server.close();
    },
  }) as OidcProvider;
}
