// In the browser, zod must not probe `new Function` (its fast path): the site's CSP refuses eval, and
// Chromium reports the refused probe as a violation even though zod catches it. Imported first by every
// shared module that builds schemas, so the setting is in place before the first schema is made.
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });
