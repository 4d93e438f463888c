/** The agenda's routes inside the feature (app/paths.ts lists the same patterns for the router). */
export const agendaPattern = '/agenda';
export const appointmentPattern = '/agenda/:appointmentId';

export function appointmentPath(appointmentId: string): string {
  return `/agenda/${encodeURIComponent(appointmentId)}`;
}

/** The `.ics` file of one appointment, below the API base URL. */
export function appointmentIcsPath(appointmentId: string): string {
  return `appointments/${encodeURIComponent(appointmentId)}/ics`;
}

/** A search for an address on OpenStreetMap (no key, no tracking script). */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
