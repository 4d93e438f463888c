/**
 * `npm start`: build the PWA when stale (the repository's dist/ only), migrate, seed an empty database in demo mode, serve PWA and
 * API, then print the URL (and the demo logins in demo mode). Failures print one line and exit 1.
 */
import { resolve } from 'node:path';
import { loadEnv } from '../env';
import { describeStartupFailure, runServerProcess } from '../main';
import { ensurePwaBuilt, repositoryRoot } from './build-pwa';
import { formatDemoLogins } from './demo-logins';

try {
  // Only the repository's own dist/ is kept in step with the sources; a STATIC_DIR elsewhere is a
  // build someone made on purpose and is served as it is.
  if (resolve(loadEnv().STATIC_DIR) === resolve(repositoryRoot, 'dist')) await ensurePwaBuilt();
} catch (error) {
  process.stderr.write(`${describeStartupFailure(error)}\n`);
  process.exit(1);
}

const server = await runServerProcess();
const lines = [``, `Koelservice Portal is running at ${server.url}`];
if (server.env.isDemoMode) lines.push('', formatDemoLogins());
lines.push('', 'Press Ctrl+C to stop.', '');
process.stdout.write(lines.join('\n'));
