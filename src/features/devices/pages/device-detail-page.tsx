/**
 * One device (`/devices/:deviceId`) from the local database, so a technician can read it at the
 * equipment without signal: the header says what it is, where it stands, its refrigerant, charge and
 * CO2-equivalent, the next leak check with its status, and every other statutory duty with the article
 * it rests on, all computed by the duty engine (src/lib/fgas-duties.ts) from the device and its
 * logbook, so an entry written here offline moves the dates at once. The F-gas facts come first
 * (refrigerant, charge, CO2-eq, next leak check, any duty due soon or overdue, installation bans); on
 * phones the other facts open below them on request, so the summary fits the first screen. Tabs
 * below read the device's work orders, checklists, materials, photos,
 * documents, readings, memo, contracts, offers and F-gas logbook; only the open tab queries, and a
 * tab shows only to users who may view the collection it lists (device-tabs.ts). The tab bar stays
 * under the app header while the tab's content scrolls, scrolls sideways on a phone with every label
 * whole, and keeps the open tab in view. The header's "Acties" menu changes the device type and
 * fetches the QR sticker; a user with `update serviceobjects` also writes the memo and adds photos in
 * their tabs, all offline (commands in src/features/devices/devices.commands.ts). The open tab is in
 * the URL (`?tab=logbook`), so it can be linked and survives a reload. A device that is not on this
 * device (unknown, of another organisation, or not synced yet) shows a "not found" state.
 */
import {
  Badge,
  Box,
  Button,
  Card,
  Grid,
  HStack,
  Heading,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { refrigerantCo2eq } from '../../../lib/fgas';
import { useAppAbility } from '../../../permissions/ability-context';
import { groupHomePath } from '../../../permissions/home-path';
import { PendingBadge } from '../../../sync/pending-badge';
import { RowCommandHint } from '../../../sync/row-command-hint';
import { BackLink } from '../../../ui/back-link';
import { DetailPageFrame } from '../../../ui/detail-page-frame';
import { DeviceIcon } from '../../../ui/icons/line-icons';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DeviceChecklistsTab } from '../components/device-checklists-tab';
import { DeviceContractsTab } from '../components/device-contracts-tab';
import { DeviceDocumentsTab } from '../components/device-documents-tab';
import { DeviceLogbookTab } from '../components/device-logbook-tab';
import { DeviceMemoTab } from '../components/device-memo-tab';
import { DeviceMaterialsTab } from '../components/device-materials-tab';
import { DeviceNumbersTab } from '../components/device-numbers-tab';
import { DeviceOffersTab } from '../components/device-offers-tab';
import { DevicePhotosTab } from '../components/device-photos-tab';
import { DeviceWorkOrdersTab } from '../components/device-work-orders-tab';
import { DueStatusBadge } from '../../../ui/due-status-badge';
import { DeviceActionsMenu } from '../components/device-actions-menu';
import { deviceCommands } from '../devices.commands';
import { useDeviceCommandState } from '../device-writes.queries';
import { formatKg, formatTonnesCo2 } from '../device-format';
import { dueStatus, todayDate } from '../../../lib/due-dates';
import {
  LEAK_CHECK_KINDS,
  deviceDuties,
  dutyDevice,
  lastLeakCheckDate,
  nextLeakCheck,
} from '../../../lib/fgas-duties';
import { citeSource } from '../../../lib/fgas-law';
import { dutyKindLabels } from '../../../lib/duty-labels';
import { leakCheckExemptionLabels } from '../device-status';
import { openDeviceTab, visibleDeviceTabs, type DeviceTabId } from '../device-tabs';
import { useDevice, useDeviceRows, useReferenceRows, type DeviceRow } from '../devices.queries';

export function DeviceDetailPage() {
  const { t } = useLingui();
  const { deviceId = '' } = useParams();
  const device = useDevice(deviceId);
  useDocumentTitle(device ? `${device.number} ${device.name}` : t`Installatie`);

  return (
    <DetailPageFrame
      backLink={<BackLink to={groupHomePath.serviceobjects} label={t`Alle installaties`} />}
      record={device}
      notFoundTitle={t`Installatie niet gevonden`}
      notFoundDescription={t`Deze installatie staat niet op dit apparaat. Misschien hoort ze bij een andere organisatie, of is ze nog niet gesynchroniseerd.`}
      notFoundIcon={DeviceIcon}
      gap="5"
    >
      {(found) => (
        <>
          <DeviceHeader device={found} />
          <DeviceTabs device={found} />
        </>
      )}
    </DetailPageFrame>
  );
}

/**
 * One label/value pair of the facts card. Text wraps only between words (at spaces and after
 * hyphens), so a word such as "Koudwatermachine" stays whole; the grid gives each column at least
 * its longest word. `isIdentifier` is for serial numbers and the like: one long token without
 * spaces, which may break anywhere rather than push the card wider than a phone.
 */
