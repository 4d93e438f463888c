/**
 * How the login page moves on, whoever renders it: inside the router (the `auth` routes) a thin
 * adapter passes React Router's navigation in; on a signed-out first visit to `/login` the page is
 * rendered before the router and the rest of the app have loaded (app/signed-out-login.tsx), and
 * moving on starts the whole app at the new path. The page itself never imports the router, so the
 * JavaScript a phone needs before it can sign in stays small.
 */
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

export interface AuthNavigation {
  /** Goes to `to` (a path, with its query); `replace` replaces the current history entry. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The query of the current location. */
  searchParams: URLSearchParams;
}

const AuthNavigationContext = createContext<AuthNavigation | null>(null);

export function AuthNavigationProvider({ value, children }: { value: AuthNavigation; children: ReactNode }) {
  return <AuthNavigationContext.Provider value={value}>{children}</AuthNavigationContext.Provider>;
}

/**
 * True from a `navigate` until the page it leads to renders, while that page's code loads (on a
 * signed-out first visit, the whole app's): the frame shows that something is coming. A context of
 * its own, apart from `AuthNavigation`: its provider takes the page as `children`, so a change
 * re-renders what reads it (the frame's loading bar), not the frame and the page.
 */
const MovingOnContext = createContext(false);

export function AuthMovingOnProvider({ isMovingOn, children }: { isMovingOn: boolean; children: ReactNode }) {
  return <MovingOnContext.Provider value={isMovingOn}>{children}</MovingOnContext.Provider>;
}

export function useIsMovingOn(): boolean {
  return useContext(MovingOnContext);
}

export function useAuthNavigation(): AuthNavigation {
  const navigation = useContext(AuthNavigationContext);
  if (!navigation) throw new Error('useAuthNavigation: no AuthNavigationProvider above this component');
  return navigation;
}

/**
 * A real link (`href`, so it opens in a new tab and reads as a link) whose plain click navigates
 * within the app. Render it through Chakra's `<Link asChild>` for the link styles.
 */
export function AuthLink({ to, children, ...rest }: { to: string; children: ReactNode; className?: string }) {
  const { navigate } = useAuthNavigation();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!isPlainClick || event.defaultPrevented) return;
    event.preventDefault();
    navigate(to);
  }
  return (
    <a href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
