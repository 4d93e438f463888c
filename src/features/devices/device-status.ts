/**
 * The order in which the device screens offer due statuses and statutory regimes, and why a device
 * needs no leak checks. Their names and colours are in src/lib/duty-labels.ts (shared with the
 * technician's day); the date rules (due status, checklist and leak-check due dates) in
 * src/lib/due-dates.ts, shared with the server.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DutyKind, InspectionStatus } from '../../api/contract/service-objects';
import type { LeakCheckExemption } from '../../lib/fgas-duties';

export const dueStatuses: readonly InspectionStatus[] = ['overdue', 'due_soon', 'ok'];

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

/** Why a device needs no leak checks, for the detail header. */
export const leakCheckExemptionLabels: Record<LeakCheckExemption, MessageDescriptor> = {
  unknown_refrigerant: msg`Onbekend koudemiddel`,
  unknown_charge: msg`Vulling onbekend`,
  not_fluorinated: msg`Geen F-gas: geen lekcontroleplicht`,
  below_threshold: msg`Onder 5 t CO2-eq en onder 1 kg HFO: geen lekcontroleplicht`,
  hermetically_sealed: msg`Hermetisch gesloten onder 10 t CO2-eq of 2 kg HFO: vrijgesteld`,
};
