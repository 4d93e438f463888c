/**
 * How the device screens name and colour due dates and statutory regimes. The date rules themselves
 * (due status, checklist and leak-check due dates) are in src/lib/due-dates.ts, shared with the server.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DutyKind, InspectionStatus } from '../../api/contract/service-objects';
import type { LeakCheckExemption } from '../../lib/fgas-duties';

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

/** The duties in the order the legal-supervision filter offers them. */
export const dutyKinds: readonly DutyKind[] = [
  'fgas_leak_check',
  'fgas_leak_recheck',
  'fgas_leak_repair',
  'lds_required',
  'lds_check',
  'epbd_ac',
  'pressure_equipment',
];

export const dutyKindLabels: Record<DutyKind, MessageDescriptor> = {
  fgas_leak_check: msg`Lekcontrole F-gassen`,
  fgas_leak_recheck: msg`Hercontrole na lekreparatie`,
  fgas_leak_repair: msg`Lek repareren`,
  lds_required: msg`Lekdetectiesysteem verplicht`,
  lds_check: msg`Controle lekdetectiesysteem`,
  epbd_ac: msg`EPBD-keuring airco`,
  pressure_equipment: msg`Drukapparatuur`,
};

/** Why a device needs no leak checks, for the detail header. */
export const leakCheckExemptionLabels: Record<LeakCheckExemption, MessageDescriptor> = {
  unknown_refrigerant: msg`Onbekend koudemiddel`,
  unknown_charge: msg`Vulling onbekend`,
  not_fluorinated: msg`Geen F-gas: geen lekcontroleplicht`,
  below_threshold: msg`Onder 5 t CO2-eq en onder 1 kg HFO: geen lekcontroleplicht`,
  hermetically_sealed: msg`Hermetisch gesloten onder 10 t CO2-eq of 2 kg HFO: vrijgesteld`,
};
