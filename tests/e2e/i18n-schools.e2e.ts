// The schools and admin pages in French (issue #30): a teacher whose browser asks for French gets their
// classes, a class, the sign-in sheet and the class report in French (vous); a pupil gets the picture
// sign-in in French (tu); an admin gets the admin area, the data-processing summary and the audio page in
// French; no English sentence of the classes and admin catalogues is left. The pseudo-locale at 375 px
// does not scroll sideways. SHOTS=<folder> saves the French pages at 375 and 1280 px and pseudo at 375.
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, seedUser, signInContext } from "./support/seed";
import { teacherUser, classOf } from "./support/teachers";
import { demoUser, premiumUser } from "./support/learners";
import { admin } from "../../shared/i18n/en/admin";
import { classes } from "../../shared/i18n/en/classes";
import { fr } from "../../shared/i18n/fr";

const SHOTS = process.env.SHOTS;
/** The course's first lesson (content/levels/absolute-beginner/u01-first-letters.yaml): a French teacher
 *  reads its French title, which the server sends in the reader's language. */
const L1 = { title: { en: "Alif, dāl and dhāl", fr: "Alif, dāl et dhāl" } };

/** English sentences of these areas (whole messages without arguments or tags, three words or more)
 *  that French writes differently: none may be on a French page. */
const frenchValues = new Set(Object.values(fr).flatMap((area) => Object.values(area)));
const ENGLISH = [...Object.values(classes), ...Object.values(admin)].filter(
  (v) => !/[{<]/.test(v) && v.trim().split(/\s+/).length >= 3 && !frenchValues.has(v),
);

async function noEnglishLeft(page: Page) {
  const text = await page.locator("body").innerText();
  expect(ENGLISH.filter((s) => text.includes(s))).toEqual([]);
}

async function shots(page: Page, name: string, widths = [375, 1280]) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** The elements that stick out of the page sideways (said when a page scrolls, to find the cause). */
const stickingOut = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1);
      })
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
  );

