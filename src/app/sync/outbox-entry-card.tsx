/**
 * One outbox entry on the sync screen. A pending one shows how long it waits and why: offline it
 * simply waits for the connection (never a failure count: time offline says nothing about the
 * server); online it shows the failed attempts and the server's last message, if any. A refused one
 * shows the server's message and what the user can do: send it again, correct it (its text fields),
 * or discard it (its local change is undone).
 */
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { OutboxEntry } from '../../db/outbox-entry';
import { useDatabase } from '../../db/database-context';
import { formatDateTime } from '../../i18n/formatters';
import { activeLocale } from '../../i18n/i18n-setup';
import { useIsOnline } from '../../sync/connectivity';
import { discardEntry, replaceEntry, retryEntry } from '../../sync/outbox-actions';
import { useSync } from '../../sync/sync-engine-context';
import { TextField } from '../../ui/text-field';
import { editableFields, withEditedFields } from './outbox-entry-edit';

export function OutboxEntryCard({ entry }: { entry: OutboxEntry }) {
  const { t } = useLingui();
  const fieldLabels: Record<string, string> = {
    title: t`Titel`,
    description: t`Omschrijving`,
    name: t`Naam`,
    remark: t`Opmerking`,
    subject: t`Onderwerp`,
    body: t`Bericht`,
    reason: t`Reden`,
    email: t`E-mailadres`,
    phone: t`Telefoonnummer`,
    jobTitle: t`Functie`,
    memo: t`Memo`,
    text: t`Notitie`,
  };
  const db = useDatabase();
  const { engine, userId } = useSync();
  const [edited, setEdited] = useState<Record<string, string> | null>(null);
  const isOnline = useIsOnline();
  const fields = editableFields(entry);
  const seq = entry.seq;
  if (seq === undefined) return null;
  const isRejected = entry.state === 'rejected';
  const isWaitingForConnection = !isRejected && !isOnline;

  async function act(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      engine.flushOutbox();
      toast.success(done);
    } catch {
      toast.error(t`Dat lukte niet op dit apparaat. Probeer het opnieuw.`);
    }
  }

  return (
    <Card.Root as="li" variant="outline" bg="bg.panel" size="sm" listStyleType="none">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Text fontWeight="medium" wordBreak="break-word">
            {entry.summary}
          </Text>
          <Badge
            colorPalette={isRejected ? 'red' : isWaitingForConnection ? 'gray' : 'orange'}
            flexShrink={0}
            data-outbox-status={
              isRejected ? 'rejected' : isWaitingForConnection ? 'waitingForConnection' : 'pending'
            }
          >
            {isRejected
              ? t`Niet geaccepteerd`
              : isWaitingForConnection
                ? t`Wacht op verbinding`
                : t`Wacht op verzending`}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t`Gemaakt ${formatDateTime(new Date(entry.createdAt), activeLocale())}`}
          {!isRejected && !isWaitingForConnection && entry.attempts > 0
            ? ` · ${t({ message: plural(entry.attempts, { one: '# poging mislukt', other: '# pogingen mislukt' }) })}`
            : ''}
        </Text>
        {entry.lastError && !isWaitingForConnection && (
          <Text
            fontSize="sm"
            color={isRejected ? 'fg.error' : 'fg.muted'}
            role={isRejected ? 'alert' : undefined}
          >
            {entry.lastError.message}
          </Text>
        )}
        {isRejected && edited && (
          <Stack
            as="form"
            gap="3"
            onSubmit={(event) => {
              event.preventDefault();
              void act(
                () => replaceEntry(db, userId, seq, withEditedFields(entry, edited)),
                t`De gecorrigeerde wijziging wordt verstuurd`,
              ).then(() => setEdited(null));
            }}
          >
            {fields.map((field) => (
              <TextField
                key={field}
                label={fieldLabels[field] ?? field}
                value={edited[field] ?? ''}
                error={entry.lastError?.errors?.[field]?.[0]}
                onChange={(event) => setEdited({ ...edited, [field]: event.target.value })}
              />
            ))}
            <HStack gap="2" justify="flex-end">
              <Button variant="ghost" size="sm" onClick={() => setEdited(null)}>
                {t`Annuleren`}
              </Button>
              <Button type="submit" size="sm" colorPalette="brand">
                {t`Opslaan en versturen`}
              </Button>
            </HStack>
          </Stack>
        )}
        {isRejected && !edited && (
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void act(() => retryEntry(db, seq), t`De wijziging wordt opnieuw verstuurd`)}
            >
              {t`Opnieuw versturen`}
            </Button>
            {fields.length > 0 && (
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  setEdited(
                    Object.fromEntries(
                      fields.map((field) => [
                        field,
                        String((entry.request.json as Record<string, unknown>)[field] ?? ''),
                      ]),
                    ),
                  )
                }
              >
                {t`Aanpassen`}
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => void act(() => discardEntry(db, seq), t`De wijziging is verwijderd`)}
            >
              {t`Verwijderen`}
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
