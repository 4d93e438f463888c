/**
 * The inbound message behind a timeline item: its subject, text, attachments, sender and time, and
 * two actions. "Correct" (its sender, or staff, with `update tasks`, as the server checks) edits it
 * in place, offline too. "Mail it to myself" queues the mail through the outbox and says so when
 * the server has sent it (timeline.commands.ts says why the outbox). The text syncs with the tasks
 * area (`view tasks`); without it the panel says so, and mailing still works.
 */
import { Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useDatabase } from '../../../db/database-context';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useAppAbility } from '../../../permissions/ability-context';
import { useSession } from '../../../session/session-state';
import { whenSettled } from '../../../sync/command-state';
import { PendingBadge } from '../../../sync/pending-badge';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { PaperclipIcon } from '../../../ui/icons/line-icons';
import { mailMessageToMyself, type CorrectMessage } from '../timeline.commands';
import type { AttachmentRow, InboundMessageRow, TimelineItemRow } from '../timeline.queries';
import { MessageCorrectionForm } from './message-correction-form';

export interface MessagePanelProps {
  item: TimelineItemRow;
  message: InboundMessageRow | null;
  attachments: AttachmentRow[];
  /** The correction command; without it the panel offers no correction. */
  correctMessage: CorrectMessage | undefined;
}

export function MessagePanel({ item, message, attachments, correctMessage }: MessagePanelProps) {
  const { t } = useLingui();
  const db = useDatabase();
  const { userId } = useSync();
  const ability = useAppAbility();
  const session = useSession();
  const locale = activeLocale();
  const [isCorrecting, setIsCorrecting] = useState(false);
  const [isMailing, setIsMailing] = useState(false);
  const email = session?.user.email ?? '';
  const canCorrect =
    correctMessage !== undefined &&
    message !== null &&
    ability.can('update', 'tasks') &&
    (message.senderUserId === userId || session?.user.type === 'employee');

  async function mailToMyself() {
    setIsMailing(true);
    try {
      const entry = await mailMessageToMyself(
        db,
        userId,
        item.id,
        t`Bericht mailen naar mijzelf: ${item.title}`,
      );
      if (!navigator.onLine) toast.info(t`Het bericht wordt naar ${email} gemaild zodra er verbinding is.`);
      void whenSettled(db, entry.id).then((outcome) => {
        setIsMailing(false);
        if (outcome === 'accepted') toast.success(t`Het bericht is naar ${email} gemaild.`);
        else toast.error(t`Het bericht kon niet worden gemaild. Op de pagina Synchronisatie staat waarom.`);
      });
    } catch (error) {
      setIsMailing(false);
      toast.error(
        localWriteFailureMessage(
          error,
          t`Het mailen kon niet op dit apparaat worden klaargezet. Probeer het opnieuw.`,
        ),
      );
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="message-heading" variant="outline" bg="bg.panel">
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md" id="message-heading">
            {t`Bericht`}
          </Heading>
          {message?.syncPending && <PendingBadge />}
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {message === null ? (
          <Text color="fg.muted">
            {t`De tekst van dit bericht staat niet op dit apparaat. Je kunt het bericht wel naar jezelf mailen.`}
          </Text>
        ) : isCorrecting && correctMessage ? (
          <MessageCorrectionForm
            message={message}
            correctMessage={correctMessage}
            onClose={() => setIsCorrecting(false)}
          />
        ) : (
          <Stack gap="3">
            {/* The item is titled by the subject; shown here only while the two differ (a correction on its way). */}
            {message.subject !== item.title && (
              <Text fontWeight="medium" wordBreak="break-word">
                {message.subject}
              </Text>
            )}
            <Text whiteSpace="pre-line" wordBreak="break-word">
              {message.body}
            </Text>
            {attachments.length > 0 && (
              <Stack as="ul" gap="1" listStyleType="none" aria-label={t`Bijlagen`}>
                {attachments.map((attachment) => (
                  <HStack as="li" key={attachment.id} gap="2" fontSize="sm">
                    <PaperclipIcon boxSize="4" color="fg.muted" />
                    <Text wordBreak="break-all">{attachment.name}</Text>
                  </HStack>
                ))}
              </Stack>
            )}
            <Text fontSize="sm" color="fg.muted">
              {message.senderEmail
                ? t`Van ${message.senderName} (${message.senderEmail}), ${formatDateTime(message.receivedAt, locale)}`
                : t`Van ${message.senderName}, ${formatDateTime(message.receivedAt, locale)}`}
            </Text>
          </Stack>
        )}
        {!isCorrecting && (
          <HStack gap="2" wrap="wrap">
            {canCorrect && (
              <Button size="sm" variant="outline" onClick={() => setIsCorrecting(true)}>
                {t`Bericht corrigeren`}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              loading={isMailing}
              loadingText={t`Wordt gemaild…`}
              onClick={() => void mailToMyself()}
            >
              {t`Mail naar mijzelf`}
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
