// Environment → typed configuration. Every variable is optional on a laptop;
// a production start refuses unsafe combinations with a readable message.
import { z } from "zod";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import { parseCidr } from "./lib/clientAddress";
import { dialectOf, type Dialect } from "./db/dialect";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((v) => v === "1" || v === "true" || v === "yes");
const int = (def: number) => z.coerce.number().int().nonnegative().default(def);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  // PostgreSQL (postgres://…) instead of the SQLite file under DATA_DIR: for several instances on one database.
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // Sent as the connections' statement_timeout: a runaway query is cancelled instead of holding a connection.
  DATABASE_STATEMENT_TIMEOUT_MS: int(10_000),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default("Marhaba <hello@marhaba.local>"),
  // How often each instance's sender looks for mails left unsent (a stopped instance's, or failed ones due again).
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
  STRIPE_API_URL: z.url().optional(),
  ALLOW_LOCAL_CHECKOUT: bool.default(false),
  // off: a school's own instance that sells nothing (issue #33, decision 0062): no Stripe, no checkout, no
  // demo, no price on any page; access comes from the instance (the admin's access setting, class licences).
  PAYMENTS: z.enum(["on", "off"], { error: "PAYMENTS must be on or off" }).default("on"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  // A second OpenID Connect provider, e.g. a school's own (Microsoft Entra ID, Google Workspace, Keycloak).
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_LABEL: z.string().trim().min(1).max(60).default("Sign in with your school account"),
  OIDC_ALLOWED_DOMAINS: z.string().optional(),
  // restricted: no self sign-up; only the OIDC_* provider and password accounts an admin creates.
  SIGNUP_MODE: z.enum(["open", "restricted"]).default("open"),
  // Reverse proxies whose X-Forwarded-For / Forwarded headers are believed (comma-separated CIDRs).
  TRUSTED_PROXIES: z.string().optional(),
  // Rate limits (per window). Tests relax them here, by configuration only.
  RATE_LIMIT_WINDOW_SECONDS: int(900),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: int(10),
  RATE_LIMIT_PER_IP: int(300),
  RATE_LIMIT_FORGOT_PER_ACCOUNT: int(5),
  // Reset requests one address may make for any accounts in a window, and reset mails one account
  // receives in an hour whoever asks (a stranger can neither spend the owner's budget nor flood the inbox).
  RATE_LIMIT_FORGOT_PER_IP: int(20),
  RATE_LIMIT_RESET_MAILS_PER_HOUR: int(3),
  // The first wait of an address past its free unknown class codes (doubling, classes/signIn.ts).
  RATE_LIMIT_CLASS_CODE_DELAY_MS: int(250),
  RATE_LIMIT_CONTACT_PER_IP: int(10),
  // Minimum seconds a human takes to fill the contact form (honeypot timing).
  CONTACT_MIN_FILL_SECONDS: int(3),
  // The daily backup (issue #33): the database and the files under DATA_DIR into BACKUP_DIR, the last
  // BACKUP_KEEP_DAYS days and BACKUP_KEEP_WEEKS weeks kept. On by default on SQLite, off on PostgreSQL
  // (use the database's own backups there).
  BACKUPS: z.enum(["on", "off"], { error: "BACKUPS must be on or off" }).optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1, "BACKUP_KEEP_DAYS must be at least 1").max(366).default(7),
  BACKUP_KEEP_WEEKS: z.coerce.number().int().min(0).max(520).default(4),
  // Lets tests move the server clock through PUT /api/v1/test/clock. Refused in production.
  ALLOW_TEST_CLOCK: bool.default(false),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  /** The SQLite file (unused on PostgreSQL). */
  dbFile: string;
  database: { dialect: Dialect; url?: string; poolSize: number; statementTimeoutMs: number };
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  outboxIntervalMs: number;
  stripe: { secretKey?: string; webhookSecret?: string; apiUrl?: string; localCheckout: boolean };
  /** on: families buy through Stripe (or the local test checkout); off: nothing is sold on this instance. */
  payments: "on" | "off";
  /** The daily backup job (backups/service.ts): where, and how many days and weeks are kept. */
  backups: { enabled: boolean; dir: string; keepDays: number; keepWeeks: number };
  google: { clientId?: string; clientSecret?: string; issuer: string };
  oidc: {
    clientId?: string;
    clientSecret?: string;
    issuer?: string;
    label: string;
    allowedDomains: string[];
  };
  signupMode: "open" | "restricted";
  trustedProxies: string[];
  rateLimits: {
    windowSeconds: number;
    loginPerAccount: number;
    perIp: number;
    forgotPerAccount: number;
    forgotPerIp: number;
    resetMailsPerHour: number;
    classCodeDelayMs: number;
    contactPerIp: number;
  };
  contactMinFillSeconds: number;
  allowTestClock: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
};

export class ConfigError extends Error {}

