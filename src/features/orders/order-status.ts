/**
 * Order, work order and checklist states (product.md §5) with their labels and badge colours, and
 * the labels of a checklist item's result. Pure data and rules, shared by the orders screens.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ChecklistItem,
  ChecklistItemResult,
  ChecklistStatus,
  OrderStatus,
  WorkOrderStatus,
} from '../../api/contract/orders';

export const orderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
  open: msg`Open`,
  planned: msg`Ingepland`,
  in_progress: msg`In uitvoering`,
  completed: msg`Afgerond`,
  invoiced: msg`Gefactureerd`,
  cancelled: msg`Geannuleerd`,
};

export const orderStatusColors: Record<OrderStatus, string> = {
  open: 'blue',
  planned: 'cyan',
  in_progress: 'orange',
  completed: 'green',
  invoiced: 'purple',
  cancelled: 'gray',
};

/** The order of the status filter: the course of an order. */
export const orderStatuses: readonly OrderStatus[] = [
  'open',
  'planned',
  'in_progress',
  'completed',
  'invoiced',
  'cancelled',
];

export const workOrderStatusLabels: Record<WorkOrderStatus, MessageDescriptor> = {
  planned: msg`Ingepland`,
  in_progress: msg`In uitvoering`,
  completed: msg`Afgerond`,
};

export const workOrderStatusColors: Record<WorkOrderStatus, string> = {
  planned: 'cyan',
  in_progress: 'orange',
  completed: 'green',
};

export const checklistStatusLabels: Record<ChecklistStatus, MessageDescriptor> = {
  open: msg`Open`,
  completed: msg`Afgerond`,
};

export const checklistResultLabels: Record<ChecklistItemResult, MessageDescriptor> = {
  ok: msg`In orde`,
  not_ok: msg`Niet in orde`,
  na: msg`Niet van toepassing`,
};

export const checklistResultColors: Record<ChecklistItemResult, string> = {
  ok: 'green',
  not_ok: 'red',
  na: 'gray',
};

export interface ChecklistSummary {
  ok: number;
  notOk: number;
  notApplicable: number;
  unchecked: number;
}

/** How many items of a checklist passed, failed, did not apply or are not checked yet. */
export function summarizeChecklist(items: readonly Pick<ChecklistItem, 'result'>[]): ChecklistSummary {
  const summary: ChecklistSummary = { ok: 0, notOk: 0, notApplicable: 0, unchecked: 0 };
  for (const item of items) {
    if (item.result === 'ok') summary.ok += 1;
    else if (item.result === 'not_ok') summary.notOk += 1;
    else if (item.result === 'na') summary.notApplicable += 1;
    else summary.unchecked += 1;
  }
  return summary;
}
