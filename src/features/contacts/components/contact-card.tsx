/**
 * One contact person in the list: name, function, company, how to reach them (email and phone are
 * links, so a tap on a phone mails or calls) and where they stand with the portal. Users with
 * `invite contacts` also get the actions that make sense for that state; each is a command, so the
 * card changes at once and says so until the server has it. An action the server would refuse is
 * disabled with the reason beside it.
 */
import { Badge, Box, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import type { RowCommandState } from '../../../sync/command-state';
import { PendingBadge } from '../../../sync/pending-badge';
import { RowCommandHint } from '../../../sync/row-command-hint';
import { canBeInvited, canLoseAccess, telHref, type PortalAccess } from '../contact-access';
import type { PersonRow } from '../contacts.queries';

export interface ContactCardProps {
  person: PersonRow;
  access: PortalAccess;
  /** Shown when the list spans more than one company. */
  organisationName: string | undefined;
  commandState: RowCommandState | undefined;
  /** The user may invite contacts and remove their access. */
  canManage: boolean;
  /** The contact is the signed-in user. */
  isSelf: boolean;
  onInvite: (person: PersonRow) => void;
  onRemove: (person: PersonRow) => void;
}

const accessPalette: Record<PortalAccess, string> = {
  active: 'green',
  invited: 'blue',
  invitationExpired: 'orange',
  removed: 'gray',
  none: 'gray',
};

function ContactLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack gap="2" align="baseline" minW="0">
      <Text as="span" color="fg.muted" fontSize="xs" flexShrink={0} minW="14">
        {label}
      </Text>
      <Box minW="0" wordBreak="break-all">
        {children}
      </Box>
    </HStack>
  );
}

function PhoneLink({ number }: { number: string }) {
  const href = telHref(number);
  return href ? (
    <Link href={href} color="brand.fg">
      {number}
    </Link>
  ) : (
    <Text as="span">{number}</Text>
  );
}

export function ContactCard({
  person,
  access,
  organisationName,
  commandState,
  canManage,
  isSelf,
  onInvite,
  onRemove,
}: ContactCardProps) {
  const { t } = useLingui();
  const locale = activeLocale();
  const accessLabels: Record<PortalAccess, string> = {
    active: t`Heeft toegang`,
    invited: t`Uitgenodigd`,
    invitationExpired: t`Uitnodiging verlopen`,
    removed: t`Toegang ingetrokken`,
    none: t`Geen toegang`,
  };
  const invitedOn = person.invitedAt ? formatDate(person.invitedAt, locale) : '';
  const isWaiting = commandState?.state === 'pending';
  const hasEmail = Boolean(person.email?.trim());
  const details = [person.jobTitle, organisationName].filter(Boolean).join(' · ');

  return (
    <Box as="li">
      <Card.Root variant="outline" bg="bg.panel" size="sm" height="full">
        <Card.Body gap="2">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="medium" wordBreak="break-word">
              {person.name}
              {isSelf && (
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {' '}
                  {t`(jij)`}
                </Text>
              )}
            </Text>
            {details && (
              <Text color="fg.muted" fontSize="sm">
                {details}
              </Text>
            )}
          </Stack>
          <HStack gap="1.5" wrap="wrap">
            <Badge colorPalette={accessPalette[access]} variant="subtle">
              {accessLabels[access]}
            </Badge>
            {person.isMainContact && <Badge colorPalette="brand">{t`Hoofdcontactpersoon`}</Badge>}
            {person.syncPending && <PendingBadge />}
          </HStack>

          <Stack gap="0.5" fontSize="sm">
            {person.email && (
              <ContactLine label={t`E-mail`}>
                <Link href={`mailto:${person.email}`} color="brand.fg">
                  {person.email}
                </Link>
              </ContactLine>
            )}
            {person.phone && (
              <ContactLine label={t`Telefoon`}>
                <PhoneLink number={person.phone} />
              </ContactLine>
            )}
            {person.mobile && (
              <ContactLine label={t`Mobiel`}>
                <PhoneLink number={person.mobile} />
              </ContactLine>
            )}
            {!person.email && !person.phone && !person.mobile && (
              <Text color="fg.muted">{t`Geen contactgegevens bekend.`}</Text>
            )}
          </Stack>

          {access === 'invited' && (
            <Text
              fontSize="sm"
              color="fg.muted"
            >{t`Uitgenodigd op ${invitedOn}; de link in de uitnodiging werkt 14 dagen.`}</Text>
          )}
          {access === 'invitationExpired' && (
            <Text fontSize="sm" color="fg.muted">
              {t`De uitnodiging van ${invitedOn} is niet gebruikt en werkt niet meer.`}
            </Text>
          )}

          <RowCommandHint state={commandState} />

          {canManage && (
            <Stack gap="1.5" pt="1">
              <HStack gap="2" wrap="wrap">
                {canBeInvited(access) && (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="brand"
                    disabled={!hasEmail || isWaiting}
                    aria-label={
                      access === 'removed'
                        ? t`Toegang herstellen voor ${person.name}`
                        : access === 'none'
                          ? t`${person.name} uitnodigen voor het portaal`
                          : t`Nieuwe uitnodiging sturen aan ${person.name}`
                    }
                    onClick={() => onInvite(person)}
                  >
                    {access === 'removed'
                      ? t`Toegang herstellen`
                      : access === 'none'
                        ? t`Uitnodigen voor het portaal`
                        : t`Opnieuw uitnodigen`}
                  </Button>
                )}
                {canLoseAccess(access) && (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    disabled={isSelf || isWaiting}
                    aria-label={
                      access === 'active'
                        ? t`Toegang intrekken voor ${person.name}`
                        : t`Uitnodiging intrekken voor ${person.name}`
                    }
                    onClick={() => onRemove(person)}
                  >
                    {access === 'active' ? t`Toegang intrekken` : t`Uitnodiging intrekken`}
                  </Button>
                )}
              </HStack>
              {canBeInvited(access) && !hasEmail && (
                <Text fontSize="xs" color="fg.muted">
                  {t`Zonder e-mailadres kan deze contactpersoon niet worden uitgenodigd.`}
                </Text>
              )}
              {isSelf && canLoseAccess(access) && (
                <Text fontSize="xs" color="fg.muted">{t`Je kunt je eigen toegang niet intrekken.`}</Text>
              )}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
