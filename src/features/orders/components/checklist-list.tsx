/**
 * The checklists of an order or a work order as a section of its detail page: each links to the
 * checklist, with its result in short and whether it is completed.
 */
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { detailPaths } from '../../../lib/detail-paths';
import { DetailSection } from '../../../ui/detail-section';
import { checklistStatusLabels, summarizeChecklist } from '../order-status';
import type { ChecklistRow } from '../orders.queries';
import { RecordRow } from './record-row';

export interface ChecklistListProps {
  /** The section heading's id, unique on the page. */
  id: string;
  checklists: readonly ChecklistRow[] | undefined;
  /** What to say when there are none. */
  empty: string;
}

export function ChecklistList({ id, checklists, empty }: ChecklistListProps) {
  const { t, i18n } = useLingui();
  return (
    <DetailSection id={id} title={t`Checklists`} rows={checklists} empty={empty}>
      {(checklist) => {
        const summary = summarizeChecklist(checklist.items);
        return (
          <RecordRow
            key={checklist.id}
            title={checklist.title}
            href={detailPaths.checklistDetail.href(checklist.id)}
            details={t`${summary.ok} in orde, ${summary.notOk} niet in orde, ${summary.notApplicable} n.v.t.`}
            end={
              <Badge colorPalette={checklist.status === 'completed' ? 'green' : 'blue'}>
                {i18n._(checklistStatusLabels[checklist.status])}
              </Badge>
            }
          />
        );
      }}
    </DetailSection>
  );
}
