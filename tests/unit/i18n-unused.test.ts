// No catalogue key is kept that nothing shows (issue #30): each key of the English catalogue (French has
// the same keys, tsc says so) is named somewhere in src/, web/, shared/ or cli/, or built from a prefix
// listed below. A fixture shows the check names an unused key and lets a built one through.
import { expect, test } from "bun:test";
import { join } from "node:path";
import { en } from "../../shared/i18n/en";
import { codeText, unusedKeys } from "../../scripts/lib/unusedKeys";

const root = join(import.meta.dir, "../..");

/** Prefixes the code builds keys from, with the value that ends them (each one's file in the comment). */
const BUILT = [
  "site.benefit.", // components/site/About.tsx: the benefits, by key
  "site.service.", // site/Services.tsx, pages/site/serviceWords.ts: the services, by id
  "site.pages.service.", // pages/site/serviceWords.ts: a service page's words, by id
  "site.pages.meta.", // pages/site/routes.tsx: each public page's title and description
  "site.pages.credits.font.", // pages/site/CreditsPage.tsx: a font, by its use
  "site.pages.legal.", // pages/site/LegalPages.tsx: the legal pages' rows
  "admin.noun.", // pages/admin/Pager.tsx: what a list counts
  "admin.count.",
  "admin.site.field.", // pages/admin/SiteTab.tsx: a setting's label and hint, by its key
  "admin.site.hint.",
  "admin.users.kind.", // pages/admin/UsersTab.tsx: an account's kind
  "admin.audio.kind.", // pages/admin/audio/*: a recorded item's kind
  "admin.audio.kinds.",
  "admin.audit.", // pages/admin/format.ts: an audit entry's action and fields
  "admin.field.",
  "assessment.option.", // pages/assessment/LevelTestPage.tsx: a greeting's option, a question's type
  "assessment.q.",
  "assessment.skill.", // pages/assessment/LevelTestResultsPage.tsx: `assessment.${as}.${skill}`
  "assessment.youCan.",
  "assessment.level.", // pages/assessment/levels.ts: a level's words
  "assessment.recs.", // src/modules/assessments/words.ts: the server's words for the test, in the reader's language
  "assessment.review.",
  "auth.provider.", // pages/auth/ProviderCallbackPage.tsx: the provider, by id
  "classes.meta.", // pages/schools/routes.tsx: each school page's title
  "subscription.paid.message.", // pages/subscription/PaymentSuccessPage.tsx: by the payment's state
  "subscription.plan.faq.", // pages/subscription/SubscriptionPage.tsx: the questions, by key
  "errors.", // the API's errors, found by their English text (src/lib/errorLocale.ts); their coverage is
  // tests/unit/error-messages.test.ts's
];

/** Unused today, kept for work under way (issue #30): the redirect notices (subscription.verify.title,
 *  subscription.demoExpired.*) and the level test's result page (assessment.results.goodTry). Use or
 *  delete (the test below says when one is used: unlist it then). */
const KEPT = [
  "subscription.verify.title",
  "subscription.demoExpired.body",
  "subscription.demoExpired.see",
  "assessment.results.goodTry",
];

let found: string[] | null = null;
const unused = () => (found ??= unusedKeys(en, codeText(root, ["src", "web", "shared", "cli"]), BUILT));

test("every catalogue key is used in src/, web/, shared/ or cli/ (or built from a listed prefix)", () => {
  expect(unused().filter((k) => !KEPT.includes(k))).toEqual([]);
}, 30_000);

test("each listed prefix and kept key is in the catalogue, and each kept key still unused", () => {
  const keys = Object.entries(en).flatMap(([area, m]) => Object.keys(m).map((k) => `${area}.${k}`));
  expect(BUILT.filter((p) => !keys.some((k) => k.startsWith(p)))).toEqual([]);
  expect(KEPT.filter((k) => !keys.includes(k))).toEqual([]);
  expect(KEPT.filter((k) => !unused().includes(k))).toEqual([]); // used now: unlist it
}, 30_000);

test("the check names an unused key and lets a named or built one through (fixture)", () => {
  const page = codeText(join(root, "tests/fixtures/i18n-unused"), ["web"]);
  const catalogue = { shop: { title: "Shop", "item.cup": "A cup", "item.pot": "A pot", old: "Old words" } };
  expect(unusedKeys(catalogue, page, [])).toEqual(["shop.item.cup", "shop.item.pot", "shop.old"]);
  expect(unusedKeys(catalogue, page, ["shop.item."])).toEqual(["shop.old"]);
});
