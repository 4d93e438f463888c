/** The screens of the administration areas: users and roles. */
import { paths } from '../paths';
import type { AreaScreen } from './area-screen';

export const adminScreens: AreaScreen[] = [
  {
    areaId: 'users',
    path: paths.users.pattern,
    load: async () => (await import('../../features/users/pages/users-page')).UsersPage,
  },
  {
    areaId: 'roles',
    path: paths.roles.pattern,
    load: async () => (await import('../../features/roles/pages/roles-page')).RolesPage,
  },
];
