/**
 * A bar chart per refrigerant: kg added (top-ups, the leak losses) against kg recovered in the
 * period. Plain SVG, no chart library. Accessible: the figure names itself, the SVG is one image
 * whose label summarises every bar, and the same figures are in the table per refrigerant beside it.
 * It scales with its container (viewBox), so it also fits a 360 px phone.
 */
import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { RefrigerantUseReport } from '../../../api/contract/reports';
import { formatKg } from '../report-format';
import type { Locale } from '../../../api/contract/common';

const width = 480;
const labelWidth = 84;
const valueWidth = 70;
const barArea = width - labelWidth - valueWidth;
const barHeight = 16;
const rowHeight = 2 * barHeight + 18;
/** The theme's colours as CSS variables, so the bars follow light and dark mode. */
const colors = {
  text: 'var(--chakra-colors-fg)',
  muted: 'var(--chakra-colors-fg-muted)',
  added: 'var(--chakra-colors-orange-solid)',
  recovered: 'var(--chakra-colors-brand-solid)',
};

export interface RefrigerantUseChartProps {
  rows: RefrigerantUseReport['byRefrigerant'];
  locale: Locale;
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <HStack gap="1.5">
      <Box w="3" h="3" borderRadius="sm" bg={color} aria-hidden="true" />
      <Text fontSize="sm">{label}</Text>
    </HStack>
  );
}

export function RefrigerantUseChart({ rows, locale }: RefrigerantUseChartProps) {
  const { t } = useLingui();
  const captionId = useId();
  const shown = rows.filter((row) => row.addedKg > 0 || row.recoveredKg > 0);
  if (shown.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {t`In deze periode is geen koudemiddel bijgevuld of teruggewonnen.`}
      </Text>
    );
  }
  const max = Math.max(...shown.flatMap((row) => [row.addedKg, row.recoveredKg]));
  const scale = (kg: number) => (max > 0 ? (kg / max) * barArea : 0);
  const height = shown.length * rowHeight + 4;
  const summary = shown
    .map(
      (row) =>
        t`${row.refrigerant}: ${formatKg(row.addedKg, locale)} kg bijgevuld, ${formatKg(row.recoveredKg, locale)} kg teruggewonnen`,
    )
    .join('; ');

  return (
    <chakra.figure aria-labelledby={captionId} m="0">
      <chakra.figcaption id={captionId} fontWeight="medium" mb="2">
        {t`Bijgevuld en teruggewonnen per koudemiddel (kg)`}
      </chakra.figcaption>
      <HStack gap="4" mb="2" wrap="wrap">
        <Legend color="orange.solid" label={t`Bijgevuld`} />
        <Legend color="brand.solid" label={t`Teruggewonnen`} />
      </HStack>
      <chakra.svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        maxW="xl"
        height="auto"
        role="img"
        aria-label={summary}
        display="block"
      >
        {shown.map((row, index) => {
          const top = index * rowHeight + 4;
          return (
            <g key={row.refrigerant}>
              <text x="0" y={top + barHeight + 4} fontSize="15" fontWeight="600" fill={colors.text}>
                {row.refrigerant}
              </text>
              <rect
                x={labelWidth}
                y={top}
                width={Math.max(scale(row.addedKg), row.addedKg > 0 ? 2 : 0)}
                height={barHeight}
                rx="2"
                fill={colors.added}
              />
              <text
                x={labelWidth + scale(row.addedKg) + 6}
                y={top + barHeight - 3}
                fontSize="14"
                fill={colors.muted}
              >
                {formatKg(row.addedKg, locale)}
              </text>
              <rect
                x={labelWidth}
                y={top + barHeight + 3}
                width={Math.max(scale(row.recoveredKg), row.recoveredKg > 0 ? 2 : 0)}
                height={barHeight}
                rx="2"
                fill={colors.recovered}
              />
              <text
                x={labelWidth + scale(row.recoveredKg) + 6}
                y={top + 2 * barHeight}
                fontSize="14"
                fill={colors.muted}
              >
                {formatKg(row.recoveredKg, locale)}
              </text>
            </g>
          );
        })}
      </chakra.svg>
    </chakra.figure>
  );
}
