// What a component tells the server render about the page it is part of. The server keeps a signed-in
// page and serves it again while the family's data is unchanged (src/ssr/signedInCache.ts); a component
// that shows the clock to the second (the demo's countdown) would then be shown as it was when kept, so
// it marks the render as one not to keep. In the browser there is no provider and the hint is a no-op.
import { createContext, useContext } from "react";

export type RenderHints = { liveClock: boolean };

export const RenderHintsContext = createContext<RenderHints | null>(null);

/** Called while rendering a component that shows the time to the second: this page is not kept. */
export function useLiveClock() {
  const hints = useContext(RenderHintsContext);
  if (hints) hints.liveClock = true;
}
