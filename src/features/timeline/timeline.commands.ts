/**
 * Timeline writes as commands (src/sync/local-command.ts).
 *
 * "Mail it to myself" goes through the outbox rather than straight to the server: it then works the
 * same offline (it is sent when the connection returns, also after a reload) and the entry's id
 * travels as `Idempotency-Key`, so a request whose answer was lost and is sent again mails once.
 * It changes no synced record, so it has no local effects: the entry itself is what waits, listed
 * on the sync screen until the server has it.
 */
import type { UpdateInboundMessageBody } from '../../api/contract/tasks';
import type { OutboxEntry } from '../../db/outbox-entry';
import type { PortalDatabase } from '../../db/portal-database';
import { runLocalCommand } from '../../sync/local-command';

export const mailMessageCommand = 'mailMessageToMyself';

/** Queues `POST /api/timeline/{timelineItemId}/inboundmessage/mail`: the message, mailed to the signed-in user. */
export async function mailMessageToMyself(
  db: PortalDatabase,
  userId: string,
  timelineItemId: string,
  summary: string,
): Promise<OutboxEntry> {
  return runLocalCommand(db, userId, {
    command: mailMessageCommand,
    summary,
    request: {
      method: 'post',
      path: `timeline/${encodeURIComponent(timelineItemId)}/inboundmessage/mail`,
    },
    effects: [],
  });
}

/**
 * Corrects an inbound message's subject and text, offline too (`PUT /api/timeline/inboundmessage/{id}`,
 * answered "Message saved"), retitling its timeline item at once. The command is the tasks area's
 * `editMessage`, which the tasks screen uses as well; areas never import each other, so the app's
 * composition root hands it to the item page (app/area-screens/timeline-screens.ts).
 */
export type CorrectMessage = (
  db: PortalDatabase,
  userId: string,
  messageId: string,
  input: UpdateInboundMessageBody,
  summary: string,
) => Promise<void>;
