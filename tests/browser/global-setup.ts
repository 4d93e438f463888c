/**
 * Runs once before the browser test files: builds the PWA when dist/ is stale and seeds the data
 * directory template, so the files that start side by side find both ready instead of each building
 * its own.
 */
import { ensurePwaBuilt } from '../../server/src/cli/build-pwa';
import { seededDataDirTemplate, testPwaDir } from './harness';

export default async function setup(): Promise<void> {
  if (process.env.PORTAL_TEST_PWA_DIR === undefined) await ensurePwaBuilt();
  await seededDataDirTemplate();
  console.log(`browser tests: PWA in ${testPwaDir}, seeded data ready`);
}
