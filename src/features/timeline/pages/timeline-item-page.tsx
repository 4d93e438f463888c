/**
 * One timeline item (`/timeline/:timelineItemId`) from the local database: its type, title, summary,
 * time and organisation, a link to its record's own screen (task, appointment, invoice, offer; when
 * the user may view it), its history grouped per log group, and for an inbound message the message
 * itself with "correct" and "mail it to myself" (message-panel.tsx). Works offline; an item that is
 * not on this device shows a "not found" state.
 */
import { Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useAppAbility } from '../../../permissions/ability-context';
import { groupHomePath } from '../../../permissions/home-path';
import { useVisibleOrganisations } from '../../../session/current-organisation';
import { PendingBadge } from '../../../sync/pending-badge';
import { BackLink } from '../../../ui/back-link';
import { DetailPageFrame } from '../../../ui/detail-page-frame';
import { FactList } from '../../../ui/fact-list';
import { HistoryIcon } from '../../../ui/icons/line-icons';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { MessagePanel } from '../components/message-panel';
import { TimelineLogGroups } from '../components/timeline-log-groups';
import type { CorrectMessage } from '../timeline.commands';
import { openRecordLabels, timelineTypeColors, timelineTypeLabels } from '../timeline-item-types';
import { useTimelineItemDetail, type TimelineItemDetail } from '../timeline.queries';
import { recordPathOf } from '../timeline-view';

export interface TimelineItemPageProps {
  /** How a message is corrected (the app passes the tasks area's command); none: no correction. */
  correctMessage?: CorrectMessage;
}

/** The list's search the item was opened from, so "back" returns to the same filter. */
function backSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('timelineSearch' in state)) return '';
  return typeof state.timelineSearch === 'string' ? state.timelineSearch : '';
}

export function TimelineItemPage({ correctMessage }: TimelineItemPageProps) {
  const { t } = useLingui();
  const { timelineItemId = '' } = useParams();
  const location = useLocation();
  const detail = useTimelineItemDetail(timelineItemId);
  useDocumentTitle(detail ? detail.item.title : t`Tijdlijn`);
  const backSearch = backSearchOf(location.state);

  return (
    <DetailPageFrame
      backLink={
        <BackLink to={`${groupHomePath.timeline}${backSearch ? `?${backSearch}` : ''}`} label={t`Tijdlijn`} />
      }
      record={detail}
      notFoundTitle={t`Niet gevonden op de tijdlijn`}
      notFoundDescription={t`Dit staat niet op dit apparaat. Misschien hoort het bij een andere organisatie, of is het nog niet gesynchroniseerd.`}
      notFoundIcon={HistoryIcon}
      gap="5"
    >
      {(found) => <TimelineItemDetailView detail={found} correctMessage={correctMessage} />}
    </DetailPageFrame>
  );
}

function TimelineItemDetailView({
  detail,
  correctMessage,
}: {
  detail: TimelineItemDetail;
  correctMessage: CorrectMessage | undefined;
}) {
  const { t, i18n } = useLingui();
  const ability = useAppAbility();
  const locale = activeLocale();
  const { item, logs, message, attachments } = detail;
  const organisationName = useVisibleOrganisations().find(
    (organisation) => organisation.id === item.organisationId,
  )?.name;
  const recordPath = recordPathOf(item, (group) => ability.can('view', group));

  return (
    <>
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={timelineTypeColors[item.type]}>{i18n._(timelineTypeLabels[item.type])}</Badge>
          {item.syncPending && <PendingBadge />}
        </HStack>
        <Heading as="h1" size="2xl" fontWeight="semibold" wordBreak="break-word">
          {item.title}
        </Heading>
        {/* A message's summary is its sender, whom the message panel names. */}
        {item.summary && message === null && (
          <Text color="fg.muted" wordBreak="break-word">
            {item.summary}
          </Text>
        )}
      </Stack>

      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="4">
          <FactList
            facts={[
              { label: t`Wanneer`, value: formatDateTime(item.occurredAt, locale) },
              organisationName !== undefined && { label: t`Organisatie`, value: organisationName },
            ]}
          />
          {recordPath && item.type !== 1 && (
            <Button asChild colorPalette="brand" size="sm" alignSelf="flex-start">
              <RouterLink to={recordPath}>{i18n._(openRecordLabels[item.type])}</RouterLink>
            </Button>
          )}
        </Card.Body>
      </Card.Root>

      {item.type === 1 && (
        <MessagePanel
          item={item}
          message={message}
          attachments={attachments}
          correctMessage={correctMessage}
        />
      )}

      <TimelineLogGroups logs={logs} />
    </>
  );
}
