// Notices in the reader's language (issue #30): a loader's redirect on a first server render (page.goto)
// leaves a catalogue key, and the page the visitor lands on toasts it in French, dates the French way;
// a notice made in the browser (a landing button) is French too. No English notice is left.
import { test, expect, hydrated } from "./support/fixtures";
import { seedUser, signInContext } from "./support/seed";
import { premiumUser } from "./support/learners";

test.use({ locale: "fr-FR" }); // Accept-Language fr; the accounts have no language of their own

test("a French visitor sent away by a loader reads the notice in French, never in English", async ({
  page,
  context,
  server,
}) => {
  await signInContext(context, server, seedUser(server, { firstName: "Léa" }));
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await hydrated(page);
  await expect(page.getByText("Accès refusé. Droits d’administrateur requis.")).toBeVisible();
  await expect(page.getByText(/Access denied|Admin privileges/)).toHaveCount(0);
});

test("a French Premium family: the renewal notice with French dates, and the landing's notice", async ({
  page,
  context,
  server,
}) => {
  await signInContext(context, server, await premiumUser(server, "Karim"));
  await page.goto("/renew"); // renewal is not open yet: the loader sends them to the dashboard
  await expect(page).toHaveURL(/\/dashboard$/);
  await hydrated(page);
  const frenchDate = String.raw`\d{1,2}(er)? [a-zéû]+ \d{4}`;
  await expect(
    page.getByText(
      new RegExp(
        `Votre formule Premium est active jusqu’au ${frenchDate}\\. Le renouvellement ouvre le ${frenchDate}`,
      ),
    ),
  ).toBeVisible();
  await expect(page.getByText(/Your Premium plan|Renewal opens/)).toHaveCount(0);

  // a notice made in the browser (a landing button), in the page's language too
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("link", { name: "Commencer" }).first().click();
  await expect(page.getByText("Vous avez déjà un abonnement Premium\u202f!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/already have/)).toHaveCount(0);
});
