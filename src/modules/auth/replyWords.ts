// The API's success words ({ message }) in the request's language (issue #30), as its errors are
// (src/lib/errorLocale.ts): a reply's message is a catalogue message, the same words a page shows for
// it. The server words it rather than each page because an API client, the web and the tests then read
// one answer; and the pages that show a reply's message (resending the verification link) need nothing
// of their own. English stays the spec's words: the catalogue's English is them.
import type { Deps } from "../../deps";
import { translatorFor } from "../../../shared/i18n/catalogues";
import type { MessageKey, Values } from "../../../shared/i18n/types";
import { requestLocale } from "../../lib/requestLocale";
import { accountLocaleOf } from "./current";

/** `key` in the request's language: ?lang=, then `who`'s own language (the account the reply is about,
 *  signed in or not: a verification link opened on another device), else the caller's account, then
 *  the mh_lang cookie and Accept-Language. */
export async function replyWords(
  deps: Deps,
  request: Request,
  key: MessageKey,
  who?: { locale: string | null } | null,
  values?: Values,
): Promise<string> {
  const account = who ? who.locale : await accountLocaleOf(deps, request);
  return translatorFor(requestLocale(deps.config, request, account))(key, values);
}