test.describe("in French (Accept-Language fr)", () => {
  test.use({ locale: "fr-FR" });

  test("a teacher's classes, a class, the sheet and the report say vous in French", async ({
    page,
    context,
    server,
  }) => {
    const teacher = await teacherUser(server, "Salma");
    const cls = await classOf(server, teacher, "CE1 mardi");
    expect(
      (await apiAs(server, teacher, "POST", `/classes/${cls.id}/pupils`, { first_name: "Yasmin" })).status,
    ).toBe(201);
    await signInContext(context, server, teacher);

    await page.goto("/teach");
    await hydrated(page);
    await expect(page).toHaveTitle("Mes classes - Marhaba");
    await expect(page.getByRole("heading", { name: "Mes classes", level: 1 })).toBeVisible();
    await expect(page.getByText("1 élève")).toBeVisible();
    await expect(
      page.getByText(/^Essai jusqu’au \d+ \S+ \d{4}\u00a0: vos élèves ouvrent/).first(),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Créer la classe" })).toBeVisible();
    await noEnglishLeft(page);
    await shots(page, "fr-teach");

    await page.goto(`/teach/classes/${cls.id}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Qui pourrait avoir besoin d’aide" })).toBeVisible();
    // the course's own text in French: the grid's first column and the lesson to assign
    await expect(page.getByRole("columnheader", { name: L1.title.fr, exact: true })).toBeAttached();
    await expect(page.getByRole("option", { name: `1. ${L1.title.fr}`, exact: true })).toBeAttached();
    await expect(page.getByText(L1.title.en)).toHaveCount(0);
    await expect(page.getByTestId("class-code")).toHaveText(cls.code);
    await expect(page.getByRole("button", { name: "Retirer Yasmin" })).toBeVisible();
    await page.getByRole("button", { name: "Nouveau code de classe" }).click();
    await expect(page.getByText(`L’ancien code ${cls.code} ne fonctionnera plus\u202f;`)).toBeVisible();
    await page.getByText("Ajouter toute une classe d’un coup").click();
    await page.getByLabel("Prénoms").fill("Adam\nLina");
    await page.getByRole("button", { name: "Vérifier la liste" }).click();
    await expect(page.getByText("2 élèves prêts à être ajoutés.")).toBeVisible();
    await noEnglishLeft(page);
    await shots(page, "fr-class");

    await page.goto(`/teach/classes/${cls.id}/sheet`);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "CE1 mardi\u00a0: se connecter" })).toBeVisible();
    await expect(page.getByTestId("sheet-code")).toHaveText(cls.code);
    await expect(
      page.getByText("Puis touche ton image et tes trois images dans l’ordre.", { exact: false }),
    ).toBeVisible();
    await noEnglishLeft(page);

    await page.goto(`/teach/classes/${cls.id}/report`);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "CE1 mardi\u00a0: bilan de la classe" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Leçons terminées", exact: true })).toBeVisible();
    await noEnglishLeft(page);
    await shots(page, "fr-report");
  });

  test("a pupil signs in with pictures in French, told tu", async ({ page, server }) => {
    const teacher = await teacherUser(server, "Nadia");
    const cls = await classOf(server, teacher, "CP jeudi");
    await apiAs(server, teacher, "POST", `/classes/${cls.id}/pupils`, { first_name: "Adam" });

    await page.goto("/class");
    await hydrated(page);
    await expect(page).toHaveTitle("Connexion de la classe - Marhaba");
    await expect(page.getByRole("heading", { name: "Bonjour\u202f! Quelle classe\u202f?" })).toBeVisible();
    await page.getByLabel("Code de la classe").fill(cls.code);
    await page.getByRole("button", { name: "C’est parti" }).click();
    await expect(page.getByRole("heading", { name: "Qui es-tu\u202f?" })).toBeVisible();
    await expect(page.getByText("Touche ton image.")).toBeVisible();
    await noEnglishLeft(page);
    await shots(page, "fr-class-signin");
    await page.getByRole("button", { name: "Adam" }).click();
    await expect(page.getByText("Touche tes trois images, dans l’ordre.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Ce n’est pas moi" })).toBeVisible();
    await noEnglishLeft(page);
    await shots(page, "fr-class-pictures");
  });

  test("the admin area, its data summary and the audio page in French", async ({ page, context, server }) => {
    const root = seedUser(server, { firstName: "Amel", isAdmin: true });
    await signInContext(context, server, root);

    await page.goto("/admin");
    await hydrated(page);
    await expect(page).toHaveTitle("Administration - Marhaba");
    await expect(page.getByRole("heading", { name: "Vue d’ensemble" })).toBeVisible();
    await expect(page.getByText("Utilisateurs au total")).toBeVisible();
    await noEnglishLeft(page);
    await shots(page, "fr-admin");

    await page.goto("/admin?tab=users");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Utilisateurs", level: 2 })).toBeVisible();
    await expect(page.getByLabel("Rechercher par nom, e-mail ou identifiant")).toBeVisible();
    await noEnglishLeft(page);
    await shots(page, "fr-admin-users");

    await page.goto("/admin?tab=classes");
    await hydrated(page);
    await expect(
      page.getByText("Essai pour une classe sans licence (jours depuis sa création)"),
    ).toBeVisible();
    await noEnglishLeft(page);

    await page.goto("/admin?tab=site");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Coordonnées et liens" })).toBeVisible();
    await noEnglishLeft(page);

    await page.goto("/admin/data-processing");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Ce qui est conservé sur les élèves" })).toBeVisible();
    await noEnglishLeft(page);

    await page.goto("/admin/audio");
    await hydrated(page);
    await expect(page.getByRole("link", { name: "Commencer une séance d’enregistrement" })).toBeVisible();
    await noEnglishLeft(page);
    await shots(page, "fr-audio");
  });
});

// In a full browser run the users tab lists the other tests' users, among them plans such as "Premium ·
// cancelled": that cell did not wrap in the narrow layout (white-space: nowrap), its text ran 17-40 px past
// the phone's edge with every element's box inside. Here with every kind of user and plan, alone.
test("the pseudo-locale at 375 px: the admin's users tab, with every kind of user, does not scroll sideways", async ({
  page,
  context,
  server,
}) => {
  const cancelled = await premiumUser(server, "Bartholomew");
  expect((await apiAs(server, cancelled, "DELETE", "/subscriptions/cancel")).status).toBe(200);
  const family = await demoUser(server, "Konstantin");
  const child = { first_name: "Anastasia", avatar: "cat", age_band: "4-6", guardian_confirmed: true };
  expect((await apiAs(server, family, "POST", "/children", child)).status).toBe(201);
  const teacher = await teacherUser(server, "Salma");
  const cls = await classOf(server, teacher, "Year 2");
  await apiAs(server, teacher, "POST", `/classes/${cls.id}/pupils`, { first_name: "Maximiliano" });
  seedUser(server, { email: `a.rather.long.address.of.a.grandparent.${Date.now()}@example-school.com` });
  const root = seedUser(server, { firstName: "Amel", isAdmin: true });
  await signInContext(context, server, root);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const kind of ["adult", "child", "pupil", "all"]) {
    await page.goto(`/admin?tab=users&kind=${kind}&lang=pseudo`);
    await hydrated(page);
    expect(
      await sideScroll(page),
      `/admin?tab=users&kind=${kind}: ${await stickingOut(page)}`,
    ).toBeLessThanOrEqual(0);
  }
  await expect(page.getByText(/Þŕéɱíúɱ · \[çáñçéĺĺéđ/).first()).toBeVisible(); // the plan that ran out
});
