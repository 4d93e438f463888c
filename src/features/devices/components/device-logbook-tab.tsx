/**
 * The F-gas logbook of one device, newest first, as the regulation asks it to be kept (product.md
 * §8): what was done, how much of which refrigerant, where added gas came from and recovered gas
 * went, the result of a leak check, a repair or a leak-detection-system check, and who did it with
 * their certificate numbers. Entries are append-only: a correction is a new entry naming the one it
 * corrects, which stays in the list marked "Gecorrigeerd".
 *
 * A user with `create refrigerant_transactions` writes new entries and corrections here, also offline
 * (logbook-entry-form.tsx); an entry not sent yet is marked, a refused one shows the server's reason.
 */
import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LocalRow } from '../../../db/collection-tables';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useAppAbility } from '../../../permissions/ability-context';
import { useCommandStates } from '../../../sync/command-state';
import { PendingBadge } from '../../../sync/pending-badge';
import { RowCommandHint } from '../../../sync/row-command-hint';
import { formatKg } from '../device-format';
import {
  detectionSystemResultColors,
  detectionSystemResultLabels,
  gasOriginLabels,
  leakCheckResultColors,
  leakCheckResultLabels,
  logbookKindColors,
  logbookKindLabels,
  newestFirst,
  recoveryDestinationLabels,
  repairResultColors,
  repairResultLabels,
} from '../device-record-labels';
import { useDevice, useDeviceRows } from '../devices.queries';
import { LogbookEntryForm } from './logbook-entry-form';
import { RecordCard } from './record-card';
import { TabRecords } from './tab-records';

type LogbookRow = LocalRow<'refrigerantLogbookEntries'>;

/** The form: open or not, for a new entry or a correction (kept while the dialog closes). */
interface FormState {
  isOpen: boolean;
  corrects: LogbookRow | null;
}