function Fact({
  label,
  isIdentifier = false,
  children,
}: {
  label: string;
  isIdentifier?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm" pt="0.5" wordBreak="normal" overflowWrap="break-word">
        {label}
      </Text>
      <Text as="dd" wordBreak="normal" overflowWrap={isIdentifier ? 'anywhere' : 'break-word'}>
        {children}
      </Text>
    </>
  );
}

function DeviceHeader({ device }: { device: DeviceRow }) {
  const { t, i18n } = useLingui();
  const locale = activeLocale();
  const types = useReferenceRows('serviceObjectTypes');
  const logbook = useDeviceRows('refrigerantLogbookEntries', device.id);
  const inspections = useDeviceRows('inspections', device.id);
  const type = types?.find((row) => row.id === device.typeId);
  const assessment =
    logbook && inspections && types
      ? deviceDuties(
          dutyDevice(device, new Map(types.map((row) => [row.id, row.code]))),
          logbook,
          inspections,
        )
      : undefined;
  const co2 =
    device.co2EqTonnes ??
    (device.refrigerant && device.chargeKg !== null
      ? refrigerantCo2eq(device.refrigerant, device.chargeKg)
      : null);
  const brandModel = [device.brand, device.model].filter(Boolean).join(' ');
  const location = [device.location, device.room].filter(Boolean).join(' · ');
  const today = todayDate();
  const next = assessment ? nextLeakCheck(assessment.duties) : null;
  const otherDuties = assessment?.duties.filter((duty) => !LEAK_CHECK_KINDS.has(duty.kind)) ?? [];
  const lastCheck = logbook ? lastLeakCheckDate(logbook) : null;
  // A duty that needs attention stays in the summary; the rest waits behind "Meer gegevens" on phones.
  const urgentDuties = otherDuties.filter((duty) => dueStatus(duty.dueDate, today) !== 'ok');
  const calmDuties = otherDuties.filter((duty) => dueStatus(duty.dueDate, today) === 'ok');
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  // A type change made in the "Acties" dialog: waiting to be sent, or refused with a way to undo it.
  const typeChange = useDeviceCommandState(device.id, deviceCommands.type) ?? undefined;

  const dutyFact = (duty: (typeof otherDuties)[number]) => (
    <Fact key={duty.kind} label={i18n._(dutyKindLabels[duty.kind])}>
      <HStack as="span" gap="2" wrap="wrap">
        <span>
          {duty.kind === 'fgas_leak_repair' || duty.kind === 'lds_required'
            ? t`sinds ${formatDate(duty.dueDate, locale)}`
            : formatDate(duty.dueDate, locale)}
        </span>
        <DueStatusBadge status={dueStatus(duty.dueDate, today)} />
        <Text as="span" color="fg.muted" fontSize="sm">
          {citeSource(duty.source, locale)}
        </Text>
      </HStack>
    </Fact>
  );

  let leakCheck: ReactNode;
  if (assessment === undefined) leakCheck = <Skeleton height="5" width="40" aria-busy="true" />;
  else if (next !== null) {
    leakCheck = (
      <HStack as="span" gap="2" wrap="wrap">
        <span>{formatDate(next.dueDate, locale)}</span>
        <DueStatusBadge status={dueStatus(next.dueDate, today)} />
        <Text as="span" color="fg.muted" fontSize="sm">
          {next.kind === 'fgas_leak_recheck'
            ? t`hercontrole na reparatie, niet vóór ${formatDate(next.notBefore ?? next.dueDate, locale)}`
            : t`elke ${next.intervalMonths ?? 0} maanden`}
        </Text>
      </HStack>
    );
  } else if (device.decommissionedDate)
    leakCheck = t`Buiten bedrijf sinds ${formatDate(device.decommissionedDate, locale)}`;
  else if (!assessment.leakCheck.required)
    leakCheck = i18n._(leakCheckExemptionLabels[assessment.leakCheck.reason]);
  else leakCheck = t`Onbekend: geen datum om vanaf te tellen`;

  return (
    <Stack gap="3">
      <Stack gap="1">
        <Text color="fg.muted" fontSize="sm" fontVariantNumeric="tabular-nums">
          {device.number}
        </Text>
        <HStack gap="3" align="flex-start" justify="space-between">
          <HStack gap="2" wrap="wrap" minW="0">
            <Heading as="h1" size="2xl" fontWeight="semibold" overflowWrap="break-word" minW="0">
              {device.name}
            </Heading>
            {device.syncPending && <PendingBadge />}
            {device.decommissionedDate && <Badge colorPalette="gray">{t`Buiten bedrijf`}</Badge>}
          </HStack>
          <Box flexShrink={0}>
            <DeviceActionsMenu device={device} />
          </Box>
        </HStack>
      </Stack>
      <RowCommandHint state={typeChange} />
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body>
          <Grid
            as="dl"
            templateColumns={{
              // Labels take about two fifths of a phone's width and values the rest, each column at
              // least its longest word: a long label wraps instead of squeezing the values.
              base: 'minmax(min-content, 2fr) minmax(min-content, 3fr)',
              lg: 'max-content minmax(min-content, 1fr) max-content minmax(min-content, 1fr)',
            }}
            columnGap={{ base: '4', sm: '6' }}
            rowGap="2"
          >
            <Fact label={t`Koudemiddel`}>{device.refrigerant ?? t`Onbekend`}</Fact>
            <Fact label={t`Vulling`}>
              {device.chargeKg === null ? t`Onbekend` : formatKg(device.chargeKg, locale)}
            </Fact>
            <Fact label={t`CO2-equivalent`}>{co2 === null ? t`Onbekend` : formatTonnesCo2(co2, locale)}</Fact>
            <Fact label={t`Volgende lekcontrole`}>{leakCheck}</Fact>
            {urgentDuties.map(dutyFact)}
            {assessment?.bans.map((ban) => (
              <Fact key={ban.id} label={t`Plaatsingsverbod`}>
                <Text as="span" color="fg.error">
                  {t`Geïnstalleerd na het verbod van ${formatDate(ban.from, locale)} op koudemiddelen met een GWP van ${ban.gwpAtLeast} of meer (${citeSource(ban.source, locale)})`}
                </Text>
              </Fact>
            ))}
            {/* Part of the same list (display: contents), so wide screens keep one grid. */}
            <Box id={detailsId} display={{ base: showDetails ? 'contents' : 'none', lg: 'contents' }}>
              {type && <Fact label={t`Type`}>{locale === 'nl' ? type.nameNl : type.nameEn}</Fact>}
              {brandModel && <Fact label={t`Merk en model`}>{brandModel}</Fact>}
              {device.serialNumber && (
                <Fact label={t`Serienummer`} isIdentifier>
                  {device.serialNumber}
                </Fact>
              )}
              {location && <Fact label={t`Locatie`}>{location}</Fact>}
              {lastCheck && <Fact label={t`Laatste lekcontrole`}>{formatDate(lastCheck, locale)}</Fact>}
              {calmDuties.map(dutyFact)}
              {device.installationDate && (
                <Fact label={t`Geïnstalleerd`}>{formatDate(device.installationDate, locale)}</Fact>
              )}
            </Box>
          </Grid>
          <Button
            hideFrom="lg"
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            mt="3"
            aria-expanded={showDetails}
            aria-controls={detailsId}
            onClick={() => setShowDetails((shown) => !shown)}
          >
            {showDetails ? t`Minder gegevens` : t`Meer gegevens`}
          </Button>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** What each tab shows; only the open tab is mounted, so only it queries. */
const tabContent: Record<DeviceTabId, (device: DeviceRow) => ReactNode> = {
  logbook: (device) => <DeviceLogbookTab deviceId={device.id} />,
  workorders: (device) => <DeviceWorkOrdersTab deviceId={device.id} />,
  checklists: (device) => <DeviceChecklistsTab deviceId={device.id} />,
  materials: (device) => <DeviceMaterialsTab deviceId={device.id} />,
  photos: (device) => <DevicePhotosTab deviceId={device.id} />,
  documents: (device) => <DeviceDocumentsTab deviceId={device.id} />,
  numbers: (device) => <DeviceNumbersTab deviceId={device.id} />,
  memo: (device) => <DeviceMemoTab device={device} />,
  contracts: (device) => <DeviceContractsTab deviceId={device.id} />,
  offers: (device) => <DeviceOffersTab deviceId={device.id} />,
};

function DeviceTabs({ device }: { device: DeviceRow }) {
  const { t, i18n } = useLingui();
  const ability = useAppAbility();
  const [searchParams, setSearchParams] = useSearchParams();
  const listRef = useRef<HTMLDivElement>(null);
  const visible = visibleDeviceTabs(ability);
  const tab = openDeviceTab(searchParams.get('tab'), visible);

  // The open tab is scrolled fully into the bar (a link or a reload may open one far to the right);
  // only the bar scrolls, never the page.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !active) return;
    const bar = list.getBoundingClientRect();
    const trigger = active.getBoundingClientRect();
    const margin = 24;
    if (trigger.left < bar.left) list.scrollLeft -= bar.left - trigger.left + margin;
    else if (trigger.right > bar.right) list.scrollLeft += trigger.right - bar.right + margin;
  }, [tab]);

  if (tab === undefined) return null;
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => {
        const chosen = visible.find((candidate) => candidate.id === details.value);
        if (chosen) setSearchParams({ tab: chosen.id }, { replace: true });
      }}
      lazyMount
      unmountOnExit
      variant="line"
      size="sm"
    >
      {/* Sticky under the app header (h 14) while the tab's content scrolls, on the page's own background. */}
      <Tabs.List
        ref={listRef}
        position="sticky"
        top="14"
        zIndex="docked"
        bg="bg"
        overflowX="auto"
        overflowY="hidden"
        flexWrap="nowrap"
        scrollbarWidth="thin"
        aria-label={t`Gegevens van de installatie`}
        data-testid="device-tab-bar"
      >
        {visible.map(({ id, label }) => (
          <Tabs.Trigger key={id} value={id} flexShrink={0} whiteSpace="nowrap">
            {i18n._(label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {visible.map(({ id }) => (
        <Tabs.Content key={id} value={id}>
          {tabContent[id](device)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
