/**
 * How the timeline shows each item type (product.md §5: 1 inbound message, 2 task, 3 appointment,
 * 4 invoice, 5 offer): its name beside the item, its name in the filter, its icon and its colour.
 * The item's own title stays the record's words (timeline-entry.ts); these labels localize the type.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { TIMELINE_ITEM_TYPES, type TimelineItemType } from '../../api/contract/timeline';
import {
  CalendarIcon,
  FileTextIcon,
  MessageIcon,
  ReceiptIcon,
  TaskIcon,
  type LineIcon,
} from '../../ui/icons/line-icons';

export const timelineItemTypes: readonly TimelineItemType[] = TIMELINE_ITEM_TYPES;

/** The type of one item, shown beside its title. */
export const timelineTypeLabels: Record<TimelineItemType, MessageDescriptor> = {
  1: msg`Bericht`,
  2: msg`Taak`,
  3: msg`Afspraak`,
  4: msg`Factuur`,
  5: msg`Offerte`,
};

/** The type as a filter choice: which items to show. */
export const timelineFilterLabels: Record<TimelineItemType, MessageDescriptor> = {
  1: msg`Berichten`,
  2: msg`Taken`,
  3: msg`Afspraken`,
  4: msg`Facturen`,
  5: msg`Offertes`,
};

/** A Chakra colour palette per type: the icon on the line, the type badge and the filter chip. */
export const timelineTypeColors: Record<TimelineItemType, string> = {
  1: 'purple',
  2: 'orange',
  3: 'blue',
  4: 'green',
  5: 'teal',
};

export const timelineTypeIcons: Record<TimelineItemType, LineIcon> = {
  1: MessageIcon,
  2: TaskIcon,
  3: CalendarIcon,
  4: ReceiptIcon,
  5: FileTextIcon,
};

/** What the link to an item's record says, per type that has a screen of its own. */
export const openRecordLabels: Record<Exclude<TimelineItemType, 1>, MessageDescriptor> = {
  2: msg`Taak openen`,
  3: msg`Afspraak openen`,
  4: msg`Factuur openen`,
  5: msg`Offerte openen`,
};

/** The names of the log groups the server writes; another group shows under its own name. */
export const logGroupLabels: Partial<Record<string, MessageDescriptor>> = {
  status: msg`Status`,
  comment: msg`Notities`,
  mail: msg`E-mail`,
};
