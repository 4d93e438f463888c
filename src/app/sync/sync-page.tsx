/**
 * The sync screen (`/sync`, issue 4): what waits to be sent and what the server refused (with retry,
 * correct and discard), the state of every collection on this device, the storage used, the app
 * version, and "re-sync everything". Open to every signed-in user.
 */
import { Badge, Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useDatabase } from '../../db/database-context';
import type { RequestState } from '../../db/sync-state';
import { formatDateTime } from '../../i18n/formatters';
import { activeLocale } from '../../i18n/i18n-setup';
import { useSync } from '../../sync/sync-engine-context';
import { useOutboxEntries, useSyncStates } from '../../sync/sync-status';
import { RefreshIcon } from '../../ui/icons/line-icons';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useServiceWorkerVersion } from '../pwa/service-worker-version';
import { useStorageEstimate } from '../pwa/storage';
import { collectionLabels } from './collection-labels';
import { OutboxEntryCard } from './outbox-entry-card';
import { TableScrollArea } from '../../ui/table-scroll-area';

const stateColors: Record<RequestState, string> = {
  loading: 'blue',
  moreLoading: 'blue',
  success: 'green',
  fail: 'red',
};

function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

export function SyncPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Synchronisatie`);
  const db = useDatabase();
  const { engine, collections } = useSync();
  const states = useSyncStates();
  const outbox = useOutboxEntries();
  const { estimate, refresh: refreshEstimate } = useStorageEstimate();
  const version = useServiceWorkerVersion();
  const [isResyncing, setIsResyncing] = useState(false);
  const counts = useLiveQuery(
    async () =>
      new Map(
        await Promise.all(collections.map(async (c) => [c.name, await db.records(c.name).count()] as const)),
      ),
    [db, collections],
  );
  const locale = activeLocale();
  const stateLabels: Record<RequestState, string> = {
    loading: t`Ophalen`,
    moreLoading: t`Bijwerken`,
    success: t`Bijgewerkt`,
    fail: t`Mislukt`,
  };
  const rejected = outbox?.filter((entry) => entry.state === 'rejected') ?? [];
  const pending = outbox?.filter((entry) => entry.state === 'pending') ?? [];

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          {t`Synchronisatie`}
        </Heading>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => engine.refresh(null)}>
            <RefreshIcon />
            {t`Nu bijwerken`}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={isResyncing}
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
        <TableScrollArea
          labelledBy="collections-heading"
          borderWidth="1px"
          borderColor="border.muted"
          borderRadius="lg"
          bg="bg.panel"
        >
          <Table.Root size="sm" aria-labelledby="collections-heading">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Onderdeel`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Records`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Laatst bijgewerkt`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {collections.map((collection) => {
                const state = states?.find((row) => row.collection === collection.name);
                return (
                  <Table.Row key={collection.name}>
                    <Table.Cell>{i18n._(collectionLabels[collection.name])}</Table.Cell>
                    <Table.Cell textAlign="end">{counts?.get(collection.name) ?? '…'}</Table.Cell>
                    <Table.Cell>
                      {state ? (
                        <Badge
                          colorPalette={stateColors[state.requestState]}
                          title={state.lastError ?? undefined}
                        >
                          {stateLabels[state.requestState]}
                        </Badge>
                      ) : (
                        <Badge>{t`Wacht`}</Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      {state?.lastSyncedAt ? formatDateTime(new Date(state.lastSyncedAt), locale) : '–'}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
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
            {t`Versie van de app: ${version ?? t`onbekend`}`}
          </Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
