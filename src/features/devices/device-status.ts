/**
 * How the device screens name and colour due dates and statutory regimes. The date rules themselves
 * (due status, checklist and leak-check due dates) are in src/lib/due-dates.ts, shared with the server.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InspectionRegime, InspectionStatus } from '../../api/contract/service-objects';
import type { LeakCheckDuty } from '../../lib/fgas';

export const dueStatuses: readonly InspectionStatus[] = ['overdue', 'due_soon', 'ok'];

export const dueStatusLabels: Record<InspectionStatus, MessageDescriptor> = {
  ok: msg`In orde`,
  due_soon: msg`Binnenkort`,
  overdue: msg`Te laat`,
};

export const dueStatusColors: Record<InspectionStatus, string> = {
  ok: 'green',
  due_soon: 'orange',
  overdue: 'red',
};

export const inspectionRegimes: readonly InspectionRegime[] = [
  'fgas_leak_check',
  'epbd_ac',
  'pressure_equipment',
];

export const inspectionRegimeLabels: Record<InspectionRegime, MessageDescriptor> = {
  fgas_leak_check: msg`Lekcontrole F-gassen`,
  epbd_ac: msg`EPBD-keuring airco`,
  pressure_equipment: msg`Drukapparatuur`,
};

/** Why a device needs no leak checks, for the detail header. */
export const leakCheckExemptionLabels: Record<
  Extract<LeakCheckDuty, { required: false }>['reason'],
  MessageDescriptor
> = {
  unknown_refrigerant: msg`Onbekend koudemiddel`,
  not_fluorinated: msg`Geen F-gas: geen lekcontroleplicht`,
  below_threshold: msg`Onder 5 t CO2-eq: geen lekcontroleplicht`,
  hermetically_sealed: msg`Hermetisch gesloten onder 10 t CO2-eq: vrijgesteld`,
};
