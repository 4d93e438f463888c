/**
 * `npm start`: build the PWA when stale, migrate, seed an empty database in demo mode, serve PWA and
 * API, then print the URL (and the demo logins in demo mode). Failures print one line and exit 1.
 */
import { describeStartupFailure, runServerProcess } from '../main';
import { ensurePwaBuilt } from './build-pwa';
import { formatDemoLogins } from './demo-logins';

try {
  await ensurePwaBuilt();
} catch (error) {
  process.stderr.write(`${describeStartupFailure(error)}\n`);
  process.exit(1);
}

const server = await runServerProcess();
const lines = [``, `Koelservice Portal is running at ${server.url}`];
if (server.env.isDemoMode) lines.push('', formatDemoLogins());
lines.push('', 'Press Ctrl+C to stop.', '');
process.stdout.write(lines.join('\n'));
