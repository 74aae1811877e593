// The API's one error shape: {"error": {"code", "message", "fields"?}}.
import type { z } from "zod";

export class ApiError extends Error {
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
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const badRequest = (code: string, message: string) => new ApiError(400, code, message);
export const unauthorized = (message = "Authentication required", code = "UNAUTHORIZED") => new ApiError(401, code, message);
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
export const notFound = (message = "Not found", code = "NOT_FOUND") => new ApiError(404, code, message);
export const conflict = (code: string, message: string, fields?: Record<string, string>) => new ApiError(409, code, message, fields);
export const tooManyRequests = (retryAfterSeconds: number, message = "Too many requests. Please try again later.") =>
  new ApiError(429, "RATE_LIMITED", message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const validationError = (fields: Record<string, string>, message = "Please check your input and try again.") =>
  new ApiError(422, "VALIDATION", message, fields);

/** Parse with a zod schema; failures become a 422 naming each field (never echoing values). */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const r = schema.safeParse(data ?? {});
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    if (!fields[key]) fields[key] = issue.message;
  }
  throw validationError(fields);
}

export function errorResponse(err: ApiError): Response {
  return new Response(JSON.stringify(err.toBody()), {
    status: err.status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff", ...(err.headers ?? {}) },
  });
}
