// web/components/Link.tsx renders a plain absolute path's <a> itself (issue #12: react-router's <Link>
// resolved every href on each render). It must write what react-router's <Link> writes, and hand
// everything else to it.
import { expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  StaticRouterProvider,
  type LinkProps,
} from "react-router";
import { isPlainPath, Link } from "../../web/components/Link";

async function render(element: React.ReactNode, url = "http://localhost/courses/x") {
  const routes = [{ path: "/courses/:id", element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("redirect");
  return renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />,
  );
}

const cases: LinkProps[] = [
  { to: "/courses", className: "btn", children: "Courses" },
  { to: "/progress#stickers", "aria-label": "Stickers", children: "Stickers" },
  { to: "/certificates/MH-6LZH-6MGL/print", target: "_blank", rel: "noopener", children: "Print" },
  { to: "/", children: "Home" },
];

test("a plain absolute path: the same <a> as react-router's <Link>", async () => {
  for (const props of cases) {
    expect(await render(<Link {...props} />)).toBe(await render(<RouterLink {...props} />));
  }
});

test("everything else is react-router's <Link>: relative paths, search-only, objects, reloadDocument", async () => {
  const others: LinkProps[] = [
    { to: "?level=a1", children: "A1" },
    { to: "../y", children: "Up" },
    { to: { pathname: "/courses", search: "?a=1" }, children: "Object" },
    { to: "/courses", reloadDocument: true, children: "Reload" },
    { to: "/a b", children: "Space" },
    { to: "//evil.example/x", children: "Protocol-relative" },
  ];
  for (const props of others) {
    expect(isPlainPath(props.to) && !props.reloadDocument).toBe(false);
    expect(await render(<Link {...props} />)).toBe(await render(<RouterLink {...props} />));
  }
});

test("which paths count as plain", () => {
  for (const p of [
    "/",
    "/courses",
    "/progress#stickers",
    "/teach/project/ab-u01-l01",
    "/admin?tab=users&page=2",
  ])
    expect(isPlainPath(p)).toBe(true);
  for (const p of ["courses", "?x=1", "//evil.example", "/a b", "/é", "https://example.com/"])
    expect(isPlainPath(p)).toBe(false);
});
