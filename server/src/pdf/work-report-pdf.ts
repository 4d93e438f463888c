/**
 * The work report (werkbon / servicerapport) a technician leaves after a visit: the device
 * serviced with its refrigerant data, the work done, the checklist with results, refrigerant
 * handled (for the F-gas logbook), materials and hours, and the customer's sign-off.
 */
import { SERVICE_COMPANY } from '../service-company';
import { drawAddressAndReferences, type PdfAddressee } from './pdf-blocks';
import { formatDate, formatDateTime, formatQuantity } from './pdf-format';
import { CONTENT_WIDTH, COLORS, MARGIN, PdfWriter } from './pdf-writer';

export type ChecklistResult = 'ok' | 'not_ok' | 'not_applicable';

export interface WorkReportPdfData {
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
    /** CO2-equivalent of the charge in tonnes, when the refrigerant is a fluorinated gas. */
    co2eTonnes: number | null;
  };
  description: string;
  checklist: readonly { item: string; result: ChecklistResult; remark?: string }[];
  /** Refrigerant handled on this visit, in kg (0 when none). */
  refrigerantAddedKg: number;
  refrigerantRecoveredKg: number;
  leakCheckResult?: 'no_leak' | 'leak_found' | 'leak_repaired';
  materials: readonly { description: string; quantity: number; unit: string }[];
  hours: number;
  signedBy?: string;
}

const RESULT_LABELS: Readonly<Record<ChecklistResult, string>> = {
  ok: 'In orde',
  not_ok: 'Niet in orde',
  not_applicable: 'N.v.t.',
};

const LEAK_LABELS = {
  no_leak: 'Geen lekkage vastgesteld',
  leak_found: 'Lekkage vastgesteld, herstel gepland',
  leak_repaired: 'Lekkage vastgesteld en hersteld; hercontrole binnen 1 maand',
} as const;

/** Renders the work report as an A4 PDF. Same data, same bytes. */
export async function renderWorkReportPdf(data: WorkReportPdfData): Promise<Uint8Array> {
  const writer = await PdfWriter.create({
    title: `Werkbon ${data.workOrderNumber}`,
    subject: `Servicerapport ${data.workOrderNumber} bij order ${data.orderNumber}`,
    date: data.finishedAt,
  });
  writer.title('Werkbon / servicerapport');
  drawAddressAndReferences(writer, data.addressee, [
    ['Werkbon', data.workOrderNumber],
    ['Order', data.orderNumber],
    ['Datum', formatDate(data.startedAt)],
    ['Tijd', `${formatDateTime(data.startedAt).slice(11)} - ${formatDateTime(data.finishedAt).slice(11)}`],
    ['Bestede tijd', `${formatQuantity(data.hours)} uur`],
    ['Klantnummer', data.customerNumber],
  ]);

  writer.heading('Installatie');
  const device = data.device;
  const half = CONTENT_WIDTH / 2;
  const top = writer.y;
  const left = writer.keyValues(
    [
      ['Nummer', device.number],
      ['Omschrijving', device.name],
      ['Merk / type', `${device.brand} ${device.model}`],
      ['Serienummer', device.serialNumber],
    ],
    MARGIN,
    top,
    80,
  );
  const right = writer.keyValues(
    [
      ['Locatie', device.location],
      ['Koudemiddel', device.refrigerant ?? 'Geen'],
      ['Vulling', device.chargeKg === null ? '-' : `${formatQuantity(device.chargeKg)} kg`],
      ['CO2-equivalent', device.co2eTonnes === null ? '-' : `${formatQuantity(device.co2eTonnes)} ton`],
    ],
    MARGIN + half,
    top,
    80,
  );
  writer.y = Math.min(left, right) - 6;

  writer.heading('Uitgevoerde werkzaamheden');
  writer.paragraph(data.description);

  writer.heading('Checklist');
  writer.table(
    [
      { header: 'Controlepunt', width: 250 },
      { header: 'Resultaat', width: 85 },
      { header: 'Opmerking', width: CONTENT_WIDTH - 335 },
    ],
    data.checklist.map((entry) => [entry.item, RESULT_LABELS[entry.result], entry.remark ?? '']),
  );

  writer.heading('Koudemiddel (F-gassen logboek)');
  writer.y =
    writer.keyValues(
      [
        ['Bijgevuld', `${formatQuantity(data.refrigerantAddedKg)} kg`],
        ['Teruggewonnen', `${formatQuantity(data.refrigerantRecoveredKg)} kg`],
        ['Lekcontrole', data.leakCheckResult ? LEAK_LABELS[data.leakCheckResult] : 'Niet uitgevoerd'],
        ['Monteur', `${data.technicianName}, certificaat ${data.technicianCertificate}`],
        ['Bedrijf', `${SERVICE_COMPANY.name}, certificaat ${SERVICE_COMPANY.fgasCompanyCertificate}`],
      ],
      MARGIN,
      writer.y,
      95,
    ) - 4;

  if (data.materials.length > 0) {
    writer.heading('Gebruikte materialen');
    writer.table(
      [
        { header: 'Omschrijving', width: CONTENT_WIDTH - 140 },
        { header: 'Aantal', width: 70, align: 'right' },
        { header: 'Eenheid', width: 70 },
      ],
      data.materials.map((m) => [m.description, formatQuantity(m.quantity), m.unit]),
    );
  }

  writer.ensureSpace(46);
  writer.gap(8);
  const signTop = writer.y;
  writer.drawText('Voor gezien klant', MARGIN, signTop - 10, { bold: true, size: 9 });
  writer.drawText(data.signedBy ?? '', MARGIN, signTop - 28, { size: 9.5 });
  writer.drawRule(MARGIN, MARGIN + 200, signTop - 32, COLORS.muted);
  writer.drawText('Monteur', MARGIN + half, signTop - 10, { bold: true, size: 9 });
  writer.drawText(data.technicianName, MARGIN + half, signTop - 28, { size: 9.5 });
  writer.drawRule(MARGIN + half, MARGIN + half + 200, signTop - 32, COLORS.muted);
  writer.y = signTop - 46;
  return writer.save();
}
