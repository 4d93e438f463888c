/**
 * Runs a write of the portal as a command ("Writes"): the local change and its outbox entry
 * commit in ONE Dexie transaction, so either the screen shows the change and it will be sent, or
 * neither happened. Nothing is sent here: the leader tab's outbox sender notices the new entry.
 *
 * Resolves only after the commit, so a screen says "saved" only for a change that is stored. Fails
 * (and stores nothing) when the device storage is full; the caller tells the user.
 */
import { uuidv7 } from '../lib/uuid';
import type { CollectionName } from '../db/collection-tables';
import { recordRef, type OutboxEffect, type OutboxEntry, type OutboxRequest } from '../db/outbox-entry';
import type { PortalDatabase } from '../db/portal-database';
import { applyChange, type StoredRecord } from './pending-changes';

export interface LocalCommand {
  /** The command's name (`createTask`). */
  command: string;
  /** What it does, for the outbox list, in the user's language. */
  summary: string;
  request: OutboxRequest;
  /** What it changes locally, applied at once and laid over pulled records until acknowledged. */
  effects: OutboxEffect[];
}

export interface CommandOptions {
  now?: () => number;
  /** The idempotency key; a fresh UUID by default. */
  id?: string;
}

export async function runLocalCommand(
  db: PortalDatabase,
  userId: string,
  command: LocalCommand,
  options: CommandOptions = {},
): Promise<OutboxEntry> {
  const now = options.now ?? Date.now;
  const tables = [...new Set(command.effects.map((effect) => effect.collection))].map(
    (name: CollectionName) => db.records(name),
  );
  return db.transaction('rw', [db.outbox, ...tables], async () => {
    const effects: OutboxEffect[] = [];
    for (const effect of command.effects) {
      const table = db.records(effect.collection);
      const current = ((await table.get(effect.id)) ?? null) as StoredRecord | null;
      effects.push({ ...effect, previous: current });
      const next = applyChange(current, effect.change);
      if (next) await table.put({ ...next, syncPending: 1 } as never);
      else await table.delete(effect.id);
    }
    const entry: OutboxEntry = {
      id: options.id ?? uuidv7(now()),
      userId,
      command: command.command,
      summary: command.summary,
      request: command.request,
      effects,
      refs: [...new Set(command.effects.map((effect) => recordRef(effect.collection, effect.id)))],
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: now(),
      lastError: null,
    };
    entry.seq = await db.outbox.add(entry);
    return entry;
  });
}
