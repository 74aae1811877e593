// The guided recording session in a real browser with Chromium's fake microphone (a sox-made voice-like
// sound): five items of the first unit recorded by keys alone (Space, Space … Enter), each checked and
// normalised on the server and played back; then they are in the lesson's payload and play. Reports the
// keypresses and the time per item. Screenshots at 1280 and 768 px when SHOTS_DIR is set.
import { test as shared, expect, hydrated } from "./support/fixtures";
import { startServer, type RunningServer } from "./support/server";
import { apiAs, seedUser, signInContext } from "./support/seed";
import { axeProblems, expectFitsAt } from "./support/axe";
import { fakeMicrophoneLaunch, VOICE_INIT } from "./support/fakeVoice";
import { makeWav } from "../api/audio-fixtures";

// A server of its own (a worker of its own): the clips recorded here must not change what audio.e2e.ts or the
// lesson journeys find on theirs.
const test = shared.extend<object, { server: RunningServer }>({
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
});
test.use({ launchOptions: fakeMicrophoneLaunch() });
const shots = process.env.SHOTS_DIR;

test("a session records five items by keys alone; they are in the lesson's payload and play", async ({
  page,
  context,
  server,
}) => {
  const admin = seedUser(server, { isAdmin: true, email: `studio-${Date.now().toString(36)}@example.com` });
  expect((await apiAs(server, admin, "POST", "/subscriptions/demo")).status).toBeLessThan(300);
  await signInContext(context, server, admin);
  await context.addInitScript(VOICE_INIT);

  // Set up: choose the first unit (a document load: only the audio pages may use the microphone).
  await page.goto("/admin/audio/session");
  await hydrated(page);
  await expect(page.getByLabel("Speaker's name")).toHaveValue("Salma Haddad");
  if (shots) await page.screenshot({ path: `${shots}/studio-setup-1280.png`, fullPage: true });
  expect(await axeProblems(page), "axe on the set-up page").toEqual([]);
  await page.getByLabel("What to record").selectOption("unit:ab-u01");
  await page.getByRole("button", { name: "Start recording" }).click();
  await expect(page).toHaveURL(/\/admin\/audio\/session\?start=1&level=&unit=ab-u01$/);
  await hydrated(page);
  const counter = page.locator(".studio-count");
  await expect(counter).toContainText(/^1 of \d+ · about \d+ min left · 0 kept$/);
  const status = page.locator(".studio-status");

  let keys = 0;
  const press = async (key: string) => {
    keys++;
    await page.keyboard.press(key);
  };
  const recorded: string[] = [];
  const started = Date.now();
  await press("Space"); // records the first item
  for (let n = 1; n <= 5; n++) {
    const id = (await page.locator(".studio-kind code").textContent())!;
    recorded.push(id);
    await expect(status).toContainText("Recording");
    // Say it: let the fake microphone's word loop play for at least a second, then stop.
    await expect(page.locator(".studio-timer")).toHaveText(/^([1-3]\.\d) s$/);
    await press("Space");
    await expect(status).toContainText("Saved (", { timeout: 20_000 });
    if (n === 3 && shots) {
      for (const width of [1280, 768]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${shots}/studio-session-${width}.png`, fullPage: true });
      }
    }
    if (n === 3) {
      await page.setViewportSize({ width: 768, height: 900 });
      expect(await axeProblems(page), "axe at 768px").toEqual([]);
      await expectFitsAt(page, "the recording session", [768, 1280]);
    }
    // Keep it: Space also starts the next item's take; Enter after the last.
    await press(n < 5 ? "Space" : "Enter");
    await expect(counter).toContainText(`${n + 1} of `);
  }
  const ms = Date.now() - started;
  await expect(counter).toContainText("5 kept");
  console.log(
    `studio session: 5 items, ${keys} keypresses (${keys / 5} an item), ${(ms / 5 / 1000).toFixed(1)} s an item (the fake microphone's take of ~1.2 s, processing and playback included)`,
  );
  expect(keys).toBe(11);

  // Stored with the voice, current, and in the lesson's payload.
  const list = (await apiAs(server, admin, "GET", "/admin/audio?status=recorded&unit=ab-u01")).body;
  expect(list.items.map((i: any) => i.id).sort()).toEqual([...recorded].sort());
  for (const i of list.items)
    expect(i.clip).toMatchObject({
      speaker: "Salma Haddad",
      licence: "CC BY 4.0",
      stale: false,
      processed: list.sox,
    });
  const lesson = (await apiAs(server, admin, "GET", "/lessons/ab-u01-l01")).body;
  const slots = lesson.activities
    .flatMap((a: any) => [a.letter?.audio, a.word?.audio])
    .filter((s: any) => s && recorded.includes(s.id));
  expect(slots.length).toBeGreaterThan(0);
  for (const s of slots) expect(s.url).toBe(list.items.find((i: any) => i.id === s.id).clip.url);
  const clip = await page.request.get(slots[0].url);
  expect([clip.status(), clip.headers()["content-type"]]).toEqual([
    200,
    list.sox ? "audio/mpeg" : "audio/wav",
  ]);

  // The library shows an admin each lesson's figure, as the store counts it.
  const figures = (await apiAs(server, admin, "GET", "/admin/audio/coverage")).body.lessons["ab-u01-l01"];
  expect(figures.fresh).toBeGreaterThan(0);
  await page.goto("/courses");
  await hydrated(page);
  await expect(page.locator('[data-lesson="ab-u01-l01"] .lesson-audio')).toHaveText(
    `Audio: ${figures.fresh} of ${figures.items} recorded`,
  );

  // From the lesson, the admin flags the first card's clip to be recorded again.
  await page.goto("/lessons/ab-u01-l01");
  await hydrated(page);
  await page.getByRole("button", { name: "Let's start!" }).click();
  await page.getByRole("button", { name: "Record this clip again" }).first().click();
  await expect(page.getByText("Flagged: this clip will be recorded again")).toBeVisible();
  const flagged = (await apiAs(server, admin, "GET", "/admin/audio?status=rerecord")).body.items.map(
    (i: any) => i.id,
  );
  expect(flagged).toHaveLength(1);
  expect(recorded).toContain(flagged[0]);
});

test("a grown-up whose device has no Arabic voice is told once on the dashboard, with the steps per system", async ({
  page,
  context,
  server,
}) => {
  // Headless Chromium has no speech voices at all: the family's case on many desktops and Chromebooks.
  await signInContext(
    context,
    server,
    seedUser(server, { email: `novoice-${Date.now().toString(36)}@example.com` }),
  );
  await page.goto("/dashboard");
  await hydrated(page);
  const notice = page.getByRole("region", { name: "This device has no Arabic voice" });
  await expect(notice).toBeVisible();
  for (const system of [
    "Android",
    "iPhone and iPad (iOS, iPadOS)",
    "Windows 10 and 11",
    "macOS",
    "ChromeOS (Chromebook)",
  ])
    await expect(notice.getByText(system, { exact: true })).toBeVisible();
  await notice.getByText("Windows 10 and 11").click();
  await expect(notice.getByText("Under Manage voices, choose Add voices")).toBeVisible();
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await axeProblems(page), "axe at 375px").toEqual([]);
  await notice.getByRole("button", { name: "Got it, don't show this again" }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("data-arabic-voice", "dismissed");
  await expect(notice).toHaveCount(0);
});

test("a voice pack downloaded from the audio page comes back through its upload: the plan first, then one import", async ({
  page,
  context,
  server,
}) => {
  const admin = seedUser(server, { isAdmin: true, email: `pack-${Date.now().toString(36)}@example.com` });
  const bearer = { authorization: `Bearer ${admin.accessToken}` };
  const item = (await apiAs(server, admin, "GET", "/admin/audio?kind=word&status=missing")).body.items[0]
    .id as string;
  const put = await fetch(
    `${server.url}/api/v1/admin/audio/${item}?speaker=Salma%20Haddad&licence=CC%20BY%204.0`,
    {
      method: "PUT",
      headers: { ...bearer, "content-type": "audio/wav" },
      body: makeWav({ toneMs: 500 }) as BodyInit,
    },
  );
  expect(put.status).toBe(200);
  await signInContext(context, server, admin);
  await context.addInitScript(VOICE_INIT);
  await page.goto("/admin/audio");
  await hydrated(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download voice pack" }).click();
  const pack = await (await download).path();
  expect((await apiAs(server, admin, "DELETE", `/admin/audio/${item}`)).status).toBe(200);

  await page.getByLabel("Upload a voice pack…").setInputFiles(pack!);
  const plan = page.getByRole("region", { name: "What the pack would do" });
  await expect(plan).toContainText(/1 to add, \d+ to replace, 0 refused\./); // the server's other clips come back as replacements
  await expect(plan).toContainText(`Add ${item} (Salma Haddad, CC BY 4.0)`);
  await plan.getByRole("button", { name: /^Import \d+ clip\(s\)$/ }).click();
  await expect(page.getByText(/^Imported \d+ clip\(s\)$/)).toBeVisible();
  expect(
    (await apiAs(server, admin, "GET", "/admin/audio?status=recorded&page_size=1000")).body.items.map(
      (i: any) => i.id,
    ),
  ).toContain(item);
});
