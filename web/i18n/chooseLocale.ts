// Switching the interface language: remembered in a cookie for this browser (a signed-out visitor),
// on the account when signed in (PUT /users/me/locale: a child profile's session stores the child's
// own choice), then the page is loaded again, rendered by the server in the new language.
import { api, ok } from "../api/client";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type ChosenLocale } from "../../shared/i18n/locale";

export async function chooseLocale(next: ChosenLocale, signedIn: boolean) {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${next}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  if (signedIn) {
    try {
      await ok(api.users.me.locale.put({ locale: next }));
    } catch (e) {
      console.info("saving the language on the account failed", e);
    }
  }
  const url = new URL(location.href);
  url.searchParams.delete("lang");
  if (url.href === location.href)
    location.reload(); // assign() would only scroll to a #hash
  else location.assign(url.toString());
}
