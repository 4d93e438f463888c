/** Marks a record whose local change has not reached the server yet (it waits in the outbox). */
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { UploadIcon } from '../ui/icons/line-icons';

export function PendingBadge() {
  const { t } = useLingui();
  return (
    <Badge
      colorPalette="gray"
      variant="outline"
      title={t`Deze wijziging wordt verstuurd zodra er verbinding is`}
    >
      <UploadIcon boxSize="3" />
      {t`Nog niet verstuurd`}
    </Badge>
  );
}
