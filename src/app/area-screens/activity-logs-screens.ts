/** The screen of the activity log: who did what, when and from where. */
import { paths } from '../paths';
import type { AreaScreen } from './area-screen';

export const activityLogsScreens: AreaScreen[] = [
  {
    areaId: 'activityLog',
    path: paths.activityLog.pattern,
    load: async () =>
      (await import('../../features/activity-logs/pages/activity-logs-page')).ActivityLogsPage,
  },
];
