import { eq, sql } from 'drizzle-orm';
import { PDFDocument, decodePDFRawStream, PDFArray, PDFRawStream, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { formatTonnesCo2 } from '../../../../src/lib/fgas';
import { uuidv7 } from '../../../../src/lib/uuid';
import { queryRows } from '../../db/client';
import { organisations, refrigerantLogbookEntries, serviceObjects } from '../../db/schema/index';
import { databaseKinds, useTestApp } from '../../test/test-app';
import { CSV_HEADER, csvNumber } from './refrigerant-use-csv';

const holdingCustomer = 'klant@bakkerij-dejong.example';
const branchCustomer = 'filiaal@bakkerij-dejong.example';
const accounting = 'boekhouding@bakkerij-dejong.example';
const superadmin = 'admin@koelservice.example';

/** The text a PDF draws with the standard fonts (pdf-lib writes it as hex strings in the content streams). */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  let text = '';
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      text += `${Buffer.from(match[1]!, 'hex').toString('latin1')}\n`;
    }
  }
  return text;
}

describe.each(databaseKinds())('the refrigerant-use report on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function getReport(token: string | undefined, query: string, language: 'nl' | 'en' = 'en') {
    return harness.app.inject({
      method: 'GET',
      url: `/api/reports/refrigerant-use${query ? `?${query}` : ''}`,
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  async function holding() {
    const [row] = await harness.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'Bakkerij De Jong Holding B.V.'));
    if (!row) throw new Error('the demo data has no holding');
    return row;
  }

  /** A device of 10 kg R404A in `organisationId`, with 1.5 kg added in 2025 and 2 kg recovered in 2024. */
  async function deviceWithKnownUse(organisationId: string) {
    const id = uuidv7();
    await harness.database.db.insert(serviceObjects).values({
      id,
      organisationId,
      number: `TEST-${id.slice(-6)}`,
      name: 'Koelcel testbakkerij',
      refrigerant: 'R404A',
      chargeKg: 10,
      installationDate: '2019-05-01',
      publicId: `test-${id}`,
    });
    const base = {
      organisationId,
      serviceObjectId: id,
      refrigerant: 'R404A',
      technicianName: 'Test Monteur',
      technicianCertificateNumber: 'STEK-P-TEST',
      companyName: 'Test Koeltechniek',
      companyCertificateNumber: 'STEK-B-TEST',
    };
    await harness.database.db.insert(refrigerantLogbookEntries).values([
      { ...base, kind: 'added', quantityKg: 1, performedAt: new Date('2025-03-10T09:00:00Z') },
      { ...base, kind: 'added', quantityKg: 0.5, performedAt: new Date('2025-10-01T09:00:00Z') },
      { ...base, kind: 'recovered', quantityKg: 2, performedAt: new Date('2024-12-01T09:00:00Z') },
    ]);
    return id;
  }

  it('sums one device: 10 kg R404A with 1.5 kg added in a year leaks 15 % and holds 39.216 t CO2-eq', async () => {
    const token = await harness.login(holdingCustomer);
    const organisation = await holding();
    const deviceId = await deviceWithKnownUse(organisation.id);
    const response = await getReport(token, `relationId=${organisation.id}&from=2025-01-01&to=2025-12-31`);
    expect(response.statusCode).toBe(200);
    const row = response
      .json()
      .data.byDevice.find((d: { serviceObjectId: string }) => d.serviceObjectId === deviceId);
    expect(row).toMatchObject({
      refrigerant: 'R404A',
      gwp: 3921.6,
      chargeKg: 10,
      chargeTonnesCo2eq: 39.216,
      addedKg: 1.5,
      recoveredKg: 0,
      leakRatePercent: 15,
    });
  });

  it('includes the child companies and adds up to the logbook of all of them', async () => {
    const token = await harness.login(holdingCustomer);
    const organisation = await holding();
    const response = await getReport(token, 'from=2022-01-01&to=2026-12-31');
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report.organisation).toMatchObject({ id: organisation.id, code: organisation.code });
    const children = await harness.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.parentId, organisation.id));
    expect(children.length).toBe(3);
    const ids = report.organisations.map((o: { id: string }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([organisation.id, ...children.map((c) => c.id)]));
    const deviceOrganisations = new Set(
      report.byDevice.map((d: { organisationId: string }) => d.organisationId),
    );
    expect(children.some((child) => deviceOrganisations.has(child.id))).toBe(true);

    // The same sums straight from the database, counted on the Dutch calendar day.
    const [expected] = await queryRows<{
      added: string | null;
      recovered: string | null;
      installed: string | null;
    }>(
      harness.database.db,
      sql`select sum(quantity_kg) filter (where kind = 'added') as added,
                 sum(quantity_kg) filter (where kind = 'recovered') as recovered,
                 sum(quantity_kg) filter (where kind = 'installed') as installed
            from refrigerant_logbook_entries
           where organisation_id = any(${sql.raw(`array[${ids.map((id: string) => `'${id}'`).join(',')}]::uuid[]`)})
             and deleted_at is null
             and (performed_at at time zone 'Europe/Amsterdam')::date between '2022-01-01' and '2026-12-31'`,
    );
    expect(report.totals.addedKg).toBeCloseTo(Number(expected!.added ?? 0), 3);
    expect(report.totals.recoveredKg).toBeCloseTo(Number(expected!.recovered ?? 0), 3);
    expect(report.totals.installedKg).toBeCloseTo(Number(expected!.installed ?? 0), 3);
    expect(report.totals.addedKg).toBeGreaterThan(0);
    const sumOf = (rows: { addedKg: number }[]) => rows.reduce((sum, row) => sum + row.addedKg, 0);
    expect(sumOf(report.byRefrigerant)).toBeCloseTo(report.totals.addedKg, 3);
    expect(sumOf(report.byDevice)).toBeCloseTo(report.totals.addedKg, 3);
  });

  it('covers the last 12 months when no period is given', async () => {
    const token = await harness.login(holdingCustomer);
    const response = await getReport(token, '');
    expect(response.statusCode).toBe(200);
    const { period } = response.json().data;
    expect(period.days).toBeGreaterThanOrEqual(365);
    expect(period.days).toBeLessThanOrEqual(366);
    const upTo = (await getReport(token, 'to=2025-06-30')).json().data.period;
    expect(upTo).toEqual({ from: '2024-07-01', to: '2025-06-30', days: 365 });
  });

  it('refuses an organisation outside the caller’s own with 403 and an unknown one with 404', async () => {
    const branchToken = await harness.login(branchCustomer);
    const organisation = await holding();
    expect((await getReport(branchToken, `relationId=${organisation.id}`)).statusCode).toBe(403);
    const adminToken = await harness.login(superadmin);
    const unknown = await getReport(adminToken, `relationId=${uuidv7()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Not found.');
  });

  it('refuses a user without "view reports" with 403', async () => {
    const token = await harness.login(accounting);
    const response = await getReport(token, '');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBeTruthy();
    expect((await getReport(undefined, '')).statusCode).toBe(401);
  });

  it('asks staff to name the organisation, and refuses a period that ends before it starts', async () => {
    const adminToken = await harness.login(superadmin);
    const missing = await getReport(adminToken, '');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.relationId).toEqual(['This field is required.']);
    const token = await harness.login(holdingCustomer);
    expect((await getReport(token, 'from=2025-06-01&to=2025-01-01')).statusCode).toBe(422);
    expect((await getReport(token, 'from=gisteren')).statusCode).toBe(422);
  });

  it('exports a CSV for Excel: BOM, semicolons, decimal commas, a row per device and the total', async () => {
    const token = await harness.login(holdingCustomer);
    const organisation = await holding();
    await deviceWithKnownUse(organisation.id);
    const query = `relationId=${organisation.id}&from=2025-01-01&to=2025-12-31`;
    const json = (await getReport(token, query)).json().data;
    const response = await getReport(token, `${query}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.csv"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = response.body
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual([...CSV_HEADER]);
    for (const row of rows) expect(row).toHaveLength(CSV_HEADER.length);
    expect(rows.filter((row) => row[0] === 'Installatie')).toHaveLength(json.byDevice.length);
    const test = rows.find((row) => row[4] === 'Koelcel testbakkerij')!;
    expect(test.slice(5, 9)).toEqual(['R404A', '3921,6', '10', '39,216']);
    expect(test[CSV_HEADER.indexOf('Lekpercentage per jaar (%)')]).toBe('15');
    const total = rows.find((row) => row[0] === 'Totaal')!;
    expect(total[CSV_HEADER.indexOf('Bijgevuld (kg)')]).toBe(csvNumber(json.totals.addedKg));
    expect(total[CSV_HEADER.indexOf('Inhoud (kg)')]).toBe(csvNumber(json.totals.chargeKg));
  });

  it('exports an A4 PDF with the organisation, period, totals, definition and page numbers', async () => {
    const token = await harness.login(holdingCustomer);
    const organisation = await holding();
    const query = `relationId=${organisation.id}&from=2025-01-01&to=2025-12-31`;
    const json = (await getReport(token, query)).json().data;
    const response = await getReport(token, `${query}&format=pdf`, 'nl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.pdf"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPage(0).getWidth()).toBeCloseTo(595.28, 1);
    expect(pdf.getTitle()).toBe(`Koudemiddelrapportage ${organisation.name}`);
    const text = pdf.getPages().map(pageText).join('\n');
    const nl = (value: number, min: number) =>
      new Intl.NumberFormat('nl-NL', { minimumFractionDigits: min, maximumFractionDigits: 3 }).format(value);
    for (const expected of [
      organisation.name,
      organisation.code,
      '01-01-2025 t/m 31-12-2025',
      'Gegenereerd op',
      nl(json.totals.addedKg, 1),
      nl(json.totals.chargeKg, 1),
      formatTonnesCo2(json.totals.chargeTonnesCo2eq, 'nl', false),
      'Lekpercentage = bijgevulde hoeveelheid',
      'Verordening (EU) 2024/573',
      `Pagina 1 van ${pdf.getPageCount()}`,
    ]) {
      expect(text).toContain(expected);
    }
    // An English reader gets the same report with the regulation cited in English.
    const english = await PDFDocument.load((await getReport(token, `${query}&format=pdf`, 'en')).rawPayload);
    expect(english.getTitle()).toBe(`Refrigerant use report ${organisation.name}`);
    expect(english.getPages().map(pageText).join('\n')).toContain('Regulation (EU) 2024/573');
  });
});
