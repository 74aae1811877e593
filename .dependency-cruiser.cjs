// The import boundaries of Marhaba (docs/decisions/0043-the-dependency-rule.md),
// checked by `npm test` (scripts/test-all.sh, suite "deps") through scripts/check-deps.ts, which runs
// dependency-cruiser over the code with its types stripped by Bun (so `import type` never counts).
// The folder rules of src/modules (no two folders import each other, no arrow back up the layers, type-only
// imports included) are checked by the same script: scripts/lib/moduleFolders.ts.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "web-not-to-server",
      comment:
        "The browser bundle never contains server code: web/ imports shared/ for what both sides use. " +
        "Type-only imports of the server's reply types (`import type`) are allowed: they are erased at build " +
        "(scripts/check-deps.ts checks the code with its types stripped).",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^(src|cli)/" },
    },
    {
      name: "shared-stays-shared",
      comment: "shared/ is imported by both sides, so it imports neither side, nor HTTP, React or the database.",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: ["^(src|web|cli)/", "^node_modules/(elysia|react|react-dom|react-router|drizzle-orm)/", "^bun:"] },
    },
    {
      name: "rules-without-http-or-react",
      comment:
        "Services and every other non-route module of src/modules (and src/lib, src/db) hold rules over deps; only the route files (routes.ts, *Routes.ts, and the route table modules/index.ts) " +
        "(and the HTTP plumbing outside src/modules) may import Elysia, and nothing on the server but src/ssr renders React.",
      severity: "error",
      from: { path: "^src/(modules|lib|db)/", pathNot: ["(/routes|Routes)\\.[jt]sx?$", "^src/modules/index\\.[jt]sx?$"] },
      to: { path: "^node_modules/(elysia|react|react-dom|react-router)/" },
    },
    {
      name: "no-circular",
      comment: "No import loops at run time: a module's dependencies form a tree.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // keeps packages under node_modules/ (scripts/check-deps.ts links the real folder in)
    preserveSymlinks: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
    builtInModules: { add: ["bun", "bun:sqlite", "bun:test", "bun:ffi", "bun:jsc"] },
  },
};
