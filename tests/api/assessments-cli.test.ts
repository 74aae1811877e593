// The operator CLI's view of level test results, as a real process on the app's database.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { runCliProcess } from "../support/cli";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { takeTest } from "../support/level-test";
import { topLevelWithLessons } from "../support/placement";
import { courseIndex } from "../../src/modules/content/courseIndex";

setDefaultTimeout(60_000);
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const cli = (args: string[]) => runCliProcess(t.dataDir, args);

describe("cli assessments:results", () => {
  test("lists a user's results newest first, as a table or JSON", async () => {
    const user = await createTestUser(t.deps, { email: "Parent.Cli@Example.com", isVerified: true });
    const { token } = await signIn(t.deps, user);
    await takeTest(t, token, () => false);
    t.deps.clock.advance(1000);
    await takeTest(t, token, () => true);
    const table = await cli(["assessments:results", "parent.cli@example.com"]);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain("2 result(s)");
    const top = courseIndex().levelNames.get(topLevelWithLessons())!; // all right places at the highest level with lessons
    expect(table.stdout.indexOf(`${top} `)).toBeLessThan(table.stdout.indexOf("Absolute Beginner"));
    const json = await cli(["assessments:results", "PARENT.CLI@example.com", "--json"]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout).map((r: any) => r.level)).toEqual([top, "Absolute Beginner"]);
  });
  test("an unknown email is refused with exit 1; no results is said plainly", async () => {
    const none = await cli(["assessments:results", "nobody@example.com"]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("No user with email nobody@example.com");
    const fresh = await createTestUser(t.deps);
    const empty = await cli(["assessments:results", fresh.email]);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toContain("has not taken the level test yet");
    expect((await cli(["assessments:results"])).code).toBe(2);
  });
});
