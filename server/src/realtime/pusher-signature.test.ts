import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidPusherSignature, signPusherRequest } from './pusher-signature';

const credentials = { key: 'portal-key', secret: 'secret' };
const body = '{"name":"tasks","channels":["webportal-channel"],"data":"{}"}';

function signedQuery(overrides: Record<string, string> = {}, now = 1_800_000_000) {
  const query: Record<string, string> = {
    auth_key: 'portal-key',
    auth_timestamp: String(now),
    auth_version: '1.0',
    body_md5: createHash('md5').update(body).digest('hex'),
    ...overrides,
  };
  query.auth_signature = signPusherRequest('secret', 'POST', '/apps/portal/events', query);
  return query;
}

function check(query: Record<string, string>, requestBody = body, now = 1_800_000_000) {
  return isValidPusherSignature(
    { method: 'POST', path: '/apps/portal/events', query, body: requestBody },
    credentials,
    now,
  );
}

describe('the Pusher request signature', () => {
  it('accepts a request signed with the secret', () => {
    expect(check(signedQuery())).toBe(true);
  });

  it('refuses a changed body, a wrong key or a tampered parameter', () => {
    expect(check(signedQuery(), body.replace('tasks', 'roles'))).toBe(false);
    expect(check({ ...signedQuery(), auth_key: 'other' })).toBe(false);
    expect(check({ ...signedQuery(), auth_timestamp: '1800000001' })).toBe(false);
  });

  it('refuses a signature older than ten minutes', () => {
    expect(check(signedQuery(), body, 1_800_000_000 + 601)).toBe(false);
    expect(check(signedQuery(), body, 1_800_000_000 + 599)).toBe(true);
  });
});
