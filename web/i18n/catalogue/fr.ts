// The browser's fr chunk (scripts/build-client.ts builds each language apart; the page loads its own only).
export { fr as messages } from "../../../shared/i18n/fr";
