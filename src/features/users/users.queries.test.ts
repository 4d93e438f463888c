import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../api/contract/users-roles';
import type { OutboxEntry } from '../../db/outbox-entry';
import { freshDatabase } from '../../sync/sync-test-fixtures';
import { commandStatesOf } from '../../sync/command-state';
import { readUserList, type UserFilter } from './users.queries';

const holding = '0190a000-0000-7000-8000-0000000000b1';
const branch = '0190a000-0000-7000-8000-0000000000b2';
const other = '0190a000-0000-7000-8000-0000000000b3';
const editor = '0190a000-0000-7000-8000-0000000000c1';

let next = 0;
function user(name: string, overrides: Partial<UserRecord> = {}): UserRecord {
  next += 1;
  return {
    id: `0190a000-0000-7000-8000-${String(next).padStart(12, '0')}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    type: 'customer',
    accessLevel: 'user',
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.nl`,
    locale: 'nl',
    roleId: editor,
    organisationId: holding,
    active: true,
    twoFactorEnabled: false,
    confirmedAt: null,
    lastLoginAt: null,
    ...overrides,
  };
}

const all: UserFilter = { organisations: null, search: '', role: null, active: null, limit: 50 };

async function seeded() {
  const db = freshDatabase();
  await db
    .records('users')
    .bulkPut([
      user('Willem de Vries', { organisationId: branch, active: false }),
      user('Anne de Jong'),
      user('Marloes van der Meer', { type: 'employee', organisationId: null, roleId: null }),
      user('Karin Smit', { organisationId: other }),
    ]);
  return db;
}

describe('the user list', () => {
  it('shows staff every user, by name', async () => {
    const list = await readUserList(await seeded(), all);
    expect(list.users.map((row) => row.name)).toEqual([
      'Anne de Jong',
      'Karin Smit',
      'Marloes van der Meer',
      'Willem de Vries',
    ]);
  });

  it('keeps to the organisations in scope, which leaves out staff without one', async () => {
    const list = await readUserList(await seeded(), { ...all, organisations: [holding, branch] });
    expect(list.users.map((row) => row.name)).toEqual(['Anne de Jong', 'Willem de Vries']);
  });

  it('searches name and email, and filters by role and active state', async () => {
    const db = await seeded();
    expect((await readUserList(db, { ...all, search: 'KARIN@' })).users.map((row) => row.name)).toEqual([
      'Karin Smit',
    ]);
    expect((await readUserList(db, { ...all, role: 'none' })).users.map((row) => row.name)).toEqual([
      'Marloes van der Meer',
    ]);
    expect((await readUserList(db, { ...all, role: editor, active: 'inactive' })).users).toHaveLength(1);
  });

  it('shows the first page and counts them all for "load more"', async () => {
    const list = await readUserList(await seeded(), { ...all, limit: 2 });
    expect(list.users).toHaveLength(2);
    expect(list.total).toBe(4);
  });
});

describe('the outbox state of a row', () => {
  it('says a change waits, and a refusal with its message wins over a later pending change', () => {
    const entry = (seq: number, state: OutboxEntry['state'], refs: string[], message?: string) =>
      ({ seq, state, refs, lastError: message ? { status: 422, message } : null }) as OutboxEntry;
    const states = commandStatesOf(
      [
        entry(1, 'rejected', ['users:a'], 'Je kunt je eigen account niet uitschakelen'),
        entry(2, 'pending', ['users:a', 'users:b']),
        entry(3, 'pending', ['roles:c']),
      ],
      'users',
    );
    expect(Object.fromEntries(states)).toEqual({
      a: { state: 'rejected', message: 'Je kunt je eigen account niet uitschakelen', seq: 1 },
      b: { state: 'pending', message: null, seq: 2 },
    });
  });
});
