import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxCursor } from '../../../src/api/contract/common';
import { createTestApp, demoPassword, type TestApp } from '../test/test-app';
import { forbiddenTextPaths, hasForbiddenCharacters, parseQueryString } from './input-rules';
import { messageFor } from './messages';

const holdingCustomer = 'klant@bakkerij-dejong.example';
const planner = 'planner@koelservice.example';
/** The Dutch message of the text rule, as every refusal below names it. */
const invalidCharacters = messageFor({ headers: {} } as never, 'invalidCharacters');

describe('hasForbiddenCharacters and forbiddenTextPaths', () => {
  it('refuses NUL, the other C0 controls and lone surrogates, and allows tab, line feed and carriage return', () => {
    for (const text of [
      'a\u0000b',
      '\u0001',
      'x\u001b[31m',
      '\u000b',
      '\u001f',
      '\ud800',
      'a\udc00b',
      'b\ud83d',
    ])
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(true);
    for (const text of ['', 'regel 1\nregel 2\r\n\tingesprongen', 'Crème brûlée', '😀 emoji', '\u007f', 'ok'])
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(false);
  });

  it('names the path of every offending value and key, however deep, without recursion', () => {
    expect(forbiddenTextPaths({ a: ['ok', 'x\u0000'], 'b\u0000': 1, c: { d: '\ud800' } })).toEqual(
      expect.arrayContaining([['a', 1], ['b\u0000'], ['c', 'd']]),
    );
    let deep: unknown = 'bad\u0000';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(forbiddenTextPaths(deep)).toHaveLength(1);
  });

  it('marks a query over its bounds instead of cutting it short or throwing', () => {
    const overLimit = parseQueryString(Array.from({ length: 101 }, () => 'status[]=open').join('&'));
    expect(Object.keys(overLimit)).toEqual([]);
    expect(parseQueryString('status[150]=open')).not.toHaveProperty('status');
    expect(parseQueryString('status[]=open&status[]=overdue')).toEqual({ status: ['open', 'overdue'] });
  });
});

