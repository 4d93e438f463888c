/**
 * Counts shown beside menu entries, by entry id: a live read per entry that has one, so a badge
 * follows the local database like the screens do (offline too). Only "Mijn open taken" has one.
 */
import { useMyOpenTasks } from '../../features/tasks/tasks.queries';
import { useSync } from '../../sync/sync-engine-context';

export type MenuBadges = Partial<Record<string, number>>;

export function useMenuBadges(): MenuBadges {
  const { userId } = useSync();
  const myOpenTasks = useMyOpenTasks(userId);
  return { myOpenTasks: myOpenTasks?.length };
}
