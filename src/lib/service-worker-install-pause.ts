/**
 * What a page and its installing service worker say about the install's pause: the page's half is
 * src/app/pwa/service-worker-install-gate.ts, the worker's sw/install-pause.ts. Free of the DOM and
 * of Workbox, so both share it.
 */

/** Posted to the installing worker: wait before the next download. */
export const pauseInstallMessage = 'PAUSE_INSTALL';
/** Posted to the installing worker: go on with the downloads. */
export const resumeInstallMessage = 'RESUME_INSTALL';

/**
 * The longest a sign-in holds the install back, or pauses it, whatever the page says: a first sync
 * that never settles (the connection gone half-way) must not leave the device without the app's
 * files for its next start offline.
 */
export const maxInstallHoldMs = 15_000;
