// Page title and description from the deepest route that declares them in its `handle`.
import type { Translator } from "../i18n";

/** `noindex`: search engines are asked not to list the page (a certificate's check page, issue #31). */
export type PageMeta = { title: string; description: string; noindex?: boolean };
/** A route's meta: fixed (a page not yet in the catalogue), or made with the page's translator. */
export type MetaHandle = { meta?: PageMeta | ((data: unknown, t: Translator) => PageMeta) };

/** The landing's title and description, also every page's without its own. */
export const DEFAULT_META = (_data: unknown, t: Translator): PageMeta => ({
  title: t("site.meta.landingTitle"),
  description: t("site.meta.landingDescription"),
});

export function metaFor(
  matches: { handle?: unknown; data?: unknown; loaderData?: unknown }[],
  t: Translator,
): PageMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i].handle as MetaHandle | undefined;
    if (h?.meta)
      return typeof h.meta === "function" ? h.meta(matches[i].loaderData ?? matches[i].data, t) : h.meta;
  }
  return DEFAULT_META(null, t);
}
