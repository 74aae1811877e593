// site:* over SSH: the real CLI process against a temporary database; the running app on the
// same DATA_DIR shows the change after its next settings refresh, and the audit log names the operator.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { desc } from "drizzle-orm";
import { runCliProcess } from "../support/cli";
import { makeTestApp, type TestApp } from "../support/app";
import { auditLog } from "../../src/db/schema";
import { refreshSiteSettings } from "../../src/modules/site/service";

setDefaultTimeout(60_000);
let t: TestApp;
const cli = (args: string[]) => runCliProcess(t.dataDir, args, { env: { USER: "ops", SUDO_USER: "" } });
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

test('site:set stores a value the landing page then shows; the audit names the operator; "" clears it', async () => {
  await t.call("GET", "/"); // cached before the change
  const r = await cli(["site:set", "contact_email", "bonjour@ecole-marhaba.fr"]);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("contact_email set: bonjour@ecole-marhaba.fr");
  await refreshSiteSettings(t.deps); // the server does this every few seconds
  expect((await t.call("GET", "/")).text).toContain('href="mailto:bonjour@ecole-marhaba.fr"');
  const a = (await t.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
  expect([a.action, a.targetId, a.actorLabel, a.after]).toEqual([
    "site.update",
    "contact_email",
    "cli:ops",
    "bonjour@ecole-marhaba.fr",
  ]);

  const show = await cli(["site:show", "--json"]);
  expect(JSON.parse(show.stdout).contact_email).toBe("bonjour@ecole-marhaba.fr");

  expect((await cli(["site:set", "contact_email", ""])).code).toBe(0);
  await refreshSiteSettings(t.deps);
  expect((await t.call("GET", "/")).text).not.toContain("bonjour@ecole-marhaba.fr");
});

test("bad values are refused (exit 1) with the reason; an unknown key is bad usage (exit 2); nothing is written", async () => {
  for (const [key, value] of [
    ["social_x", "http://x.com/a"],
    ["social_x", "javascript:alert(1)"],
    ["contact_phone", "call\u001bus"],
    ["landing_videos", "not json"],
    ["landing_videos", '[{"id":"short","title":"A"}]'],
  ]) {
    const r = await cli(["site:set", key, value]);
    expect(r.code).toBe(1);
    expect(r.stderr.length).toBeGreaterThan(0);
  }
  const unknown = await cli(["site:set", "contact_fax", "+33"]);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain("Unknown setting");
  const s = JSON.parse((await cli(["site:show", "--json"])).stdout);
  expect(s.social_x).toBe("");
  expect(s.landing_videos).toEqual([]);
});

test("site:add-video takes a link, refuses what is not a video, and site:remove-video takes it off", async () => {
  expect((await cli(["site:add-video", "https://vimeo.com/1", "Nope"])).code).toBe(1);
  const add = await cli(["site:add-video", "https://youtu.be/abcdefghijk", "Colours in Arabic"]);
  expect(add.code).toBe(0);
  expect((await cli(["site:add-video", "abcdefghijk", "Again"])).code).toBe(1);
  await refreshSiteSettings(t.deps);
  expect((await t.call("GET", "/api/v1/site")).body.videos).toEqual([
    {
      id: "abcdefghijk",
      title: "Colours in Arabic",
      thumbnail_url: "https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg",
      embed_url: "https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0",
    },
  ]);
  expect((await cli(["site:remove-video", "abcdefghijk"])).code).toBe(0);
  expect((await cli(["site:remove-video", "abcdefghijk"])).code).toBe(1);
});
