/**
 * The frame of the page a device's QR sticker opens (`/public/serviceobjects/:publicId`), which is
 * public: signed out it is a minimal page of its own; signed in it is inside the app shell, so the
 * user's local database and sync engine are there to find the device and open its full page.
 * The shell is loaded only for a signed-in user, so an anonymous scan stays small.
 */
import { lazy, Suspense } from 'react';
import { PublicDeviceLayout } from '../../features/public-device/components/public-device-layout';
import { useSession } from '../../session/session-state';
import { LoadingScreen } from '../../ui/loading-screen';

const AppShellLayout = lazy(async () => ({ default: (await import('./app-shell-layout')).AppShellLayout }));

export function PublicDeviceFrame() {
  const session = useSession();
  if (!session) return <PublicDeviceLayout />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AppShellLayout />
    </Suspense>
  );
}
