/**
 * The error boundary of the whole route tree: a page that failed to load (for example a lazy chunk
 * after an update while offline) or crashed. It says so in the user's language and offers a reload
 * and the way home; a 404 from the router shows as "not found".
 */
import { Box, Button, Center, EmptyState, Heading, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { removeScreenSnapshotLayer } from '../../ui/screen-snapshot-layer';
import { paths } from '../paths';

export function RouteErrorPage() {
  const { t } = useLingui();
  // The error must show, not a snapshot of the screen that failed.
  useLayoutEffect(removeScreenSnapshotLayer, []);
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (error && !isNotFound) console.error(error);
  return (
    <Center minH="100dvh" bg="bg.canvas" px="4">
      <Box
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="2xl"
        p={{ base: '6', md: '10' }}
      >
        <EmptyState.Root>
          <EmptyState.Content>
            <Heading as="h1" size="xl" textAlign="center">
              {isNotFound ? t`Deze pagina bestaat niet` : t`Er ging iets mis bij het openen van deze pagina`}
            </Heading>
            <EmptyState.Description textAlign="center">
              {isNotFound
                ? t`Misschien is de link verouderd of is er een typefout gemaakt.`
                : t`Probeer de pagina opnieuw te laden. Blijft het misgaan, neem dan contact met ons op.`}
            </EmptyState.Description>
            <HStack gap="3">
              {!isNotFound && (
                <Button colorPalette="brand" onClick={() => window.location.reload()}>
                  {t`Opnieuw laden`}
                </Button>
              )}
              <Button asChild variant="outline">
                <a href={paths.root.href()}>{t`Naar je startpagina`}</a>
              </Button>
            </HStack>
          </EmptyState.Content>
        </EmptyState.Root>
      </Box>
    </Center>
  );
}
