/** The status of a due date (ok, due soon, overdue) as a coloured badge with its label. */
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { DueStatus } from '../lib/due-dates';
import { dueStatusColors, dueStatusLabels } from '../lib/duty-labels';

export function DueStatusBadge({ status }: { status: DueStatus }) {
  const { i18n } = useLingui();
  return <Badge colorPalette={dueStatusColors[status]}>{i18n._(dueStatusLabels[status])}</Badge>;
}
