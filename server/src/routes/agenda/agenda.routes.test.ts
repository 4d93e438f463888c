import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { databaseKinds, useTestApp } from '../../test/test-app';

const planner = 'planner@koelservice.example';
const customerAdmin = 'klant@bakkerij-dejong.example';
const branchCustomer = 'filiaal@bakkerij-dejong.example';
const accountingOnly = 'boekhouding@bakkerij-dejong.example';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe.each(databaseKinds())('the agenda routes on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function get(url: string, token?: string) {
    return harness.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  async function visibleAppointments(token: string) {
    const response = await get('/api/appointments?perPage=100', token);
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: string; organisationId: string; orderId: string | null }[];
  }

  describe('GET /api/organizations/appointments-internal', () => {
    it("lists every technician's appointments to staff, 20 per page", async () => {
      const token = await harness.login(planner);
      const response = await get('/api/organizations/appointments-internal', token);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const [{ total }] = await harness.database.db
        .select({ total: harness.database.db.$count(appointments, isNull(appointments.deletedAt)) })
        .from(appointments)
        .limit(1);
      expect(body.meta.pagination).toMatchObject({ page: 1, perPage: 20, total });
      expect(total).toBeGreaterThan(20);
      expect(body.data).toHaveLength(20);
      const second = (await get('/api/organizations/appointments-internal?page=2', token)).json();
      const firstIds = new Set(body.data.map((row: { id: string }) => row.id));
      expect(second.data.some((row: { id: string }) => firstIds.has(row.id))).toBe(false);
    });

    it('answers customers 403, even with view agenda', async () => {
      const token = await harness.login(customerAdmin);
      const response = await get('/api/organizations/appointments-internal', token);
      expect(response.statusCode).toBe(403);
    });

    it('refuses an undeclared filter with 422 and an anonymous caller with 401', async () => {
      const token = await harness.login(planner);
      expect((await get('/api/organizations/appointments-internal?technician=x', token)).statusCode).toBe(
        422,
      );
      expect((await get('/api/organizations/appointments-internal')).statusCode).toBe(401);
    });
  });

  describe('GET /api/appointments/{id}/ics', () => {
    it('answers one appointment as an iCalendar file a real parser reads', async () => {
      const token = await harness.login(branchCustomer);
      const withOrder = (await visibleAppointments(token)).find((row) => row.orderId !== null);
      if (!withOrder) throw new Error('the demo customer has no appointment with an order');
      const [stored] = await harness.database.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, withOrder.id));

      const response = await get(`/api/appointments/${withOrder.id}/ics`, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');

      const text = response.body;
      const lines = text.split('\r\n');
      expect(lines.at(-1)).toBe('');
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
      // The description (work order, device, order, technician) is longer than one line.
      expect(lines.some((line) => line.startsWith(' '))).toBe(true);

      const calendar = new ICAL.Component(ICAL.parse(text));
      const vevents = calendar.getAllSubcomponents('vevent');
      expect(vevents).toHaveLength(1);
      const event = new ICAL.Event(vevents[0]!);
      expect(event.uid).toBe(`${withOrder.id}@koelservice-portaal`);
      expect(event.summary).toBe(stored!.title);
      expect(event.startDate.toJSDate().toISOString()).toBe(stored!.startsAt.toISOString());
      expect(event.endDate.toJSDate().toISOString()).toBe(stored!.endsAt.toISOString());
      expect(event.startDate.zone?.tzid).toBe('UTC');
      expect(event.location).toBe(stored!.location);
      expect(event.description).toMatch(/^Installatie: \S+ .+$/m);
      expect(event.description).toMatch(/^Order: \S+ – .+$/m);
      expect(vevents[0]!.getFirstPropertyValue('dtstamp')).not.toBeNull();
    });

    it('names the devices and the order in English when asked', async () => {
      const token = await harness.login(branchCustomer);
      const withOrder = (await visibleAppointments(token)).find((row) => row.orderId !== null)!;
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/appointments/${withOrder.id}/ics`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(response.body)).getFirstSubcomponent('vevent')!,
      );
      expect(event.description).toMatch(/^(Device|Devices):/m);
    });

    it("answers another organisation's appointment, an unknown id and a malformed id with 404", async () => {
      const token = await harness.login(branchCustomer);
      const own = new Set((await visibleAppointments(token)).map((row) => row.id));
      const [foreign] = (
        await harness.database.db
          .select({ id: appointments.id })
          .from(appointments)
          .where(and(isNull(appointments.deletedAt), isNotNull(appointments.orderId)))
      ).filter((row) => !own.has(row.id));
      expect(foreign).toBeDefined();
      expect((await get(`/api/appointments/${foreign!.id}/ics`, token)).statusCode).toBe(404);
      expect(
        (await get('/api/appointments/0190a0b0-0000-7000-8000-000000000000/ics', token)).statusCode,
      ).toBe(404);
      expect((await get('/api/appointments/not-an-id/ics', token)).statusCode).toBe(404);
    });

    it('answers a user without view agenda 403 and an anonymous caller 401', async () => {
      const token = await harness.login(accountingOnly);
      const [any] = await harness.database.db.select({ id: appointments.id }).from(appointments).limit(1);
      expect((await get(`/api/appointments/${any!.id}/ics`, token)).statusCode).toBe(403);
      expect((await get(`/api/appointments/${any!.id}/ics`)).statusCode).toBe(401);
    });
  });
});
