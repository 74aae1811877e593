// Page title and description from the deepest route that declares them in its `handle`.
/** `noindex`: search engines are asked not to list the page (a certificate's check page, issue #31). */
export type PageMeta = { title: string; description: string; noindex?: boolean };
export type MetaHandle = { meta?: PageMeta | ((data: unknown) => PageMeta) };

export const DEFAULT_META: PageMeta = {
  title: "Learn Arabic Online - Master the Arabic Language",
  description:
    "Marhaba teaches Arabic to children who do not speak it, through short interactive lessons, tracing and games with a friendly bot. Try it free for 14 days.",
};

export function metaFor(matches: { handle?: unknown; data?: unknown; loaderData?: unknown }[]): PageMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i].handle as MetaHandle | undefined;
    if (h?.meta)
      return typeof h.meta === "function" ? h.meta(matches[i].loaderData ?? matches[i].data) : h.meta;
  }
  return DEFAULT_META;
}
