/** The screens of the agenda: the day, week, month and list views, one appointment, and a technician's day. */
import { paths } from '../paths';
import type { AreaScreen } from './area-screen';

export const agendaScreens: AreaScreen[] = [
  {
    areaId: 'agenda',
    path: paths.agenda.pattern,
    load: async () => (await import('../../features/agenda/pages/agenda-page')).AgendaPage,
  },
  {
    areaId: 'agenda',
    path: paths.appointmentDetail.pattern,
    load: async () =>
      (await import('../../features/agenda/pages/appointment-detail-page')).AppointmentDetailPage,
  },
  {
    areaId: 'today',
    path: paths.today.pattern,
    load: async () => (await import('../../features/today/pages/today-page')).TodayPage,
  },
];
