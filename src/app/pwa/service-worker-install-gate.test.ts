import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  maxInstallHoldMs,
  pauseInstallMessage,
  resumeInstallMessage,
} from '../../lib/service-worker-install-pause';

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

/** Hands the gate a worker being installed that records the type of each message posted to it. */
function recordMessages(gate: Gate, sent: string[]): void {
  gate.setInstallingWorkerMessenger(({ type }) => {
    sent.push(type);
  });
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
    await vi.advanceTimersByTimeAsync(maxInstallHoldMs - 1);
    expect(install.hasBegun()).toBe(false);
    gate.releaseServiceWorkerInstall();
    expect(gate.isServiceWorkerInstallHeld()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(install.hasBegun()).toBe(true);
  });

  it('lets a held install begin after maxInstallHoldMs when no release comes', async () => {
    const gate = await freshGate();
    gate.holdServiceWorkerInstall();
    const install = begin(gate);
    await vi.advanceTimersByTimeAsync(maxInstallHoldMs - 1);
    expect(install.hasBegun()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(install.hasBegun()).toBe(true);
    expect(gate.isServiceWorkerInstallHeld()).toBe(false);
  });

  it('counts the longest hold from the first: a second hold neither extends nor restarts it', async () => {
    const gate = await freshGate();
    gate.holdServiceWorkerInstall();
    await vi.advanceTimersByTimeAsync(maxInstallHoldMs / 2);
    gate.holdServiceWorkerInstall();
    const install = begin(gate);
    await vi.advanceTimersByTimeAsync(maxInstallHoldMs / 2);
    expect(install.hasBegun()).toBe(true);
  });

  it('pauses an install under way from a sign-in until the release, telling the installing worker', async () => {
    const gate = await freshGate();
    const sent: string[] = [];
    const install = begin(gate);
    await vi.advanceTimersByTimeAsync(0);
    expect(install.hasBegun()).toBe(true);
    recordMessages(gate, sent);
    expect(sent).toEqual([]);
    gate.holdServiceWorkerInstall();
    expect(sent).toEqual([pauseInstallMessage]);
    expect(gate.isServiceWorkerInstallHeld()).toBe(true);
    gate.releaseServiceWorkerInstall();
    expect(sent).toEqual([pauseInstallMessage, resumeInstallMessage]);
    expect(gate.isServiceWorkerInstallHeld()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells the worker of a pause asked for before the registration reached it', async () => {
    const gate = await freshGate();
    const sent: string[] = [];
    begin(gate);
    await vi.advanceTimersByTimeAsync(0);
    gate.holdServiceWorkerInstall();
    recordMessages(gate, sent);
    expect(sent).toEqual([pauseInstallMessage]);
  });

  it('lets a paused install go on after maxInstallHoldMs when no release comes', async () => {
    const gate = await freshGate();
    const sent: string[] = [];
    begin(gate);
    await vi.advanceTimersByTimeAsync(0);
    recordMessages(gate, sent);
    gate.holdServiceWorkerInstall();
    await vi.advanceTimersByTimeAsync(maxInstallHoldMs - 1);
    expect(sent).toEqual([pauseInstallMessage]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([pauseInstallMessage, resumeInstallMessage]);
    expect(gate.isServiceWorkerInstallHeld()).toBe(false);
  });

  it('holds once per page: a hold after the release changes nothing, begun or not', async () => {
    const gate = await freshGate();
    const sent: string[] = [];
    gate.holdServiceWorkerInstall();
    gate.releaseServiceWorkerInstall();
    gate.holdServiceWorkerInstall();
    const install = begin(gate);
    await vi.advanceTimersByTimeAsync(0);
    expect(install.hasBegun()).toBe(true);
    recordMessages(gate, sent);
    gate.holdServiceWorkerInstall();
    expect(sent).toEqual([]);
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
