import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/api-client';
import { clearSession, currentSession, setSession } from '../../session/session-state';
import { buildSession, memoryStorage } from '../../session/session-test-fixtures';
import { saveAccountLocale } from './account-locale';

globalThis.localStorage = memoryStorage();

/** An API client whose fetch answers with `respond` and records what was sent. */
function clientAnswering(respond: (request: Request) => Response | Promise<Response>) {
  const sent: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://portal.test/api',
    getToken: () => currentSession()?.token ?? null,
    getLocale: () => 'nl',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push(request);
      return respond(request);
    }) as typeof fetch,
  });
  return { client, sent };
}

describe('saving the header’s language choice to the profile', () => {
  beforeEach(() => clearSession());

  it('saves the choice of a signed-in user and stores the answered user', async () => {
    setSession(buildSession());
    const { client, sent } = clientAnswering(async (request) => {
      const body = (await request.json()) as { locale: string };
      return Response.json({ data: { ...buildSession().user, locale: body.locale } });
    });
    expect(await saveAccountLocale(client, 'en')).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PATCH');
    expect(sent[0]!.url).toBe('http://portal.test/api/user');
    expect(currentSession()?.user.locale).toBe('en');
  });

  it('sends nothing when signed out or when the profile already has the language', async () => {
    const { client, sent } = clientAnswering(() => Response.json({}));
    expect(await saveAccountLocale(client, 'en')).toBe(false);
    setSession(buildSession());
    expect(await saveAccountLocale(client, 'nl')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('keeps quiet offline and leaves the stored user as it was', async () => {
    setSession(buildSession());
    const { client } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await saveAccountLocale(client, 'en')).toBe(false);
    expect(currentSession()?.user.locale).toBe('nl');
  });
});
