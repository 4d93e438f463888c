import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../sync/sync-test-fixtures';
import { mailMessageToMyself } from './timeline.commands';

describe('mailMessageToMyself', () => {
  it('queues the mail request without a body and without touching a record', async () => {
    const db = freshDatabase();
    const itemId = '0190a000-0000-8000-8000-0000000000a1';
    const entry = await mailMessageToMyself(db, 'u1', itemId, 'Bericht mailen: Storing');

    expect(await db.outbox.toArray()).toEqual([entry]);
    expect(entry).toMatchObject({
      userId: 'u1',
      command: 'mailMessageToMyself',
      state: 'pending',
      request: { method: 'post', path: `timeline/${itemId}/inboundmessage/mail` },
      effects: [],
      refs: [],
    });
    expect(entry.request).not.toHaveProperty('json');
  });
});
