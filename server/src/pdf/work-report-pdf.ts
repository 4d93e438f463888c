/**
 * The work report (werkbon / servicerapport) a technician leaves after a visit: the device serviced
 * with its refrigerant data, the work done, the checklist with results, the refrigerant handled, parts
 * and hours, and the customer's sign-off; in the reader's language (Dutch unless told otherwise).
 *
 * Guarantees:
 * - every date and time is the Amsterdam one, as the app shows it (a visit from 15:15 to 19:15 UTC
 *   prints 16:15 - 20:15 in winter);
 * - every refrigerant figure (kg added, recovered or charged, the refrigerant, leak-check, repair and
 *   detection-system results, the re-check window) comes from the logbook entries of the work order
 *   (`logbook`, chosen by work-report-logbook.ts), never from the description or the parts list;
 * - tonnes CO2-eq are printed with `formatTonnesCo2` (three decimals), the regulation cited with
 *   `citeSource` in the reader's language.
 */
import { addMonths, refrigerantCo2eq, formatTonnesCo2 } from '../../../src/lib/fgas';
import { RECORD_LAW, REPAIR_LAW, citeSource } from '../../../src/lib/fgas-law';
import { SERVICE_COMPANY } from '../../../src/lib/service-company';
import { drawAddressAndReferences, type PdfAddressee } from './pdf-blocks';
import {
  formatDate,
  formatDateTime,
  formatKg,
  formatQuantity,
  formatTime,
  type DocumentLocale,
} from './pdf-format';
import { CONTENT_WIDTH, COLORS, MARGIN, PdfWriter } from './pdf-writer';
import { kgByRefrigerant, type WorkReportLogbookEntry } from './work-report-logbook';
import { dutchDay } from '../../../src/lib/dutch-day';

export type ChecklistResult = 'ok' | 'not_ok' | 'not_applicable';

export interface WorkReportPdfData {
  /** The reader's language; Dutch when left out. */
  locale?: DocumentLocale;
  workOrderNumber: string;
  orderNumber: string;
  startedAt: Date;
  finishedAt: Date;
  technicianName: string;
  /** The technician's personal F-gas certificate number. */
  technicianCertificate: string;
  customerNumber: string;
  addressee: PdfAddressee;
  device: {
    number: string;
    name: string;
    brand: string;
    model: string;
    serialNumber: string;
    location: string;
    refrigerant: string | null;
    chargeKg: number | null;
    /** CO2-equivalent of the charge in tonnes, unrounded; null without a known refrigerant. */
    co2eTonnes: number | null;
  };
  description: string;
  checklist: readonly { item: string; result: ChecklistResult; remark?: string }[];
  /** The work order's logbook entries (`workOrderLogbookEntries`): the only source of its refrigerant figures. */
  logbook: readonly WorkReportLogbookEntry[];
  /** Parts used; refrigerant is reported from the logbook, not here. */
  materials: readonly { description: string; quantity: number; unit: string }[];
  hours: number;
  signedBy?: string;
}

