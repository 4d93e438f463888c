/**
 * A pause of the install's downloads, asked for by a page. The install stores every built file one
 * after another; a page whose user has just signed in is pulling their data for the first time and
 * asks the installing worker to wait between two files until that first sync has settled
 * (src/app/pwa/service-worker-install-gate.ts), so both do not compete for the connection, the server
 * and the CPU. A pause lasts `maxMs` at most (`maxInstallHoldMs`): a page that never says "go on"
 * (closed, its sync cut off) must not leave the device without the app's files for its next start
 * offline.
 *
 * Only the install waits (`precachePausePlugin`): a file the worker fetches to answer a page never does.
 */

import { pauseInstallMessage, resumeInstallMessage } from '../src/lib/service-worker-install-pause';

export class InstallPause {
  private paused: {
    resumed: Promise<void>;
    resume: () => void;
    timer: ReturnType<typeof setTimeout>;
  } | null = null;

  constructor(private readonly maxMs: number) {}

  /** Holds the next download until `resume()`, or `maxMs` from now; a pause under way is not extended. */
  pause(): void {
    if (this.paused) return;
    let resume!: () => void;
    const resumed = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const timer = setTimeout(() => this.resume(), this.maxMs);
    this.paused = { resumed, resume, timer };
  }

  resume(): void {
    if (!this.paused) return;
    clearTimeout(this.paused.timer);
    this.paused.resume();
    this.paused = null;
  }

  /** Resolves at once, or when the pause under way ends. */
  whenRunning(): Promise<void> {
    return this.paused?.resumed ?? Promise.resolve();
  }

  /** Follows a page's message; true when it was one of the pause's. */
  follow(data: unknown): boolean {
    const type = (data as { type?: unknown } | null)?.type;
    if (type === pauseInstallMessage) this.pause();
    else if (type === resumeInstallMessage) this.resume();
    else return false;
    return true;
  }
}

/** A Workbox plugin that makes each of the install's downloads wait while `pause` holds. */
export function precachePausePlugin(pause: InstallPause) {
  return {
    requestWillFetch: async ({ request, event }: { request: Request; event?: ExtendableEvent }) => {
      if (event?.type === 'install') await pause.whenRunning();
      return request;
    },
  };
}
