import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { persistedStateKey, readPersistedState, writePersistedState } from './persisted-state';
import { memoryStorage } from './session-test-fixtures';

const Filters = z.object({ status: z.array(z.enum(['open', 'overdue'])), search: z.string() });
const noFilters: z.infer<typeof Filters> = { status: [], search: '' };

describe('persisted state', () => {
  it('restores what was saved for the same user and key', () => {
    const storage = memoryStorage();
    writePersistedState(storage, 'user-1', 'tasks.filters', { status: ['overdue'], search: 'koelcel' });
    expect(readPersistedState(storage, 'user-1', 'tasks.filters', Filters, noFilters)).toEqual({
      status: ['overdue'],
      search: 'koelcel',
    });
  });

  it("keeps each user's state apart on a shared device", () => {
    const storage = memoryStorage();
    writePersistedState(storage, 'user-1', 'tasks.filters', { status: ['open'], search: '' });
    expect(readPersistedState(storage, 'user-2', 'tasks.filters', Filters, noFilters)).toBe(noFilters);
    expect(storage.getItem(persistedStateKey('user-1', 'tasks.filters'))).not.toBeNull();
  });

  it('answers the default for a value that no longer fits the schema or is not JSON', () => {
    const storage = memoryStorage();
    writePersistedState(storage, 'user-1', 'tasks.filters', { status: ['someday'], search: '' });
    expect(readPersistedState(storage, 'user-1', 'tasks.filters', Filters, noFilters)).toBe(noFilters);
    storage.setItem(persistedStateKey('user-1', 'tasks.filters'), '{broken');
    expect(readPersistedState(storage, 'user-1', 'tasks.filters', Filters, noFilters)).toBe(noFilters);
  });

  it('survives a storage that refuses to write', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => writePersistedState(storage, 'user-1', 'tasks.sort', 'dueAt')).not.toThrow();
  });
});
