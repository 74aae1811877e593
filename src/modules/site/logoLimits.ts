// Limits of the school's logo upload, shared by the upload route and the request guards (no imports,
// so lib/requestGuards.ts can read them without pulling in the site module).
export const LOGO_MAX_BYTES = 256 * 1024;
/** The multipart body around the file: boundaries, headers, a file name. */
export const LOGO_BODY_MAX_BYTES = LOGO_MAX_BYTES + 16 * 1024;
export const LOGO_UPLOAD_PATH = "/api/v1/admin/site/logo";
export const isLogoUpload = (method: string, path: string) =>
  method === "POST" && (path === LOGO_UPLOAD_PATH || path === LOGO_UPLOAD_PATH + "/");
