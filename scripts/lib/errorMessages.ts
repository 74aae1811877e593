// Every error the API can send, read from the code as written (issue #30): each ApiError made in src/
// (directly or through the helpers of src/lib/errors.ts and any function that passes its parameters
// on to them) gives its code(s) and the English message(s) it can carry, and every zod message of
// src/ and shared/ gives a 422 field message. So a test can ask the catalogue's "errors" area for a
// French entry for each, and fail on one a new throw site adds without it.
// How: each file is stripped of its types by Bun's transpiler, parsed by acorn, and each argument is
// evaluated to the strings it can be: literals, templates (an unknown part becomes SAMPLE), a ? b : c,
// consts of the file or imported, objects indexed by an unknown key (every value), functions of the file
// returning text. A code with an unknown part must be named in KNOWN (below); a message that cannot be
// evaluated at all is a problem, reported, never skipped.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { type Node, parse } from "acorn";

/** Files whose zod messages never reach an API reply: the environment read at start (a refused setting
 *  stops the server with its English message, for the operator). */
const EXCLUDED = ["src/config.ts"];

/** What an unknown part of a message (a number, a name, an id) reads as in a sample. */
export const SAMPLE = "7";

/** Parts of codes the code cannot tell from the text alone: their values, by the expression's source. */
const KNOWN: Record<string, string[]> = {
  "p.code": ["GOOGLE", "OIDC"], // src/modules/auth/oidc.ts: the two providers
  "claim.result.toUpperCase()": ["WRONG", "EXPIRED", "USED", "NONE"], // setup/service.ts: CODE_REFUSED's keys
};

/** Errors of our own whose message an ApiError carries on as `e.message` (audio/packs.ts: a PackError
 *  from audio/tar.ts → VOICE_PACK_REFUSED): `e.message` can be any of their messages. */
const CARRIED: Record<string, string> = { "e.message": "PackError" };

/** Messages read from a list the same file fills: the expression → the list's name (none today). */
const PUSHED: Record<string, string> = {};

/** Errors of our own whose message is worded in the reader's language where they are made, from a typed
 *  catalogue area (so French cannot be missing), marked `worded`: not scanned. The class → why. */
export const WORDED: Record<string, string> = {
  RosterProblems: "classes/roster.ts: a roster's first problem, from classes.words.roster.*",
};

/** How each helper of src/lib/errors.ts reads its arguments (index, or a fixed code / default message,
 *  the same as there: a test compares them). */
type Role = { index: number } | { fixed: string };
type Maker = { code: Role; codeDefault?: string; message: Role; messageDefault?: string; fields?: number };
export const MAKERS: Record<string, Maker> = {
  ApiError: { code: { index: 1 }, message: { index: 2 }, fields: 3 },
  badRequest: { code: { index: 0 }, message: { index: 1 } },
  unauthorized: {
    code: { index: 1 },
    codeDefault: "UNAUTHORIZED",
    message: { index: 0 },
    messageDefault: "Authentication required",
  },
  forbidden: { code: { index: 0 }, message: { index: 1 } },
  notFound: {
    code: { index: 1 },
    codeDefault: "NOT_FOUND",
    message: { index: 0 },
    messageDefault: "Not found",
  },
  conflict: { code: { index: 0 }, message: { index: 1 }, fields: 2 },
  tooManyRequests: {
    code: { fixed: "RATE_LIMITED" },
    message: { index: 1 },
    messageDefault: "Too many requests. Please try again later.",
  },
  validationError: {
    code: { fixed: "VALIDATION" },
    message: { index: 1 },
    messageDefault: "Please check your input and try again.",
    fields: 0,
  },
};
/** zod methods whose last argument may be the message of the issue they raise. */
const ZOD_METHODS = new Set(
  "min max length int regex email url refine positive nonnegative nonempty gte lte gt lt finite multipleOf".split(
    " ",
  ),
);

export type Sample = { file: string; code: string; message: string; field?: string };
export type Scan = { samples: Sample[]; codes: Set<string>; problems: string[] };

type N = any; // acorn's nodes, walked by their ESTree shape
type Ctx = {
  file: FileInfo;
  binds: Map<string, { node: N | undefined; ctx: Ctx; def?: N }> | null;
  depth: number;
};
type FileInfo = {
  path: string;
  rel: string;
  js: string;
  ast: N;
  consts: Map<string, N[]>;
  functions: Map<string, N[]>;
  imports: Map<string, { from: string; name: string }>;
  parents: Map<N, N>;
  importsZod: boolean;
};
const UNDEFINED = Symbol("undefined");
type Val = string[] | typeof UNDEFINED | null; // null: cannot tell

