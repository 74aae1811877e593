// Reading one content file: YAML, then the text rules every file keeps (contentCheck.ts textProblems),
// then its shape (a zod schema). Each problem is added to the caller's list with its file and field
// (an unknown field named in the field itself, so the author sees where it is); undefined when any.
// Shared by the course's loader (loader.ts) and the shelf of tales and rhymes (shelfCheck.ts).
import type { z } from "zod";
import { textProblems } from "./contentCheck";
import type { ContentProblem } from "./loaded";

export function parseFile<S extends z.ZodType>(
  files: Record<string, string>,
  file: string,
  schema: S,
  problems: ContentProblem[],
): z.infer<S> | undefined {
  let data: unknown;
  try {
    data = Bun.YAML.parse(files[file]!);
  } catch (e) {
    problems.push({ file, field: "", message: `not valid YAML: ${(e as Error).message}` });
    return undefined;
  }
  const text = textProblems(file, data);
  if (text.length) {
    problems.push(...text);
    return undefined;
  }
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  for (const i of r.error.issues) {
    const keys = i.code === "unrecognized_keys" ? i.keys : [undefined];
    for (const k of keys)
      problems.push({ file, field: [...i.path, ...(k ? [k] : [])].join("."), message: i.message });
  }
  return undefined;
}
