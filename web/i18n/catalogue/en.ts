// The browser's en chunk (scripts/build-client.ts builds each language apart; the page loads its own only).
export { en as messages } from "../../../shared/i18n/en";
