/**
 * The frame of every signed-in page: the sidebar with the main menu from large screens up, the
 * header, the page, the bottom bar on phones, and a bar along the top while the next screen loads.
 * It follows the session: when the session ends (logout elsewhere, a 401) it sends the user to the
 * login page, and remembers each visited screen for the next start (and for the service worker,
 * which shows that screen's snapshot at `/`).
 * Everything inside runs on the user's local database and sync engine (UserDataProvider), which open
 * before the first page renders; the organisations for the switcher come from there too.
 */
import { Box, Flex, HStack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { rememberLastScreen } from '../../session/last-screen';
import { useSession } from '../../session/session-state';
import { BrandMark } from '../../ui/brand-mark';
import { PageLoadingBar } from '../../ui/page-loading-bar';
import { rememberStartScreen } from '../../ui/screen-snapshot';
import { removeScreenSnapshotLayer, screenSnapshotLayerPath } from '../../ui/screen-snapshot-layer';
import { paths } from '../paths';
import { OfflineBanner } from '../pwa/offline-banner';
import { ServiceWorkerInstallRelease } from '../pwa/service-worker-install-release';
import { FirstSyncProgress } from '../sync/first-sync-progress';
import { UserDataProvider } from '../sync/user-data-provider';
import { AppHeader } from './app-header';
import { BottomTabBar } from './bottom-tab-bar';
import { MainMenuNav } from './main-menu-nav';
import { mainContentId, SkipLink } from './skip-link';

/**
 * The page loading bar while the router loads the screen a link leads to (its chunk, its loader). A
 * component of its own: the navigation's state changes re-render it, not the shell and its page.
 */
function RouteLoadingBar() {
  return useNavigation().state === 'idle' ? null : <PageLoadingBar />;
}

export function AppShellLayout() {
  const session = useSession();
  const location = useLocation();
  const user = session?.user ?? null;
  const path = `${location.pathname}${location.search}`;
  const userId = user?.id;
  // Evaluated at the first render (no server rendering here), so a wide screen shows its sidebar at once.
  const isWide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;

  useEffect(() => {
    if (userId && rememberLastScreen(userId, path)) void rememberStartScreen(path);
  }, [userId, path]);
  // A snapshot of another screen than this one (the user moved on, or `/` led elsewhere) goes at
  // once; the snapshot's own screen removes it when its rows are there (ui/screen-snapshot.ts).
  useLayoutEffect(() => {
    const snapshotPath = screenSnapshotLayerPath();
    if (snapshotPath !== null && snapshotPath !== path && path !== '/') removeScreenSnapshotLayer();
  }, [path]);

  if (!session) return <Navigate to={paths.login.href(path)} replace />;

  return (
    <UserDataProvider user={session.user}>
      <Flex minH="100dvh">
        <SkipLink />
        <RouteLoadingBar />
        {/* Below lg the sidebar is not shown (the bottom bar and the menu drawer are): it is not rendered
            either, so a phone's start renders and reads (the menu's badges) nothing for it. */}
        {isWide && (
          <Box
            as="aside"
            display={{ base: 'none', lg: 'flex' }}
            flexDirection="column"
            w="64"
            flexShrink={0}
            bg="bg.chrome"
            borderEndWidth="1px"
            borderColor="border.muted"
            position="sticky"
            top="0"
            h="100dvh"
          >
            <HStack gap="3" h="14" px="5" borderBottomWidth="1px" borderColor="border.muted" flexShrink={0}>
              <BrandMark size="8" />
              <Text fontWeight="semibold">Koelservice Portaal</Text>
            </HStack>
            <Box flex="1" overflowY="auto" px="3" py="4">
              <MainMenuNav />
            </Box>
          </Box>
        )}
        <Flex direction="column" flex="1" minW="0">
          <AppHeader user={session.user} />
          <OfflineBanner />
          <Box
            as="main"
            id={mainContentId}
            tabIndex={-1}
            outline="none"
            flex="1"
            px={{ base: '4', md: '8' }}
            py={{ base: '5', md: '8' }}
            pb={{ base: '24', md: '8' }}
          >
            <Box maxW="7xl" mx="auto">
              <Outlet />
            </Box>
          </Box>
          {/* After the page, so that it never moves the page's content (first-sync-progress.tsx);
              notices floating over the app stack above it (bottom-notices.ts). */}
          <FirstSyncProgress />
          <ServiceWorkerInstallRelease />
        </Flex>
        <BottomTabBar />
      </Flex>
    </UserDataProvider>
  );
}
