/**
 * What a detail page shows before its record: a placeholder while the local database answers, or a
 * "not found" state when the record is not on this device (unknown, another organisation's, or not
 * synced yet). Renders nothing once the record is there.
 */
import { Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ClipboardIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';

export function RecordState({
  record,
  backLink,
  notFoundTitle,
}: {
  record: unknown;
  backLink: ReactNode;
  notFoundTitle: string;
}) {
  const { t } = useLingui();
  if (record === undefined) {
    return (
      <Stack gap="4" aria-busy="true" aria-label={t`Gegevens worden geladen`}>
        {backLink}
        <Skeleton height="10" width="60%" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      {backLink}
      <ListEmptyState
        title={notFoundTitle}
        description={t`Dit staat niet op dit apparaat. Misschien hoort het bij een andere organisatie, of is het nog niet gesynchroniseerd.`}
        icon={ClipboardIcon}
      />
    </Stack>
  );
}
