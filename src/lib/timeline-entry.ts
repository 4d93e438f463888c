/**
 * What the timeline says about a record (product.md §10). Every inbound message, task, appointment,
 * invoice and offer has exactly one timeline item, and this module is the one place that derives it:
 * the server writes it in the same transaction as the record (routes, back-office import, demo seed,
 * `timeline/refresh-today`), and the PWA lays the same item over its local database when it creates
 * a record offline, so the timeline shows it before the first sync.
 *
 * Invariants:
 * - An item's id is its record's id with the UUID version nibble set to 8 (RFC 9562 "custom"), so the
 *   PWA and the server name the item of a record without asking each other, and a record cannot get
 *   a second item (primary key), whoever writes it.
 * - `occurredAt` is when the record came to be (a message received, a task or appointment made, an
 *   invoice or offer issued), never a future moment: an appointment next week was made today.
 * - Titles and summaries are the record's own words (its subject, title or number, an amount), not
 *   sentences in one language: the screen puts the localized type label beside them.
 */
import { formatEuros } from './money';

/** Timeline item types (product.md §5): 1 inbound message, 2 task, 3 appointment, 4 invoice, 5 offer. */
export type TimelineEntryType = 1 | 2 | 3 | 4 | 5;

interface Owned {
  id: string;
  organisationId: string;
}

/**
 * The records that have a timeline item, by type, with the wire fields the item is derived from
 * (ISO timestamps, money in cents); the wire types of src/api/contract fit these shapes.
 */
export type TimelineSource =
  | { type: 1; record: Owned & { subject: string; senderName: string; receivedAt: string } }
  | { type: 2; record: Owned & { title: string; description: string | null; createdAt: string } }
  | { type: 3; record: Owned & { title: string; location: string | null; createdAt: string } }
  | { type: 4; record: Owned & { number: string; totalCents: number; createdAt: string } }
  | {
      type: 5;
      record: Owned & {
        number: string;
        title: string;
        amountCents: number;
        sentAt: string | null;
        createdAt: string;
      };
    };

/** The derived part of a timeline item: everything but the sync columns. */
export interface TimelineEntry extends Owned {
  type: TimelineEntryType;
  title: string;
  summary: string | null;
  occurredAt: string;
  refId: string;
}

const summaryLength = 160;

/** The id of the timeline item of the record with id `recordId`. */
export function timelineItemIdFor(recordId: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(recordId)) {
    throw new Error(`not a UUID: ${recordId}`);
  }
  return `${recordId.slice(0, 14)}8${recordId.slice(15)}`.toLowerCase();
}

/** The first line of `text`, cut at `summaryLength` characters; null when there is none. */
function firstLine(text: string | null): string | null {
  const line = text?.trim().split(/\r?\n/, 1)[0]?.trim();
  if (!line) return null;
  return line.length > summaryLength ? `${line.slice(0, summaryLength - 1)}…` : line;
}

function withTitle(
  type: TimelineEntryType,
  record: Owned,
  title: string,
  summary: string | null,
  occurredAt: string,
): TimelineEntry {
  return {
    id: timelineItemIdFor(record.id),
    organisationId: record.organisationId,
    type,
    title,
    summary,
    occurredAt,
    refId: record.id,
  };
}

/** The timeline item of `source`. */
export function timelineEntryFor(source: TimelineSource): TimelineEntry {
  switch (source.type) {
    case 1: {
      const { record } = source;
      return withTitle(1, record, record.subject, record.senderName, record.receivedAt);
    }
    case 2: {
      const { record } = source;
      return withTitle(2, record, record.title, firstLine(record.description), record.createdAt);
    }
    case 3: {
      const { record } = source;
      return withTitle(3, record, record.title, firstLine(record.location), record.createdAt);
    }
    case 4: {
      const { record } = source;
      return withTitle(4, record, record.number, formatEuros(record.totalCents), record.createdAt);
    }
    case 5: {
      const { record } = source;
      return withTitle(
        5,
        record,
        `${record.number} ${record.title}`,
        formatEuros(record.amountCents),
        record.sentAt ?? record.createdAt,
      );
    }
  }
}
