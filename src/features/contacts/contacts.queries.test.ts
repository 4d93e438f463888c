import { describe, expect, it } from 'vitest';
import { Person } from '../../api/contract/contacts';
import { freshDatabase } from '../../sync/sync-test-fixtures';
import { loadContacts, loadLinkedAccounts } from './contacts.queries';

const holding = '0190a000-0000-7000-8000-0000000000b1';
const branch = '0190a000-0000-7000-8000-0000000000b2';
const other = '0190a000-0000-7000-8000-0000000000b3';

function person(id: string, organisationId: string, portalUserId: string | null = null): Person {
  return Person.parse({
    id,
    organisationId,
    name: `Contact ${id.slice(-2)}`,
    jobTitle: null,
    email: null,
    phone: null,
    mobile: null,
    isMainContact: false,
    portalUserId,
    invitedAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
  });
}

describe('loadContacts', () => {
  it('reads the contacts of the organisations in scope, or every stored one without a scope', async () => {
    const db = freshDatabase();
    await db
      .records('persons')
      .bulkPut([
        person('0190a000-0000-7000-8000-0000000000c1', holding),
        person('0190a000-0000-7000-8000-0000000000c2', branch),
        person('0190a000-0000-7000-8000-0000000000c3', other),
      ]);
    const inScope = await loadContacts(db, [holding, branch]);
    expect(inScope.map((row) => row.organisationId).sort()).toEqual([holding, branch].sort());
    expect(await loadContacts(db, null)).toHaveLength(3);
  });
});

describe('loadLinkedAccounts', () => {
  it('knows only the linked accounts stored on this device', async () => {
    const db = freshDatabase();
    const stored = '0190a000-0000-7000-8000-0000000000d1';
    await db.records('users').put({
      id: stored,
      type: 'customer',
      accessLevel: 'user',
      name: 'Kees Visser',
      email: 'kees@bakkerij-dejong.example',
      locale: 'nl',
      roleId: null,
      organisationId: holding,
      active: false,
      twoFactorEnabled: false,
      confirmedAt: null,
      lastLoginAt: null,
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
    });
    const accounts = await loadLinkedAccounts(db, [stored, '0190a000-0000-7000-8000-0000000000d2']);
    expect([...accounts.values()]).toEqual([{ id: stored, active: false }]);
    expect((await loadLinkedAccounts(db, [])).size).toBe(0);
  });
});