const LABELS = {
  nl: {
    documentTitle: 'Werkbon',
    subject: (workOrder: string, order: string) => `Servicerapport ${workOrder} bij order ${order}`,
    title: 'Werkbon / servicerapport',
    workOrder: 'Werkbon',
    order: 'Order',
    date: 'Datum',
    time: 'Tijd',
    timeSpent: 'Bestede tijd',
    hours: (hours: string) => `${hours} uur`,
    customerNumber: 'Klantnummer',
    equipment: 'Installatie',
    number: 'Nummer',
    description: 'Omschrijving',
    makeModel: 'Merk / type',
    serialNumber: 'Serienummer',
    location: 'Locatie',
    refrigerant: 'Koudemiddel',
    none: 'Geen',
    charge: 'Vulling',
    co2: 'CO2-equivalent',
    workPerformed: 'Uitgevoerde werkzaamheden',
    checklist: 'Checklist',
    checkpoint: 'Controlepunt',
    result: 'Resultaat',
    remark: 'Opmerking',
    results: { ok: 'In orde', not_ok: 'Niet in orde', not_applicable: 'N.v.t.' },
    logbookHeading: 'Koudemiddel (F-gassenlogboek)',
    added: 'Bijgevuld',
    recovered: 'Teruggewonnen',
    charged: 'Gevuld',
    leakCheck: 'Lekcontrole',
    repair: 'Reparatie',
    detection: 'Lekdetectiesysteem',
    technician: 'Monteur',
    company: 'Bedrijf',
    certificate: 'certificaat',
    notPerformed: 'Niet uitgevoerd',
    noEntries:
      'Bij dit bezoek is geen koudemiddel gevuld, bijgevuld of teruggewonnen en geen lekcontrole vastgelegd.',
    entry: 'Registratie',
    kinds: {
      installed: 'Vulling',
      added: 'Bijgevuld',
      recovered: 'Teruggewonnen',
      leak_check: 'Lekcontrole',
      repair: 'Reparatie',
      decommissioned: 'Buiten bedrijf gesteld',
      lds_check: 'Controle lekdetectiesysteem',
    } as Record<string, string>,
    noLeak: 'geen lekkage vastgesteld',
    leakFound: (location: string | null) => `lekkage vastgesteld${location ? ` (${location})` : ''}`,
    repaired: 'hersteld',
    notRepaired: 'niet hersteld',
    working: 'werkt',
    faulty: 'defect',
    origin: {
      new: 'nieuw koudemiddel',
      recycled: 'gerecycled koudemiddel',
      reclaimed: 'geregenereerd koudemiddel',
    } as Record<string, string>,
    destination: {
      reuse: 'hergebruikt',
      recycling: 'naar recycling',
      reclamation: 'naar regeneratie',
      destruction: 'ter vernietiging',
    } as Record<string, string>,
    recheck: (from: string, by: string, source: string) =>
      `Hercontrole van de reparatie niet eerder dan ${from} en uiterlijk ${by} (${source}).`,
    recorded: (source: string) =>
      `Deze gegevens staan in het F-gassenlogboek van de installatie (${source}).`,
    materials: 'Gebruikte materialen',
    quantity: 'Aantal',
    unit: 'Eenheid',
    seenByCustomer: 'Voor gezien klant',
  },
  en: {
    documentTitle: 'Work report',
    subject: (workOrder: string, order: string) => `Service report ${workOrder} for order ${order}`,
    title: 'Work report / service report',
    workOrder: 'Work order',
    order: 'Order',
    date: 'Date',
    time: 'Time',
    timeSpent: 'Time spent',
    hours: (hours: string) => `${hours} h`,
    customerNumber: 'Customer number',
    equipment: 'Equipment',
    number: 'Number',
    description: 'Description',
    makeModel: 'Make / model',
    serialNumber: 'Serial number',
    location: 'Location',
    refrigerant: 'Refrigerant',
    none: 'None',
    charge: 'Charge',
    co2: 'CO2 equivalent',
    workPerformed: 'Work performed',
    checklist: 'Checklist',
    checkpoint: 'Check',
    result: 'Result',
    remark: 'Remark',
    results: { ok: 'OK', not_ok: 'Not OK', not_applicable: 'N/A' },
    logbookHeading: 'Refrigerant (F-gas logbook)',
    added: 'Added',
    recovered: 'Recovered',
    charged: 'Charged',
    leakCheck: 'Leak check',
    repair: 'Repair',
    detection: 'Leak detection system',
    technician: 'Technician',
    company: 'Company',
    certificate: 'certificate',
    notPerformed: 'Not performed',
    noEntries: 'No refrigerant was charged, added or recovered and no leak check was recorded on this visit.',
    entry: 'Entry',
    kinds: {
      installed: 'Charge',
      added: 'Added',
      recovered: 'Recovered',
      leak_check: 'Leak check',
      repair: 'Repair',
      decommissioned: 'Decommissioned',
      lds_check: 'Leak detection system check',
    } as Record<string, string>,
    noLeak: 'no leak found',
    leakFound: (location: string | null) => `leak found${location ? ` (${location})` : ''}`,
    repaired: 'repaired',
    notRepaired: 'not repaired',
    working: 'working',
    faulty: 'faulty',
    origin: {
      new: 'new refrigerant',
      recycled: 'recycled refrigerant',
      reclaimed: 'reclaimed refrigerant',
    } as Record<string, string>,
    destination: {
      reuse: 'reused',
      recycling: 'to recycling',
      reclamation: 'to reclamation',
      destruction: 'for destruction',
    } as Record<string, string>,
    recheck: (from: string, by: string, source: string) =>
      `Re-check of the repair no sooner than ${from} and by ${by} at the latest (${source}).`,
    recorded: (source: string) => `These figures are recorded in the equipment's F-gas logbook (${source}).`,
    materials: 'Materials used',
    quantity: 'Quantity',
    unit: 'Unit',
    seenByCustomer: 'Seen by customer',
  },
} as const;

type Labels = (typeof LABELS)[DocumentLocale];

