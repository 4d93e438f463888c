/**
 * When the service worker may install. Its install downloads every built file (about 2 MB, one after
 * another) and writes each to the cache; begun while a user signs in, it competes with the login and
 * the first sync for the connection, the server and the CPU (BENCHMARKS.md, 2026-11-28). So a user who
 * has begun to sign in on a first visit holds the install until their data has settled on the device,
 * and for `maxHoldMs` at most: a first sync that never settles (the connection gone half-way) must not
 * leave the device without the app's files for the next start offline.
 *
 * A page holds the install once at most: a hold only delays what has not begun, and once released or
 * begun, holding changes nothing. Tiny and free of imports: the signed-out login page, whose
 * JavaScript is kept small, loads it.
 */

export const maxHoldMs = 15_000;

type State =
  | { kind: 'open' }
  | { kind: 'held'; release: () => void; timer: ReturnType<typeof setTimeout> }
  | { kind: 'released' }
  | { kind: 'installing' };

let state: State = { kind: 'open' };
let released: Promise<void> = Promise.resolve();

/** Holds the install until `releaseServiceWorkerInstall`, or `maxHoldMs` from now. */
export function holdServiceWorkerInstall(): void {
  if (state.kind !== 'open') return;
  let release!: () => void;
  released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const timer = setTimeout(releaseServiceWorkerInstall, maxHoldMs);
  state = { kind: 'held', release, timer };
}

/** Lets a held install go on (the user's data has settled); nothing when none is held. */
export function releaseServiceWorkerInstall(): void {
  if (state.kind !== 'held') return;
  clearTimeout(state.timer);
  state.release();
  state = { kind: 'released' };
}

/** Whether a sign-in holds the install now (not yet released, begun or timed out). */
export function isServiceWorkerInstallHeld(): boolean {
  return state.kind === 'held';
}

/**
 * Resolves when the install may begin, and marks it begun: later holds change nothing. Called once,
 * by the registration.
 */
export async function serviceWorkerInstallMayBegin(): Promise<void> {
  if (state.kind === 'held') await released;
  state = { kind: 'installing' };
}
