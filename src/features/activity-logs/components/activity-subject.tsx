/**
 * An entry's subject as the log shows it: what it was called then (a link to its screen when the PWA
 * has one and the user may open it), with the kind of record in small print.
 */
import { Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { activitySubjectLabels, isKnownSubjectType } from '../activity-labels';
import type { ActivityLogRow } from '../activity-logs.queries';

export function ActivitySubject({ entry, href }: { entry: ActivityLogRow; href: string | null }) {
  const { t, i18n } = useLingui();
  const kind = isKnownSubjectType(entry.subjectType)
    ? i18n._(activitySubjectLabels[entry.subjectType])
    : entry.subjectType;
  // One's own account (signing in, a new password) is named as such, not by the actor's name again.
  const isOwnAccount =
    entry.subjectType === 'user' && entry.subjectId !== null && entry.subjectId === entry.actorUserId;
  if (isOwnAccount) return <Text color="fg.muted">{t`Eigen account`}</Text>;
  const label = entry.subjectLabel ?? kind;
  return (
    <Stack gap="0" minW="0">
      {href ? (
        <Link asChild colorPalette="brand" fontWeight="medium" wordBreak="break-word">
          <RouterLink to={href}>{label}</RouterLink>
        </Link>
      ) : (
        <Text wordBreak="break-word">{label}</Text>
      )}
      {entry.subjectLabel !== null && (
        <Text fontSize="xs" color="fg.muted">
          {kind}
        </Text>
      )}
    </Stack>
  );
}
