/**
 * The choice of who a task is for: nobody, yourself, or (where users are on this device) a user of
 * the task's organisation or staff; see task-assignees.ts for why the list is what it is.
 */
import { Field } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../../session/session-state';
import { useSync } from '../../../sync/sync-engine-context';
import { FilterSelect } from '../../../ui/filter-select';
import { assigneeOptions } from '../task-assignees';
import { useLocalUsers } from '../tasks.queries';

export interface AssigneeSelectProps {
  organisationId: string;
  value: string | null;
  onChange: (assigneeUserId: string | null) => void;
}

export function AssigneeSelect({ organisationId, value, onChange }: AssigneeSelectProps) {
  const { t } = useLingui();
  const { userId } = useSync();
  const session = useSession();
  const users = useLocalUsers() ?? [];
  const options = assigneeOptions(
    users,
    organisationId,
    { id: userId, name: session?.user.name ?? '' },
    value,
    { myself: t`Mijzelf`, someoneElse: t`Iemand anders` },
  );
  return (
    <Field.Root>
      <Field.Label>{t`Toegewezen aan`}</Field.Label>
      <FilterSelect
        label={t`Toegewezen aan`}
        allLabel={t`Niemand`}
        size="md"
        value={value}
        options={options}
        onChange={onChange}
      />
    </Field.Root>
  );
}
