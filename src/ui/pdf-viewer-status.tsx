/**
 * What the PDF viewer shows instead of a page: loading (with the share of the file pdf.js has read,
 * when known) or the error that sends the user to the download. Kept out of the lazy pdf.js chunk, so
 * it shows while that chunk loads and when it cannot load (offline before it was ever cached).
 */
import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LabelledProgress } from './labelled-progress';

export interface PdfViewerStatusProps {
  status: 'loading' | 'error';
  /** The share of the file read so far (0 to 100), or null when unknown. */
  percent?: number | null;
}

export function PdfViewerStatus({ status, percent = null }: PdfViewerStatusProps) {
  const { t } = useLingui();
  if (status === 'error') {
    return (
      <Text role="alert" m="auto" p="6" maxW="md" textAlign="center" color="fg.muted">
        {t`Dit PDF-bestand kan niet worden getoond. Download het om het te openen.`}
      </Text>
    );
  }
  return (
    <Stack m="auto" p="6" gap="3" w="full" maxW="xs" align="stretch" textAlign="center">
      <Text color="fg.muted">{t`Pagina's laden…`}</Text>
      <LabelledProgress label={t`Voortgang van het laden`} value={percent} size="xs" colorPalette="brand" />
    </Stack>
  );
}
