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
  /**
   * True from a `navigate` until the page it leads to renders, while that page's code loads (on a
   * signed-out first visit, the whole app's): the frame shows that something is coming.
   */
  isMovingOn: boolean;
}

const AuthNavigationContext = createContext<AuthNavigation | null>(null);

export function AuthNavigationProvider({ value, children }: { value: AuthNavigation; children: ReactNode }) {
  return <AuthNavigationContext.Provider value={value}>{children}</AuthNavigationContext.Provider>;
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
