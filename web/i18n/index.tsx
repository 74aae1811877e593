// The pages' side of the catalogue (issue #30): the server render and the browser hand the one
// language's translator to <I18nProvider>, and components call useT() — the same t(key, values) as
// the server's mails and the CLI (shared/i18n/translate.ts). Only the visitor's language is loaded:
// the server names its catalogue chunk in the page (src/ssr/render.tsx) and web/client.tsx imports it.
import { createContext, Fragment, useContext, type ReactNode } from "react";
import { translator, type Translator } from "../../shared/i18n/translate";
import type { MessageKey, Translation, Value } from "../../shared/i18n/types";

export type { Translator } from "../../shared/i18n/translate";
export type { MessageKey } from "../../shared/i18n/types";

/** Outside a provider (a component rendered alone in a unit test) every message shows its key. */
const KEYS_ONLY = translator("en", {} as Translation);
const I18nContext = createContext<Translator>(KEYS_ONLY);

export function I18nProvider({ t, children }: { t: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>;
}

let allAreas: () => Promise<void> = () => Promise.resolve();
/** The browser's loader of the language's other areas (web/client.tsx sets it). */
export function setAreaLoader(load: () => Promise<void>) {
  allAreas = load;
}
/** Every area of the page's language at hand: the root loader waits for it before a navigation in the
 *  browser renders its next page (the first page came with the areas it shows). At once on the server. */
export const catalogueReady = () => allAreas();

/** The page's translator: `const t = useT(); t("common.nav.home")`. */
export const useT = (): Translator => useContext(I18nContext);
export const useLocale = () => useContext(I18nContext).locale;

let browserT: Translator = KEYS_ONLY;
/** For code outside React that runs in the browser only (toasts after a click): the page's translator.
 *  On the server, pass the render's translator instead (module state would be shared by visitors). */
export const currentT = (): Translator => browserT;
export function setBrowserTranslator(t: Translator) {
  browserT = t;
}

/** A message with markup: its tags become elements (`"<b>{n}</b> lessons"` with tags={{ b: (c) => <strong>{c}</strong> }}),
 *  so a sentence keeps its words in the catalogue and its elements in the component. */
export function Rich({
  k,
  values = {},
  tags = {},
}: {
  k: MessageKey;
  values?: Record<string, Value | ReactNode>;
  tags?: Record<string, (chunks: ReactNode) => ReactNode>;
}) {
  const t = useT();
  const wrapped = Object.fromEntries(
    Object.entries(tags).map(([name, wrap]) => [name, (chunks: ReactNode[]) => wrap(<>{keyed(chunks)}</>)]),
  );
  return <>{keyed(t.rich<ReactNode>(k, { ...values, ...wrapped }))}</>;
}

const keyed = (parts: ReactNode[]) => parts.map((p, i) => <Fragment key={i}>{p}</Fragment>);