/** Renders the work report as an A4 PDF. Same data, same bytes. */
export async function renderWorkReportPdf(data: WorkReportPdfData): Promise<Uint8Array> {
  const locale = data.locale ?? 'nl';
  const l = LABELS[locale];
  const writer = await PdfWriter.create({
    title: `${l.documentTitle} ${data.workOrderNumber}`,
    subject: l.subject(data.workOrderNumber, data.orderNumber),
    date: data.finishedAt,
    locale,
  });
  writer.title(l.title);
  drawAddressAndReferences(writer, data.addressee, [
    [l.workOrder, data.workOrderNumber],
    [l.order, data.orderNumber],
    [l.date, formatDate(data.startedAt, locale)],
    [l.time, `${formatTime(data.startedAt, locale)} - ${formatTime(data.finishedAt, locale)}`],
    [l.timeSpent, l.hours(formatQuantity(data.hours, locale))],
    [l.customerNumber, data.customerNumber],
  ]);

  writer.heading(l.equipment);
  const device = data.device;
  const half = CONTENT_WIDTH / 2;
  const top = writer.y;
  const left = writer.keyValues(
    [
      [l.number, device.number],
      [l.description, device.name],
      [l.makeModel, `${device.brand} ${device.model}`],
      [l.serialNumber, device.serialNumber],
    ],
    MARGIN,
    top,
    80,
  );
  const right = writer.keyValues(
    [
      [l.location, device.location],
      [l.refrigerant, device.refrigerant ?? l.none],
      [l.charge, device.chargeKg === null ? '-' : formatKg(device.chargeKg, locale)],
      [l.co2, device.co2eTonnes === null ? '-' : formatTonnesCo2(device.co2eTonnes, locale)],
    ],
    MARGIN + half,
    top,
    80,
  );
  writer.y = Math.min(left, right) - 6;

  writer.heading(l.workPerformed);
  writer.paragraph(data.description);

  writer.heading(l.checklist);
  writer.table(
    [
      { header: l.checkpoint, width: 250 },
      { header: l.result, width: 85 },
      { header: l.remark, width: CONTENT_WIDTH - 335 },
    ],
    data.checklist.map((entry) => [entry.item, l.results[entry.result], entry.remark ?? '']),
  );

  drawRefrigerant(writer, data, l, locale);

  if (data.materials.length > 0) {
    writer.heading(l.materials);
    writer.table(
      [
        { header: l.description, width: CONTENT_WIDTH - 140 },
        { header: l.quantity, width: 70, align: 'right' },
        { header: l.unit, width: 70 },
      ],
      data.materials.map((m) => [m.description, formatQuantity(m.quantity, locale), m.unit]),
    );
  }

  writer.ensureSpace(46);
  writer.gap(8);
  const signTop = writer.y;
  writer.drawText(l.seenByCustomer, MARGIN, signTop - 10, { bold: true, size: 9 });
  writer.drawText(data.signedBy ?? '', MARGIN, signTop - 28, { size: 9.5 });
  writer.drawRule(MARGIN, MARGIN + 200, signTop - 32, COLORS.muted);
  writer.drawText(l.technician, MARGIN + half, signTop - 10, { bold: true, size: 9 });
  writer.drawText(data.technicianName, MARGIN + half, signTop - 28, { size: 9.5 });
  writer.drawRule(MARGIN + half, MARGIN + half + 200, signTop - 32, COLORS.muted);
  writer.y = signTop - 46;
  return writer.save();
}

