/** The screen of the child companies area: the current organisation's tree with counts and a switch. */
import { paths } from '../paths';
import type { AreaScreen } from './area-screen';

export const childCompaniesScreens: AreaScreen[] = [
  {
    areaId: 'childCompanies',
    path: paths.childCompanies.pattern,
    load: async () =>
      (await import('../../features/child-companies/pages/child-companies-page')).ChildCompaniesPage,
  },
];
