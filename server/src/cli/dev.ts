/**
 * `npm run dev`: the API server on 127.0.0.1:8081 in `tsx watch` mode (restarts on server changes)
 * and the Vite dev server on 5173, whose proxy sends `/api` to the server (vite.config.ts reads
 * VITE_DEV_API_TARGET, set here). Ctrl+C stops both; if either exits, the other is stopped too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { childProcessEnv } from '../env';
import { repositoryRoot } from './build-pwa';

const apiPort = '8081';
const apiTarget = `http://127.0.0.1:${apiPort}`;

function start(name: string, args: string[], extraEnv: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    stdio: 'inherit',
    env: childProcessEnv(extraEnv),
  });
  child.on('error', (error) => process.stderr.write(`${name} could not start: ${error.message}\n`));
  return child;
}

const children = [
  start(
    'API server',
    [
      resolve(repositoryRoot, 'node_modules/tsx/dist/cli.mjs'),
      'watch',
      '--clear-screen=false',
      'server/src/main.ts',
    ],
    {
      PORT: apiPort,
      HOST: '127.0.0.1',
    },
  ),
  start(
    'Vite',
    [resolve(repositoryRoot, 'node_modules/vite/bin/vite.js'), '--port', '5173', '--strictPort'],
    {
      VITE_DEV_API_TARGET: apiTarget,
    },
  ),
];

let stopping = false;
function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = exitCode;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
process.stdout.write(`Dev servers: PWA http://127.0.0.1:5173 (proxying /api to ${apiTarget})\n`);
