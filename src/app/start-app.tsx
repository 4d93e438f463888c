/**
 * Starts the whole app in `root`: the stored session restored (and its token kept fresh), then the
 * router and every provider. main.tsx calls it at start-up, and the signed-out login page when the
 * user moves on from it.
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { restoreSession } from '../session/session-state';
import { App } from './app';
import { startAppTokenRefresh } from './app-token-refresher';

export function startApp(root: Root): void {
  restoreSession();
  startAppTokenRefresh();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
