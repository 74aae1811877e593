// SPEC section 2 "Landing call-to-action behaviour": where each landing button goes for the
// visitor's state, and the notice shown first. Pure, so the server render picks the right
// href (no flicker) and tests can read the table.
import { signupUrl } from "../../lib/pendingAction";
import type { MessageKey } from "../../i18n";
import type { AccessKind } from "../../state/types";

export type CtaKind = "demo" | "enroll" | "demoCard" | "levelTest";
/** `notice`: a catalogue key, worded in the page's language where it is shown (web/lib/notice.ts). */
export type CtaTarget = { to: string; notice?: MessageKey };
/** `kind`: the server's access block (a cancelled plan that still runs keeps its kind; an ended one is none). */
export type VisitorState = { signedIn: boolean; kind: AccessKind };

export const NOTICES = {
  premium: "site.notice.premium",
  demo: "site.notice.demo",
  active: "subscription.notice.alreadyActive",
} as const satisfies Record<string, MessageKey>;

export function ctaTarget(kind: CtaKind, v: VisitorState): CtaTarget {
  const paid = v.kind === "premium";
  const demo = v.kind === "demo";
  switch (kind) {
    case "demo": // hero 'Access Free Demo', about 'Request Free Demo', banner 'Get Started'
      if (!v.signedIn) return { to: signupUrl("demo") };
      if (paid) return { to: "/dashboard", notice: NOTICES.premium };
      if (demo) return { to: "/dashboard", notice: NOTICES.demo };
      return { to: "/demo-confirmation" };
    case "enroll": // opportunity card 'Enroll Today'
      if (!v.signedIn) return { to: signupUrl("subscribe") };
      if (paid) return { to: "/dashboard", notice: NOTICES.premium };
      return { to: "/subscribe" };
    case "demoCard": // opportunity card 'Request Free Demo'
      if (!v.signedIn) return { to: signupUrl("demo") };
      if (paid || demo) return { to: "/dashboard", notice: NOTICES.active };
      return { to: "/demo-confirmation" };
    case "levelTest": // level-test promotion
      if (!v.signedIn) return { to: signupUrl("level-test", "/level-test") };
      // Everyone may take (and retake) the level test, premium families included.
      return { to: "/level-test" };
  }
}
