import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, icalUtc } from './ical-calendar';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('the iCalendar writer', () => {
  it('writes UTC date-times without separators', () => {
    expect(icalUtc(new Date('2026-03-29T01:30:00.000Z'))).toBe('20260329T013000Z');
  });

  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('leaves a line of 75 octets as it is and folds a longer one', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('folds between UTF-8 characters, never inside one, at most 75 octets a line', () => {
    const line = `SUMMARY:${'Koelcel één – ŝ€ '.repeat(20)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes a calendar that a real parser reads back unchanged', () => {
    const description = 'Installaties:\n- 0001 Koelcel, groot; achter\n- 0002 Vriescel'.repeat(3);
    const text = buildCalendar({
      name: 'Agenda',
      stamp: new Date('2026-01-01T00:00:00Z'),
      events: [
        {
          id: '0190a0b0-0000-7000-8000-000000000001',
          title: 'Periodiek onderhoud, koelcel',
          description,
          startsAt: new Date('2026-03-29T07:00:00Z'),
          endsAt: new Date('2026-03-29T09:00:00Z'),
          location: 'Dorpsstraat 1, Utrecht',
          updatedAt: new Date('2026-01-01T00:00:00Z'),
          url: null,
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('0190a0b0-0000-7000-8000-000000000001@koelservice-portaal');
    expect(event.summary).toBe('Periodiek onderhoud, koelcel');
    expect(event.description).toBe(description);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-29T09:00:00.000Z');
  });
});
