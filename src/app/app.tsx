/**
 * The composition root: providers around the router, and what belongs to the app as a whole rather
 * than to a screen: the notice that a new version is ready, and asking the browser to keep this
 * device's data (persistent storage) once a user is signed in.
 */
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSession } from '../session/session-state';
import { AppProviders } from './app-providers';
import { requestPersistentStorage } from './pwa/storage';
import { UpdateNotice } from './pwa/update-notice';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  const userId = useSession()?.user.id;
  useEffect(() => {
    // After login and at every start signed in; the browser is asked at most once per user.
    if (userId) void requestPersistentStorage(userId);
  }, [userId]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <UpdateNotice />
    </AppProviders>
  );
}
