/**
 * The agenda's routes inside the feature (app/paths.ts lists the same patterns for the router); an
 * appointment's page is in lib/detail-paths.ts, so other areas (the technician's day) link to it too.
 */
import { detailPaths } from '../../lib/detail-paths';

export const agendaPattern = '/agenda';
export const appointmentPattern = detailPaths.appointmentDetail.pattern;
export const appointmentPath = detailPaths.appointmentDetail.href;

/** The `.ics` file of one appointment, below the API base URL. */
export function appointmentIcsPath(appointmentId: string): string {
  return `appointments/${encodeURIComponent(appointmentId)}/ics`;
}

/** A search for an address on OpenStreetMap (no key, no tracking script). */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
