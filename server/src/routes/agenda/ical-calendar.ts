/**
 * Appointments as an iCalendar document (RFC 5545), for the `.ics` download of one appointment and
 * the personal calendar feed. Pure: no database, no clock except the `stamp` passed in.
 *
 * Guarantees:
 * - every line ends in CRLF, and no line is longer than 75 octets: longer content lines are folded
 *   (CRLF plus one space) between UTF-8 characters, never inside one (§3.1);
 * - TEXT values escape backslash, semicolon, comma and line breaks (§3.3.11);
 * - DTSTAMP, DTSTART and DTEND are UTC date-times (`20260321T081500Z`), so a calendar in any time
 *   zone shows the time the appointment was planned at;
 * - the UID is the appointment's id, so a calendar that imports the same appointment again, or
 *   reads it again from the feed, updates the event instead of adding a second one.
 */

export interface CalendarEvent {
  id: string;
  title: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  updatedAt: Date;
  /** Link back to the appointment in the portal. */
  url: string | null;
}

export interface CalendarDocument {
  /** The calendar's display name (`X-WR-CALNAME`), for a subscribed feed. */
  name?: string;
  events: readonly CalendarEvent[];
  /** When the document was made: each event's DTSTAMP. */
  stamp: Date;
}

const CRLF = '\r\n';
const maxLineOctets = 75;
const uidDomain = 'koelservice-portaal';

/** `2026-03-21T08:15:00.000Z` → `20260321T081500Z`. */
export function icalUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value with backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line folded into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@${uidDomain}`,
    `DTSTAMP:${icalUtc(stamp)}`,
    `DTSTART:${icalUtc(event.startsAt)}`,
    `DTEND:${icalUtc(event.endsAt)}`,
    `LAST-MODIFIED:${icalUtc(event.updatedAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/** The whole `VCALENDAR`, CRLF line endings and folded lines, ready to send as `text/calendar`. */
export function buildCalendar(document: CalendarDocument): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Koelservice//Klantportaal//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(document.name ? [`X-WR-CALNAME:${escapeText(document.name)}`, 'X-WR-TIMEZONE:Europe/Amsterdam'] : []),
    ...document.events.flatMap((event) => eventLines(event, document.stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
