// The API's one error shape: {"error": {"code", "message", "fields"?}}.
import { z } from "zod";
import type { Locale } from "../../shared/i18n/locale";
import { localizedFields, localizedMessage } from "./errorLocale";

export class ApiError extends Error {
  /** The message is already in the reader's language, worded from the catalogue where it was made (a
   *  roster's first problem): the envelope does not translate it again. */
  worded = false;
  constructor(
    public status: number,
    public code: string,
    message: string,
    public fields?: Record<string, string>,
    public headers?: Record<string, string>,
  ) {
    super(message);
  }
  toBody() {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const badRequest = (code: string, message: string) => new ApiError(400, code, message);
export const unauthorized = (message = "Authentication required", code = "UNAUTHORIZED") =>
  new ApiError(401, code, message);
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
export const notFound = (message = "Not found", code = "NOT_FOUND") => new ApiError(404, code, message);
export const conflict = (code: string, message: string, fields?: Record<string, string>) =>
  new ApiError(409, code, message, fields);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = "Too many requests. Please try again later.",
) =>
  new ApiError(429, "RATE_LIMITED", message, undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const validationError = (
  fields: Record<string, string>,
  message = "Please check your input and try again.",
) => new ApiError(422, "VALIDATION", message, fields);

/** A failed parse's issues → the 422's fields: paths joined with ".", the first message per field,
 *  "body" for the whole input. Messages only: the submitted values are never echoed. */
export function issueFields(
  issues: readonly { path?: readonly (PropertyKey | { key: PropertyKey })[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.length
      ? issue.path.map((p) => String(typeof p === "object" ? p.key : p)).join(".")
      : "body";
    if (!fields[key]) fields[key] = issue.message;
  }
  return fields;
}

/** Parse with a zod schema; failures become a 422 naming each field. For input that is not a route's own
 *  request (the CLI, a service checking what it is handed): a route declares its shapes in its options. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const r = schema.safeParse(data ?? {});
  if (r.success) return r.data;
  throw validationError(issueFields(r.error.issues));
}

/** The one error envelope, as a schema: every route's error replies (declared once, in `replies`). */
export const ErrorReply = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorReply = z.infer<typeof ErrorReply>;

/** A reply sent as it is (an HTML page, a file): Elysia does not check a Response against a schema. */
export const RawReply = z.instanceof(Response);

/** The statuses any route may answer with the error envelope (thrown ApiErrors, refused input, limits). */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 422, 429, 500, 503] as const;
const ERROR_REPLIES = Object.fromEntries(ERROR_STATUSES.map((s) => [s, ErrorReply])) as {
  [S in (typeof ERROR_STATUSES)[number]]: typeof ErrorReply;
};

/** A route's `response` option: its own replies by status (from its area's model.ts) plus the error
 *  envelope. Elysia checks a reply against the schema of the status it is sent with and sends the
 *  schema's output: zod objects drop every field they do not name, so a reply never leaks one. A reply
 *  that does not match is the server's fault: a 500 (routeValidationError), loud in tests. */
export const replies = <R extends Record<number, z.ZodType>>(
  own: R,
): Omit<typeof ERROR_REPLIES, keyof R> & R =>
  ({ ...ERROR_REPLIES, ...own }) as Omit<typeof ERROR_REPLIES, keyof R> & R;

/** Elysia's VALIDATION error (a route option's schema refused the body, query or params) → our 422.
 *  Elysia keeps only the first issue, so the refused value is parsed again here, on the error path only.
 *  A reply refused by its own schema is no client's fault: a 500, its paths (never values) on stderr. */
export function routeValidationError(error: {
  validator?: unknown;
  value?: unknown;
  type?: unknown;
}): ApiError {
  const v = error.validator as { schema?: unknown } | undefined;
  const schema = (v && typeof v === "object" && "~standard" in v ? v : v?.schema) as z.ZodType | undefined;
  const issues = schema && "~standard" in schema ? schema["~standard"].validate(error.value) : undefined;
  const fields =
    issues && !(issues instanceof Promise) && issues.issues?.length
      ? issueFields(issues.issues)
      : { body: "Invalid request" };
  if (error.type === "response") {
    console.error("a reply does not match its declared schema:", JSON.stringify(fields));
    return new ApiError(
      500,
      "INTERNAL",
      "Something went wrong on our side (a reply did not match its schema).",
    );
  }
  return validationError(fields);
}

/** A route's body schema: an absent body reads as {} (so a route whose fields are all optional takes none,
 *  and a missing required field is named, not "body"). */
export const jsonBody = <S extends z.ZodType>(schema: S) => z.preprocess((v) => v ?? {}, schema);

/** Transform hook for a route with a query schema: Elysia parses the query of a Standard Schema route its
 *  own way (a value with a comma becomes an array, "[…]" JSON), so the query is read again as plain
 *  strings (the last of a repeated name wins), as on every other route. */
export function plainQuery(ctx: { request: Request; query: unknown }) {
  const url = ctx.request.url;
  const i = url.indexOf("?");
  ctx.query = i < 0 ? {} : Object.fromEntries(new URLSearchParams(url.slice(i + 1)));
}

/** The envelope as it leaves, in the request's language (`locale`, src/lib/requestLocale.ts): the one
 *  place its message and field messages are translated (lib/errorLocale.ts); English as thrown. */
export function errorResponse(err: ApiError, locale: Locale = "en"): Response {
  const body: { error: { message: string; fields?: Record<string, string> } } = err.toBody();
  if (locale !== "en") {
    if (!err.worded) body.error.message = localizedMessage(locale, err.code, body.error.message);
    if (body.error.fields) body.error.fields = localizedFields(locale, err.code, body.error.fields);
  }
  return new Response(JSON.stringify(body), {
    status: err.status,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      ...(err.headers ?? {}),
    },
  });
}
