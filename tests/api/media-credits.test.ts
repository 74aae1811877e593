// /credits names every outside work the product ships, with its licence, and the voices of the recorded
// clips (read from the database, so it is rendered each time, not kept in the public page cache); every
// public page's footer links to it.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

test("credits: pictures (Microsoft Fluent Emoji, MIT), fonts (OFL), audio; rendered each time (the voices change)", async () => {
  const r = await t.call("GET", "/credits");
  expect(r.status).toBe(200);
  for (const text of [
    "Fluent Emoji",
    "Microsoft",
    "MIT licence",
    "Noto Naskh Arabic",
    "Cairo",
    "Nunito",
    "SIL Open Font License 1.1",
    "No clips are on this site yet",
  ])
    expect(r.text).toContain(text);
  expect(r.text).toContain('href="https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE"');
  expect(r.text).toContain("<title>Credits - Marhaba</title>");
  const again = await t.call("GET", "/credits");
  expect([again.headers.get("x-page-cache"), again.text]).toEqual([null, r.text]);
  expect((await t.call("GET", "/")).text).toContain('href="/credits"');
});
