// The learner pages show dates as every page does (shared/format.ts).
export { shortDate } from "../../../shared/format";
