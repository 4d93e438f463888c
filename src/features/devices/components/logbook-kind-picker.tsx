/**
 * The first step of a new logbook entry: what work was done, as one large button per kind (the
 * common work first), so a technician at the equipment picks it with a thumb. Choosing one shows the
 * fields that kind needs.
 */
import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { LogbookEntryKind } from '../../../api/contract/refrigerant';
import { logbookKindActionLabels, logbookKindColors, logbookKindsToWrite } from '../device-record-labels';

export function LogbookKindPicker({ onChoose }: { onChoose: (kind: LogbookEntryKind) => void }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  return (
    <Stack gap="3">
      <Text id={headingId} fontWeight="medium">
        {t`Wat heb je gedaan?`}
      </Text>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2 }}
        gap="2"
        aria-labelledby={headingId}
      >
        {logbookKindsToWrite.map((kind) => (
          <Box as="li" key={kind}>
            <Button
              variant="outline"
              width="full"
              minH="14"
              justifyContent="flex-start"
              textAlign="start"
              whiteSpace="normal"
              colorPalette={logbookKindColors[kind]}
              onClick={() => onChoose(kind)}
            >
              {i18n._(logbookKindActionLabels[kind])}
            </Button>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
