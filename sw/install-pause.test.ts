import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pauseInstallMessage, resumeInstallMessage } from '../src/lib/service-worker-install-pause';
import { InstallPause, precachePausePlugin } from './install-pause';

/** Runs the plugin's `requestWillFetch` for an event of `type`; says whether it has resolved. */
function download(pause: InstallPause, type: string): { isSent: () => boolean } {
  let isSent = false;
  const request = new Request('https://portal.example/assets/app.js');
  void precachePausePlugin(pause)
    .requestWillFetch({ request, event: { type } as ExtendableEvent })
    .then(() => {
      isSent = true;
    });
  return { isSent: () => isSent };
}

describe('the install pause', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the install’s next download from a page’s pause until its resume', async () => {
    const pause = new InstallPause(15_000);
    expect(pause.follow({ type: pauseInstallMessage })).toBe(true);
    const next = download(pause, 'install');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(next.isSent()).toBe(false);
    expect(pause.follow({ type: resumeInstallMessage })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(next.isSent()).toBe(true);
  });

  it('never holds a download that answers a page', async () => {
    const pause = new InstallPause(15_000);
    pause.follow({ type: pauseInstallMessage });
    const answer = download(pause, 'fetch');
    await vi.advanceTimersByTimeAsync(0);
    expect(answer.isSent()).toBe(true);
  });

  it('ends a pause by itself after maxMs, counted from the first pause', async () => {
    const pause = new InstallPause(15_000);
    pause.follow({ type: pauseInstallMessage });
    await vi.advanceTimersByTimeAsync(10_000);
    pause.follow({ type: pauseInstallMessage });
    const next = download(pause, 'install');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(next.isSent()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(next.isSent()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets other messages pass to the worker’s other handlers', async () => {
    const pause = new InstallPause(15_000);
    expect(pause.follow({ type: 'SKIP_WAITING' })).toBe(false);
    expect(pause.follow(null)).toBe(false);
    await expect(pause.whenRunning()).resolves.toBeUndefined();
  });
});
