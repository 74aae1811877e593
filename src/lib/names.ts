// The name rule moved to shared/names.ts (the browser's forms use it too); this re-export keeps
// server imports short.
export * from "../../shared/names";