const transpiler = new Bun.Transpiler({ loader: "ts" });
const tsxTranspiler = new Bun.Transpiler({
  loader: "tsx",
  tsconfig: { compilerOptions: { jsx: "react-jsx" } },
});

function walk(node: N, visit: (n: N, parent: N | null) => void, parent: N | null = null) {
  if (!node || typeof node.type !== "string") return;
  visit(node, parent);
  for (const k of Object.keys(node)) {
    if (k === "loc" || k === "start" || k === "end") continue;
    const v = node[k];
    if (Array.isArray(v)) for (const c of v) walk(c, visit, node);
    else if (v && typeof v === "object" && typeof v.type === "string") walk(v, visit, node);
  }
}

const isFn = (n: N) =>
  n.type === "FunctionDeclaration" || n.type === "FunctionExpression" || n.type === "ArrowFunctionExpression";

function readFile(path: string, root: string): FileInfo {
  const src = readFileSync(path, "utf8");
  const js = (path.endsWith(".tsx") ? tsxTranspiler : transpiler).transformSync(src);
  const ast = parse(js, { ecmaVersion: "latest", sourceType: "module", locations: true }) as Node;
  const info: FileInfo = {
    path,
    rel: relative(root, path),
    js,
    ast,
    consts: new Map(),
    functions: new Map(),
    imports: new Map(),
    parents: new Map(),
    importsZod: false,
  };
  const add = (m: Map<string, N[]>, k: string, v: N) => m.set(k, [...(m.get(k) ?? []), v]);
  walk(ast, (n, parent) => {
    if (parent) info.parents.set(n, parent);
    if (n.type === "VariableDeclarator" && n.id.type === "Identifier" && n.init) {
      if (isFn(n.init)) add(info.functions, n.id.name, n.init);
      else add(info.consts, n.id.name, n.init);
    }
    if (n.type === "FunctionDeclaration" && n.id) add(info.functions, n.id.name, n);
    if (n.type === "ImportDeclaration") {
      if (n.source.value === "zod") info.importsZod = true;
      for (const s of n.specifiers)
        if (s.type === "ImportSpecifier")
          info.imports.set(s.local.name, { from: n.source.value, name: s.imported.name });
    }
  });
  return info;
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== "node_modules" && name !== "i18n") out.push(...filesUnder(p)); // i18n: the catalogue itself
    } else if (/\.tsx?$/.test(name) && !name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

/** Scans the .ts/.tsx files under `dirs` (absolute) for the API's error codes, messages and field messages. */
export function scanErrorMessages(root: string, dirs: string[]): Scan {
  const files = new Map<string, FileInfo>();
  for (const d of dirs)
    for (const f of filesUnder(resolve(root, d)))
      if (!EXCLUDED.some((x) => f.endsWith(x))) files.set(f, readFile(f, root));
  const scan: Scan = { samples: [], codes: new Set(), problems: [] };
  const carried = new Map<string, string[]>();
  // lines are the transpiled code's: the place is told by the file and the expression's first words
  const where = (ctx: Ctx, n: N) => `${ctx.file.rel} (${source(ctx, n).replace(/\s+/g, " ").slice(0, 70)})`;

  const source = (ctx: Ctx, n: N) => ctx.file.js.slice(n.start, n.end);
  const fileOf = (from: FileInfo, spec: string): FileInfo | undefined => {
    if (!spec.startsWith(".")) return undefined;
    const base = resolve(dirname(from.path), spec);
    for (const p of [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
      if (files.has(p)) return files.get(p);
      try {
        if (statSync(p).isFile()) {
          files.set(p, readFile(p, root));
          return files.get(p);
        }
      } catch {}
    }
    return undefined;
  };

  /** The parameter `name` of the nearest enclosing function of `n`, if any: [function, index]. */
  const paramOf = (ctx: Ctx, n: N, name: string): [N, number] | null => {
    for (let p = ctx.file.parents.get(n); p; p = ctx.file.parents.get(p)) {
      if (!isFn(p)) continue;
      const i = p.params.findIndex(
        (q: N) =>
          (q.type === "Identifier" && q.name === name) ||
          (q.type === "AssignmentPattern" && q.left.type === "Identifier" && q.left.name === name),
      );
      if (i >= 0) return [p, i];
    }
    return null;
  };

  const product = (parts: string[][]): string[] =>
    parts.reduce<string[]>((acc, p) => acc.flatMap((a) => p.map((b) => a + b)), [""]).slice(0, 64);

  function evaluate(n: N, ctx: Ctx, strict = false): Val {
    if (!n) return UNDEFINED;
    if (ctx.depth > 12) return null;
    const known = KNOWN[source(ctx, n)] ?? carried.get(source(ctx, n));
    if (known) return known;
    switch (n.type) {
      case "Literal":
        return typeof n.value === "string"
          ? [n.value]
          : typeof n.value === "number"
            ? [String(n.value)]
            : null;
      case "TemplateLiteral": {
        const parts: string[][] = [];
        n.quasis.forEach((q: N, i: number) => {
          parts.push([q.value.cooked]);
          if (i < n.expressions.length) {
            const v = evaluate(n.expressions[i], ctx, strict);
            if (v === null || v === UNDEFINED) {
              if (strict) throw new Error(`unknown part \${${source(ctx, n.expressions[i])}}`);
              parts.push([SAMPLE]);
            } else parts.push(v);
          }
        });
        return product(parts);
      }
      case "ConditionalExpression":
      case "LogicalExpression": {
        const a = evaluate(n.type === "ConditionalExpression" ? n.consequent : n.left, ctx, strict);
        const b = evaluate(n.type === "ConditionalExpression" ? n.alternate : n.right, ctx, strict);
        if (a === null || b === null) return null;
        return [...(a === UNDEFINED ? [] : a), ...(b === UNDEFINED ? [] : b)];
      }
      case "BinaryExpression": {
        if (n.operator !== "+") return null;
        const a = evaluate(n.left, ctx, strict);
        const b = evaluate(n.right, ctx, strict);
        return Array.isArray(a) && Array.isArray(b) ? product([a, b]) : null;
      }
      case "ObjectExpression": {
        const vs: string[] = [];
        for (const p of n.properties) {
          const v = p.type === "Property" ? evaluate(p.value, ctx, strict) : null;
          if (!Array.isArray(v)) return null;
          vs.push(...v);
        }
        return vs;
      }
      case "MemberExpression": {
        const obj = objectOf(n.object, ctx);
        if (!obj) return null;
        if (!n.computed) {
          const prop = obj.node.properties.find(
            (p: N) => p.type === "Property" && (p.key.name ?? p.key.value) === n.property.name,
          );
          return prop ? evaluate(prop.value, obj.ctx, strict) : null;
        }
        return evaluate(obj.node, obj.ctx, strict); // indexed by an unknown key: any of its values
      }
      case "Identifier":
        return identifier(n, ctx, strict);
      case "CallExpression": {
        // a function of the file (or imported) returning text: what its returns can be
        const fn = n.callee.type === "Identifier" ? functionNamed(n.callee.name, ctx) : null;
        if (!fn) return null;
        const body = fn.fn.body;
        const returns: N[] = [];
        if (body.type !== "BlockStatement") returns.push(body);
        else
          walk(body, (r) => {
            if (r.type === "ReturnStatement" && r.argument) returns.push(r.argument);
          });
        const inner: Ctx = { file: fn.ctx.file, binds: null, depth: ctx.depth + 1 };
        const vs: string[] = [];
        for (const r of returns) {
          const v = evaluate(r, inner, strict);
          if (!Array.isArray(v)) return null;
          vs.push(...v);
        }
        return vs.length ? vs : null;
      }
      case "ChainExpression":
      case "ParenthesizedExpression":
        return evaluate(n.expression, ctx, strict);
      default:
        return null;
    }
  }

  function identifier(n: N, ctx: Ctx, strict: boolean): Val {
    if (n.name === "undefined") return UNDEFINED;
    const bound = ctx.binds?.get(n.name);
    if (bound) {
      if (bound.node === undefined) return bound.def ? evaluate(bound.def, ctx, strict) : UNDEFINED;
      return evaluate(bound.node, bound.ctx, strict);
    }
    if (paramOf(ctx, n, n.name)) return null;
    const consts = ctx.file.consts.get(n.name);
    if (consts) {
      const vs: string[] = [];
      for (const c of consts) {
        const v = evaluate(c, { ...ctx, binds: null, depth: ctx.depth + 1 }, strict);
        if (!Array.isArray(v)) return null;
        vs.push(...v);
      }
      return vs;
    }
    const imp = ctx.file.imports.get(n.name);
    const other = imp && fileOf(ctx.file, imp.from);
    if (imp && other)
      return identifier({ ...n, name: imp.name }, { file: other, binds: null, depth: ctx.depth + 1 }, strict);
    return null;
  }

  function objectOf(n: N, ctx: Ctx): { node: N; ctx: Ctx } | null {
    if (n.type === "ObjectExpression") return { node: n, ctx };
    if (n.type !== "Identifier") return null;
    const c = ctx.file.consts.get(n.name);
    if (c?.length === 1) {
      const init = c[0].type === "TSAsExpression" ? c[0].expression : c[0];
      return init.type === "ObjectExpression" ? { node: init, ctx: { ...ctx, binds: null } } : null;
    }
    const imp = ctx.file.imports.get(n.name);
    const other = imp && fileOf(ctx.file, imp.from);
    return imp && other
      ? objectOf({ ...n, name: imp.name }, { file: other, binds: null, depth: ctx.depth + 1 })
      : null;
  }

  function functionNamed(name: string, ctx: Ctx): { fn: N; ctx: Ctx } | null {
    const fns = ctx.file.functions.get(name);
    if (fns?.length === 1) return { fn: fns[0], ctx };
    const imp = ctx.file.imports.get(name);
    const other = imp && fileOf(ctx.file, imp.from);
    return imp && other ? functionNamed(imp.name, { file: other, binds: null, depth: ctx.depth + 1 }) : null;
  }

  /** Is `n` (or a branch of it, or a `${name}` in it) a parameter of the function it is in, not bound in
   *  ctx? → that function: text handed in by its callers. A parameter used otherwise (`p.name`, a
   *  count) is data: an unknown part, read as SAMPLE. */
  function openParam(n: N, ctx: Ctx): N | null {
    if (!n) return null;
    switch (n.type) {
      case "Identifier":
        return ctx.binds?.has(n.name) ? null : (paramOf(ctx, n, n.name)?.[0] ?? null);
      case "ConditionalExpression":
        return openParam(n.consequent, ctx) ?? openParam(n.alternate, ctx);
      case "LogicalExpression":
      case "BinaryExpression":
        return openParam(n.left, ctx) ?? openParam(n.right, ctx);
      case "TemplateLiteral":
        return (
          n.expressions.map((e: N) => (e.type === "Identifier" ? openParam(e, ctx) : null)).find(Boolean) ??
          null
        );
      case "ObjectExpression":
        return (
          n.properties
            .map((p: N) => (p.type === "Property" ? openParam(p.value, ctx) : null))
            .find(Boolean) ?? null
        );
      default:
        return null;
    }
  }

  type Wrapper = { call: N; fn: N; file: FileInfo };
  const wrappers = new Map<string, Wrapper[]>();
  const fnName = (fn: N, file: FileInfo): string | undefined => {
    const parent = file.parents.get(fn);
    return fn.type === "FunctionDeclaration"
      ? fn.id?.name
      : parent?.type === "VariableDeclarator"
        ? parent.id.name
        : undefined;
  };

  /** A call to a helper or to a wrapper: its samples, or, when its arguments are parameters of the
   *  function it is in, that function becomes a wrapper whose callers give the samples. */
  /** The arguments of `call` that become an error's code, message or fields: a helper's by its roles, a
   *  wrapper's those at the parameters its own call passes on (a `deps` or a count is not text). */
  function textArgs(call: N, name: string | undefined, seen = new Set<N>()): N[] {
    const maker = name ? MAKERS[name] : undefined;
    if (maker) {
      const idx = [maker.code, maker.message].flatMap((r) => ("index" in r ? [r.index] : []));
      if (maker.fields !== undefined) idx.push(maker.fields);
      return idx.map((i) => call.arguments[i]).filter(Boolean);
    }
    const out: N[] = [];
    for (const d of wrappers.get(name ?? "") ?? []) {
      if (seen.has(d.call)) continue;
      seen.add(d.call);
      const inner = textArgs(d.call, d.call.type === "NewExpression" ? "ApiError" : calleeName(d.call), seen);
      d.fn.params.forEach((q: N, i: number) => {
        const id = q.type === "AssignmentPattern" ? q.left : q;
        if (id.type === "Identifier" && inner.some((a) => mentions(a, id.name)) && call.arguments[i])
          out.push(call.arguments[i]);
      });
    }
    return out;
  }
  const mentions = (n: N, name: string) => {
    let found = false;
    walk(n, (m) => {
      if (m.type === "Identifier" && m.name === name) found = true;
    });
    return found;
  };

  function expand(call: N, ctx: Ctx, uncalled = false) {
    if (ctx.depth > 8) return;
    const name = call.type === "NewExpression" ? "ApiError" : calleeName(call);
    const open = uncalled
      ? null
      : textArgs(call, name)
          .map((a: N) => openParam(a, ctx))
          .find(Boolean);
    if (open) {
      const outer = fnName(open, ctx.file);
      if (!outer)
        scan.problems.push(`${where(ctx, call)}: an error made from parameters of an unnamed function`);
      else if (!(wrappers.get(outer) ?? []).some((w) => w.call === call))
        wrappers.set(outer, [...(wrappers.get(outer) ?? []), { call, fn: open, file: ctx.file }]);
      return;
    }
    if (name && MAKERS[name]) return record(call, MAKERS[name], ctx);
    for (const d of wrappers.get(name ?? "") ?? []) {
      if (d.file !== ctx.file && !ctx.file.imports.has(name!)) continue;
      const binds = new Map<string, { node: N | undefined; ctx: Ctx; def?: N }>();
      d.fn.params.forEach((q: N, i: number) => {
        const id = q.type === "AssignmentPattern" ? q.left : q;
        if (id.type === "Identifier")
          binds.set(id.name, {
            node: call.arguments[i],
            ctx,
            def: q.type === "AssignmentPattern" ? q.right : undefined,
          });
      });
      expand(d.call, { file: d.file, binds, depth: ctx.depth + 1 });
    }
  }

  function record(call: N, maker: Maker, ctx: Ctx) {
    const arg = (r: Role) => ("fixed" in r ? null : call.arguments[r.index]);
    const codeNode = arg(maker.code);
    const msgNode = arg(maker.message);
    const fieldsNode = maker.fields === undefined ? undefined : call.arguments[maker.fields];
    let codes: string[];
    try {
      const c = "fixed" in maker.code ? [maker.code.fixed] : evaluate(codeNode, ctx, true);
      codes = c === UNDEFINED ? [maker.codeDefault!] : (c ?? []);
      if (!codes.length) throw new Error(`code ${codeNode ? source(ctx, codeNode) : "?"}`);
    } catch (e) {
      scan.problems.push(`${where(ctx, call)}: cannot tell the error code (${(e as Error).message})`);
      return;
    }
    const m = msgNode ? evaluate(msgNode, ctx) : UNDEFINED;
    const messages = m === UNDEFINED ? [maker.messageDefault ?? ""] : m;
    if (messages === null || messages.includes("")) {
      scan.problems.push(
        `${where(ctx, call)}: cannot tell the message ${msgNode ? source(ctx, msgNode) : "(none)"}`,
      );
      return;
    }
    for (const code of codes) {
      scan.codes.add(code);
      for (const message of messages) scan.samples.push({ file: ctx.file.rel, code, message });
    }
    const fields = fieldsNode?.type === "ObjectExpression" ? fieldsNode.properties : [];
    for (const p of fields) {
      // a field carrying data (a count: `String(n)`), not words: nothing to translate
      if (p.type === "Property" && p.value.type === "CallExpression" && p.value.callee.name === "String")
        continue;
      const v = p.type === "Property" ? evaluate(p.value, ctx) : null;
      if (!Array.isArray(v)) {
        scan.problems.push(`${where(ctx, p)}: cannot tell a field message`);
        continue;
      }
      for (const code of codes)
        for (const message of v) scan.samples.push({ file: ctx.file.rel, code, message, field: "field" });
    }
    // fields built by code (issueFields of a zod parse): their messages are the zod messages scanned below
  }

  const calleeName = (n: N): string | undefined =>
    n.callee.type === "Identifier"
      ? n.callee.name
      : n.callee.type === "MemberExpression" && !n.callee.computed
        ? n.callee.property.name
        : undefined;

  function zodMessages(n: N, ctx: Ctx) {
    if (n.type !== "CallExpression" || n.callee.type !== "MemberExpression") return;
    const method = n.callee.property?.name;
    const pushText = (arg: N) => {
      const v = evaluate(arg, ctx);
      if (Array.isArray(v))
        for (const message of v)
          scan.samples.push({
            file: ctx.file.rel,
            code: "VALIDATION",
            message,
            field: "zod",
          });
      else scan.problems.push(`${where(ctx, arg)}: cannot tell a zod message ${source(ctx, arg)}`);
    };
    const last = n.arguments[n.arguments.length - 1];
    if (
      ZOD_METHODS.has(method) &&
      last &&
      (last.type === "Literal" ? typeof last.value === "string" : last.type === "TemplateLiteral")
    )
      pushText(last);
    for (const a of n.arguments) {
      if (a.type !== "ObjectExpression") continue;
      for (const p of a.properties)
        if (
          p.type === "Property" &&
          ((p.key.name ?? p.key.value) === "error" || (p.key.name ?? p.key.value) === "message") &&
          (p.value.type === "Literal" ||
            p.value.type === "TemplateLiteral" ||
            p.value.type === "ConditionalExpression")
        )
          pushText(p.value);
    }
  }

  const ctx0 = (file: FileInfo): Ctx => ({ file, binds: null, depth: 0 });
  for (const [expr, cls] of Object.entries(CARRIED)) {
    const vs: string[] = [];
    for (const file of files.values())
      walk(file.ast, (n) => {
        if (n.type !== "NewExpression" || n.callee.name !== cls) return;
        const v = evaluate(n.arguments[0], ctx0(file));
        if (Array.isArray(v)) vs.push(...v);
        else scan.problems.push(`${where(ctx0(file), n)}: cannot tell the message`);
      });
    carried.set(expr, vs);
  }
  for (const [expr, list] of Object.entries(PUSHED)) {
    const vs: string[] = [];
    for (const file of files.values()) {
      if (!file.js.includes(expr)) continue;
      walk(file.ast, (n) => {
        const c = n.type === "CallExpression" ? n.callee : null;
        if (c?.type !== "MemberExpression" || c.property.name !== "push" || c.object.name !== list) return;
        for (const a of n.arguments) {
          const v = evaluate(a, ctx0(file));
          if (Array.isArray(v)) vs.push(...v);
          else scan.problems.push(`${where(ctx0(file), a)}: cannot tell the message`);
        }
      });
    }
    carried.set(expr, vs);
  }
  const callsOf = new Map<string, { n: N; file: FileInfo }[]>();
  for (const file of [...files.values()])
    walk(file.ast, (n) => {
      if (n.type === "CallExpression" && n.callee.type === "Identifier")
        callsOf.set(n.callee.name, [...(callsOf.get(n.callee.name) ?? []), { n, file }]);
      if (n.type === "NewExpression" && n.callee.type === "Identifier" && n.callee.name === "ApiError")
        expand(n, ctx0(file));
      // a class of its own (class LessonLocked extends ApiError): its super(...) is the ApiError made
      if (n.type === "ClassDeclaration" && n.superClass?.name === "ApiError" && !WORDED[n.id?.name])
        walk(n, (m) => {
          if (m.type === "CallExpression" && m.callee.type === "Super")
            expand({ ...m, type: "NewExpression" }, ctx0(file), true);
        });
      if (n.type === "CallExpression") {
        const name = calleeName(n);
        if (name && name !== "ApiError" && MAKERS[name] && n.callee.type === "Identifier")
          expand(n, ctx0(file));
        if (file.importsZod) zodMessages(n, ctx0(file));
      }
    });
  // the wrappers' callers, until no new wrapper appears (a wrapper of a wrapper)
  const done = new Set<string>();
  for (let round = 0; round < 6; round++)
    for (const name of [...wrappers.keys()]) {
      if (done.has(name)) continue;
      done.add(name);
      for (const { n, file } of callsOf.get(name) ?? []) expand(n, ctx0(file));
    }
  // a function no scanned code calls by name (a route's handler, a callback): its parameters are unknown
  // parts (SAMPLE), and a message that is only a parameter cannot be told (a problem), never skipped
  for (const [name, defs] of wrappers)
    if (!callsOf.get(name)?.length) for (const d of defs) expand(d.call, ctx0(d.file), true);
  return scan;
}
