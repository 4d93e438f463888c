import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Gate = typeof import('./service-worker-install-gate');

/** A fresh gate per test: its state is the module's own. */
async function freshGate(): Promise<Gate> {
  vi.resetModules();
  return import('./service-worker-install-gate');
}

/** Calls `serviceWorkerInstallMayBegin` and says whether it has resolved, after each flush. */
function begin(gate: Gate): { hasBegun: () => boolean } {
  let hasBegun = false;
  void gate.serviceWorkerInstallMayBegin().then(() => {
    hasBegun = true;
  });
  return { hasBegun: () => hasBegun };
}

describe('the service worker install gate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the install begin at once when nothing holds it', async () => {
    const gate = await freshGate();
    const install = begin(gate);
    await vi.advanceTimersByTimeAsync(0);
    expect(install.hasBegun()).toBe(true);
  });

  it('holds the install from a sign-in until the release', async () => {
    const gate = await freshGate();
    expect(gate.isServiceWorkerInstallHeld()).toBe(false);
    gate.holdServiceWorkerInstall();
    expect(gate.isServiceWorkerInstallHeld()).toBe(true);
    const install = begin(gate);
    await vi.advanceTimersByTimeAsync(gate.maxHoldMs - 1);
    expect(install.hasBegun()).toBe(false);
    gate.releaseServiceWorkerInstall();
    expect(gate.isServiceWorkerInstallHeld()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(install.hasBegun()).toBe(true);
  });

  it('lets a held install begin after maxHoldMs when no release comes', async () => {
    const gate = await freshGate();
    gate.holdServiceWorkerInstall();
    const install = begin(gate);
    await vi.advanceTimersByTimeAsync(gate.maxHoldMs - 1);
    expect(install.hasBegun()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(install.hasBegun()).toBe(true);
    expect(gate.isServiceWorkerInstallHeld()).toBe(false);
  });

  it('counts the longest hold from the first: a second hold neither extends nor restarts it', async () => {
    const gate = await freshGate();
    gate.holdServiceWorkerInstall();
    await vi.advanceTimersByTimeAsync(gate.maxHoldMs / 2);
    gate.holdServiceWorkerInstall();
    const install = begin(gate);
    await vi.advanceTimersByTimeAsync(gate.maxHoldMs / 2);
    expect(install.hasBegun()).toBe(true);
  });

  it('changes nothing once the install has begun: a later hold sets no timer, a release is a no-op', async () => {
    const gate = await freshGate();
    const install = begin(gate);
    await vi.advanceTimersByTimeAsync(0);
    expect(install.hasBegun()).toBe(true);
    gate.holdServiceWorkerInstall();
    gate.releaseServiceWorkerInstall();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('holds once per page: a hold after the release changes nothing', async () => {
    const gate = await freshGate();
    gate.holdServiceWorkerInstall();
    gate.releaseServiceWorkerInstall();
    gate.holdServiceWorkerInstall();
    const install = begin(gate);
    await vi.advanceTimersByTimeAsync(0);
    expect(install.hasBegun()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a release before any hold leaves a later hold in force', async () => {
    const gate = await freshGate();
    gate.releaseServiceWorkerInstall();
    gate.holdServiceWorkerInstall();
    const install = begin(gate);
    await vi.advanceTimersByTimeAsync(0);
    expect(install.hasBegun()).toBe(false);
    gate.releaseServiceWorkerInstall();
    await vi.advanceTimersByTimeAsync(0);
    expect(install.hasBegun()).toBe(true);
  });
});
