/**
 * Who a task can be given to, as the PWA offers it. The server's rule (a user of the task's own
 * organisation, or staff) decides; this list only offers people that rule accepts.
 *
 * Users sync to a device only for those who may `view users` (the `users` collection), and no other
 * read lists them, online or not. So the choice is: nobody, yourself (always known from the session),
 * and, where the users are on this device, the active users of the organisation and the staff. A
 * current assignee who is not in that list keeps their place as "someone else", so a save never
 * silently changes them.
 */
import type { UserRecord } from '../../api/contract/users-roles';

export interface AssigneeOption {
  value: string;
  label: string;
}

export interface AssigneeLabels {
  myself: string;
  someoneElse: string;
}

export function assigneeOptions(
  users: readonly Pick<UserRecord, 'id' | 'name' | 'type' | 'organisationId' | 'active'>[],
  organisationId: string,
  self: { id: string; name: string },
  currentAssigneeId: string | null,
  labels: AssigneeLabels,
): AssigneeOption[] {
  const others = users
    .filter((user) => user.id !== self.id && user.active)
    .filter((user) => user.type === 'employee' || user.organisationId === organisationId)
    .map((user) => ({ value: user.id, label: user.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'nl'));
  const options = [{ value: self.id, label: `${labels.myself} (${self.name})` }, ...others];
  if (currentAssigneeId !== null && !options.some((option) => option.value === currentAssigneeId)) {
    const known = users.find((user) => user.id === currentAssigneeId);
    options.push({ value: currentAssigneeId, label: known?.name ?? labels.someoneElse });
  }
  return options;
}
