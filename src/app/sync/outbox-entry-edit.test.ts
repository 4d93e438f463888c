import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../db/outbox-entry';
import { editableFields, withEditedFields } from './outbox-entry-edit';

const record = { id: 't1', organisationId: 'o1', title: 'x'.repeat(300), status: 'open' };
const entry: OutboxEntry = {
  seq: 3,
  id: 'key-1',
  userId: 'u1',
  command: 'createTask',
  summary: 'Nieuwe taak',
  request: {
    method: 'post',
    path: 'task',
    json: { id: 't1', organisationId: 'o1', title: record.title, description: 'Uitleg' },
  },
  effects: [{ collection: 'tasks', id: 't1', change: { kind: 'put', record }, previous: null }],
  refs: ['tasks:t1'],
  state: 'rejected',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  lastError: { status: 422, message: 'De titel is te lang' },
};

describe('editing a refused outbox entry', () => {
  it('offers the text fields of the request, never its ids', () => {
    expect(editableFields(entry)).toEqual(['title', 'description']);
  });

  it('applies the corrected values to the request and to the local record alike', () => {
    const command = withEditedFields(entry, { title: 'Korter', description: 'Uitleg' });
    expect(command.request.json).toMatchObject({ id: 't1', title: 'Korter' });
    expect(command.effects[0]).toEqual({
      collection: 'tasks',
      id: 't1',
      change: { kind: 'put', record: { ...record, title: 'Korter' } },
    });
  });
});
