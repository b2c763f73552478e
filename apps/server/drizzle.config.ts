import { defineConfig } from 'drizzle-kit';

// Generates SQL only (`npm run db:generate`); migrations are applied by the server at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
