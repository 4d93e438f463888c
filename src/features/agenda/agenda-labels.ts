/** The names of the agenda's views and appointment states, for the segmented control and badges. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AgendaView, AppointmentStatus } from '../../lib/agenda-calendar';

export const agendaViewLabels: Record<AgendaView, MessageDescriptor> = {
  day: msg`Dag`,
  week: msg`Week`,
  month: msg`Maand`,
  list: msg`Lijst`,
};

export const appointmentStatusLabels: Record<AppointmentStatus, MessageDescriptor> = {
  planned: msg`Gepland`,
  ongoing: msg`Bezig`,
  past: msg`Afgelopen`,
};

export const appointmentStatusColors: Record<AppointmentStatus, string> = {
  planned: 'blue',
  ongoing: 'orange',
  past: 'gray',
};
