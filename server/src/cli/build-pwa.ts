/**
 * Keeps `dist/` in step with the sources for `npm start`: the PWA is rebuilt with `vite build` when
 * dist/index.html is missing or older than any input of the build. A fresh clone therefore needs no
 * separate build step, and an unchanged tree starts without one.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childProcessEnv } from '../env';

/** The repository root (this file lives in server/src/cli). */
export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Inputs of the PWA build: a change to any of them makes dist/ stale. */
export const pwaBuildInputs = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
];

/** The newest modification time (ms) of a file or of any file below a directory; 0 when absent. */
export async function newestModification(path: string): Promise<number> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) {
    newest = Math.max(newest, await newestModification(join(path, entry)));
  }
  return newest;
}

/** True when `outDir/index.html` is missing or older than one of the build inputs under `root`. */
export async function isPwaBuildStale(root: string = repositoryRoot, outDir = 'dist'): Promise<boolean> {
  const index = resolve(root, outDir, 'index.html');
  if (!existsSync(index)) return true;
  const builtAt = (await stat(index)).mtimeMs;
  for (const input of pwaBuildInputs) {
    if ((await newestModification(resolve(root, input))) > builtAt) return true;
  }
  return false;
}

function runViteBuild(root: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const vite = resolve(root, 'node_modules', 'vite', 'bin', 'vite.js');
    // Always a production build: an inherited NODE_ENV (vitest sets `test`) would make Vite bundle
    // React's development build and turn the service worker off.
    const child = spawn(process.execPath, [vite, 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: childProcessEnv({ NODE_ENV: 'production' }),
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`vite build failed (exit code ${code ?? 'signal'})`)),
    );
  });
}

/** Builds the PWA when stale. Resolves to whether a build ran. */
export async function ensurePwaBuilt(root: string = repositoryRoot): Promise<boolean> {
  if (!(await isPwaBuildStale(root))) return false;
  process.stdout.write('Building the PWA (dist/ is missing or older than the sources)...\n');
  await runViteBuild(root);
  return true;
}
