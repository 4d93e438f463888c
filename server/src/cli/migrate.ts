/** `npm run db:migrate`: applies the committed migrations to the configured database, then exits. */
import { loadEnvOrFail, openConfiguredDatabase } from '../main';
import { runCli } from './run-cli';

await runCli(async () => {
  const env = loadEnvOrFail();
  const database = await openConfiguredDatabase(env);
  await database.close();
  process.stdout.write(`Database migrated (${database.kind}).\n`);
});
