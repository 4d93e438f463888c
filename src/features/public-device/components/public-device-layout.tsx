/**
 * The frame of the public device page for someone who is not signed in (a visiting technician, an
 * inspector, staff of the site): the portal's name and a login link above a single phone-width
 * column. Signed-in users see the page inside the app shell instead (app/layouts/public-device-frame).
 */
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { authPaths } from '../../../session/auth-paths';
import { BrandMark } from '../../../ui/brand-mark';

export function PublicDeviceLayout() {
  const { t } = useLingui();
  const location = useLocation();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <HStack
        as="header"
        justify="space-between"
        gap="3"
        px={{ base: '4', md: '8' }}
        py="3"
        bg="bg.chrome"
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        <HStack gap="2" minW="0">
          <BrandMark size="8" />
          <Text fontWeight="semibold" truncate>
            Koelservice Portaal
          </Text>
        </HStack>
        <Button asChild size="sm" variant="outline">
          <RouterLink
            to={authPaths.login.href(`${location.pathname}${location.search}`)}
          >{t`Inloggen`}</RouterLink>
        </Button>
      </HStack>
      <Box
        as="main"
        id="main-content"
        tabIndex={-1}
        outline="none"
        flex="1"
        px="4"
        py={{ base: '5', md: '10' }}
      >
        <Box maxW="xl" mx="auto">
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}
