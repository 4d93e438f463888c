/**
 * The outbox: every write of the portal waits here, in order, until the server acknowledges it.
 * An entry holds the request to send (never a token: the sender attaches a
 * fresh one), the local effects it made (so a pulled record can be rebased on top of them, and a
 * discarded entry undone), and its delivery state.
 *
 * Invariant: an entry is created in the same Dexie transaction as its local effects, and deleted
 * only in the transaction that records the server's acknowledgement (or the user's discard).
 */
import type { CollectionName } from './collection-tables';

export type OutboxMethod = 'post' | 'put' | 'patch' | 'delete';

/** A file of a multipart upload, kept as a blob in IndexedDB until the server has it. */
export interface OutboxFile {
  field: string;
  name: string;
  type: string;
  blob: Blob;
}

export interface OutboxRequest {
  method: OutboxMethod;
  /** Below the API base URL, without a leading slash (`task`, `offers/{id}/respond`). */
  path: string;
  /** A JSON body; absent for multipart requests. */
  json?: unknown;
  /** A multipart request: its text fields and files. */
  fields?: Record<string, string>;
  files?: OutboxFile[];
}

/** What the command did to one local record. */
export type OutboxChange =
  /** Wrote the whole record (a create, or a full replacement). */
  | { kind: 'put'; record: Record<string, unknown> & { id: string } }
  /** Changed some fields. */
  | { kind: 'patch'; patch: Record<string, unknown> }
  /** Removed the record. */
  | { kind: 'delete' };

export interface OutboxEffect {
  collection: CollectionName;
  id: string;
  change: OutboxChange;
  /** The local row before the change (null: there was none), restored when the user discards the entry. */
  previous?: (Record<string, unknown> & { id: string }) | null;
}

/** `pending` waits to be sent (in `seq` order); `rejected` was refused by the server and waits for the user. */
export type OutboxState = 'pending' | 'rejected';

export interface OutboxError {
  status: number;
  message: string;
  errors?: Record<string, string[]>;
}

export interface OutboxEntry {
  /** Auto-incremented at insert: the order in which entries are sent. */
  seq?: number;
  /** A UUID created with the entry and sent as its `Idempotency-Key`, so a resend is applied once. */
  id: string;
  /** The user who made the change; entries are never sent with another user's token. */
  userId: string;
  /** The command's name (`createTask`), for the outbox list and for editing a refused entry. */
  command: string;
  /** A short human description in the language of its author ("Taak: Filter vervangen"). */
  summary: string;
  request: OutboxRequest;
  effects: OutboxEffect[];
  /** `collection:id` of every record the effects touch (a multi-entry index). */
  refs: string[];
  state: OutboxState;
  /** Failed sending attempts so far (network, 408, 429, 5xx). */
  attempts: number;
  /** Epoch ms before which the sender does not try again. */
  nextAttemptAt: number;
  /** Epoch ms of creation. */
  createdAt: number;
  /** The last failure: the server's message for a refusal, or the transient error. */
  lastError: OutboxError | null;
}

export function recordRef(collection: CollectionName, id: string): string {
  return `${collection}:${id}`;
}
