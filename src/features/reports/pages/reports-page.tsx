/**
 * `/reports`: the refrigerant-use report (product.md §8). The user picks an organisation
 * (the current one or one of its children; a holding's report includes its children) and a period,
 * and "Tonen" asks the server for the report. The answer is stored on this device, so the last
 * report per organisation and period stays readable offline with the moment it was generated; the
 * choice is kept too, so after a reload the same report is back. CSV and PDF exports need a
 * connection.
 */
import {
  Alert,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { z } from 'zod';
import type { RefrigerantUseReport } from '../../../api/contract/reports';
import type { ReportResultRow } from '../../../db/portal-database';
import { formatDate, formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { gwpEditionCitation } from '../../../lib/fgas';
import { useCurrentOrganisation, useVisibleOrganisations } from '../../../session/current-organisation';
import { subtreeIds } from '../../../session/organisation-tree';
import { usePersistedState } from '../../../session/use-persisted-state';
import { ChartIcon, CloudOffIcon, RefreshIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { RefrigerantUseChart } from '../components/refrigerant-use-chart';
import { DeviceTable, RefrigerantTable, RefrigerantUseTotals } from '../components/refrigerant-use-tables';
import { ReportDownloads } from '../components/report-downloads';
import {
  reportPeriodLabels,
  reportPeriodPresets,
  reportResultKey,
  selectedPeriod,
  type PeriodProblem,
} from '../report-periods';
import { useStoredReportResult } from '../report-results';
import { useRefrigerantUseFetch, type ReportFetchState } from '../use-refrigerant-use-fetch';

const Selection = z.object({
  organisationId: z.string().max(64).nullable(),
  preset: z.enum(reportPeriodPresets),
  from: z.string().max(10),
  to: z.string().max(10),
});
const Shown = z
  .object({ organisationId: z.string().max(64), from: z.string().max(10), to: z.string().max(10) })
  .nullable();
const initialSelection: z.infer<typeof Selection> = {
  organisationId: null,
  preset: 'last12Months',
  from: '',
  to: '',
};

export function ReportsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Koudemiddelrapportage`);
  const current = useCurrentOrganisation();
  const visible = useVisibleOrganisations();
  const [selection, setSelection] = usePersistedState(
    'reports.refrigerantUse.selection',
    Selection,
    initialSelection,
  );
  const [shown, setShown] = usePersistedState('reports.refrigerantUse.shown', Shown, null);
  const [problem, setProblem] = useState<PeriodProblem | null>(null);
  const { state, show } = useRefrigerantUseFetch();

  // The current organisation and everything below it; staff looking at all customers choose from all.
  const options = useMemo(() => {
    if (!current) return visible;
    const ids = new Set(subtreeIds(current.id, visible));
    return visible.filter((organisation) => ids.has(organisation.id));
  }, [current, visible]);
  const baseDepth = options[0]?.depth ?? 0;
  const organisationId =
    options.find((organisation) => organisation.id === selection.organisationId)?.id ??
    current?.id ??
    options[0]?.id ??
    null;

  const shownKey = shown ? reportResultKey(shown.organisationId, shown) : null;
  const stored = useStoredReportResult(shownKey);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (organisationId === null) return;
    const chosen = selectedPeriod(selection);
    if ('problem' in chosen) {
      setProblem(chosen.problem);
      return;
    }
    setProblem(null);
    const request = { organisationId, ...chosen.period };
    setShown(request);
    void show(request);
  }

  const problemText: Record<PeriodProblem, string> = {
    missing: t`Vul een begin- en einddatum in.`,
    reversed: t`De einddatum ligt voor de begindatum.`,
    tooLong: t`Kies een periode van hoogstens tien jaar.`,
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          {t`Koudemiddelrapportage`}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {t`Geïnstalleerd, bijgevuld en teruggewonnen koudemiddel en het lekpercentage per organisatie (inclusief dochterbedrijven) en periode, te exporteren als CSV en pdf voor de inspectie.`}
        </Text>
      </Stack>

      {options.length === 0 ? (
        <ListEmptyState
          icon={ChartIcon}
          title={t`Geen organisaties`}
          description={t`Er zijn nog geen organisaties op dit apparaat. Synchroniseer en probeer het opnieuw.`}
        />
      ) : (
        <Stack
          as="form"
          onSubmit={onSubmit}
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'flex-end' }}
          gap="3"
          wrap="wrap"
          aria-label={t`Rapport kiezen`}
        >
          <Field.Root flex="2" minW={{ md: '64' }}>
            <Field.Label>{t`Organisatie (met dochterbedrijven)`}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={organisationId ?? ''}
                onChange={(event) => setSelection({ ...selection, organisationId: event.target.value })}
              >
                {options.map((organisation) => (
                  <option key={organisation.id} value={organisation.id}>
                    {`${'\u00a0\u00a0'.repeat(Math.max(0, organisation.depth - baseDepth))}${organisation.name}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1" minW={{ md: '48' }}>
            <Field.Label>{t`Periode`}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={selection.preset}
                onChange={(event) => {
                  const parsed = Selection.shape.preset.safeParse(event.target.value);
                  if (parsed.success) setSelection({ ...selection, preset: parsed.data });
                  setProblem(null);
                }}
              >
                {reportPeriodPresets.map((preset) => (
                  <option key={preset} value={preset}>
                    {i18n._(reportPeriodLabels[preset])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {selection.preset === 'custom' && (
            <>
              <Field.Root flex="1" invalid={problem === 'missing' && selection.from === ''}>
                <Field.Label>{t`Van`}</Field.Label>
                <Input
                  type="date"
                  value={selection.from}
                  max={selection.to || undefined}
                  onChange={(event) => setSelection({ ...selection, from: event.target.value })}
                />
              </Field.Root>
              <Field.Root
                flex="1"
                invalid={problem !== null && (problem !== 'missing' || selection.to === '')}
              >
                <Field.Label>{t`Tot en met`}</Field.Label>
                <Input
                  type="date"
                  value={selection.to}
                  min={selection.from || undefined}
                  onChange={(event) => setSelection({ ...selection, to: event.target.value })}
                />
              </Field.Root>
            </>
          )}
          <Button type="submit" colorPalette="brand" loading={state.status === 'loading'}>
            {t`Tonen`}
          </Button>
        </Stack>
      )}
      {problem && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="-3">
          {problemText[problem]}
        </Text>
      )}

      <ReportResult
        shownKey={shownKey}
        stored={stored}
        state={state}
        onRefresh={() => {
          if (shown) void show(shown);
        }}
      />
    </Stack>
  );
}

interface ReportResultProps {
  shownKey: string | null;
  stored: ReportResultRow | null | undefined;
  state: ReportFetchState;
  onRefresh: () => void;
}

function ReportResult({ shownKey, stored, state, onRefresh }: ReportResultProps) {
  const { t } = useLingui();
  const locale = activeLocale();
  const isLoading = state.status === 'loading' && state.key === shownKey;
  const failure = state.status === 'failed' && state.key === shownKey ? state : null;

  if (shownKey === null) {
    return (
      <ListEmptyState
        icon={ChartIcon}
        title={t`Nog geen rapport`}
        description={t`Kies een organisatie en een periode en kies Tonen.`}
      />
    );
  }
  if (stored === undefined) return null;

  const failureAlert = failure && (
    <Alert.Root status={failure.reason === 'offline' ? (stored ? 'info' : 'warning') : 'error'}>
      <Alert.Indicator>{failure.reason === 'offline' ? <CloudOffIcon /> : undefined}</Alert.Indicator>
      <Alert.Content>
        <Alert.Title>
          {failure.reason === 'offline'
            ? stored
              ? t`Geen verbinding: je ziet het laatst opgestelde rapport.`
              : t`Dit rapport staat niet op dit apparaat en er is geen verbinding. Toon het opnieuw zodra je online bent.`
            : failure.reason === 'forbidden'
              ? t`Je hebt geen toegang tot dit rapport.`
              : t`Het rapport kon niet worden opgesteld. Probeer het later opnieuw.`}
        </Alert.Title>
        {failure.message && failure.reason === 'server' && (
          <Alert.Description>{failure.message}</Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );

  if (!stored) {
    return (
      <Stack gap="4">
        {failureAlert}
        {isLoading && <LoadingReport />}
        {!isLoading && !failure && (
          <ListEmptyState
            icon={ChartIcon}
            title={t`Nog geen rapport voor deze keuze`}
            description={t`Kies Tonen om het rapport op te stellen.`}
          />
        )}
      </Stack>
    );
  }

  const report: RefrigerantUseReport = stored.report;
  const period = `${formatDate(report.period.from, locale)} – ${formatDate(report.period.to, locale)}`;
  return (
    <Stack as="section" gap="5" aria-labelledby="report-title" aria-busy={isLoading}>
      {failureAlert}
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <Heading as="h2" size="lg" id="report-title">
              {report.organisation.name}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t`Relatienummer ${report.organisation.code}`} · {period}
            </Text>
            <Text fontSize="sm" data-testid="report-generated-at">
              {t`Opgesteld op ${formatDateTime(report.generatedAt, locale)}`}
            </Text>
          </Stack>
          <Button
            size="sm"
            variant="outline"
            onClick={onRefresh}
            loading={isLoading}
            loadingText={t`Bijwerken…`}
          >
            <RefreshIcon />
            {t`Bijwerken`}
          </Button>
        </HStack>
        {report.organisations.length > 1 && (
          <Text fontSize="sm" color="fg.muted">
            {t`Inclusief: ${report.organisations
              .slice(1)
              .map((organisation) => organisation.name)
              .join(', ')}`}
          </Text>
        )}
        <ReportDownloads
          request={{ organisationId: report.organisation.id, from: report.period.from, to: report.period.to }}
          relationNumber={report.organisation.code}
        />
      </Stack>

      <RefrigerantUseTotals report={report} locale={locale} />

      {report.byDevice.length === 0 ? (
        <ListEmptyState
          icon={ChartIcon}
          title={t`Geen installaties met koudemiddel in deze periode`}
          description={t`Deze organisatie had in de gekozen periode geen installaties met koudemiddel in bedrijf en er is niets geregistreerd in het logboek.`}
        />
      ) : (
        <>
          <RefrigerantUseChart rows={report.byRefrigerant} locale={locale} />
          <RefrigerantTable report={report} locale={locale} />
          <DeviceTable report={report} locale={locale} />
        </>
      )}

      <Stack gap="1" fontSize="sm" color="fg.muted" maxW="3xl">
        <Text>
          {t`Lekpercentage: de in de periode bijgevulde hoeveelheid (het aanvullen van lekverlies; de eerste vulling telt niet mee) gedeeld door de inhoud van de installaties, omgerekend naar een heel jaar (× 365,25 ÷ aantal dagen in de periode). De inhoud is de actuele vulling van de installaties die in de periode in bedrijf waren.`}
        </Text>
        <Text>{t`CO2-equivalent (ton) = kg × GWP ÷ 1000, met de GWP-waarden van ${gwpEditionCitation(report.gwpEdition, locale)}.`}</Text>
        {report.unknownRefrigerants.length > 0 && (
          <Text>
            {t`Zonder bekende GWP (telt als 0 t CO2-eq): ${report.unknownRefrigerants.join(', ')}.`}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

function LoadingReport() {
  const { t } = useLingui();
  return (
    <HStack gap="3" role="status" py="6">
      <Spinner size="sm" />
      <Text>{t`Het rapport wordt opgesteld…`}</Text>
    </HStack>
  );
}
