/** The screens of the tasks area and of "Mijn open taken". */
import { paths } from '../paths';
import type { AreaScreen } from './area-screen';

export const tasksScreens: AreaScreen[] = [
  {
    areaId: 'tasks',
    path: paths.tasks.pattern,
    load: async () => (await import('../../features/tasks/pages/tasks-page')).TasksPage,
  },
  {
    areaId: 'myOpenTasks',
    path: paths.myOpenTasks.pattern,
    load: async () => (await import('../../features/tasks/pages/my-open-tasks-page')).MyOpenTasksPage,
  },
  {
    areaId: 'tasks',
    path: paths.taskDetail.pattern,
    load: async () => (await import('../../features/tasks/pages/task-detail-page')).TaskDetailPage,
  },
];
