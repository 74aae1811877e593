// Learners for the course browser tests: a family on the demo or on premium (paid through the local
// test checkout, as a parent would), and the checks every course page gets (axe, no sideways scroll).
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { apiAs, seedUser } from "./seed";
import { axeProblems, settle } from "./axe";
import type { RunningServer } from "./server";

export async function demoUser(server: RunningServer, firstName = "Layla") {
  const user = seedUser(server, { firstName });
  expect((await apiAs(server, user, "POST", "/subscriptions/demo")).status).toBe(201);
  return user;
}

export async function premiumUser(server: RunningServer, firstName = "Omar") {
  const user = seedUser(server, { firstName });
  const c = await apiAs(server, user, "POST", "/payments/create-checkout", { cancel_url: "/courses" });
  expect((await apiAs(server, user, "POST", `/payments/local/${c.body.session_id}/pay`)).status).toBe(200);
  expect(
    (await apiAs(server, user, "POST", `/payments/verify-session?session_id=${c.body.session_id}`)).status,
  ).toBe(200);
  return user;
}

export async function expectAxeClean(page: Page, label: string) {
  await settle(page); // entrance animations end before colours are measured
  expect(await axeProblems(page), `axe on ${label}`).toEqual([]);
}

export const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
