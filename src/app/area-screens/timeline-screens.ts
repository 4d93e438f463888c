/** The screens of the timeline: the items of the visible organisations, and one item with its history. */
import { createElement } from 'react';
import { paths } from '../paths';
import type { AreaScreen } from './area-screen';

export const timelineScreens: AreaScreen[] = [
  {
    areaId: 'timeline',
    path: paths.timeline.pattern,
    load: async () => (await import('../../features/timeline/pages/timeline-page')).TimelinePage,
  },
  {
    areaId: 'timeline',
    path: paths.timelineItemDetail.pattern,
    load: async () => {
      // A message is corrected with the tasks area's command; areas never import each other, so
      // the composition root hands it to the timeline's page.
      const [{ TimelineItemPage }, { editMessage }] = await Promise.all([
        import('../../features/timeline/pages/timeline-item-page'),
        import('../../features/tasks/tasks.commands'),
      ]);
      return function TimelineItemScreen() {
        return createElement(TimelineItemPage, { correctMessage: editMessage });
      };
    },
  },
];
