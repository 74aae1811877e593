// The pages show some of the API's own English words from the catalogue (so a French page says them in
// French): the sign-up's toast and the contact form's thanks. In English they stay the API's words.
import { expect, test } from "bun:test";
import { translatorFor } from "../../shared/i18n/catalogues";
import { MESSAGES } from "../../shared/messages";
import { CONTACT_THANKS } from "../../src/modules/contact/service";

test("the catalogue's copies of the API's words are the API's words in English, French in French", () => {
  const en = translatorFor("en");
  const fr = translatorFor("fr");
  expect(en("auth.signup.registered")).toBe(MESSAGES.registered);
  expect(en("site.contact.thanks")).toBe(CONTACT_THANKS);
  expect(en("subscription.notice.alreadyActive")).toBe(MESSAGES.alreadySubscribed);
  expect(en("subscription.notice.demoUsed")).toBe(MESSAGES.demoUsed);
  expect(fr("auth.signup.registered")).toStartWith("Inscription réussie\u202f!");
  expect(fr("site.contact.thanks")).toStartWith("Merci\u202f!");
});
