/**
 * The frame of the login pages: on wide screens a brand panel beside the form, on phones the form
 * alone under a compact brand header. Language and colour mode can be chosen before signing in; a
 * skip link leads keyboard users past them to the form. Everything but the skip link stands in a
 * landmark (the brand panel, the header, the form's main), so a screen reader's landmark list covers
 * the page. It knows no router: the auth routes put it
 * around their outlet (auth-layout.tsx), and a signed-out first visit to `/login` renders it before
 * the router has loaded (signed-out-login.tsx). While the page a link leads to loads, a bar along the
 * top says so.
 */
import { Box, Flex, Grid, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, type ReactNode } from 'react';
import { useIsMovingOn } from '../../session/auth-navigation';
import { BrandMark } from '../../ui/brand-mark';
import { PageLoadingBar } from '../../ui/page-loading-bar';
import { removeScreenSnapshotLayer } from '../../ui/screen-snapshot-layer';
import { DeviceIcon, ReceiptIcon, ShieldCheckIcon } from '../../ui/icons/line-icons';
import { ColorModeToggle } from './color-mode-toggle';
import { LanguageSwitch } from './language-switch';
import { mainContentId, SkipLink } from './skip-link';

export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  // A screen snapshot of a session that has since ended never covers the login pages.
  useLayoutEffect(removeScreenSnapshotLayer, []);
  const highlights = [
    { icon: DeviceIcon, text: t`Al je koel- en klimaatinstallaties op één plek` },
    { icon: ShieldCheckIcon, text: t`F-gassenlogboek en keuringen altijd bij de hand` },
    { icon: ReceiptIcon, text: t`Offertes en facturen, ook zonder verbinding` },
  ];
  return (
    <Grid minH="100dvh" templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }}>
      <SkipLink />
      <MovingOnBar />
      <Flex
        as="aside"
        aria-label={t`Over het portaal`}
        display={{ base: 'none', lg: 'flex' }}
        direction="column"
        justify="space-between"
        p="12"
        color="white"
        bgGradient="to-br"
        gradientFrom="brand.700"
        gradientTo="brand.950"
        position="relative"
        overflow="hidden"
      >
        <HStack gap="3">
          <BrandMark size="10" borderRadius="xl" boxShadow="0 0 0 1px rgba(255, 255, 255, 0.3)" />
          <Text fontWeight="semibold" fontSize="lg">
            Koelservice Portaal
          </Text>
        </HStack>
        <Stack gap="8" maxW="md">
          <Heading as="p" size="3xl" lineHeight="1.2" fontWeight="semibold">
            <Trans>Overzicht over je installaties, waar je ook bent.</Trans>
          </Heading>
          <List.Root gap="4" variant="plain">
            {highlights.map(({ icon: Icon, text }) => (
              <List.Item key={text} alignItems="center" gap="3" color="brand.100">
                <List.Indicator asChild color="brand.200">
                  <Icon boxSize="5" />
                </List.Indicator>
                {text}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
        <Text fontSize="sm" color="brand.200">
          <Trans>Koelservice · koel- en klimaattechniek</Trans>
        </Text>
      </Flex>
      <Flex direction="column" bg="bg.canvas" minW="0">
        <HStack as="header" justify="space-between" px={{ base: '4', md: '8' }} py="4">
          <HStack gap="2" display={{ base: 'flex', lg: 'none' }}>
            <BrandMark size="8" />
            <Text fontWeight="semibold">Koelservice Portaal</Text>
          </HStack>
          <HStack gap="2" ms="auto">
            <LanguageSwitch />
            <ColorModeToggle />
          </HStack>
        </HStack>
        <Flex
          flex="1"
          align={{ base: 'flex-start', md: 'center' }}
          justify="center"
          px={{ base: '4', md: '8' }}
          pt={{ base: '4', md: '0' }}
          pb="16"
        >
          <Box
            as="main"
            id={mainContentId}
            tabIndex={-1}
            w="full"
            maxW="md"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="2xl"
            boxShadow="sm"
            p={{ base: '6', md: '10' }}
          >
            {children}
          </Box>
        </Flex>
      </Flex>
    </Grid>
  );
}

/** The page loading bar while the page a link or a sign-in leads to loads. */
function MovingOnBar() {
  return useIsMovingOn() ? <PageLoadingBar /> : null;
}
