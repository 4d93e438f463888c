/**
 * The sync screen (`/sync`): what waits to be sent and what the server refused (with retry, correct
 * and discard), the state of every collection on this device, the storage used, the app version, and
 * "re-sync everything". Open to every signed-in user. Offline is a calm state here: every collection
 * and every waiting change reads "waiting for a connection", never a failure. On a phone the
 * collections are a list of short rows instead of a table, so nothing scrolls sideways.
 */
import { Badge, Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type ReactNode } from 'react';
import { useDatabase } from '../../db/database-context';
import type { CollectionName } from '../../db/collection-tables';
import type { RequestState, SyncStateRow } from '../../db/sync-state';
import { formatDateTime } from '../../i18n/formatters';
import { activeLocale } from '../../i18n/i18n-setup';
import { useIsOnline } from '../../sync/connectivity';
import { useSync } from '../../sync/sync-engine-context';
import { useOutboxEntries, useSyncStates } from '../../sync/sync-status';
import { RefreshIcon } from '../../ui/icons/line-icons';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useIsWideFrom } from '../../ui/use-screen-width';
import { useServiceWorkerVersion } from '../pwa/service-worker-version';
import { useStorageEstimate } from '../pwa/storage';
import { collectionLabels } from './collection-labels';
import { appVersion } from './app-version';
import { OutboxEntryCard } from './outbox-entry-card';
import { numberFormat } from '../../lib/intl-cache';

const stateColors: Record<RequestState | 'offline' | 'notStarted', string> = {
  loading: 'blue',
  moreLoading: 'blue',
  success: 'green',
  fail: 'red',
  offline: 'gray',
  notStarted: 'gray',
};

/** The status a collection shows: offline every collection waits for the connection, whatever it was. */
function statusOf(state: SyncStateRow | undefined, isOnline: boolean): keyof typeof stateColors {
  if (!isOnline) return 'offline';
  return state?.requestState ?? 'notStarted';
}

function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

