/**
 * The layout route of the signed-out pages: the auth frame around the matched page, and React
 * Router's navigation handed to the pages that take it through `AuthNavigation` (the login page).
 */
import { useMemo } from 'react';
import { Outlet, useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import { AuthNavigationProvider, type AuthNavigation } from '../../session/auth-navigation';
import { AuthFrame } from './auth-frame';

export function AuthLayout() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isMovingOn = useNavigation().state !== 'idle';
  const navigation = useMemo<AuthNavigation>(
    () => ({ navigate: (to, options) => void navigate(to, options), searchParams, isMovingOn }),
    [navigate, searchParams, isMovingOn],
  );
  return (
    <AuthNavigationProvider value={navigation}>
      <AuthFrame>
        <Outlet />
      </AuthFrame>
    </AuthNavigationProvider>
  );
}
