/**
 * Realistic sample documents, used by the PDF tests and to preview the layout by hand:
 * `npx tsx server/src/pdf/pdf-samples.ts /tmp/out` writes one PDF of each kind there.
 */
import { refrigerantCo2eq } from '../../../src/lib/fgas';
import type { InvoicePdfData } from './invoice-pdf';
import type { OfferPdfData } from './offer-pdf';
import type { WorkReportPdfData } from './work-report-pdf';

const addressee = {
  name: 'Bakkerij De Jong Holding B.V.',
  attention: 'mevrouw A. de Jong',
  street: 'Molenweg 14',
  postalCode: '3511 KL',
  city: 'Utrecht',
};

export const sampleInvoice: InvoicePdfData = {
  number: 'F2026-000123',
  issuedAt: new Date('2026-11-02T00:00:00Z'),
  dueAt: new Date('2026-12-02T00:00:00Z'),
  customerNumber: 'REL-10021',
  addressee,
  reference: 'Order O2026-00457 / PO 4500012345',
  siteDescription: 'Bakkerij De Jong Centrum, Oudegracht 112, 3511 AX Utrecht',
  lines: [
    { description: 'Voorrijkosten', quantity: 1, unit: 'post', unitPriceCents: 6500 },
    {
      description: 'Arbeidsloon monteur koeltechniek, storing vriescel magazijn',
      quantity: 2.5,
      unit: 'uur',
      unitPriceCents: 8450,
    },
    { description: 'Filterdroger Danfoss DML 083', quantity: 1, unit: 'st', unitPriceCents: 3450 },
    { description: 'Koudemiddel R449A', quantity: 1.8, unit: 'kg', unitPriceCents: 8900 },
    { description: 'Klein montagemateriaal', quantity: 1, unit: 'post', unitPriceCents: 1500 },
  ],
};

export const sampleOffer: OfferPdfData = {
  number: 'OF2026-0042',
  version: 1,
  issuedAt: new Date('2026-11-10T00:00:00Z'),
  validUntil: new Date('2026-12-10T00:00:00Z'),
  customerNumber: 'REL-10021',
  addressee,
  subject: 'Retrofit vriescel magazijn naar R449A (vervanging R404A)',
  salutation: 'Geachte mevrouw De Jong,',
  introduction:
    'Naar aanleiding van ons onderhoudsbezoek bieden wij u graag de ombouw van de vriescel in uw magazijn aan. ' +
    'R404A heeft een hoge GWP en mag sinds 2020 niet meer als nieuw koudemiddel worden bijgevuld in installaties van 40 ton CO2-equivalent of meer.',
  lines: [
    {
      description: 'Terugwinnen en afvoeren R404A, incl. afvoerbewijs',
      quantity: 1,
      unit: 'post',
      unitPriceCents: 38500,
    },
    {
      description: 'Vervangen filterdroger en kijkglas, expansieventiel aanpassen',
      quantity: 1,
      unit: 'post',
      unitPriceCents: 42000,
    },
    { description: 'Koudemiddel R449A', quantity: 11, unit: 'kg', unitPriceCents: 8900 },
    { description: 'Arbeidsloon monteur koeltechniek', quantity: 12, unit: 'uur', unitPriceCents: 8450 },
  ],
  senderName: 'Sander van Leeuwen, accountmanager',
  leadTime: '2 tot 3 weken na opdracht',
};

const sampleLogbookBase = {
  serviceObjectId: '0192f000-0000-7000-8000-000000000412',
  workOrderId: '0192f000-0000-7000-8000-000000001877',
  refrigerant: 'R449A',
  quantityKg: null,
  reason: null,
  gasOrigin: null,
  facilityName: null,
  leakCheckResult: null,
  leakLocation: null,
  repairResult: null,
  detectionSystemResult: null,
  recoveryDestination: null,
  technicianName: 'Ruud Brouwer',
  technicianCertificateNumber: 'STEK-P-118834',
  companyName: 'Koelservice Nederland B.V.',
  companyCertificateNumber: 'STEK-BED-204518',
};

/** A winter visit: 08:15-10:45 UTC is 09:15-11:45 in Amsterdam. */
export const sampleWorkReport: WorkReportPdfData = {
  workOrderNumber: 'WB2026-01877',
  orderNumber: 'O2026-00457',
  startedAt: new Date('2026-01-28T08:15:00Z'),
  finishedAt: new Date('2026-01-28T10:45:00Z'),
  technicianName: 'Ruud Brouwer',
  technicianCertificate: 'STEK-P-118834',
  customerNumber: 'REL-10021',
  addressee,
  device: {
    number: 'SO-000412',
    name: 'Vriescel magazijn',
    brand: 'Bitzer',
    model: 'ECOLINE 4FES-5Y',
    serialNumber: 'BZ1849302',
    location: 'Magazijn',
    refrigerant: 'R449A',
    chargeKg: 12.5,
    co2eTonnes: refrigerantCo2eq('R449A', 12.5),
  },
  description:
    'Storing: temperatuur vriescel liep op tot -12 graden. Lekkage op de flare-verbinding gevonden en hersteld, filterdroger vervangen en systeem bijgevuld. Installatie draait weer op -21 graden.',
  checklist: [
    { item: 'Lekcontrole uitgevoerd', result: 'not_ok', remark: 'Lek op flare-verbinding, hersteld' },
    { item: 'Condensor gereinigd', result: 'ok' },
    { item: 'Drukken en temperaturen gemeten', result: 'ok', remark: 'LD 1,2 bar / HD 17,8 bar' },
    { item: 'Ontdooiing gecontroleerd', result: 'not_ok', remark: 'Ontdooiklok afgesteld' },
    { item: 'Logboek bijgewerkt', result: 'ok' },
  ],
  logbook: [
    {
      ...sampleLogbookBase,
      id: '0192f000-0000-7000-8000-00000000a001',
      kind: 'leak_check',
      performedAt: new Date('2026-01-28T08:30:00Z'),
      leakCheckResult: 'leak_found',
      leakLocation: 'Flare-verbinding verdamper',
    },
    {
      ...sampleLogbookBase,
      id: '0192f000-0000-7000-8000-00000000a002',
      kind: 'repair',
      performedAt: new Date('2026-01-28T09:30:00Z'),
      reason: 'Flare-verbinding opnieuw gemaakt en met stikstof afgeperst',
      repairResult: 'repaired',
    },
    {
      ...sampleLogbookBase,
      id: '0192f000-0000-7000-8000-00000000a003',
      kind: 'added',
      performedAt: new Date('2026-01-28T10:00:00Z'),
      quantityKg: 1.8,
      reason: 'Bijvullen na lekreparatie',
      gasOrigin: 'new',
    },
  ],
  materials: [{ description: 'Filterdroger Danfoss DML 083', quantity: 1, unit: 'st' }],
  hours: 2.5,
  signedBy: 'A. de Jong',
};

async function writeSamples(dir: string): Promise<void> {
  const { mkdir, writeFile } = await import('node:fs/promises');
  const { renderInvoicePdf } = await import('./invoice-pdf');
  const { renderOfferPdf } = await import('./offer-pdf');
  const { renderWorkReportPdf } = await import('./work-report-pdf');
  await mkdir(dir, { recursive: true });
  await writeFile(`${dir}/invoice.pdf`, await renderInvoicePdf(sampleInvoice));
  await writeFile(`${dir}/offer.pdf`, await renderOfferPdf(sampleOffer));
  await writeFile(`${dir}/work-report.pdf`, await renderWorkReportPdf(sampleWorkReport));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeSamples(process.argv[2] ?? '.');
}
