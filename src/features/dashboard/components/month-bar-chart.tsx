/**
 * A bar per month for twelve months (orders received, or the amount invoiced). Plain SVG, as the
 * reports chart: no library, the theme's colours through CSS variables (light and dark mode), and it
 * scales with its container (viewBox), down to a 360 px phone.
 * Accessible: the figure names itself, the SVG is one image whose label reads every month's value,
 * each bar has its value as a tooltip, and the same figures are in a table a click away.
 */
import { chakra, Table } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Locale } from '../../../api/contract/common';
import { formatLongMonth, formatShortMonth } from '../dashboard-format';
import { ChartTableDisclosure } from './chart-table-disclosure';

const width = 360;
const plotTop = 18;
const plotHeight = 120;
const labelHeight = 20;
const height = plotTop + plotHeight + labelHeight;
const colors = {
  text: 'var(--chakra-colors-fg)',
  muted: 'var(--chakra-colors-fg-muted)',
  grid: 'var(--chakra-colors-border)',
};

export interface MonthValue {
  month: string;
  value: number;
}

export interface MonthBarChartProps {
  title: string;
  /** Oldest first. */
  months: readonly MonthValue[];
  format: (value: number) => string;
  /** The column header of the values in the table. */
  valueLabel: string;
  /** A theme colour token of the bars, e.g. `brand.solid`. */
  color: string;
  locale: Locale;
}

export function MonthBarChart({ title, months, format, valueLabel, color, locale }: MonthBarChartProps) {
  const { t } = useLingui();
  const captionId = useId();
  const max = Math.max(0, ...months.map((month) => month.value));
  const slot = width / Math.max(months.length, 1);
  const barWidth = Math.min(18, slot * 0.6);
  const scale = (value: number) => (max > 0 ? (value / max) * plotHeight : 0);
  const summary = months
    .map((month) => `${formatLongMonth(month.month, locale)}: ${format(month.value)}`)
    .join('; ');
  const barColor = `var(--chakra-colors-${color.replace('.', '-')})`;

  return (
    <chakra.figure aria-labelledby={captionId} m="0" minW="0">
      <chakra.figcaption id={captionId} fontWeight="medium" mb="2">
        {title}
      </chakra.figcaption>
      <chakra.svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height="auto"
        role="img"
        aria-label={`${title}. ${summary}`}
        display="block"
      >
        <line x1="0" x2={width} y1={plotTop} y2={plotTop} stroke={colors.grid} strokeDasharray="3 3" />
        <text x={width} y={plotTop - 5} fontSize="11" textAnchor="end" fill={colors.muted}>
          {format(max)}
        </text>
        <line x1="0" x2={width} y1={plotTop + plotHeight} y2={plotTop + plotHeight} stroke={colors.grid} />
        {months.map((month, index) => {
          const barHeight = scale(month.value);
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={month.month}>
              <rect
                x={x}
                y={plotTop + plotHeight - barHeight}
                width={barWidth}
                height={Math.max(barHeight, month.value > 0 ? 1.5 : 0)}
                rx="2"
                fill={barColor}
              >
                <title>{`${formatLongMonth(month.month, locale)}: ${format(month.value)}`}</title>
              </rect>
              <text
                x={index * slot + slot / 2}
                y={height - 5}
                fontSize="11"
                textAnchor="middle"
                fill={colors.muted}
              >
                {formatShortMonth(month.month, locale)}
              </text>
            </g>
          );
        })}
      </chakra.svg>
      <ChartTableDisclosure>
        <Table.ScrollArea mt="2" borderWidth="1px" borderRadius="lg">
          <Table.Root size="sm" interactive={false}>
            <Table.Caption captionSide="top" textAlign="start" srOnly>
              {title}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t`Maand`}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  {valueLabel}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {months.map((month) => (
                <Table.Row key={month.month}>
                  <Table.Cell>{formatLongMonth(month.month, locale)}</Table.Cell>
                  <Table.Cell textAlign="end">{format(month.value)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </ChartTableDisclosure>
    </chakra.figure>
  );
}