/** The refrigerant section: figures summed from the logbook entries, then the entries themselves. */
function drawRefrigerant(
  writer: PdfWriter,
  data: WorkReportPdfData,
  l: Labels,
  locale: DocumentLocale,
): void {
  writer.heading(l.logbookHeading);
  const entries = data.logbook;
  const amounts = (kinds: readonly string[]) => {
    const sums = kgByRefrigerant(entries, kinds);
    if (sums.length === 0) return formatKg(0, locale);
    return sums
      .map(({ refrigerant, kg }) => {
        const tonnes = refrigerantCo2eq(refrigerant, kg);
        return `${formatKg(kg, locale)} ${refrigerant}${tonnes === null ? '' : ` (${formatTonnesCo2(tonnes, locale)})`}`;
      })
      .join(', ');
  };
  const checks = entries.filter((entry) => entry.kind === 'leak_check');
  const repairs = entries.filter((entry) => entry.kind === 'repair');
  const detectionChecks = entries.filter((entry) => entry.kind === 'lds_check');
  const company = entries[0] ?? {
    companyName: SERVICE_COMPANY.name,
    companyCertificateNumber: SERVICE_COMPANY.fgasCompanyCertificate,
  };
  const rows: [string, string][] = [];
  if (kgByRefrigerant(entries, ['installed']).length > 0) rows.push([l.charged, amounts(['installed'])]);
  rows.push([l.added, amounts(['added'])], [l.recovered, amounts(['recovered', 'decommissioned'])]);
  rows.push([
    l.leakCheck,
    checks.length === 0 ? l.notPerformed : checks.map((check) => resultText(check, l)).join('; '),
  ]);
  if (repairs.length > 0) rows.push([l.repair, repairs.map((repair) => resultText(repair, l)).join('; ')]);
  if (detectionChecks.length > 0) {
    rows.push([l.detection, detectionChecks.map((check) => resultText(check, l)).join('; ')]);
  }
  rows.push(
    [l.technician, `${data.technicianName}, ${l.certificate} ${data.technicianCertificate}`],
    [l.company, `${company.companyName}, ${l.certificate} ${company.companyCertificateNumber}`],
  );
  writer.y = writer.keyValues(rows, MARGIN, writer.y, 95) - 4;

  if (entries.length === 0) {
    writer.paragraph(l.noEntries, { size: 9 });
    return;
  }
  writer.table(
    [
      { header: l.entry, width: CONTENT_WIDTH - 175 },
      { header: l.time, width: 50 },
      { header: l.refrigerant, width: 70 },
      { header: 'kg', width: 55, align: 'right' },
    ],
    entries.map((entry) => [
      `${l.kinds[entry.kind] ?? entry.kind}: ${detailText(entry, l)}`,
      formatTime(entry.performedAt, locale),
      entry.refrigerant,
      entry.quantityKg === null ? '' : formatQuantity(entry.quantityKg, locale),
    ]),
  );
  writer.gap(4);
  const recheck = pendingRecheck(entries);
  if (recheck) {
    writer.paragraph(
      l.recheck(
        formatDateTime(recheck.notBefore, locale),
        formatDate(new Date(`${recheck.by}T12:00:00Z`), locale),
        citeSource(REPAIR_LAW.recheckSource, locale),
      ),
      { size: 9 },
    );
  }
  writer.paragraph(l.recorded(citeSource(RECORD_LAW.source, locale)), { size: 8.5, color: COLORS.muted });
}

/** The result of a leak check, repair or detection-system check, in words. */
function resultText(entry: WorkReportLogbookEntry, l: Labels): string {
  if (entry.kind === 'leak_check')
    return entry.leakCheckResult === 'leak_found' ? l.leakFound(entry.leakLocation) : l.noLeak;
  if (entry.kind === 'repair') {
    const result = entry.repairResult === 'not_repaired' ? l.notRepaired : l.repaired;
    return entry.reason ? `${entry.reason}: ${result}` : result;
  }
  if (entry.kind === 'lds_check') return entry.detectionSystemResult === 'faulty' ? l.faulty : l.working;
  return '';
}

/** What an entry of the table says beside its kind. */
function detailText(entry: WorkReportLogbookEntry, l: Labels): string {
  if (entry.kind === 'leak_check' || entry.kind === 'repair' || entry.kind === 'lds_check') {
    return resultText(entry, l);
  }
  const parts: string[] = [];
  if (entry.reason) parts.push(entry.reason);
  if (entry.gasOrigin) parts.push(l.origin[entry.gasOrigin] ?? entry.gasOrigin);
  if (entry.recoveryDestination)
    parts.push(l.destination[entry.recoveryDestination] ?? entry.recoveryDestination);
  if (entry.facilityName) parts.push(entry.facilityName);
  return parts.join(', ');
}

/**
 * The re-check a repair on this visit calls for (Art. 4(5)): no sooner than 24 hours after the repair
 * and within one month; null when no repair was made, or a check on this visit already came after it.
 */
function pendingRecheck(entries: readonly WorkReportLogbookEntry[]): { notBefore: Date; by: string } | null {
  const repair = entries
    .filter((entry) => entry.kind === 'repair' && entry.repairResult === 'repaired')
    .at(-1);
  if (!repair) return null;
  const notBefore = new Date(repair.performedAt.getTime() + REPAIR_LAW.recheckNotBeforeHours * 3_600_000);
  const isRechecked = entries.some((entry) => entry.kind === 'leak_check' && entry.performedAt >= notBefore);
  if (isRechecked) return null;
  return {
    notBefore,
    by: addMonths(dutchDay(repair.performedAt.toISOString()), REPAIR_LAW.recheckWithinMonths),
  };
}
