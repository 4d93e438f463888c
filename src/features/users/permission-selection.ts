/**
 * The rules of the permission editor (product.md §4, seed-spec §5): the catalogue shown grouped by
 * its subject in menu order, a selection kept as `title group` keys, and the one rule checked before
 * anything is queued: at least one permission.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Permission, PermissionGroup, PermissionTitle } from '../../api/contract/auth';
import type { PermissionRef } from '../../api/contract/users-roles';

export type PermissionKey = `${PermissionTitle} ${PermissionGroup}`;

export function permissionKey(permission: Pick<Permission, 'title' | 'group'>): PermissionKey {
  return `${permission.title} ${permission.group}`;
}

export interface PermissionSection {
  group: PermissionGroup;
  permissions: Permission[];
}

/** The catalogue grouped by subject, groups and actions in the order the server lists them. */
export function groupPermissions(catalogue: readonly Permission[]): PermissionSection[] {
  const sections = new Map<PermissionGroup, PermissionSection>();
  for (const permission of catalogue) {
    const section = sections.get(permission.group) ?? { group: permission.group, permissions: [] };
    section.permissions.push(permission);
    sections.set(permission.group, section);
  }
  return [...sections.values()];
}

/** The selection as the server takes it, in catalogue order; keys not in the catalogue are dropped. */
export function selectedPermissions(
  catalogue: readonly Permission[],
  selection: ReadonlySet<string>,
): PermissionRef[] {
  return catalogue
    .filter((permission) => selection.has(permissionKey(permission)))
    .map(({ title, group }) => ({ title, group }));
}

export type PermissionSelectionProblem = 'permissionsRequired';

/** "You must select at least one permission", checked before the change is queued. */
export function permissionSelectionProblem(
  selection: readonly PermissionRef[],
): PermissionSelectionProblem | null {
  return selection.length === 0 ? 'permissionsRequired' : null;
}

/** Selects or clears every permission of a section at once. */
export function withSection(
  selection: ReadonlySet<string>,
  section: PermissionSection,
  isSelected: boolean,
): Set<string> {
  const next = new Set(selection);
  for (const permission of section.permissions) {
    if (isSelected) next.add(permissionKey(permission));
    else next.delete(permissionKey(permission));
  }
  return next;
}

export const permissionTitleLabels: Record<PermissionTitle, MessageDescriptor> = {
  view: msg`Bekijken`,
  create: msg`Aanmaken`,
  update: msg`Wijzigen`,
  delete: msg`Verwijderen`,
  respond: msg`Reageren`,
  invite: msg`Uitnodigen`,
  export: msg`Exporteren`,
};

export const permissionGroupLabels: Record<PermissionGroup, MessageDescriptor> = {
  dashboard: msg`Dashboard`,
  serviceobjects: msg`Installaties`,
  mandatory_checklist: msg`Verplichte checklist`,
  legal_supervision: msg`Wettelijk toezicht`,
  orders: msg`Orders`,
  offers: msg`Offertes`,
  invoices: msg`Facturen`,
  tasks: msg`Taken`,
  my_open_tasks: msg`Mijn open taken`,
  contacts: msg`Contactpersonen`,
  agenda: msg`Agenda`,
  serviceobject_contracts: msg`Contracten`,
  documents: msg`Documenten`,
  timeline: msg`Tijdlijn`,
  users: msg`Gebruikers`,
  roles: msg`Rollen`,
  child_companies: msg`Dochterbedrijven`,
  activity_logs: msg`Activiteitenlog`,
  reports: msg`Rapportages`,
  refrigerant_transactions: msg`Koudemiddeltransacties`,
};
