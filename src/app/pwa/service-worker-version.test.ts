import { describe, expect, it } from 'vitest';
import { getServiceWorkerVersion } from './service-worker-version';

/** A worker that answers GET_VERSION on the port it is given, as sw/sw.ts does. */
function answeringWorker(answer: unknown) {
  const received: unknown[] = [];
  return {
    received,
    controller: {
      postMessage(message: unknown, transfer: Transferable[]) {
        received.push(message);
        (transfer[0] as MessagePort).postMessage(answer);
      },
    } as Pick<ServiceWorker, 'postMessage'>,
  };
}

describe('the service worker version', () => {
  it('is what the controlling worker answers to GET_VERSION', async () => {
    const container = answeringWorker({ version: '1a2b3c4d' });
    expect(await getServiceWorkerVersion(container)).toBe('1a2b3c4d');
    expect(container.received).toEqual([{ type: 'GET_VERSION' }]);
  });

  it('is null when no worker controls the page', async () => {
    expect(await getServiceWorkerVersion({ controller: null })).toBeNull();
    expect(await getServiceWorkerVersion(undefined)).toBeNull();
  });

  it('is null when the worker does not answer in time, or answers nonsense', async () => {
    const silent = { controller: { postMessage: () => undefined } as Pick<ServiceWorker, 'postMessage'> };
    expect(await getServiceWorkerVersion(silent, 20)).toBeNull();
    expect(await getServiceWorkerVersion(answeringWorker({ version: 42 }))).toBeNull();
  });
});
