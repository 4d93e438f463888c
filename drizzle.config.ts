/** drizzle-kit: `npm run db:generate` writes SQL migrations from the schema into server/drizzle (committed). */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/drizzle',
  strict: true,
  verbose: true,
});
