import { defineConfig } from 'drizzle-kit';

// Only generates SQL; the app applies migrations itself at start-up (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
