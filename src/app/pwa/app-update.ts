/**
 * A new version of the app that waits for the user: when a new service worker is installed
 * and waiting, the update notice offers to reload; nothing reloads until the user says so, so input
 * in an open form is never lost. On "reload" the waiting worker is told to take over
 * (`messageSkipWaiting`) and the page reloads once that worker controls it, exactly once.
 *
 * A worker taking control without the user asking (the very first install claiming the page, or the
 * user reloading in another tab) never reloads this page: the notice stays, and its button then
 * reloads at once.
 */

/** The parts of workbox-window's `Workbox` this uses. */
export interface UpdateSource {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

/**
 * `none`: nothing new; `waiting`: a new version is ready (the notice shows); `dismissed`: the user
 * chose "later" for this one; `applying`: the user asked to reload and the page is switching.
 */
export type AppUpdateState = 'none' | 'waiting' | 'dismissed' | 'applying';

export interface AppUpdate {
  getState(): AppUpdateState;
  subscribe(listener: () => void): () => void;
  /** Follows the service worker registration's events. */
  connect(source: UpdateSource): void;
  /** The user chose to reload into the new version. */
  apply(): void;
  /** The user chose to go on with this version for now; the next new version shows the notice again. */
  dismiss(): void;
}

export interface AppUpdateOptions {
  reload: () => void;
  /** When the new worker has not taken control after this long, reload anyway: the user asked to. */
  fallbackMs?: number;
}

export function createAppUpdate({ reload, fallbackMs = 10_000 }: AppUpdateOptions): AppUpdate {
  let state: AppUpdateState = 'none';
  let source: UpdateSource | null = null;
  /** True once a new worker controls the page (another tab took the update, or the user asked). */
  let isNewWorkerInControl = false;
  let hasReloaded = false;
  const listeners = new Set<() => void>();

  const setState = (next: AppUpdateState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const reloadOnce = () => {
    if (hasReloaded) return;
    hasReloaded = true;
    reload();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect(next) {
      source = next;
      next.addEventListener('waiting', () => {
        isNewWorkerInControl = false;
        if (state !== 'applying') setState('waiting');
      });
      next.addEventListener('controlling', () => {
        if (state === 'applying') return reloadOnce();
        // Only a version that was announced counts; the first install claiming the page changes nothing.
        if (state !== 'none') isNewWorkerInControl = true;
      });
    },
    apply() {
      if (state === 'none' || state === 'applying') return;
      setState('applying');
      if (isNewWorkerInControl || !source) return reloadOnce();
      source.messageSkipWaiting();
      setTimeout(reloadOnce, fallbackMs);
    },
    dismiss() {
      if (state === 'waiting') setState('dismissed');
    },
  };
}

/** The app's one update state, fed by service-worker-registration.ts and shown by update-notice.tsx. */
export const appUpdate = createAppUpdate({ reload: () => window.location.reload() });
