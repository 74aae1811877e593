import { defineConfig } from "drizzle-kit";
// PostgreSQL (DATABASE_URL=postgres://…). SQLite: drizzle.config.ts. `npm run db:generate` runs both.
export default defineConfig({ dialect: "postgresql", schema: "./src/db/schema.pg.ts", out: "./migrations/pg" });
