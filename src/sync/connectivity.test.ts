import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserConnectivity, manualConnectivity } from './connectivity';

describe('the browser connectivity', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows what the browser says', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(browserConnectivity.isOnline()).toBe(false);
    vi.stubGlobal('navigator', { onLine: true });
    expect(browserConnectivity.isOnline()).toBe(true);
  });

  it('tells its listener about every online and offline event until it unsubscribes', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const listener = vi.fn();
    const unsubscribe = browserConnectivity.subscribe(listener);
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    expect(listener.mock.calls).toEqual([[false], [true]]);
    unsubscribe();
    target.dispatchEvent(new Event('offline'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('a connectivity driven by hand', () => {
  it('notifies a change once, and nothing when the state stays', () => {
    const connectivity = manualConnectivity();
    const listener = vi.fn();
    connectivity.subscribe(listener);
    connectivity.set(true);
    connectivity.set(false);
    connectivity.set(false);
    expect(listener.mock.calls).toEqual([[false]]);
    expect(connectivity.isOnline()).toBe(false);
  });
});
