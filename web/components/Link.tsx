// The app's links. A link to a plain absolute path ("/courses", "/progress#stickers") renders its <a> here
// and, on a click, navigates as react-router's <Link> does: a left click with no modifier key, in this tab,
// becomes an in-app navigation (replacing the entry when it leads where we already are). react-router's own
// <Link> resolves every href against the route matches on each render, which was a tenth of a signed-in
// page's server render (decision 0059). Anything else (relative paths, objects, reloadDocument, prefetch)
// is react-router's <Link>.
import { forwardRef, type MouseEvent } from "react";
import { Link as RouterLink, useLocation, useNavigate, type LinkProps } from "react-router";

/** Paths the <a> can carry as they are: absolute, not protocol-relative, nothing to encode. */
const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%]*([?#][A-Za-z0-9\-._~/%=&?#]*)?$/;

export const isPlainPath = (to: LinkProps["to"]): to is string =>
  typeof to === "string" && PLAIN_PATH.test(to);

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { to, reloadDocument, relative, prefetch, discover } = props;
  if (
    !isPlainPath(to) ||
    reloadDocument ||
    relative ||
    (prefetch && prefetch !== "none") ||
    discover === "none"
  )
    return <RouterLink ref={ref} {...props} />;
  return <PathLink ref={ref} {...props} to={to} />;
});

const PathLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function PathLink(
  {
    to,
    replace,
    state,
    preventScrollReset,
    viewTransition,
    target,
    onClick,
    reloadDocument: _reload,
    relative: _relative,
    prefetch: _prefetch,
    discover: _discover,
    mask: _mask,
    defaultShouldRevalidate,
    ...rest
  },
  ref,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== "_self") ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    navigate(to, {
      replace: replace ?? here === to,
      state,
      preventScrollReset,
      viewTransition,
      defaultShouldRevalidate,
    });
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={click} data-discover="true" />;
});
