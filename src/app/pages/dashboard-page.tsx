/**
 * The dashboard (`/dashboard`): greets the user by name in the current organisation (it follows the
 * organisation switcher), shows the figures of that organisation (src/features/dashboard, from the
 * synced statistics, offline too) and leads to the areas they use most.
 */
import { Card, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { DashboardStatistics } from '../../features/dashboard/components/dashboard-statistics';
import { SyncPanel } from '../../features/dashboard/sync-panel';
import { useAppAbility } from '../../permissions/ability-context';
import { useCurrentOrganisation } from '../../session/current-organisation';
import { useSession } from '../../session/session-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { quickAccessLinks } from '../navigation/main-menu';
import { useIsOnline } from '../../sync/connectivity';
import { ForbiddenNotice } from './forbidden-notice';

const CardLink = chakra(Link);

export function DashboardPage() {
  const { _ } = useLingui();
  useDocumentTitle(_(msg`Dashboard`));
  const session = useSession();
  const ability = useAppAbility();
  const userType = session?.user.type ?? null;
  const shortcuts = useMemo(
    () => quickAccessLinks(ability, userType).filter((item) => item.id !== 'dashboard'),
    [ability, userType],
  );
  const organisation = useCurrentOrganisation();
  const name = session?.user.name ?? '';
  const organisationName = organisation?.name ?? '';
  const isStaff = session?.user.type === 'employee';
  const isOnline = useIsOnline();
  if (!ability.can('view', 'dashboard')) return <ForbiddenNotice />;

  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          <Trans>Dashboard</Trans>
        </Heading>
        <Text fontSize="lg">
          <Trans>Welkom, {name}</Trans>
        </Text>
        {organisation ? (
          <Text color="fg.muted">
            <Trans>Je bekijkt de gegevens van {organisationName}</Trans>
          </Text>
        ) : (
          isStaff && (
            <Text color="fg.muted">
              <Trans>Je bekijkt de gegevens van alle klanten</Trans>
            </Text>
          )
        )}
      </Stack>
      <DashboardStatistics isOnline={isOnline} />
      {organisation && (
        <SyncPanel
          organisationId={organisation.id}
          canStart={ability.can('update', 'dashboard')}
          isOnline={isOnline}
        />
      )}
      {shortcuts.length > 0 && (
        <Stack gap="3" as="nav" aria-labelledby="dashboard-snel-naar">
          <Heading as="h2" id="dashboard-snel-naar" size="lg" fontWeight="semibold">
            <Trans>Snel naar</Trans>
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
            {shortcuts.map((item) => (
              <CardLink
                key={item.id}
                to={item.path}
                borderRadius="xl"
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '2px',
                }}
              >
                <Card.Root
                  variant="outline"
                  bg="bg.panel"
                  h="full"
                  transition="border-color 0.15s, box-shadow 0.15s"
                  _hover={{ borderColor: 'brand.emphasized', boxShadow: 'sm' }}
                >
                  <Card.Body flexDirection="row" alignItems="center" gap="4">
                    <chakra.span
                      display="inline-flex"
                      p="3"
                      borderRadius="lg"
                      bg="brand.subtle"
                      color="brand.fg"
                    >
                      <item.icon boxSize="6" />
                    </chakra.span>
                    <Text fontWeight="semibold">{_(item.label)}</Text>
                  </Card.Body>
                </Card.Root>
              </CardLink>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
