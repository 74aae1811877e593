import { defineConfig } from "drizzle-kit";
// SQLite, the embedded default. PostgreSQL: drizzle.config.pg.ts. `npm run db:generate` runs both.
export default defineConfig({ dialect: "sqlite", schema: "./src/db/schema.sqlite.ts", out: "./migrations/sqlite" });
