/**
 * The version of the service worker serving this page (sw/build-version.ts: a hash of the built
 * files), for the sync screen. The worker answers a GET_VERSION message on a MessageChannel.
 */
import { useEffect, useState } from 'react';

/** The parts of `navigator.serviceWorker` used here, so tests can hand in their own. */
export type ServiceWorkerContainerLike = {
  controller: Pick<ServiceWorker, 'postMessage'> | null;
};

const versionMessage = { type: 'GET_VERSION' } as const;

function globalContainer(): ServiceWorkerContainerLike | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
}

/**
 * Asks the worker that controls the page for its version. Null when no worker controls the page
 * (development, first visit, private mode) or it does not answer within `timeoutMs`.
 */
export function getServiceWorkerVersion(
  container: ServiceWorkerContainerLike | undefined = globalContainer(),
  timeoutMs = 3000,
): Promise<string | null> {
  const worker = container?.controller;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const finish = (version: string | null) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(version);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<{ version?: unknown } | null>) => {
      const version = event.data?.version;
      finish(typeof version === 'string' ? version : null);
    };
    worker.postMessage(versionMessage, [channel.port2]);
  });
}

/** The version for a screen: `undefined` while asking, `null` when there is no answer. */
export function useServiceWorkerVersion(): string | null | undefined {
  const [version, setVersion] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    void getServiceWorkerVersion().then((answer) => {
      if (isCurrent) setVersion(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return version;
}
