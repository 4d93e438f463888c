/** The status of a due date (ok, due soon, overdue) as a coloured badge with its label. */
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { InspectionStatus } from '../../../api/contract/service-objects';
import { dueStatusColors, dueStatusLabels } from '../device-status';

export function DueStatusBadge({ status }: { status: InspectionStatus }) {
  const { i18n } = useLingui();
  return <Badge colorPalette={dueStatusColors[status]}>{i18n._(dueStatusLabels[status])}</Badge>;
}
