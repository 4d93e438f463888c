import { describe, expect, it } from 'vitest';
import { formatTonnesCo2, refrigerantCo2eq } from '../../../src/lib/fgas';
import { loadPdf, pageTexts } from '../routes/qr-stickers/sticker-pdf-inspection';
import { toWinAnsi } from './pdf-format';
import { sampleWorkReport } from './pdf-samples';
import { renderWorkReportPdf, type WorkReportPdfData } from './work-report-pdf';
import { workOrderLogbookEntries, type WorkReportLogbookEntry } from './work-report-logbook';

/** Everything a PDF draws, its strings joined by spaces (so a wrapped sentence reads whole). */
async function textOf(data: WorkReportPdfData): Promise<string> {
  const doc = await loadPdf(await renderWorkReportPdf(data));
  return doc.getPages().flatMap(pageTexts).join(' ');
}

describe('renderWorkReportPdf', () => {
  it('prints the visit and every logbook entry on the Amsterdam clock, not in UTC', async () => {
    // 08:15-10:45 UTC in January is 09:15-11:45 in Amsterdam.
    const text = await textOf(sampleWorkReport);
    expect(text).toContain('28-01-2026');
    expect(text).toContain('09:15 - 11:45');
    expect(text).not.toContain('08:15 - 10:45');
    for (const time of ['09:30', '10:30', '11:00']) expect(text).toContain(time);
  });

  it('prints summer times two hours ahead of UTC', async () => {
    const text = await textOf({
      ...sampleWorkReport,
      startedAt: new Date('2026-07-14T13:15:00Z'),
      finishedAt: new Date('2026-07-14T14:30:00Z'),
      logbook: [],
    });
    expect(text).toContain('15:15 - 16:30');
  });

  it('takes the kilograms and results from the logbook entries, with tonnes CO2-eq to three decimals', async () => {
    const text = await textOf(sampleWorkReport);
    const added = toWinAnsi(formatTonnesCo2(refrigerantCo2eq('R449A', 1.8)!, 'nl'));
    expect(text).toContain(`1,8 kg R449A (${added})`);
    expect(text).toContain(toWinAnsi(formatTonnesCo2(sampleWorkReport.device.co2eTonnes!, 'nl')));
    expect(text).toContain('lekkage vastgesteld (Flare-verbinding verdamper)');
    expect(text).toContain('Flare-verbinding opnieuw gemaakt en met stikstof afgeperst: hersteld');
    expect(text).toContain('Teruggewonnen');
    expect(text).toContain('0 kg');
  });

  it('says nothing of refrigerant the logbook does not hold, whatever the description says', async () => {
    const text = await textOf({ ...sampleWorkReport, logbook: [] });
    expect(text).not.toContain('1,8 kg');
    expect(text).toContain('Niet uitgevoerd');
    expect(text).toContain('geen lekcontrole vastgelegd');
  });

  it('cites the regulation in Dutch for a Dutch reader, with the re-check window after the repair', async () => {
    const text = await textOf(sampleWorkReport);
    expect(text).toContain('Verordening (EU) 2024/573, art. 7');
    // The repair at 09:30 UTC: a re-check no sooner than 24 hours later (10:30 Amsterdam) and within a month.
    expect(text).toContain('niet eerder dan 29-01-2026 10:30 en uiterlijk 28-02-2026');
    expect(text).toContain('Verordening (EU) 2024/573, art. 4, lid 5');
    expect(text).not.toContain('Regulation');
  });

  it('writes the report in English, citing the regulation in English, for an English reader', async () => {
    const text = await textOf({ ...sampleWorkReport, locale: 'en' });
    expect(text).toContain('Work report / service report');
    expect(text).toContain('28/01/2026');
    expect(text).toContain('09:15 - 11:45');
    expect(text).toContain('1.8 kg R449A');
    expect(text).toContain('Regulation (EU) 2024/573, Art. 4(5)');
    expect(text).toContain('Regulation (EU) 2024/573, Art. 7');
    expect(text).toContain('Page 1 of');
    expect(text).not.toContain('Verordening');
  });
});

describe('workOrderLogbookEntries', () => {
  const base = sampleWorkReport.logbook[0]!;
  const entry = (fields: Partial<WorkReportLogbookEntry>): WorkReportLogbookEntry => ({ ...base, ...fields });
  const workOrder = { id: 'wo-1', serviceObjectIds: ['device-1'], day: '2026-01-28' };

  it('takes the entries that name the work order', () => {
    const linked = entry({ id: 'a', serviceObjectId: 'device-1', workOrderId: 'wo-1' });
    const sameDay = entry({ id: 'b', serviceObjectId: 'device-1', workOrderId: null });
    expect(workOrderLogbookEntries([sameDay, linked], workOrder).map((e) => e.id)).toEqual(['a']);
  });

  it('falls back to the entries of its devices on its Dutch calendar day when none names it', () => {
    const entries = [
      entry({
        id: 'late',
        serviceObjectId: 'device-1',
        workOrderId: null,
        performedAt: new Date('2026-01-28T16:00:00Z'),
      }),
      // 23:30 UTC on the 27th is already the 28th in Amsterdam.
      entry({
        id: 'early',
        serviceObjectId: 'device-1',
        workOrderId: null,
        performedAt: new Date('2026-01-27T23:30:00Z'),
      }),
      entry({
        id: 'other-day',
        serviceObjectId: 'device-1',
        workOrderId: null,
        performedAt: new Date('2026-01-28T23:30:00Z'),
      }),
      entry({ id: 'other-device', serviceObjectId: 'device-2', workOrderId: null }),
      entry({ id: 'other-order', serviceObjectId: 'device-1', workOrderId: 'wo-2' }),
    ];
    expect(workOrderLogbookEntries(entries, workOrder).map((e) => e.id)).toEqual(['early', 'late']);
  });

  it('reads a corrected entry as its correction', () => {
    const wrong = entry({ id: 'wrong', workOrderId: 'wo-1', quantityKg: 18 });
    const correction = entry({ id: 'fixed', workOrderId: 'wo-1', quantityKg: 1.8, correctsEntryId: 'wrong' });
    expect(workOrderLogbookEntries([wrong, correction], workOrder).map((e) => e.quantityKg)).toEqual([1.8]);
  });
});
