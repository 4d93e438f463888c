/**
 * The requests for a new user that have not reached the server yet: waiting for a connection, or
 * refused (with the server's reason and a way to drop the request; the sync screen also lets the
 * user correct and resend it). Once the server has a request it leaves this list, and the form's
 * success message says so.
 */
import { Badge, Box, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PendingBadge } from '../../../sync/pending-badge';
import { RowCommandHint } from '../../../sync/row-command-hint';
import { requestedUserOf } from '../contacts.commands';
import { useWaitingUserRequests } from '../contacts.queries';

export function WaitingUserRequests() {
  const { t } = useLingui();
  const headingId = useId();
  const requests = useWaitingUserRequests();
  if (!requests || requests.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <Heading as="h2" size="md" id={headingId}>
        {t`Aangevraagde gebruikers`}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {requests.map((entry) => {
          const requested = requestedUserOf(entry);
          return (
            <Box as="li" key={entry.id}>
              <Card.Root variant="outline" bg="bg.panel" size="sm">
                <Card.Body gap="2">
                  <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                    <Stack gap="0.5" minW="0">
                      <Text fontWeight="medium" wordBreak="break-word">
                        {requested.name}
                      </Text>
                      <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
                        {requested.email}
                      </Text>
                    </Stack>
                    {entry.state === 'pending' ? (
                      <PendingBadge />
                    ) : (
                      <Badge colorPalette="red">{t`Niet geaccepteerd`}</Badge>
                    )}
                  </HStack>
                  <RowCommandHint
                    state={{
                      state: entry.state,
                      message: entry.lastError?.message ?? null,
                      seq: entry.seq,
                    }}
                  />
                </Card.Body>
              </Card.Root>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
