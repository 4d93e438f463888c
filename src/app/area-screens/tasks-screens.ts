/** The screens of the tasks area. */
import { paths } from '../paths';
import type { AreaScreen } from './area-screen';

export const tasksScreens: AreaScreen[] = [
  {
    areaId: 'tasks',
    path: paths.tasks.pattern,
    load: async () => (await import('../../features/tasks/pages/tasks-page')).TasksPage,
  },
];
