/**
 * The frame of a detail page (an order, an invoice, an offer, a contract): the back link to the list,
 * then a placeholder while the local database answers (`record` undefined), a "not found" state when
 * the record is not on this device (`record` null: unknown, another organisation's, or not synced
 * yet), or the page's content for the record.
 */
import { Skeleton, Stack, type StackProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ClipboardIcon, type LineIcon } from './icons/line-icons';
import { ListEmptyState } from './list-empty-state';

export interface DetailPageFrameProps<Row> {
  /** The link back, usually a `BackLink`; shown above the placeholder, the "not found" state and the content. */
  backLink: ReactNode;
  record: Row | null | undefined;
  notFoundTitle: string;
  /** Why it may be missing; a general sentence unless given. */
  notFoundDescription?: string;
  notFoundIcon?: LineIcon;
  /** The space between the parts of the content. */
  gap?: StackProps['gap'];
  /** The content's id, e.g. the area a print stylesheet keeps. */
  id?: string;
  children: (record: Row) => ReactNode;
}

export function DetailPageFrame<Row>({
  backLink,
  record,
  notFoundTitle,
  notFoundDescription,
  notFoundIcon = ClipboardIcon,
  gap = '6',
  id,
  children,
}: DetailPageFrameProps<Row>) {
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
  if (record === null) {
    return (
      <Stack gap="4">
        {backLink}
        <ListEmptyState
          title={notFoundTitle}
          description={
            notFoundDescription ??
            t`Dit staat niet op dit apparaat. Misschien hoort het bij een andere organisatie, of is het nog niet gesynchroniseerd.`
          }
          icon={notFoundIcon}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={gap} id={id}>
      {backLink}
      {children(record)}
    </Stack>
  );
}
