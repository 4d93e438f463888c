/**
 * One day of the timeline: its heading ("Vandaag", "Gisteren" or the date, in Amsterdam) and its
 * items as a list along a vertical line, newest first.
 */
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { formatDay } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { relativeDay } from '../timeline-view';

export function TimelineDaySection({ day, now, children }: { day: string; now: Date; children: ReactNode }) {
  const { t } = useLingui();
  const locale = activeLocale();
  const headingId = useId();
  const relative = relativeDay(day, now);
  const date = formatDay(day, locale, 'long');
  const title = relative === 'today' ? t`Vandaag` : relative === 'yesterday' ? t`Gisteren` : date;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading
        as="h2"
        id={headingId}
        size="sm"
        color={relative === 'today' ? 'brand.fg' : 'fg.muted'}
        position="sticky"
        top="14"
        zIndex={2}
        bg="bg.canvas"
        py="1.5"
      >
        <Box as="span" _firstLetter={{ textTransform: 'uppercase' }} display="inline-block">
          {title}
        </Box>
        {relative !== null && (
          <Box as="span" fontWeight="normal" ms="2">
            {date}
          </Box>
        )}
      </Heading>
      <Stack
        as="ul"
        gap="2"
        listStyleType="none"
        position="relative"
        _before={{
          content: '""',
          position: 'absolute',
          insetInlineStart: '15px',
          top: '0',
          bottom: '0',
          borderInlineStartWidth: '2px',
          borderColor: 'border.muted',
        }}
      >
        {children}
      </Stack>
    </Stack>
  );
}
