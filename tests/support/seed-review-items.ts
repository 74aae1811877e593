// Writes review items (Leitner boxes) into a running instance's database, for browser tests of what the
// boxes change (the training wheels). Usage: DATA_DIR=… bun tests/support/seed-review-items.ts
// '{"userId":1,"items":[{"item":"word:b-al-qamar","box":4,"right":5}]}'
import { boot } from "../../src/boot";
import { closeDb } from "../../src/db/client";
import { reviewItems } from "../../src/db/schema";
import { addDays } from "../../src/lib/clock";

const input = JSON.parse(process.argv[2] ?? "{}") as {
  userId: number;
  items: { item: string; box: number; right: number }[];
};
const deps = await boot();
const now = deps.clock.now();
for (const i of input.items)
  await deps.db.insert(reviewItems).values({
    userId: input.userId,
    item: i.item,
    box: i.box,
    right: i.right,
    wrong: 0,
    dueAt: addDays(now, 1),
    lastAnsweredAt: now,
  });
await closeDb(deps.db);
