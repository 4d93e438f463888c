/** The screens of reports: the refrigerant-use report. */
import { paths } from '../paths';
import type { AreaScreen } from './area-screen';

export const reportsScreens: AreaScreen[] = [
  {
    areaId: 'reports',
    path: paths.reports.pattern,
    load: async () => (await import('../../features/reports/pages/reports-page')).ReportsPage,
  },
];
