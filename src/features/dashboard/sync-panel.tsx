/**
 * The back-office synchronization on the dashboard: the organisation's last run (from the synced
 * `synchronizationRuns`, so it shows offline, and follows a running run live through its realtime
 * hints: status, files done of total, what was created, changed and refused, with reasons) and, for
 * users with `update dashboard`, a "Synchroniseren" button that starts a run on the server. Starting
 * needs a connection: the run happens on the server, so the button says so when offline.
 */
import { Alert, Badge, Button, Card, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useApiClient } from '../../api/api-client-context';
import { ApiError } from '../../api/api-error';
import type { SynchronizationRun, SynchronizationRunStatus } from '../../api/contract/sync';
import { useDatabase } from '../../db/database-context';
import { formatDateTime } from '../../i18n/formatters';
import { activeLocale } from '../../i18n/i18n-setup';
import { LabelledProgress } from '../../ui/labelled-progress';

const statusLabels = {
  queued: msg`In de wachtrij`,
  running: msg`Bezig`,
  succeeded: msg`Geslaagd`,
  failed: msg`Mislukt`,
} as const satisfies Record<SynchronizationRunStatus, unknown>;
const statusColors: Record<SynchronizationRunStatus, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
};
const collectionLabels: Record<string, ReturnType<typeof msg>> = {
  orders: msg`Orders`,
  invoices: msg`Facturen`,
  offers: msg`Offertes`,
  appointments: msg`Afspraken`,
  tasks: msg`Taken`,
};

/** The organisation's most recent run on this device, null before the first, undefined while loading. */
function useLastRun(organisationId: string): SynchronizationRun | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const runs = await db
      .records('synchronizationRuns')
      .filter((run) => run.organisationId === organisationId)
      .toArray();
    runs.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    return runs[0] ?? null;
  }, [db, organisationId]);
}

export function SyncPanel({
  organisationId,
  canStart,
  isOnline,
}: {
  organisationId: string;
  canStart: boolean;
  isOnline: boolean;
}) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const run = useLastRun(organisationId);
  const [isStarting, setIsStarting] = useState(false);
  const locale = activeLocale();
  const isActive = run?.status === 'queued' || run?.status === 'running';

  async function start() {
    setIsStarting(true);
    try {
      await client.request({
        method: 'post',
        path: 'synchronization/run',
        json: { organizationId: organisationId },
      });
      toast.info(t`De synchronisatie is gestart. Deze pagina werkt zichzelf bij.`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(
        error.kind === 'network' ? t`Geen verbinding: synchroniseren kan alleen online.` : error.message,
      );
    } finally {
      setIsStarting(false);
    }
  }

  const counts = run ? Object.entries(run.counts) : [];
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby="sync-panel-heading">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="md" id="sync-panel-heading">
              {t`Synchronisatie met de administratie`}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {run === undefined
                ? t`Laden…`
                : run === null
                  ? t`Nog niet gesynchroniseerd.`
                  : t`Laatste synchronisatie gestart op ${formatDateTime(run.createdAt, locale)}`}
            </Text>
          </Stack>
          {canStart && (
            <Stack gap="1" align="flex-end">
              <Button
                size="sm"
                onClick={() => void start()}
                loading={isStarting}
                disabled={!isOnline || isActive}
              >
                {t`Synchroniseren`}
              </Button>
              {!isOnline && (
                <Text fontSize="xs" color="fg.muted">
                  {t`Alleen online`}
                </Text>
              )}
            </Stack>
          )}
        </HStack>
        {run && (
          <Stack gap="2" aria-live="polite">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={statusColors[run.status]}>{i18n._(statusLabels[run.status])}</Badge>
              {run.finishedAt && (
                <Text fontSize="sm" color="fg.muted">
                  {t`Klaar op ${formatDateTime(run.finishedAt, locale)}`}
                </Text>
              )}
            </HStack>
            {isActive && run.filesTotal > 0 && (
              <LabelledProgress
                label={t`Voortgang van de synchronisatie`}
                value={run.filesDone}
                max={run.filesTotal}
                size="sm"
              >
                {t`${run.filesDone} van ${run.filesTotal} bestanden`}
              </LabelledProgress>
            )}
            {run.message && (
              <Alert.Root status="error" size="sm">
                <Alert.Indicator />
                <Alert.Description>{run.message}</Alert.Description>
              </Alert.Root>
            )}
            {counts.length > 0 && (
              <List.Root gap="0.5" fontSize="sm" ps="4" aria-label={t`Resultaat per onderdeel`}>
                {counts.map(([collection, count]) => {
                  const label = collectionLabels[collection];
                  const name = label ? i18n._(label) : collection;
                  return (
                    <List.Item key={collection}>
                      {t`${name}: ${count.created} nieuw, ${count.updated} gewijzigd, ${count.unchanged} ongewijzigd, ${count.refused} geweigerd`}
                    </List.Item>
                  );
                })}
              </List.Root>
            )}
            {run.refused.length > 0 && (
              <Stack gap="1">
                <Text fontSize="sm" fontWeight="medium">
                  {t`Geweigerde records`}
                </Text>
                <List.Root gap="0.5" fontSize="sm" ps="4">
                  {run.refused.map((refusal, index) => (
                    <List.Item key={`${refusal.file}-${refusal.id ?? index}`} wordBreak="break-word">
                      {refusal.file}
                      {refusal.id ? ` (${refusal.id})` : ''}: {refusal.reasons.join('; ')}
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
