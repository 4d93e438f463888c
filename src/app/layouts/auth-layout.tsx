/**
 * The layout route of the signed-out pages: the auth frame around the matched page, and React
 * Router's navigation handed to the pages that take it through `AuthNavigation` (the login page).
 */
import { useMemo, type ReactNode } from 'react';
import { Outlet, useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import {
  AuthMovingOnProvider,
  AuthNavigationProvider,
  type AuthNavigation,
} from '../../session/auth-navigation';
import { AuthFrame } from './auth-frame';

export function AuthLayout() {
  return (
    <RouterAuthNavigation>
      <AuthFrame>
        <Outlet />
      </AuthFrame>
    </RouterAuthNavigation>
  );
}

/**
 * React Router's navigation as the pages' `AuthNavigation` and the frame's moving-on. Its router hooks
 * re-render it at each change of the navigation's state (twice per move); the frame and the page come
 * in as `children`, so they do not re-render with it, and only the loading bar reads the moving-on.
 */
function RouterAuthNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isMovingOn = useNavigation().state !== 'idle';
  const navigation = useMemo<AuthNavigation>(
    () => ({ navigate: (to, options) => void navigate(to, options), searchParams }),
    [navigate, searchParams],
  );
  return (
    <AuthNavigationProvider value={navigation}>
      <AuthMovingOnProvider isMovingOn={isMovingOn}>{children}</AuthMovingOnProvider>
    </AuthNavigationProvider>
  );
}
