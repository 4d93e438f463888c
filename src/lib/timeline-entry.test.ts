import { describe, expect, it } from 'vitest';
import { timelineEntryFor, timelineItemIdFor } from './timeline-entry';
import { uuidv7 } from './uuid';

const organisationId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('timelineItemIdFor', () => {
  it('is the record id with UUID version 8, so it never equals a v7 or v4 record id', () => {
    const recordId = uuidv7();
    const itemId = timelineItemIdFor(recordId);
    expect(itemId).not.toBe(recordId);
    expect(itemId[14]).toBe('8');
    expect(itemId.slice(0, 14) + itemId.slice(15)).toBe(recordId.slice(0, 14) + recordId.slice(15));
    expect(timelineItemIdFor(recordId)).toBe(itemId);
    expect(timelineItemIdFor('6F9619FF-8B86-4011-B42D-00C04FC964FF')).toBe(
      '6f9619ff-8b86-8011-b42d-00c04fc964ff',
    );
  });

  it('refuses what is not a UUID', () => {
    expect(() => timelineItemIdFor('42')).toThrow(/not a UUID/);
  });
});

describe('timelineEntryFor', () => {
  it('titles a message by its subject, from its sender, when it was received', () => {
    const id = uuidv7();
    expect(
      timelineEntryFor({
        type: 1,
        record: {
          id,
          organisationId,
          subject: 'Koelcel te warm',
          senderName: 'Anouk de Jong',
          receivedAt: '2026-11-20T08:15:00.000Z',
        },
      }),
    ).toEqual({
      id: timelineItemIdFor(id),
      organisationId,
      type: 1,
      title: 'Koelcel te warm',
      summary: 'Anouk de Jong',
      occurredAt: '2026-11-20T08:15:00.000Z',
      refId: id,
    });
  });

  it('summarises a task by the first line of its description, cut to 160 characters', () => {
    const long = `${'x'.repeat(200)}\nsecond line`;
    const entry = timelineEntryFor({
      type: 2,
      record: {
        id: uuidv7(),
        organisationId,
        title: 'Deur',
        description: long,
        createdAt: '2026-11-20T08:00:00Z',
      },
    });
    expect(entry.summary).toHaveLength(160);
    expect(entry.summary!.endsWith('…')).toBe(true);
    const blank = timelineEntryFor({
      type: 2,
      record: {
        id: uuidv7(),
        organisationId,
        title: 'Deur',
        description: '  \n',
        createdAt: '2026-11-20T08:00:00Z',
      },
    });
    expect(blank.summary).toBeNull();
  });

  it('dates an appointment when it was made, not when it takes place', () => {
    const entry = timelineEntryFor({
      type: 3,
      record: {
        id: uuidv7(),
        organisationId,
        title: 'Lekcontrole',
        location: 'Dorpsstraat 1, Utrecht',
        createdAt: '2026-11-20T08:00:00.000Z',
      },
    });
    expect(entry.occurredAt).toBe('2026-11-20T08:00:00.000Z');
    expect(entry.summary).toBe('Dorpsstraat 1, Utrecht');
  });

  it('titles an invoice by its number and an offer by number and title, with the amount in euros', () => {
    const invoice = timelineEntryFor({
      type: 4,
      record: {
        id: uuidv7(),
        organisationId,
        number: 'F2026-000123',
        totalCents: 123456,
        createdAt: '2026-11-20T08:00:00Z',
      },
    });
    expect(invoice.title).toBe('F2026-000123');
    expect(invoice.summary?.replace(/\s/g, ' ')).toBe('€ 1.234,56');
    const offer = timelineEntryFor({
      type: 5,
      record: {
        id: uuidv7(),
        organisationId,
        number: 'OF2026-0007',
        title: 'Vervanging compressor',
        amountCents: 99,
        sentAt: null,
        createdAt: '2026-11-19T10:00:00.000Z',
      },
    });
    expect(offer.title).toBe('OF2026-0007 Vervanging compressor');
    expect(offer.occurredAt).toBe('2026-11-19T10:00:00.000Z');
  });
});
