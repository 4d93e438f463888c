/**
 * One appointment as a calendar event: its description names the device(s) and the order (so the
 * entry in a phone's calendar says where and for what the technician comes), in the reader's
 * language, and links back to the appointment in the portal.
 */
import type { MessageLocale } from '../../plugins/messages';
import type { CalendarAppointment } from './agenda.repository';
import type { CalendarEvent } from './ical-calendar';

const labels = {
  nl: { device: 'Installatie', devices: 'Installaties', order: 'Order', technician: 'Monteur' },
  en: { device: 'Device', devices: 'Devices', order: 'Order', technician: 'Technician' },
} as const;

export function appointmentEvent(
  appointment: CalendarAppointment,
  locale: MessageLocale,
  publicUrl: string,
): CalendarEvent {
  const label = labels[locale];
  const { devices, order } = appointment;
  const lines = [
    ...(appointment.description ? [appointment.description, ''] : []),
    ...(devices.length === 1 ? [`${label.device}: ${devices[0]!.number} ${devices[0]!.name}`] : []),
    ...(devices.length > 1
      ? [`${label.devices}:`, ...devices.map((device) => `- ${device.number} ${device.name}`)]
      : []),
    ...(order ? [`${label.order}: ${order.number} – ${order.description}`] : []),
    ...(appointment.technicianName ? [`${label.technician}: ${appointment.technicianName}`] : []),
  ];
  return {
    id: appointment.id,
    title: appointment.title,
    description: lines.length > 0 ? lines.join('\n') : null,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    location: appointment.location,
    updatedAt: appointment.updatedAt,
    url: `${publicUrl}/agenda/${appointment.id}`,
  };
}
