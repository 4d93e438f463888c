/**
 * When the service worker may download the app's files. Its install downloads every built file (about
 * 2 MB, one after another) and writes each to the cache; while a user's first sync runs, it competes
 * with that sync for the connection, the server and the CPU (BENCHMARKS.md, 2026-11-28). So a sign-in
 * on a first visit holds the install until the user's data has settled on the device:
 * - an install not yet begun waits to begin;
 * - an install under way pauses between two files (the worker's half: sw/install-pause.ts).
 * For `maxInstallHoldMs` at most: a first sync that never settles (the connection gone half-way)
 * must not leave the device without the app's files for the next start offline. Before the sign-in,
 * while the user types, the install runs: that time is free.
 *
 * A page holds the install once at most: after the release, holding changes nothing. Tiny, with no
 * imports but the messages' names: the signed-out login page, whose JavaScript is kept small, loads it.
 */
import {
  maxInstallHoldMs,
  pauseInstallMessage,
  resumeInstallMessage,
} from '../../lib/service-worker-install-pause';

/** Posts a message to the worker being installed, if one is. */
export type InstallingWorkerMessenger = (message: { type: string }) => void;

type State =
  | { kind: 'open' }
  | { kind: 'held'; release: () => void; timer: ReturnType<typeof setTimeout> }
  | { kind: 'installing' }
  | { kind: 'paused'; timer: ReturnType<typeof setTimeout> }
  | { kind: 'released' };

let state: State = { kind: 'open' };
let released: Promise<void> = Promise.resolve();
let messenger: InstallingWorkerMessenger | null = null;

/**
 * Holds the install until `releaseServiceWorkerInstall`, or `maxInstallHoldMs` from now: one not yet
 * begun waits to begin, one under way pauses.
 */
export function holdServiceWorkerInstall(): void {
  if (state.kind === 'open') {
    let release!: () => void;
    released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const timer = setTimeout(releaseServiceWorkerInstall, maxInstallHoldMs);
    state = { kind: 'held', release, timer };
  } else if (state.kind === 'installing') {
    // Sent now if the registration has reached the worker, else as soon as it does.
    messenger?.({ type: pauseInstallMessage });
    state = { kind: 'paused', timer: setTimeout(releaseServiceWorkerInstall, maxInstallHoldMs) };
  }
}

/** Lets a held install begin, or a paused one go on (the user's data has settled); else nothing. */
export function releaseServiceWorkerInstall(): void {
  if (state.kind === 'held') {
    clearTimeout(state.timer);
    state.release();
  } else if (state.kind === 'paused') {
    clearTimeout(state.timer);
    messenger?.({ type: resumeInstallMessage });
  } else return;
  state = { kind: 'released' };
}

/** Whether a sign-in holds or pauses the install now (not yet released, or timed out). */
export function isServiceWorkerInstallHeld(): boolean {
  return state.kind === 'held' || state.kind === 'paused';
}

/**
 * Resolves when the install may begin, and marks it begun: a later hold pauses it. Called once, by
 * the registration.
 */
export async function serviceWorkerInstallMayBegin(): Promise<void> {
  if (state.kind === 'held') await released;
  if (state.kind === 'open') state = { kind: 'installing' };
}

/**
 * How to reach the worker being installed, once the registration has one: a pause asked for before
 * then is sent now.
 */
export function setInstallingWorkerMessenger(post: InstallingWorkerMessenger): void {
  messenger = post;
  if (state.kind === 'paused') post({ type: pauseInstallMessage });
}
