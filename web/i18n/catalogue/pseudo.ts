// The browser's pseudo-locale chunk (tests only): made from the English catalogue as the server makes it.
import { en } from "../../../shared/i18n/en";
import { pseudoCatalogue } from "../../../shared/i18n/pseudo";

export const messages = pseudoCatalogue(en);
