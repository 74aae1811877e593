// Certificates in a real browser (issue #13): a premium child who finished a level (seeded through the
// API) sees the certificate on /progress; its public check page works signed out and without
// JavaScript, and shows name, level and date only; an unknown code says so.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { test, expect } from "./support/fixtures";
import { apiAs, seedUser, signInContext } from "./support/seed";
import { axeProblems } from "./support/axe";
import { rightAnswer } from "../api/courses-solver";
import { letterParts, partIsLetter } from "../../src/modules/content/items";
import { opaqueIds } from "../../src/modules/content/opaque";
import type { Activity, Letter } from "../../src/modules/content/contentSchema";
import type { Content } from "../../src/modules/content/loaded";

// The course content comes from Bun (Playwright's Node cannot import the YAML files).
const dumped = JSON.parse(
  execFileSync(
    "node_modules/.bin/bun",
    [
      "-e",
      `
  const { loadContent } = await import("./src/modules/content/content.ts");
  const c = loadContent();
  const level = c.levels.find((l) => l.meta.status === "available");
  console.log(JSON.stringify({ level: level.meta, lessons: level.units.flatMap((u) => u.unit.lessons), words: [...c.words], letters: c.letters }));
`,
    ],
    { encoding: "utf8", maxBuffer: 64 << 20 },
  ),
);
const content = { words: new Map(dumped.words), letters: dumped.letters } as unknown as Content;

function solve(secret: string, attemptId: string, a: Activity, shown: any) {
  if (a.type !== "find_letter") return rightAnswer(secret, attemptId, a, content, shown);
  const parts = letterParts((content.words.get(a.word) as { ar: string }).ar);
  const letter = (dumped.letters as Letter[]).find((l) => l.id === a.letter)!;
  return { index: parts.findIndex((_, i) => partIsLetter(parts, i, letter)) };
}

test("a finished level's certificate: on /progress, and its public check page (signed out, no JavaScript)", async ({
  page,
  context,
  browser,
  server,
}) => {
  test.setTimeout(240_000);
  const user = seedUser(server, { firstName: "Amira", lastName: "Haddad" });
  const c = await apiAs(server, user, "POST", "/payments/create-checkout", { cancel_url: "/courses" });
  expect((await apiAs(server, user, "POST", `/payments/local/${c.body.session_id}/pay`)).status).toBe(200);
  expect(
    (await apiAs(server, user, "POST", `/payments/verify-session?session_id=${c.body.session_id}`)).status,
  ).toBe(200);
  const secret = readFileSync(join(server.dataDir, "jwt-secret"), "utf8").trim();
  const lessons = dumped.lessons as { id: string; kind: string; activities: Activity[] }[];
  // a unit check shows items drawn from its whole unit under per-attempt ids (HMAC of attempt and activity)
  const shownAs = (attemptId: string, shownId: string) => {
    const checkId = opaqueIds(secret, attemptId, "unit-check");
    return lessons.flatMap((l) => l.activities).find((a) => a.id === shownId || checkId(a.id) === shownId)!;
  };
  for (const l of lessons) {
    const at = (await apiAs(server, user, "POST", `/lessons/${l.id}/attempts`)).body;
    for (const shown of at.activities) {
      const a = shownAs(at.attempt_id, shown.id);
      const r = await apiAs(server, user, "POST", `/attempts/${at.attempt_id}/answers`, {
        activity_id: shown.id,
        answer: solve(secret, at.attempt_id, a, shown),
      });
      expect(r.body.correct).toBe(l.kind === "check" ? null : true); // a check says nothing until finished
    }
    expect((await apiAs(server, user, "POST", `/attempts/${at.attempt_id}/finish`)).status).toBe(200);
  }
  const [cert] = (await apiAs(server, user, "GET", "/certificates")).body.certificates;
  expect(cert.level.id).toBe(dumped.level.id);

  await signInContext(context, server, user);
  await page.goto("/progress");
  await expect(page.getByTestId("certificates")).toContainText(dumped.level.name);
  await page.getByRole("link", { name: cert.code }).click();
  await expect(page.getByTestId("certificate-check")).toContainText("This certificate is valid.");
  expect(await axeProblems(page), "axe on the certificate check").toEqual([]);

  // the dashboard's Progress card and the profile link to the printable certificate
  for (const where of ["/dashboard", "/profile"]) {
    await page.goto(where);
    const link = page
      .getByTestId("earned-certificates")
      .getByRole("link", { name: `Certificate: ${dumped.level.name}` });
    await expect(link).toHaveAttribute("href", `/certificates/${cert.code}/print`);
  }

  // the printable certificate: name, level, code and QR; printed by Chromium to one A4 landscape page
  await page.goto("/progress");
  await page.getByRole("link", { name: "Print the certificate" }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${cert.code}/print$`));
  await expect(page.getByTestId("cert-name")).toHaveText("Amira Haddad");
  await expect(page.getByRole("article", { name: "Certificate" })).toContainText(
    `has completed the level ${dumped.level.name}`,
  );
  await expect(page.getByRole("img", { name: "QR code of the certificate check page" })).toBeVisible();
  expect(await axeProblems(page), "axe on the printable certificate").toEqual([]);
  const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pdf = Buffer.from(printed).toString("latin1");
  // the PDF's own text (what a reader or a search finds): the Latin name and the level's name; Arabic runs
  // may come out in visual order, so the assertions stay on the Latin text
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(printed)), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain("Amira Haddad");
  expect(flat).toContain(dumped.level.name);
  expect(flat).toContain(cert.code);
  expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
  const box = pdf.match(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/)!;
  expect(Math.round(Number(box[1]))).toBe(842); // A4 landscape in points
  expect(Math.round(Number(box[2]))).toBe(595);
  if (process.env.SHOTS)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(process.env.SHOTS, `certificate-${width}.png`), fullPage: true });
    }
  if (process.env.SHOTS) {
    // the printed look (A4 landscape at 96 dpi)
    await page.setViewportSize({ width: 1123, height: 794 });
    await page.emulateMedia({ media: "print" });
    await page.screenshot({ path: join(process.env.SHOTS, "certificate-print.png") });
    await page.emulateMedia({ media: "screen" });
  }
  // another family cannot open it
  const other = seedUser(server, { firstName: "Omar" });
  const ctx2 = await browser.newContext();
  await signInContext(ctx2, server, other);
  const p3 = await ctx2.newPage();
  expect((await p3.goto(`${server.url}/certificates/${cert.code}/print`))!.status()).toBe(404);
  // and a family without a certificate sees no certificate links
  for (const where of ["/dashboard", "/profile"]) {
    await p3.goto(`${server.url}${where}`);
    await expect(p3.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(p3.getByTestId("earned-certificates")).toHaveCount(0);
  }
  await ctx2.close();

  const anon = await browser.newContext({ javaScriptEnabled: false });
  const p2 = await anon.newPage();
  await p2.goto(`${server.url}/certificates/${cert.code.toLowerCase()}`);
  const check = p2.getByTestId("certificate-check");
  await expect(check).toContainText("Amira Haddad completed the level " + dumped.level.name);
  await expect(check).not.toContainText(user.email);
  await p2.goto(`${server.url}/certificates/MH-AAAA-AAAA`);
  await expect(p2.getByTestId("certificate-check")).toContainText("No certificate has this code.");
  await anon.close();
});
