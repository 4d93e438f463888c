/**
 * How every screen names and colours the status of a due date and the statutory duties of the duty
 * engine (fgas-duties.ts): pure data, message descriptors translated by the screen that shows them,
 * so the device screens and the technician's day use the same words.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DueStatus } from './due-dates';
import type { DutyKind } from './fgas-duties';

export const dueStatusLabels: Record<DueStatus, MessageDescriptor> = {
  ok: msg`In orde`,
  due_soon: msg`Binnenkort`,
  overdue: msg`Te laat`,
};

export const dueStatusColors: Record<DueStatus, string> = {
  ok: 'green',
  due_soon: 'orange',
  overdue: 'red',
};

export const dutyKindLabels: Record<DutyKind, MessageDescriptor> = {
  fgas_leak_check: msg`Lekcontrole F-gassen`,
  fgas_leak_recheck: msg`Hercontrole na lekreparatie`,
  fgas_leak_repair: msg`Lek repareren`,
  lds_required: msg`Lekdetectiesysteem verplicht`,
  lds_check: msg`Controle lekdetectiesysteem`,
  epbd_ac: msg`EPBD-keuring airco`,
  pressure_equipment: msg`Drukapparatuur`,
};
