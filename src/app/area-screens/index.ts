/**
 * Every screen of the business areas, from the per-group files of this folder. Every area of the menu
 * has a screen at its main path (area-screens.test.ts), so no menu entry leads to an empty page.
 */
import type { AreaScreen } from './area-screen';
import { activityLogsScreens } from './activity-logs-screens';
import { adminScreens } from './admin-screens';
import { agendaScreens } from './agenda-screens';
import { childCompaniesScreens } from './child-companies-screens';
import { contactsScreens } from './contacts-screens';
import { devicesScreens } from './devices-screens';
import { documentsScreens } from './documents-screens';
import { ordersScreens } from './orders-screens';
import { reportsScreens } from './reports-screens';
import { tasksScreens } from './tasks-screens';
import { timelineScreens } from './timeline-screens';

export const areaScreens: readonly AreaScreen[] = [
  ...activityLogsScreens,
  ...adminScreens,
  ...agendaScreens,
  ...childCompaniesScreens,
  ...contactsScreens,
  ...devicesScreens,
  ...documentsScreens,
  ...ordersScreens,
  ...reportsScreens,
  ...tasksScreens,
  ...timelineScreens,
];