export function SyncPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Synchronisatie`);
  const db = useDatabase();
  const { engine, collections } = useSync();
  const states = useSyncStates();
  const outbox = useOutboxEntries();
  const { estimate, refresh: refreshEstimate } = useStorageEstimate();
  const buildHash = useServiceWorkerVersion();
  const isOnline = useIsOnline();
  const [isResyncing, setIsResyncing] = useState(false);
  const isWide = useIsWideFrom('md');
  const counts = useLiveQuery(
    async () =>
      new Map(
        await Promise.all(collections.map(async (c) => [c.name, await db.records(c.name).count()] as const)),
      ),
    [db, collections],
  );
  const locale = activeLocale();
  const stateLabels: Record<keyof typeof stateColors, string> = {
    loading: t`Ophalen`,
    moreLoading: t`Bijwerken`,
    success: t`Bijgewerkt`,
    fail: t`Mislukt`,
    offline: t`Wacht op verbinding`,
    notStarted: t`Wacht`,
  };
  const rows = collections.map((collection) => {
    const state = states?.find((row) => row.collection === collection.name);
    const status = statusOf(state, isOnline);
    return {
      name: collection.name,
      label: i18n._(collectionLabels[collection.name]),
      count: counts?.get(collection.name),
      badge: (
        <Badge
          colorPalette={stateColors[status]}
          data-sync-status={status}
          title={status === 'fail' ? (state?.lastError ?? undefined) : undefined}
        >
          {stateLabels[status]}
        </Badge>
      ),
      lastSynced: state?.lastSyncedAt ? formatDateTime(new Date(state.lastSyncedAt), locale) : null,
    };
  });
  const rejected = outbox?.filter((entry) => entry.state === 'rejected') ?? [];
  const pending = outbox?.filter((entry) => entry.state === 'pending') ?? [];

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          {t`Synchronisatie`}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" disabled={!isOnline} onClick={() => engine.refresh(null)}>
            <RefreshIcon />
            {t`Nu bijwerken`}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={isResyncing}
            // Offline it would empty this device's data with nothing to fill it again.
            disabled={!isOnline}
            onClick={() => {
              setIsResyncing(true);
              void engine.resyncEverything().finally(() => {
                setIsResyncing(false);
                refreshEstimate();
              });
            }}
          >
            {t`Alles opnieuw synchroniseren`}
          </Button>
        </HStack>
      </HStack>

      <Stack as="section" gap="3" aria-labelledby="outbox-heading">
        <Heading as="h2" id="outbox-heading" size="lg">
          {t`Wijzigingen op dit apparaat`}
        </Heading>
        {outbox === undefined ? null : outbox.length === 0 ? (
          <Text color="fg.muted">{t`Alle wijzigingen zijn verstuurd.`}</Text>
        ) : (
          <>
            {rejected.length > 0 && (
              <Text color="fg.error">
                {t({
                  message: plural(rejected.length, {
                    one: 'De server heeft # wijziging niet geaccepteerd. Verstuur hem opnieuw, pas hem aan of verwijder hem.',
                    other:
                      'De server heeft # wijzigingen niet geaccepteerd. Verstuur ze opnieuw, pas ze aan of verwijder ze.',
                  }),
                })}
              </Text>
            )}
            <Stack as="ul" gap="2">
              {[...rejected, ...pending].map((entry) => (
                <OutboxEntryCard key={entry.id} entry={entry} />
              ))}
            </Stack>
          </>
        )}
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="collections-heading">
        <Heading as="h2" id="collections-heading" size="lg">
          {t`Gegevens op dit apparaat`}
        </Heading>
        {isWide ? (
          <Table.Root
            size="sm"
            aria-labelledby="collections-heading"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="lg"
            bg="bg.panel"
          >
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Onderdeel`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Aantal`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Laatst bijgewerkt`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.name}>
                  <Table.Cell>{row.label}</Table.Cell>
                  <Table.Cell textAlign="end">{row.count ?? '…'}</Table.Cell>
                  <Table.Cell>{row.badge}</Table.Cell>
                  <Table.Cell>{row.lastSynced ?? '–'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : (
          <Stack
            as="ul"
            aria-labelledby="collections-heading"
            gap="0"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="lg"
            bg="bg.panel"
          >
            {rows.map((row) => (
              <CollectionListItem key={row.name} {...row} />
            ))}
          </Stack>
        )}
      </Stack>

      <Card.Root as="section" variant="outline" bg="bg.panel" aria-labelledby="device-heading">
        <Card.Body gap="2">
          <Heading as="h2" id="device-heading" size="lg">
            {t`Dit apparaat`}
          </Heading>
          <Text>
            {estimate === undefined
              ? t`Opslag wordt berekend…`
              : estimate === null
                ? t`Deze browser geeft geen opslaggebruik door.`
                : t`Opslag: ${formatBytes(estimate.usageBytes, locale)} van ${formatBytes(estimate.quotaBytes, locale)} gebruikt`}
          </Text>
          {estimate && (
            <Text color="fg.muted" fontSize="sm">
              {estimate.isPersisted
                ? t`De browser bewaart deze gegevens blijvend.`
                : t`De browser mag deze gegevens opruimen als de opslag krap wordt; niet-verzonden wijzigingen blijven bewaard zolang het kan.`}
            </Text>
          )}
          <Text color="fg.muted" fontSize="sm">
            {t`Versie van de app: ${appVersion}`}
            {buildHash ? ` (${t`kenmerk ${buildHash}`})` : ''}
          </Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

interface CollectionListItemProps {
  name: CollectionName;
  label: string;
  count: number | undefined;
  badge: ReactNode;
  lastSynced: string | null;
}

/** One collection as a short row of the phone layout: its name and status, then count and time. */
function CollectionListItem({ label, count, badge, lastSynced }: CollectionListItemProps) {
  const { t } = useLingui();
  return (
    <Stack
      as="li"
      listStyleType="none"
      gap="1"
      px="3"
      py="2"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: '0' }}
    >
      <HStack justify="space-between" gap="2">
        <Text fontWeight="medium" minW="0" wordBreak="break-word">
          {label}
        </Text>
        {badge}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t`Aantal: ${count ?? '…'}`}
        {' · '}
        {lastSynced ? t`bijgewerkt ${lastSynced}` : t`nog niet bijgewerkt`}
      </Text>
    </Stack>
  );
}
