/**
 * Several API processes on one machine (`WORKERS=N`, Node's cluster module): the primary prepares the
 * database once (migrations, the demo seed of an empty database), then forks N workers that share one
 * port (the primary hands each new connection to a worker in turn). Each worker is a whole server
 * (`startServer`); they agree through the database (throttles, idempotency, sessions, caches) and
 * hear each other's realtime hints through Redis or PostgreSQL (realtime-fanout.ts).
 *
 * - The workers share one realtime secret (REALTIME_SECRET, or one the primary draws), so a channel
 *   authorization signed by one worker is accepted by the worker holding the socket.
 * - A worker that dies is replaced; five in a row dying within five seconds of starting means the
 *   server cannot run, and the primary stops with exit code 1.
 * - SIGINT or SIGTERM asks every listening worker to close gracefully (finish requests, close the
 *   database) and stops any still starting; the primary exits when they have, or kills them after
 *   `stopTimeoutMs` and exits 1.
 */
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Env } from './env';
import { LocalFileStore } from './files/file-store';
import {
  dataPaths,
  ensureWritableDataDir,
  openConfiguredDatabase,
  seedWhenEmpty,
  shutdownMessage,
} from './main';

const quickDeathMs = 5_000;
const maxQuickDeaths = 5;
const stopTimeoutMs = 30_000;

export interface ClusterCallbacks {
  /** Called once, when every worker listens, with the URL the server answers on. */
  onListening: (url: string) => void;
  log: (message: string) => void;
}

/** Migrations and the demo seed, once, before any worker starts. */
async function prepareDatabase(env: Env, log: (message: string) => void): Promise<void> {
  await ensureWritableDataDir(env.DATA_DIR);
  const database = await openConfiguredDatabase(env);
  try {
    if (env.isDemoMode)
      await seedWhenEmpty(database, env, new LocalFileStore(dataPaths(env.DATA_DIR).files), log);
  } finally {
    await database.close();
  }
}

export async function runCluster(env: Env, callbacks: ClusterCallbacks): Promise<void> {
  await prepareDatabase(env, callbacks.log);
  const workerEnv = { REALTIME_SECRET: env.REALTIME_SECRET ?? randomBytes(32).toString('hex') };
  const startedAt = new Map<Worker, number>();
  let quickDeaths = 0;
  let stopping = false;
  let announced = false;

  const fork = () => startedAt.set(cluster.fork(workerEnv), Date.now());

  const listening = new Set<Worker>();
  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    quickDeaths = 0;
    // Announced once every worker listens: a port asked for as 0 is the first worker's random one,
    // and it closes again if that worker dies while it is the only one listening.
    if (announced || listening.size < env.WORKERS) return;
    announced = true;
    const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
    callbacks.onListening(`http://${host}:${address.port}`);
  });

  let exitCode = 0;
  const allExited = new Promise<void>((resolve) => {
    cluster.on('exit', (worker, code, signal) => {
      const lived = Date.now() - (startedAt.get(worker) ?? 0);
      startedAt.delete(worker);
      listening.delete(worker);
      if (!stopping) {
        quickDeaths = lived < quickDeathMs ? quickDeaths + 1 : 0;
        if (quickDeaths < maxQuickDeaths) {
          callbacks.log(
            `worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`,
          );
          fork();
          return;
        }
        callbacks.log(`${maxQuickDeaths} workers in a row died on starting; stopping`);
        exitCode = 1;
        stop();
      }
      if (startedAt.size === 0) resolve();
    });
  });

  function stop(): void {
    if (stopping) return;
    stopping = true;
    // A listening worker closes gracefully on request; one still starting has nothing to finish.
    for (const worker of startedAt.keys()) {
      if (listening.has(worker) && worker.isConnected()) worker.send(shutdownMessage);
      else worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      exitCode = 1;
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
    }, stopTimeoutMs).unref();
  }

  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  for (let index = 0; index < env.WORKERS; index += 1) fork();
  await allExited;
  process.exit(exitCode);
}
