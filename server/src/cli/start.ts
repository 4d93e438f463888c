/**
 * `npm start`: build the PWA when stale (the repository's dist/ only), migrate, seed an empty database in demo mode, serve PWA and
 * API, then print the URL (and the demo logins in demo mode). Failures print one line and exit 1.
 * With WORKERS above 1 this process is the cluster primary (cluster.ts) and each worker runs this
 * file again as a plain server.
 */
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { runCluster } from '../cluster';
import { describeStartupFailure, loadEnvOrFail, runServerProcess } from '../main';
import { ensurePwaBuilt, repositoryRoot } from './build-pwa';
import { formatDemoLogins } from './demo-logins';

function announce(url: string, isDemoMode: boolean, workers: number): void {
  const processes = workers > 1 ? ` (${workers} API processes)` : '';
  const lines = [``, `Koelservice Portal is running at ${url}${processes}`];
  if (isDemoMode) lines.push('', formatDemoLogins());
  lines.push('', 'Press Ctrl+C to stop.', '');
  process.stdout.write(lines.join('\n'));
}

if (cluster.isWorker) {
  await runServerProcess();
} else {
  try {
    const env = loadEnvOrFail();
    // Only the repository's own dist/ is kept in step with the sources; a STATIC_DIR elsewhere is a
    // build someone made on purpose and is served as it is.
    if (resolve(env.STATIC_DIR) === resolve(repositoryRoot, 'dist')) await ensurePwaBuilt();
    if (env.WORKERS > 1) {
      await runCluster(env, {
        onListening: (url) => announce(url, env.isDemoMode, env.WORKERS),
        log: (message) => process.stdout.write(`${message}\n`),
      });
    } else {
      const server = await runServerProcess();
      announce(server.url, server.env.isDemoMode, 1);
    }
  } catch (error) {
    process.stderr.write(`${describeStartupFailure(error)}\n`);
    process.exit(1);
  }
}
