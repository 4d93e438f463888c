/**
 * "Meer tonen (20 van 134)": appends the next page of a list that renders a page at a time. Shown
 * only while there is more to show.
 */
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function ShowMoreButton({
  shown,
  total,
  onMore,
}: {
  shown: number;
  total: number;
  onMore: () => void;
}) {
  const { t } = useLingui();
  if (shown >= total) return null;
  return (
    <Button variant="outline" alignSelf="center" onClick={onMore}>
      {t`Meer tonen (${shown} van ${total})`}
    </Button>
  );
}
