import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, subscribeToOnlineStatus } from './online-status';

describe('the online status', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows what the browser says', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isOnline()).toBe(false);
    vi.stubGlobal('navigator', { onLine: true });
    expect(isOnline()).toBe(true);
  });

  it('tells its listener about every online and offline event until it unsubscribes', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    const unsubscribe = subscribeToOnlineStatus(listener, target);
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    target.dispatchEvent(new Event('offline'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
