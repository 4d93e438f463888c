/**
 * The activity log on a phone: one card per entry, the action and time first, then who did it to
 * what, in which organisation and from which address. The same facts as the table on a wide screen.
 * The cards are plain elements on the list card's styles (ui/list-card.css): the log shows fifty at a
 * time.
 */
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import '../../../ui/list-card.css';
import { ActivityAction } from './activity-action';
import './activity-list.css';
import { ActivitySubject } from './activity-subject';
import type { ActivityEntriesProps } from './activity-table';

export function ActivityList({ entries, organisationName, hrefOf }: ActivityEntriesProps) {
  const { t } = useLingui();
  const locale = activeLocale();
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Activiteiten`}>
      {entries.map((entry) => (
        <li key={entry.id} className="list-card list-card--spaced activity-card">
          <div className="list-card__head">
            <ActivityAction entry={entry} />
            <p className="list-card__text activity-card__time">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
            </p>
          </div>
          <div className="list-card__details activity-card__facts">
            <p>
              <span className="activity-card__muted">{t`Wie:`}</span> {entry.actorName}
            </p>
            <div className="activity-card__subject">
              <p className="activity-card__muted">{t`Onderwerp:`}</p>
              <ActivitySubject entry={entry} href={hrefOf(entry)} />
            </div>
            <p className="activity-card__muted activity-card__where">
              {organisationName(entry.organisationId) ?? t`Intern`}
              {' · '}
              {t`IP-adres`} <span className="activity-card__address">{entry.clientAddress ?? '–'}</span>
            </p>
          </div>
        </li>
      ))}
    </Stack>
  );
}
