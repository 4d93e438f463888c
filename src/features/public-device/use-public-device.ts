/**
 * The public device page's request as React state: loading, the device, or why not. Retries on
 * demand and by itself when the browser comes back online; an unmounted page aborts its request.
 */
import { useEffect, useState } from 'react';
import { useApiClient } from '../../api/api-client-context';
import { fetchPublicDevice } from './public-device.api';
import { loadFailure, type PublicDeviceLoad } from './public-device-load';

export function usePublicDevice(publicId: string): { load: PublicDeviceLoad; retry: () => void } {
  const client = useApiClient();
  const [load, setLoad] = useState<PublicDeviceLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchPublicDevice(client, publicId, controller.signal).then(
      (device) => setLoad({ state: 'loaded', device }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad(loadFailure(error));
      },
    );
    return () => controller.abort();
  }, [client, publicId, attempt]);

  const isOffline = load.state === 'offline';
  useEffect(() => {
    if (!isOffline) return;
    const onOnline = () => setAttempt((n) => n + 1);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [isOffline]);

  return { load, retry: () => setAttempt((n) => n + 1) };
}
