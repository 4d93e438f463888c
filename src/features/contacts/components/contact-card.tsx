/**
 * One contact person in the list: name, function, company, how to reach them (email and phone are
 * links, so a tap on a phone mails or calls) and where they stand with the portal. Users with
 * `invite contacts` also get the actions that make sense for that state; each is a command, so the
 * card changes at once and says so until the server has it. An action the server would refuse is
 * disabled with the reason beside it.
 */
import { Badge, Button, Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import type { RowCommandState } from '../../../sync/command-state';
import { PendingBadge } from '../../../sync/pending-badge';
import { RowCommandHint } from '../../../sync/row-command-hint';
import '../../../ui/list-card.css';
import { canBeInvited, canLoseAccess, telHref, type PortalAccess } from '../contact-access';
import './contact-card.css';
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
    <div className="contact-card__line">
      <span className="contact-card__label">{label}</span>
      <div className="contact-card__value">{children}</div>
    </div>
  );
}

function PhoneLink({ number }: { number: string }) {
  const href = telHref(number);
  return href ? (
    <Link href={href} color="brand.fg">
      {number}
    </Link>
  ) : (
    <span>{number}</span>
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
    <li className="list-card list-card--spaced contact-card">
      <div className="contact-card__who">
        <p className="list-card__title">
          {person.name}
          {isSelf && <span className="contact-card__self"> {t`(jij)`}</span>}
        </p>
        {details && <p className="list-card__text">{details}</p>}
      </div>
      <div className="list-card__badges contact-card__badges">
        <Badge colorPalette={accessPalette[access]} variant="subtle">
          {accessLabels[access]}
        </Badge>
        {person.isMainContact && <Badge colorPalette="brand">{t`Hoofdcontactpersoon`}</Badge>}
        {person.syncPending && <PendingBadge />}
      </div>

      <div className="contact-card__lines">
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
          <p className="list-card__text">{t`Geen contactgegevens bekend.`}</p>
        )}
      </div>

      {access === 'invited' && (
        <p className="list-card__text">{t`Uitgenodigd op ${invitedOn}; de link in de uitnodiging werkt 14 dagen.`}</p>
      )}
      {access === 'invitationExpired' && (
        <p className="list-card__text">
          {t`De uitnodiging van ${invitedOn} is niet gebruikt en werkt niet meer.`}
        </p>
      )}

      <RowCommandHint state={commandState} />

      {canManage && (
        <div className="contact-card__actions">
          <div className="contact-card__buttons">
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
          </div>
          {canBeInvited(access) && !hasEmail && (
            <p>{t`Zonder e-mailadres kan deze contactpersoon niet worden uitgenodigd.`}</p>
          )}
          {isSelf && canLoseAccess(access) && <p>{t`Je kunt je eigen toegang niet intrekken.`}</p>}
        </div>
      )}
    </li>
  );
}