describe('the input rules on the running app (PGlite)', () => {
  let testApp: TestApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    for (const email of [holdingCustomer, planner]) {
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: demoPassword },
      });
      if (login.statusCode !== 200) throw new Error(`login as ${email}: ${login.statusCode} ${login.body}`);
      tokens.set(email, (login.json() as { data: { token: string } }).data.token);
    }
  }, 300_000);
  afterAll(async () => testApp?.close());

  async function send(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    options: { as?: string; payload?: string | object } = {},
  ) {
    const headers: Record<string, string> = { 'accept-language': 'nl' };
    if (options.as) headers.authorization = `Bearer ${tokens.get(options.as)}`;
    if (typeof options.payload === 'string') headers['content-type'] = 'application/json';
    return testApp.app.inject({ method, url, headers, payload: options.payload });
  }

  function expectRefusal(response: { statusCode: number; json(): unknown }, field: string, message?: string) {
    expect(response.statusCode).toBe(422);
    const body = response.json() as { errors?: Record<string, string[]> };
    expect(Object.keys(body.errors ?? {})).toContain(field);
    if (message) expect(body.errors?.[field]).toEqual([message]);
  }

  it('answers 422 naming the field for NUL in a JSON body, signed in or anonymous, and changes nothing', async () => {
    expectRefusal(
      await send('PATCH', '/api/user', { as: holdingCustomer, payload: { name: 'a\u0000b' } }),
      'name',
      invalidCharacters,
    );
    const user = await send('GET', '/api/user', { as: holdingCustomer });
    expect((user.json() as { data: { name: string } }).data.name).not.toContain('\u0000');

    expectRefusal(
      await send('POST', '/api/register', {
        payload: { name: 'a\u0000b', email: 'nieuw@example.nl', password: 'een-lang-wachtwoord-2026' },
      }),
      'name',
      invalidCharacters,
    );
    expectRefusal(
      await send('POST', '/api/login', {
        payload: { email: 'klant\u0000@bakkerij-dejong.example', password: 'x' },
      }),
      'email',
      invalidCharacters,
    );
    expectRefusal(
      await send('POST', '/api/reset-password/request', { payload: { email: '\u0000' } }),
      'email',
      invalidCharacters,
    );
  });

  it('refuses other controls, lone surrogates and bad keys in a body, and keeps tab and newlines', async () => {
    expectRefusal(
      await send('PATCH', '/api/user', { as: holdingCustomer, payload: '{"name":"a\\u001bb"}' }),
      'name',
      invalidCharacters,
    );
    expectRefusal(
      await send('PATCH', '/api/user', { as: holdingCustomer, payload: '{"name":"half \\ud800 pair"}' }),
      'name',
      invalidCharacters,
    );
    expectRefusal(
      await send('PATCH', '/api/user', { as: holdingCustomer, payload: '{"na\\u0000me":"x"}' }),
      'na\u0000me',
      invalidCharacters,
    );
    const renamed = await send('PATCH', '/api/user', {
      as: holdingCustomer,
      payload: { name: 'Jan\tde Jong' },
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('answers 422 naming the parameter for NUL in a query or a path parameter', async () => {
    expectRefusal(
      await send('GET', '/api/orders?organizationCode=a%00b', { as: holdingCustomer }),
      'organizationCode',
      invalidCharacters,
    );
    expectRefusal(
      await send('GET', '/api/timeline-logs?group=%01', { as: holdingCustomer }),
      'group',
      invalidCharacters,
    );
    expectRefusal(await send('GET', '/api/orders/a%00b', { as: holdingCustomer }), 'id', invalidCharacters);
    expectRefusal(
      await send('GET', '/api/statistics/a%00b/aggregated', { as: holdingCustomer }),
      'id',
      invalidCharacters,
    );
    expectRefusal(await send('GET', '/api/calendar/a%00b.ics'), 'file', invalidCharacters);
  });

  it('bounds every sync cursor: past the largest cursor is 422 on every list, the largest itself is read', async () => {
    for (const list of ['task', 'orders', 'invoices', 'serviceobjects', 'appointments', 'documents']) {
      expectRefusal(
        await send('GET', `/api/${list}?updatedSince=99999999999999999999`, { as: holdingCustomer }),
        'updatedSince',
      );
    }
    expectRefusal(
      await send('GET', `/api/task?updatedSince=${BigInt(maxCursor) + 1n}`, { as: holdingCustomer }),
      'updatedSince',
    );
    expectRefusal(await send('GET', '/api/task?updatedSince=-1', { as: holdingCustomer }), 'updatedSince');
    const largest = await send('GET', `/api/task?updatedSince=${maxCursor}`, { as: holdingCustomer });
    expect(largest.statusCode).toBe(200);
    expect(largest.json()).toMatchObject({ data: [], meta: { sync: { cursor: String(maxCursor) } } });
  });

  it('refuses an array or an object where a number or a scalar belongs, and reads plain numbers', async () => {
    for (const query of [
      'perPage[0]=1',
      'perPage[]=1',
      'perPage[a]=1',
      'perPage=1&perPage=2',
      'perPage=1e1',
      'perPage=%201',
      'page[]=2',
      'limit[x]=5',
      'updatedSince[]=1',
    ]) {
      const response = await send('GET', `/api/task?${query}`, { as: holdingCustomer });
      expectRefusal(response, query.split(/[[=]/)[0]!);
    }
    expectRefusal(
      await send('GET', '/api/orders?organizationCode[]=x', { as: holdingCustomer }),
      'organizationCode',
    );
    expectRefusal(await send('GET', '/api/persons?top[]=true', { as: holdingCustomer }), 'top');
    expectRefusal(await send('GET', '/api/task?status[a]=open', { as: holdingCustomer }), 'status');
    expectRefusal(await send('GET', '/api/timeline?type[a]=2', { as: holdingCustomer }), 'type');
    expectRefusal(await send('GET', '/api/timeline?type=2.5', { as: holdingCustomer }), 'type');

    const page = await send('GET', '/api/task?perPage=2&page=1', { as: holdingCustomer });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ meta: { pagination: { page: 1, perPage: 2 } } });
    const timeline = await send('GET', '/api/timeline?type[]=2&type[]=3&perPage=5', { as: holdingCustomer });
    expect(timeline.statusCode).toBe(200);
    const basic = await send('GET', '/api/timeline/basic?type=2', { as: holdingCustomer });
    expect(basic.statusCode).toBe(200);
  });

  it('refuses a query over its bounds instead of dropping filter values', async () => {
    const statuses = Array.from({ length: 101 }, () => 'status[]=open').join('&');
    expectRefusal(await send('GET', `/api/task?${statuses}`, { as: holdingCustomer }), 'querystring');
    expectRefusal(await send('GET', '/api/task?status[150]=open', { as: holdingCustomer }), 'querystring');
  });
});
