// The upgrade journey through Stripe code paths: the server uses the real `stripe` SDK against a
// local stand-in (STRIPE_API_URL) whose hosted page plays Stripe Checkout and then sends the
// signed checkout.session.completed webhook, racing the success page's verify-session.
import { test, expect, hydrated } from "./support/fixtures";
import { seedUser, signInContext } from "./support/seed";
import { startServer, type RunningServer } from "./support/server";
import { startStripeStub, type StripeStub } from "../support/stripe-stub";

const SECRET = "whsec_e2e_marhaba";
let stub: StripeStub;
let app: RunningServer;

test.beforeAll(async () => {
  stub = await startStripeStub();
  app = await startServer({
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: stub.url,
  });
  stub.webhook = { url: app.url + "/api/v1/payments/webhook", secret: SECRET };
});
test.afterAll(async () => {
  await app?.stop();
  await stub?.close();
});

test("demo → upgrade → Stripe stand-in checkout → payment-success → premium on every page", async ({
  page,
  context,
}) => {
  const user = seedUser(app, { firstName: "Samir" });
  await signInContext(context, app, user);
  const demo = await fetch(app.url + "/api/v1/subscriptions/demo", {
    method: "POST",
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  expect(demo.status).toBe(201);

  await page.goto(app.url + "/subscription");
  await hydrated(page);
  await expect(page.getByText("Demo Access")).toBeVisible();
  await page.getByRole("button", { name: "Upgrade Now" }).click();
  await expect(page.getByText("Redirecting to upgrade...")).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe$/);
  await hydrated(page);
  // A double click makes one session only.
  await page.getByRole("button", { name: "Proceed to Payment" }).dblclick();
  await expect(page).toHaveURL(new RegExp("^" + stub.url + "/pay/cs_test_"));
  expect(stub.creates.length).toBe(1);
  expect(stub.creates[0]["line_items[0][price_data][unit_amount]"]).toBe("4000");
  expect(stub.creates[0].cancel_url).toBe(app.url + "/subscribe");
  await expect(page.getByText("Amount: 40.00 EUR")).toBeVisible();
  await page.getByRole("button", { name: "Pay now" }).click();

  await expect(page).toHaveURL(new RegExp("/payment-success\\?session_id=cs_test_"));
  await expect(page.getByRole("heading", { name: "Success! We have received your payment" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8000 });
  await expect(page.getByTestId("plan-label")).toHaveText("Premium Active");
  await expect(page.locator("header.app-nav")).toHaveAttribute("data-kind", "premium");
  await page.goto(app.url + "/subscription");
  await expect(page.locator(".badge-premium")).toHaveText("Premium Active");
  await expect(page.locator(".history-kind")).toHaveText([
    "Premium payment",
    "Demo ended (upgraded to Premium)",
    "Free demo started",
  ]);
  await page.goto(app.url + "/subscribe");
  await expect(page.getByRole("heading", { name: "You're Already a Premium Member!" })).toBeVisible();
  await page.goto(app.url + "/demo-confirmation");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("cancelling on the Stripe page returns to the originating page with no access", async ({
  page,
  context,
}) => {
  const user = seedUser(app);
  await signInContext(context, app, user);
  await page.goto(app.url + "/subscribe");
  await hydrated(page);
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page).toHaveURL(new RegExp("^" + stub.url + "/pay/"));
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(app.url + "/subscribe");
  await hydrated(page);
  await page.goto(app.url + "/dashboard");
  await expect(page.getByTestId("plan-label")).toHaveText("No Active Plan");
});
