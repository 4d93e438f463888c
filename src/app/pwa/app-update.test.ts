import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppUpdate, type UpdateSource } from './app-update';

/** Stands in for workbox-window's Workbox: the test fires its `waiting` and `controlling` events. */
function fakeRegistration() {
  const target = new EventTarget();
  const source: UpdateSource & { fire(type: 'waiting' | 'controlling'): void } = {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    messageSkipWaiting: vi.fn(),
    fire: (type) => target.dispatchEvent(new Event(type)),
  };
  return source;
}

function setup() {
  const reload = vi.fn();
  const update = createAppUpdate({ reload, fallbackMs: 10_000 });
  const registration = fakeRegistration();
  update.connect(registration);
  return { update, registration, reload };
}

describe('a new version of the app', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing until a new version waits', () => {
    const { update, registration } = setup();
    expect(update.getState()).toBe('none');
    registration.fire('waiting');
    expect(update.getState()).toBe('waiting');
  });

  it('never reloads by itself, not even when the first worker takes control', () => {
    const { registration, reload } = setup();
    registration.fire('controlling');
    registration.fire('waiting');
    vi.advanceTimersByTime(60_000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('on reload, tells the waiting worker to take over and reloads once it controls the page', () => {
    const { update, registration, reload } = setup();
    registration.fire('waiting');
    update.apply();
    expect(update.getState()).toBe('applying');
    expect(registration.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    registration.fire('controlling');
    registration.fire('controlling');
    vi.advanceTimersByTime(60_000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads anyway when the new worker does not take control in time', () => {
    const { update, registration, reload } = setup();
    registration.fire('waiting');
    update.apply();
    vi.advanceTimersByTime(9_999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the notice when another tab switched to the new version, and then reloads at once', () => {
    const { update, registration, reload } = setup();
    registration.fire('waiting');
    registration.fire('controlling');
    expect(update.getState()).toBe('waiting');
    expect(reload).not.toHaveBeenCalled();
    update.apply();
    expect(reload).toHaveBeenCalledOnce();
    expect(registration.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('can be put off, until the next new version', () => {
    const { update, registration } = setup();
    const listener = vi.fn();
    update.subscribe(listener);
    registration.fire('waiting');
    update.dismiss();
    expect(update.getState()).toBe('dismissed');
    registration.fire('waiting');
    expect(update.getState()).toBe('waiting');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('ignores a reload request when there is no new version', () => {
    const { update, registration, reload } = setup();
    update.apply();
    expect(registration.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
