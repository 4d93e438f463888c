import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRIGERANT_CODES } from '../../../src/lib/fgas';
import { DUTY_KINDS, deviceDuties, type DutyKind } from '../../../src/lib/fgas-duties';
import { AIR_CONDITIONING_CATEGORIES, EPBD_LAW, type EquipmentCategory } from '../../../src/lib/fgas-law';
import { dueStatus } from '../../../src/lib/due-dates';
import { queryRows, type DatabaseHandle } from '../db/client';
import { freshTestDatabase } from '../db/test-database';
import { MemoryFileStore } from '../files/memory-file-store';
import { formatKg, formatTime } from '../pdf/pdf-format';
import { loadPdf, pageTexts } from '../routes/qr-stickers/sticker-pdf-inspection';
import { SERVICE_COMPANY } from '../../../src/lib/service-company';
import { TECHNICIANS } from './demo-access';
import { seedDemoData } from './demo-data';
import { isWorkingMoment } from './working-time';
import { dutchDay } from '../../../src/lib/dutch-day';

/** A winter day: Amsterdam is UTC+1, so a time printed in UTC would be an hour off. */
const now = new Date('2026-11-23T09:30:00Z');
const today = '2026-11-23';

/** A timestamp column as an ISO 8601 string in UTC, whatever the session's time zone. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface DeviceRow {
  id: string;
  number: string;
  organisation_id: string;
  refrigerant: string | null;
  charge_kg: number | null;
  hermetically_sealed: boolean;
  leak_detection_system: boolean;
  installation_date: string | null;
  decommissioned_date: string | null;
  cooling_capacity_kw: number | null;
  category: string | null;
}

interface EntryRow {
  id: string;
  service_object_id: string;
  kind: string;
  refrigerant: string;
  quantity_kg: number | null;
  performed_at: string;
  leak_check_result: string | null;
  leak_location: string | null;
  repair_result: string | null;
  detection_system_result: string | null;
  corrects_entry_id: string | null;
  gas_origin: string | null;
  facility_name: string | null;
  facility_address: string | null;
  facility_certificate_number: string | null;
  recovery_destination: string | null;
  reason: string | null;
  company_name: string;
  company_certificate_number: string;
  technician_name: string;
  technician_certificate_number: string;
  work_order_id: string | null;
}

describe('the demo F-gas data', () => {
  let handle: DatabaseHandle;
  const files = new MemoryFileStore();
  let devices: DeviceRow[];
  let entries: EntryRow[];
  let holdingIds: Set<string>;

  beforeAll(async () => {
    handle = await freshTestDatabase();
    await seedDemoData(handle, { files, now });
    devices = await queryRows<DeviceRow>(
      handle.db,
      sql`select d.id, d.number, d.organisation_id, d.refrigerant, d.charge_kg::float8 as charge_kg,
                 d.hermetically_sealed, d.leak_detection_system, d.installation_date::text,
                 d.decommissioned_date::text, d.cooling_capacity_kw::float8 as cooling_capacity_kw,
                 t.code as category
            from service_objects d left join service_object_types t on t.id = d.type_id
           where d.deleted_at is null order by d.number`,
    );
    entries = await queryRows<EntryRow>(
      handle.db,
      sql`select id, service_object_id, kind, refrigerant, quantity_kg::float8 as quantity_kg,
                 ${iso(sql`performed_at`)} as performed_at, leak_check_result, leak_location, repair_result,
                 detection_system_result, corrects_entry_id, gas_origin, facility_name, facility_address,
                 facility_certificate_number, recovery_destination, reason, company_name,
                 company_certificate_number, technician_name, technician_certificate_number, work_order_id
            from refrigerant_logbook_entries where deleted_at is null order by performed_at, id`,
    );
    const holding = await queryRows<{ id: string }>(
      handle.db,
      sql`select o.id from organisations o join organisations h on h.id = coalesce(o.parent_id, o.id)
           where h.name = 'Bakkerij De Jong Holding B.V.'`,
    );
    holdingIds = new Set(holding.map((row) => row.id));
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
  });

  const entriesOf = (deviceId: string) => entries.filter((entry) => entry.service_object_id === deviceId);
  const dutiesOf = (
    device: DeviceRow,
    inspections: { regime: string; interval_months: number; last: string }[],
  ) =>
    deviceDuties(
      {
        refrigerant: device.refrigerant,
        chargeKg: device.charge_kg,
        hermeticallySealed: device.hermetically_sealed,
        leakDetectionSystem: device.leak_detection_system,
        installationDate: device.installation_date,
        decommissionedDate: device.decommissioned_date,
        coolingCapacityKw: device.cooling_capacity_kw,
        category: device.category,
      },
      entriesOf(device.id).map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        performedAt: new Date(entry.performed_at).toISOString(),
        leakCheckResult: entry.leak_check_result,
        repairResult: entry.repair_result,
        detectionSystemResult: entry.detection_system_result,
        correctsEntryId: entry.corrects_entry_id,
      })),
      inspections.map((inspection) => ({
        regime: inspection.regime,
        intervalMonths: inspection.interval_months,
        lastInspectionDate: inspection.last,
      })),
    );

  async function allDuties() {
    const inspections = await queryRows<{
      service_object_id: string;
      regime: string;
      interval_months: number;
      last: string;
    }>(
      handle.db,
      sql`select service_object_id, regime, interval_months, last_inspection_date::text as last
            from inspections where deleted_at is null`,
    );
    return devices.map((device) => ({
      device,
      ...dutiesOf(
        device,
        inspections.filter((inspection) => inspection.service_object_id === device.id),
      ),
    }));
  }

  it('writes no material line with a refrigerant: a device’s refrigerant is in its logbook only', async () => {
    const materials = await queryRows<{ description: string; unit: string }>(
      handle.db,
      sql`select description, unit from service_object_materials`,
    );
    expect(materials.length).toBeGreaterThan(0);
    const codes = REFRIGERANT_CODES.map((code) => code.toLowerCase());
    for (const material of materials) {
      expect(material.unit).not.toBe('kg');
      expect(material.description.toLowerCase()).not.toContain('koudemiddel');
      for (const code of codes) expect(material.description.toLowerCase().split(/\W+/)).not.toContain(code);
    }
  });

  it('gives every logbook entry its device’s refrigerant, and the device the charge of its first fill', () => {
    const byId = new Map(devices.map((device) => [device.id, device]));
    for (const entry of entries)
      expect(entry.refrigerant).toBe(byId.get(entry.service_object_id)!.refrigerant);
    for (const device of devices) {
      const fills = entriesOf(device.id).filter((entry) => entry.kind === 'installed');
      expect(fills.at(-1)?.quantity_kg).toBe(device.charge_kg);
    }
  });

  it('puts every entry on a working day between 07:30 and 17:00 in Amsterdam, after installation and never in the future', () => {
    const byId = new Map(devices.map((device) => [device.id, device]));
    const added = entries.filter((entry) => entry.kind === 'added' || entry.kind === 'recovered');
    expect(added.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const at = new Date(entry.performed_at);
      expect(isWorkingMoment(at), `${entry.kind} at ${entry.performed_at}`).toBe(true);
      expect(at.getTime()).toBeLessThan(now.getTime());
      expect(dutchDay(at.toISOString()) >= byId.get(entry.service_object_id)!.installation_date!).toBe(true);
    }
  });

  it('names the undertaking, the technician and their certificates on every entry', () => {
    const certificates = new Map(TECHNICIANS.map((technician) => [technician.name, technician.certificate]));
    for (const entry of entries) {
      expect(entry.company_name).toBe(SERVICE_COMPANY.name);
      expect(entry.company_certificate_number).toBe(SERVICE_COMPANY.fgasCompanyCertificate);
      expect(entry.technician_certificate_number).toBe(certificates.get(entry.technician_name));
    }
  });

  it('names the facility of recycled or reclaimed gas, and where recovered gas went', () => {
    const withFacility = (entry: EntryRow) =>
      entry.facility_name !== null &&
      entry.facility_address !== null &&
      entry.facility_certificate_number !== null;
    const secondHand = entries.filter(
      (entry) => entry.gas_origin === 'recycled' || entry.gas_origin === 'reclaimed',
    );
    expect(secondHand.length).toBeGreaterThan(0);
    for (const entry of secondHand) expect(withFacility(entry)).toBe(true);
    for (const entry of entries.filter((e) => e.kind === 'recovered')) {
      expect(entry.recovery_destination).not.toBeNull();
      if (entry.recovery_destination !== 'reuse') expect(withFacility(entry)).toBe(true);
    }
    for (const entry of entries.filter((e) => e.kind === 'added')) expect(entry.reason).toBeTruthy();
  });

  it('follows every leak found by a repair, a top-up and a re-check 24 hours to a month later, but the two cases left open', () => {
    let openRepairs = 0;
    let pendingRechecks = 0;
    for (const device of devices) {
      const log = entriesOf(device.id);
      log.forEach((entry, index) => {
        if (entry.leak_check_result !== 'leak_found') return;
        const repair = log.slice(index + 1).find((e) => e.kind === 'repair');
        if (!repair) {
          openRepairs += 1;
          return;
        }
        expect(repair.repair_result).toBe('repaired');
        expect(repair.reason).toBeTruthy();
        const foundDay = dutchDay(new Date(entry.performed_at).toISOString());
        const repairDay = dutchDay(new Date(repair.performed_at).toISOString());
        expect(Date.parse(repairDay) - Date.parse(foundDay)).toBeLessThanOrEqual(3 * 86_400_000);
        const topUp = log.find((e) => e.kind === 'added' && e.performed_at >= repair.performed_at);
        expect(topUp?.reason).toBeTruthy();
        const repairedAt = Date.parse(repair.performed_at);
        const recheck = log.find((e) => e.kind === 'leak_check' && Date.parse(e.performed_at) > repairedAt);
        if (!recheck) {
          pendingRechecks += 1;
          return;
        }
        expect(Date.parse(recheck.performed_at) - repairedAt).toBeGreaterThanOrEqual(24 * 3_600_000);
        expect(Date.parse(recheck.performed_at) - repairedAt).toBeLessThanOrEqual(31 * 86_400_000);
      });
    }
    expect(openRepairs).toBe(1);
    expect(pendingRechecks).toBe(1);
  });

  it('shows every duty kind of the engine in the demo holding, and an ok, a due-soon and an overdue leak check', async () => {
    const holding = (await allDuties()).filter(({ device }) => holdingIds.has(device.organisation_id));
    const kinds = new Set<DutyKind>(holding.flatMap(({ duties }) => duties.map((duty) => duty.kind)));
    expect([...kinds].sort()).toEqual([...DUTY_KINDS].sort());
    const leakCheckStatuses = new Set(
      holding.flatMap(({ duties }) =>
        duties
          .filter((duty) => duty.kind === 'fgas_leak_check')
          .map((duty) => dueStatus(duty.dueDate, today)),
      ),
    );
    expect([...leakCheckStatuses].sort()).toEqual(['due_soon', 'ok', 'overdue']);
    const detection = holding.flatMap(({ duties }) => duties.filter((duty) => duty.kind === 'lds_check'));
    expect(detection.some((duty) => dueStatus(duty.dueDate, today) !== 'ok')).toBe(true);
  });

  it('has HFO and blend devices whose leak-check interval comes from the mass rule', async () => {
    const holding = (await allDuties()).filter(({ device }) => holdingIds.has(device.organisation_id));
    const refrigerants = new Set(holding.map(({ device }) => device.refrigerant));
    for (const code of ['R1234yf', 'R1234ze', 'R513A', 'R448A', 'R449A'])
      expect(refrigerants).toContain(code);
    const r1234ze = holding.find(({ device }) => device.refrigerant === 'R1234ze')!;
    // 42 kg R1234ze is far below 5 t CO2-eq: only the mass band (10 kg or more: every 6 months) applies.
    expect(r1234ze.leakCheck).toMatchObject({ required: true, intervalMonths: 6 });
    expect(r1234ze.leakCheck.co2eqTonnes).toBeLessThan(1);
  });

  it('leaves open repairs, pending re-checks and a missing detection system only on the devices set up to show them', async () => {
    const flagged = (await allDuties()).filter(({ duties }) =>
      duties.some((duty) => ['fgas_leak_repair', 'fgas_leak_recheck', 'lds_required'].includes(duty.kind)),
    );
    expect(flagged).toHaveLength(3);
    for (const { device } of flagged) expect(holdingIds.has(device.organisation_id)).toBe(true);
  });

  it('installs exactly one device against a placing ban: an R404A cold room after 2020', async () => {
    const banned = (await allDuties()).filter(({ bans }) => bans.length > 0);
    expect(banned).toHaveLength(1);
    expect(banned[0]!.device).toMatchObject({ refrigerant: 'R404A', category: 'cold_room' });
    expect(banned[0]!.bans.map((ban) => ban.id)).toEqual(['stationary_refrigeration_2500']);
    expect(banned[0]!.device.installation_date! >= '2020-01-01').toBe(true);
  });

  it('records only EPBD inspections of air conditioning above 70 kW and pressure-equipment inspections', async () => {
    const inspections = await queryRows<{
      regime: string;
      interval_months: number;
      service_object_id: string;
    }>(handle.db, sql`select regime, interval_months, service_object_id from inspections`);
    const byId = new Map(devices.map((device) => [device.id, device]));
    expect(new Set(inspections.map((inspection) => inspection.regime))).toEqual(
      new Set(['epbd_ac', 'pressure_equipment']),
    );
    for (const inspection of inspections.filter((i) => i.regime === 'epbd_ac')) {
      const device = byId.get(inspection.service_object_id)!;
      expect(AIR_CONDITIONING_CATEGORIES.has(device.category as EquipmentCategory)).toBe(true);
      expect(device.cooling_capacity_kw!).toBeGreaterThan(EPBD_LAW.aboveKw);
      expect(inspection.interval_months).toBe(60);
    }
  });

  it('gives staff technicians their F-gas certificate on their user row, and customers none', async () => {
    const users = await queryRows<{ name: string; type: string; email: string; certificate: string | null }>(
      handle.db,
      sql`select u.name, u.type, u.email, u.fgas_certificate_number as certificate from users u`,
    );
    for (const technician of TECHNICIANS) {
      expect(users.find((user) => user.name === technician.name)?.certificate).toBe(technician.certificate);
    }
    expect(users.find((user) => user.email === 'monteur@koelservice.example')?.certificate).toBe(
      'STEK-P-118834',
    );
    for (const user of users.filter((u) => u.type === 'customer')) expect(user.certificate).toBeNull();
  });

  it('matches every work order with refrigerant work to logbook entries of its day, refrigerant and kilograms', async () => {
    const workOrders = await queryRows<{
      id: string;
      order_id: string;
      planned_date: string;
      work_performed: string | null;
      refrigerant: string;
    }>(
      handle.db,
      sql`select w.id, w.order_id, w.planned_date::text, w.work_performed, d.refrigerant
            from work_orders w join service_objects d on d.id = w.service_object_id`,
    );
    const invoiceLines = await queryRows<{ order_id: string; description: string; quantity: number }>(
      handle.db,
      sql`select i.order_id, l.description, l.quantity::float8 as quantity
            from invoice_lines l join invoices i on i.id = l.invoice_id
           where i.order_id is not null and l.unit = 'kg'`,
    );
    expect(invoiceLines.length).toBeGreaterThan(0);
    let linked = 0;
    for (const workOrder of workOrders) {
      const own = entries.filter((entry) => entry.work_order_id === workOrder.id);
      if (own.length > 0) linked += 1;
      for (const entry of own) {
        expect(dutchDay(new Date(entry.performed_at).toISOString())).toBe(workOrder.planned_date);
        expect(entry.refrigerant).toBe(workOrder.refrigerant);
      }
      if (/bijgevuld|lekcontrole|lekkage|teruggewonnen|gevuld/i.test(workOrder.work_performed ?? '')) {
        expect(own.length, workOrder.work_performed!).toBeGreaterThan(0);
      }
      for (const line of invoiceLines.filter((l) => l.order_id === workOrder.order_id)) {
        expect(line.description).toBe(`Koudemiddel ${workOrder.refrigerant}`);
        const kg = own
          .filter((entry) => entry.kind === 'added' || entry.kind === 'installed')
          .reduce((sum, entry) => sum + entry.quantity_kg!, 0);
        expect(line.quantity).toBeCloseTo(kg, 3);
      }
    }
    expect(linked).toBeGreaterThan(10);
  });

  it('prints a work report with Amsterdam times and the kilograms of its logbook entries', async () => {
    const [report] = await queryRows<{
      storage_key: string;
      started_at: string;
      completed_at: string;
      id: string;
    }>(
      handle.db,
      sql`select doc.storage_key, ${iso(sql`w.started_at`)} as started_at, ${iso(sql`w.completed_at`)} as completed_at, w.id
            from work_orders w join documents doc on doc.id = w.report_document_id
           where exists (select 1 from refrigerant_logbook_entries e
                          where e.work_order_id = w.id and e.kind = 'added')
           order by w.number limit 1`,
    );
    expect(report).toBeDefined();
    const doc = await loadPdf(files.peek(report!.storage_key)!.bytes);
    const text = doc.getPages().flatMap(pageTexts).join(' ');
    const started = new Date(report!.started_at);
    const finished = new Date(report!.completed_at);
    expect(text).toContain(`${formatTime(started)} - ${formatTime(finished)}`);
    const utc = (date: Date) => date.toISOString().slice(11, 16);
    expect(text).not.toContain(`${utc(started)} - ${utc(finished)}`);
    for (const entry of entries.filter((e) => e.work_order_id === report!.id)) {
      expect(text).toContain(formatTime(new Date(entry.performed_at)));
      if (entry.kind === 'added')
        expect(text).toContain(`${formatKg(entry.quantity_kg!)} ${entry.refrigerant}`);
    }
    expect(text).toContain('Verordening (EU) 2024/573');
    expect(text).not.toContain('Regulation (EU) 2024/573');
  });
});
