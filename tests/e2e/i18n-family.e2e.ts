// The family's pages in French (issue #30): a parent whose browser asks for French gets the dashboard,
// the profile, the plan, the level test (its questions said by a French voice) and the public pages in
// French, with no English sentence of these areas' catalogue left; the pseudo-locale at 375 px does not
// scroll sideways.
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, seedUser, signInContext } from "./support/seed";
import { assessment } from "../../shared/i18n/en/assessment";
import { family } from "../../shared/i18n/en/family";
import { subscription } from "../../shared/i18n/en/subscription";
import { site } from "../../shared/i18n/en/site";
import { fr } from "../../shared/i18n/fr";
import { frenchVoices } from "./support/voices";
import { takeViaApi } from "./support/level-test";

/** English sentences of these areas (whole messages without arguments or tags, three words or more)
 *  that French writes differently: none may be on a French page. */
const frenchValues = new Set(Object.values(fr).flatMap((area) => Object.values(area)));
const ENGLISH = [
  ...Object.values(family),
  ...Object.values(subscription),
  ...Object.values(assessment),
  ...Object.entries(site)
    .filter(([k]) => k.startsWith("pages."))
    .map(([, v]) => v),
].filter((v) => !/[{<]/.test(v) && v.trim().split(/\s+/).length >= 3 && !frenchValues.has(v));

async function noEnglishLeft(page: import("@playwright/test").Page) {
  const text = await page.locator("body").innerText();
  expect(ENGLISH.filter((s) => text.includes(s))).toEqual([]);
}

test.describe("in French (Accept-Language fr)", () => {
  test.use({ locale: "fr-FR" });

  test("the dashboard, the plan and the profile speak French to a parent", async ({
    page,
    context,
    server,
  }) => {
    const user = seedUser(server, { firstName: "Léa" });
    expect((await apiAs(server, user, "POST", "/subscriptions/demo", {})).status).toBeLessThan(300);
    await signInContext(context, server, user);

    await page.goto("/dashboard");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Bonjour Léa\u202f!" })).toBeVisible();
    await expect(page.getByText("Étape 1 sur 2")).toBeVisible();
    await expect(page.getByText(/Votre démo gratuite se termine le \d+ \S+ \d{4}/)).toBeVisible();
    await expect(page.locator(".countdown-label").first()).toHaveText("Jours");
    await expect(page.getByTestId("months")).toHaveText(
      /^\d+(,\d\d)?\s€ pour 14 mois \(12 \+ 2 offerts\)\.$/,
    );
    await noEnglishLeft(page);

    await page.goto("/subscription");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Mon abonnement", level: 1 })).toBeVisible();
    await expect(page.getByText("Accès démo").first()).toBeVisible();
    await expect(page.getByText("Puis-je résilier à tout moment\u202f?")).toBeVisible();
    await noEnglishLeft(page);

    await page.goto("/profile");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Mon profil" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nos enfants" })).toBeVisible();
    await page.getByRole("button", { name: "Ajouter un enfant" }).click();
    await expect(page.getByText("Je suis le parent ou le représentant légal")).toBeVisible();
    await noEnglishLeft(page);
    await expect(page).toHaveTitle("Mon profil - Marhaba");
  });

  test("the level test is written and said in French, with a French voice", async ({
    page,
    context,
    server,
  }) => {
    await page.addInitScript(frenchVoices);
    const user = seedUser(server);
    await signInContext(context, server, user);
    await page.goto("/level-test");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Test de niveau d’arabe" })).toBeVisible();
    await noEnglishLeft(page);
    await page.getByRole("button", { name: "Commencer le test" }).click();
    await expect(
      page.getByRole("heading", { name: "Que veut dire la salutation arabe Marhaba\u202f?" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Bonjour" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as any).__spoken as { text: string; lang: string }[]))
      .toContainEqual({
        text: "Que veut dire la salutation arabe Marhaba\u202f? Bonjour\u202f? Au revoir\u202f? Merci\u202f? Ou s’il te plaît\u202f?",
        lang: "fr-FR",
      });
    await noEnglishLeft(page);
  });

  test("the level test's results, made on the server, read in French: review, skills, next steps, ceiling note", async ({
    page,
    context,
    server,
  }) => {
    const user = seedUser(server);
    await signInContext(context, server, user);
    // the test itself through the API (the page's journey is assessment.e2e.ts): everything right, to the top level
    await takeViaApi(server, user, true);
    await page.goto("/level-test/results");
    await hydrated(page);
    await expect(page.getByTestId("ceiling-note")).toContainText("pas encore de leçons");
    await page.getByText("Pour les grands\u00a0: le détail").click();
    const review = page.getByTestId("review");
    await expect(review.getByText(fr.assessment["q.meaning"])).toBeVisible();
    await expect(review.getByTestId("right-answer").first()).toHaveText("Bonjour");
    await expect(page.locator(".lt-recs li").first()).toHaveText(fr.assessment["recs.default.1"]);
    await noEnglishLeft(page);
  });

  test("the public pages: contact, credits, a service", async ({ page }) => {
    for (const [path, heading] of [
      ["/contact", "Nous contacter"],
      ["/credits", "Crédits"],
      ["/service-single/1", "Des activités variées"],
      ["/privacy", "Politique de confidentialité"],
      ["/terms", "Conditions d’utilisation"],
      ["/accessibility", "Déclaration d’accessibilité"],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator("h1")).toContainText(heading);
      await noEnglishLeft(page);
    }
  });
});
