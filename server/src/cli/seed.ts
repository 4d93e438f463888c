/**
 * `npm run db:seed [-- --scale N]`: seeds the demo data set into an empty database (migrating first);
 * `--scale N` (or DEMO_SEED_SCALE) generates a benchmark set with N service objects.
 * Refuses in production, and leaves a database that already holds data untouched.
 */
import { parseArgs } from 'node:util';
import { LocalFileStore } from '../files/file-store';
import { dataPaths, loadEnvOrFail, openConfiguredDatabase, StartupError } from '../main';
import { isDatabaseSeeded, seedDemoData } from '../seed/demo-data';
import { runCli } from './run-cli';

await runCli(async () => {
  const { values } = parseArgs({ options: { scale: { type: 'string' } } });
  const env = loadEnvOrFail(values.scale === undefined ? {} : { DEMO_SEED_SCALE: Number(values.scale) });
  if (env.isProduction)
    throw new StartupError('Demo data is never seeded in production (NODE_ENV=production).');

  const database = await openConfiguredDatabase(env);
  try {
    if (await isDatabaseSeeded(database)) {
      process.stdout.write('The database already holds data; nothing seeded.\n');
      return;
    }
    await seedDemoData(database, {
      files: new LocalFileStore(dataPaths(env.DATA_DIR).files),
      ...(env.DEMO_SEED_SCALE === undefined ? {} : { scale: env.DEMO_SEED_SCALE }),
      log: (message: string) => process.stdout.write(`${message}\n`),
    });
    process.stdout.write(`Demo data seeded (${env.DEMO_SEED_SCALE ?? 'demo'} size).\n`);
  } finally {
    await database.close();
  }
});