export function DeviceLogbookTab({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useLingui();
  const locale = activeLocale();
  const ability = useAppAbility();
  const device = useDevice(deviceId);
  const entries = useDeviceRows('refrigerantLogbookEntries', deviceId);
  const commandStates = useCommandStates('refrigerantLogbookEntries');
  const [form, setForm] = useState<FormState>({ isOpen: false, corrects: null });
  const canWrite = ability.can('create', 'refrigerant_transactions') && Boolean(device);
  const sorted = entries && newestFirst(entries, (entry) => entry.performedAt);
  const byId = new Map((entries ?? []).map((entry) => [entry.id, entry]));
  /** Per corrected entry, the entry that corrects it. */
  const correctedBy = new Map<string, LogbookRow>();
  for (const entry of entries ?? []) if (entry.correctsEntryId) correctedBy.set(entry.correctsEntryId, entry);

  return (
    <Stack gap="4">
      {canWrite && (
        <Button
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          minH="11"
          onClick={() => setForm({ isOpen: true, corrects: null })}
        >
          {t`Nieuwe logboekregel`}
        </Button>
      )}
      <TabRecords
        collection="refrigerantLogbookEntries"
        rows={sorted}
        label={t`Logboek`}
        emptyText={t`Het logboek van deze installatie heeft nog geen regels op dit apparaat.`}
      >
        {(rows) =>
          rows.map((entry) => {
            const corrected = entry.correctsEntryId ? byId.get(entry.correctsEntryId) : undefined;
            const correction = correctedBy.get(entry.id);
            const state = commandStates?.get(entry.id);
            const when = formatDateTime(entry.performedAt, locale);
            return (
              <RecordCard
                key={entry.id}
                title={when}
                badges={
                  <>
                    {correction && (
                      <Badge colorPalette="gray" variant="outline">
                        {t`Gecorrigeerd`}
                      </Badge>
                    )}
                    <Badge colorPalette={logbookKindColors[entry.kind]}>
                      {i18n._(logbookKindLabels[entry.kind])}
                    </Badge>
                    {entry.leakCheckResult && (
                      <Badge colorPalette={leakCheckResultColors[entry.leakCheckResult]}>
                        {i18n._(leakCheckResultLabels[entry.leakCheckResult])}
                      </Badge>
                    )}
                    {entry.repairResult && (
                      <Badge colorPalette={repairResultColors[entry.repairResult]}>
                        {i18n._(repairResultLabels[entry.repairResult])}
                      </Badge>
                    )}
                    {entry.detectionSystemResult && (
                      <Badge colorPalette={detectionSystemResultColors[entry.detectionSystemResult]}>
                        {i18n._(detectionSystemResultLabels[entry.detectionSystemResult])}
                      </Badge>
                    )}
                    {entry.syncPending && state?.state !== 'rejected' && <PendingBadge />}
                  </>
                }
              >
                <Stack
                  gap="0.5"
                  textDecoration={correction ? 'line-through' : undefined}
                  data-superseded={correction ? 'true' : undefined}
                >
                  <Text color="fg">
                    {entry.quantityKg === null
                      ? entry.refrigerant
                      : `${formatKg(entry.quantityKg, locale)} ${entry.refrigerant}`}
                    {entry.gasOrigin && ` · ${i18n._(gasOriginLabels[entry.gasOrigin])}`}
                  </Text>
                  {entry.leakLocation && <Text>{t`Lek: ${entry.leakLocation}`}</Text>}
                  {entry.reason && <Text>{entry.reason}</Text>}
                  {entry.recoveryDestination && (
                    <Text>{i18n._(recoveryDestinationLabels[entry.recoveryDestination])}</Text>
                  )}
                  {entry.facilityName &&
                    (entry.kind === 'recovered' || entry.kind === 'decommissioned' ? (
                      <Text>{t`Afgevoerd naar: ${facilityLine(entry)}`}</Text>
                    ) : (
                      <Text>{t`Herkomst: ${facilityLine(entry)}`}</Text>
                    ))}
                  {entry.disposalMeasures && <Text>{t`Afvoer: ${entry.disposalMeasures}`}</Text>}
                  {entry.notes && <Text>{entry.notes}</Text>}
                  <Text>
                    {t`Monteur ${entry.technicianName}, certificaat ${entry.technicianCertificateNumber}`}
                  </Text>
                  <Text>
                    {entry.companyName
                      ? t`${entry.companyName}, bedrijfscertificaat ${entry.companyCertificateNumber}`
                      : t`Bedrijfscertificaat ${entry.companyCertificateNumber}`}
                  </Text>
                </Stack>
                {entry.correctsEntryId && (
                  <Text>
                    {corrected
                      ? t`Corrigeert de regel van ${formatDateTime(corrected.performedAt, locale)}`
                      : t`Corrigeert een eerdere regel`}
                  </Text>
                )}
                {correction && (
                  <Text>{t`Vervangen door de correctie van ${formatDateTime(correction.performedAt, locale)}`}</Text>
                )}
                {state?.state === 'rejected' && <RowCommandHint state={state} />}
                {canWrite && !correction && (
                  <Box pt="1">
                    <Button
                      size="sm"
                      variant="outline"
                      minH="10"
                      aria-label={t`Regel van ${when} corrigeren`}
                      onClick={() => setForm({ isOpen: true, corrects: entry })}
                    >
                      {t`Corrigeren`}
                    </Button>
                  </Box>
                )}
              </RecordCard>
            );
          })
        }
      </TabRecords>
      {device && (
        <LogbookEntryForm
          isOpen={form.isOpen}
          onClose={() => setForm({ ...form, isOpen: false })}
          device={device}
          entries={entries ?? []}
          corrects={form.corrects}
        />
      )}
    </Stack>
  );
}

/** The facility recycled or reclaimed gas came from, or recovered gas went to. */
function facilityLine(entry: LogbookRow): string {
  return [entry.facilityName, entry.facilityAddress, entry.facilityCertificateNumber]
    .filter(Boolean)
    .join(', ');
}
