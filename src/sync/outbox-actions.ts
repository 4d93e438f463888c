/**
 * What the user can do with an outbox entry the server refused ("the user can retry, edit
 * or discard it"). Each action is one transaction; none sends anything itself.
 */
import type { OutboxEntry } from '../db/outbox-entry';
import type { PortalDatabase } from '../db/portal-database';
import { runLocalCommand, type LocalCommand } from './local-command';

/** Puts a refused entry back in the queue, at its original place, to be sent again as it is. */
export async function retryEntry(db: PortalDatabase, seq: number): Promise<void> {
  await db.outbox.update(seq, { state: 'pending', attempts: 0, nextAttemptAt: 0 });
}

/**
 * Drops an entry and undoes its local effects: each record it touched returns to the row it had
 * before the change, unless a later entry touches it too (then that entry's view stays).
 */
export async function discardEntry(db: PortalDatabase, seq: number): Promise<OutboxEntry | undefined> {
  const entry = await db.outbox.get(seq);
  if (!entry) return undefined;
  const tables = [...new Set(entry.effects.map((effect) => effect.collection))].map((name) =>
    db.records(name),
  );
  await db.transaction('rw', [db.outbox, ...tables], async () => {
    await db.outbox.delete(seq);
    // Undo in reverse, so a record touched twice by this entry ends at its first `previous`.
    for (const effect of [...entry.effects].reverse()) {
      const others = await db.outbox.where('refs').equals(`${effect.collection}:${effect.id}`).count();
      if (others > 0) continue;
      const table = db.records(effect.collection);
      if (effect.previous) {
        const { syncPending: _dropped, ...restored } = effect.previous;
        await table.put(restored as never);
      } else {
        await table.delete(effect.id);
      }
    }
  });
  return entry;
}

/**
 * Replaces a refused entry by a corrected command (the user edited it): the old entry is undone and
 * the new one queued with a new idempotency key, in one transaction.
 */
export async function replaceEntry(
  db: PortalDatabase,
  userId: string,
  seq: number,
  command: LocalCommand,
): Promise<OutboxEntry> {
  return db.transaction('rw', db.tables, async () => {
    await discardEntry(db, seq);
    return runLocalCommand(db, userId, command);
  });
}