/** Reads a secret from DATA_DIR, generating and keeping it on first use. */
function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const value = randomBytes(48).toString("base64url");
  writeFileSync(file, value + "\n", { mode: 0o600 });
  return value;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const paymentsOn = e.PAYMENTS === "on";
  // Without payments the local test checkout does not exist, whatever else is set.
  const localCheckout = paymentsOn && !e.STRIPE_SECRET_KEY;

  const problems: string[] = [];
  if (!paymentsOn && (e.STRIPE_SECRET_KEY || e.STRIPE_WEBHOOK_SECRET))
    problems.push(
      "PAYMENTS=off sells nothing: remove STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or set PAYMENTS=on)",
    );
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    problems.push("STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY");
  if (!!e.GOOGLE_CLIENT_ID !== !!e.GOOGLE_CLIENT_SECRET)
    problems.push("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together");
  if (!!e.OIDC_ISSUER !== !!e.OIDC_CLIENT_ID || !!e.OIDC_CLIENT_ID !== !!e.OIDC_CLIENT_SECRET)
    problems.push("OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together");
  const allowedDomains = (e.OIDC_ALLOWED_DOMAINS ?? "")
    .split(",")
    .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);
  // openid-client speaks plain http only to this machine (a test stand-in); say so at start, not at the first sign-in.
  if (
    e.OIDC_ISSUER?.startsWith("http://") &&
    !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])[:/]/.test(e.OIDC_ISSUER + "/")
  )
    problems.push("OIDC_ISSUER must be https");
  const trustedProxies = (e.TRUSTED_PROXIES ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
  for (const c of trustedProxies)
    if (!parseCidr(c))
      problems.push(`TRUSTED_PROXIES: "${c}" is not an address or CIDR (e.g. 10.0.0.0/8, fd00::/8)`);
  const dialect = dialectOf(e.DATABASE_URL);
  if (e.DATABASE_URL && dialect !== "postgres")
    problems.push(
      "DATABASE_URL must be a postgres:// (or postgresql://) URL; leave it unset to use SQLite under DATA_DIR",
    );
  // Several instances on one database must sign and check the same tokens: a secret generated per instance
  // (kept in its own DATA_DIR) would make a session from one instance invalid on the next.
  if (e.DATABASE_URL && !e.JWT_SECRET)
    problems.push(
      "JWT_SECRET is required with DATABASE_URL: every instance on the database must share one secret (32+ characters)",
    );
  for (const d of allowedDomains)
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(d))
      problems.push(`OIDC_ALLOWED_DOMAINS: "${d}" is not a domain name`);
  if (e.NODE_ENV === "production") {
    if (localCheckout && !e.ALLOW_LOCAL_CHECKOUT)
      problems.push(
        "production needs STRIPE_SECRET_KEY (or PAYMENTS=off for a school that sells nothing, or ALLOW_LOCAL_CHECKOUT=1 to accept the local test checkout)",
      );
    if (e.ALLOW_TEST_CLOCK) problems.push("ALLOW_TEST_CLOCK is refused in production");
    if (!appUrl.startsWith("https://") && !/^http:\/\/(localhost|127\.0\.0\.1)/.test(appUrl))
      problems.push("APP_URL must be https in production");
  }
  if (problems.length)
    throw new ConfigError(`Unsafe configuration:\n${problems.map((p) => "  " + p).join("\n")}`);

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir,
    dbFile: join(dataDir, "marhaba.sqlite"),
    database: {
      dialect,
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    jwtSecret: e.JWT_SECRET ?? keptSecret(dataDir, "jwt-secret"),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxIntervalMs: e.OUTBOX_INTERVAL_MS,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
      localCheckout,
    },
    payments: e.PAYMENTS,
    backups: {
      enabled: (e.BACKUPS ?? (dialect === "postgres" ? "off" : "on")) === "on",
      dir: resolve(dataDir, e.BACKUP_DIR ?? "backups"),
      keepDays: e.BACKUP_KEEP_DAYS,
      keepWeeks: e.BACKUP_KEEP_WEEKS,
    },
    google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER },
    oidc: {
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      issuer: e.OIDC_ISSUER,
      label: e.OIDC_LABEL,
      allowedDomains,
    },
    signupMode: e.SIGNUP_MODE,
    trustedProxies,
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      loginPerAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      perIp: e.RATE_LIMIT_PER_IP,
      forgotPerAccount: e.RATE_LIMIT_FORGOT_PER_ACCOUNT,
      forgotPerIp: e.RATE_LIMIT_FORGOT_PER_IP,
      resetMailsPerHour: e.RATE_LIMIT_RESET_MAILS_PER_HOUR,
      classCodeDelayMs: e.RATE_LIMIT_CLASS_CODE_DELAY_MS,
      contactPerIp: e.RATE_LIMIT_CONTACT_PER_IP,
    },
    contactMinFillSeconds: e.CONTACT_MIN_FILL_SECONDS,
    allowTestClock: e.ALLOW_TEST_CLOCK,
    logLevel: e.LOG_LEVEL,
  };
}
