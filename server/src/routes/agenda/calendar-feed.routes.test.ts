import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { users } from '../../db/schema/users-roles';
import { databaseKinds, useTestApp } from '../../test/test-app';
import { hashToken } from '../../auth/tokens';
import { feedPeriod } from './calendar-feed.routes';

const technician = 'monteur@koelservice.example';
const branchCustomer = 'filiaal@bakkerij-dejong.example';
const accountingOnly = 'boekhouding@bakkerij-dejong.example';

function uidsOf(text: string): string[] {
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((vevent) => String(vevent.getFirstPropertyValue('uid')).replace(/@.*$/, ''))
    .sort();
}

describe.each(databaseKinds())('the personal calendar feed on $label', ({ kind }) => {
  const harness = useTestApp(kind, { PUBLIC_URL: 'https://portaal.example.nl' });

  function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) {
    return harness.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  }

  /** The path of a feed URL, for `inject`. */
  function feedPath(url: string): string {
    return new URL(url).pathname;
  }

  it('creates a feed, serves it without login, and answers 404 once revoked', async () => {
    const token = await harness.login(branchCustomer);
    expect((await call('GET', '/api/profile/calendar-feed', token)).json().data).toEqual({ isActive: false });

    const created = await call('POST', '/api/profile/calendar-feed', token);
    expect(created.statusCode).toBe(200);
    const { url, isActive } = created.json().data as { url: string; isActive: boolean };
    expect(isActive).toBe(true);
    expect(url).toMatch(/^https:\/\/portaal\.example\.nl\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call('GET', '/api/profile/calendar-feed', token)).json().data).toEqual({ isActive: true });

    const secret = /\/([^/]+)\.ics$/.exec(url)![1]!;
    const [stored] = await harness.database.db
      .select({ hash: users.calendarFeedTokenHash })
      .from(users)
      .where(eq(users.email, branchCustomer));
    expect(stored!.hash).toBe(hashToken(secret));

    const feed = await call('GET', feedPath(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const visible = (await call('GET', '/api/appointments?perPage=100', token)).json().data as {
      id: string;
      startsAt: string;
    }[];
    const { from, to } = feedPeriod(new Date());
    const expected = visible
      .filter((row) => new Date(row.startsAt) >= from && new Date(row.startsAt) <= to)
      .map((row) => row.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(uidsOf(feed.body)).toEqual(expected);

    expect((await call('DELETE', '/api/profile/calendar-feed', token)).statusCode).toBe(204);
    expect((await call('GET', feedPath(url))).statusCode).toBe(404);
    expect((await call('GET', '/api/profile/calendar-feed', token)).json().data).toEqual({ isActive: false });
  });

  it('revokes the earlier URL when the feed is replaced', async () => {
    const token = await harness.login(branchCustomer);
    const first = (await call('POST', '/api/profile/calendar-feed', token)).json().data.url as string;
    const second = (await call('POST', '/api/profile/calendar-feed', token)).json().data.url as string;
    expect(second).not.toBe(first);
    expect((await call('GET', feedPath(first))).statusCode).toBe(404);
    expect((await call('GET', feedPath(second))).statusCode).toBe(200);
  });

  it('gives a staff technician the appointments they are the technician of', async () => {
    const token = await harness.login(technician);
    const url = (await call('POST', '/api/profile/calendar-feed', token)).json().data.url as string;
    const feed = await call('GET', feedPath(url));
    expect(feed.statusCode).toBe(200);
    const [owner] = await harness.database.db.select().from(users).where(eq(users.email, technician));
    const { from, to } = feedPeriod(new Date());
    const own = await harness.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.technicianName, owner!.name),
          isNull(appointments.deletedAt),
          gte(appointments.startsAt, from),
          lte(appointments.startsAt, to),
        ),
      );
    expect(own.length).toBeGreaterThan(0);
    expect(uidsOf(feed.body)).toEqual(own.map((row) => row.id).sort());
  });

  it('answers an unknown or malformed secret 404', async () => {
    expect((await call('GET', `/api/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await call('GET', '/api/calendar/short.ics')).statusCode).toBe(404);
    expect((await call('GET', `/api/calendar/${'A'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('refuses the profile routes to a user without view agenda (403) and to anonymous callers (401)', async () => {
    const token = await harness.login(accountingOnly);
    expect((await call('POST', '/api/profile/calendar-feed', token)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/profile/calendar-feed', token)).statusCode).toBe(403);
    expect((await call('POST', '/api/profile/calendar-feed')).statusCode).toBe(401);
  });

  it("answers 404 once the owner's account is switched off", async () => {
    const token = await harness.login(branchCustomer);
    const url = (await call('POST', '/api/profile/calendar-feed', token)).json().data.url as string;
    await harness.database.db.update(users).set({ active: false }).where(eq(users.email, branchCustomer));
    expect((await call('GET', feedPath(url))).statusCode).toBe(404);
  });
});
