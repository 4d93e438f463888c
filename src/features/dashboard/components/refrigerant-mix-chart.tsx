/**
 * The installed refrigerant per refrigerant: a bar per refrigerant by tonnes CO2-eq, with its kg.
 * Plain SVG like the month chart (see there), largest first. A refrigerant whose GWP is unknown has
 * no bar and says so. Accessible: one labelled image reading every refrigerant, and the table of
 * devices, kg and t CO2-eq a click away.
 */
import { chakra, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Locale } from '../../../api/contract/common';
import type { RefrigerantFigure } from '../../../api/contract/statistics';
import { formatTonnesCo2 } from '../../../lib/fgas';
import { formatKg } from '../dashboard-format';
import { ChartTableDisclosure } from './chart-table-disclosure';

const width = 400;
const labelWidth = 70;
/** The values stand in their own column at the right, so no bar runs into them. */
const valueWidth = 150;
const barArea = width - labelWidth - valueWidth;
const rowHeight = 26;
const barHeight = 14;
const colors = {
  text: 'var(--chakra-colors-fg)',
  muted: 'var(--chakra-colors-fg-muted)',
  bar: 'var(--chakra-colors-teal-solid)',
};

export interface RefrigerantMixChartProps {
  title: string;
  refrigerants: readonly RefrigerantFigure[];
  locale: Locale;
}

export function RefrigerantMixChart({ title, refrigerants, locale }: RefrigerantMixChartProps) {
  const { t } = useLingui();
  const captionId = useId();
  const max = Math.max(0, ...refrigerants.map((figure) => figure.co2eqTonnes ?? 0));
  const scale = (tonnes: number) => (max > 0 ? (tonnes / max) * (barArea - 10) : 0);
  const height = refrigerants.length * rowHeight + 4;
  const co2Of = (figure: RefrigerantFigure) =>
    figure.co2eqTonnes === null ? t`GWP onbekend` : formatTonnesCo2(figure.co2eqTonnes, locale);
  const summary = refrigerants
    .map((figure) => `${figure.refrigerant}: ${co2Of(figure)}, ${formatKg(figure.chargeKg, locale)} kg`)
    .join('; ');

  return (
    <chakra.figure aria-labelledby={captionId} m="0" minW="0" maxW="lg">
      <chakra.figcaption id={captionId} fontWeight="medium" mb="2">
        {title}
      </chakra.figcaption>
      {refrigerants.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">{t`Geen installaties met een bekende vulling.`}</Text>
      ) : (
        <>
          <chakra.svg
            viewBox={`0 0 ${width} ${height}`}
            width="100%"
            height="auto"
            role="img"
            aria-label={`${title}. ${summary}`}
            display="block"
          >
            {refrigerants.map((figure, index) => {
              const top = index * rowHeight + 4;
              const barLength = figure.co2eqTonnes === null ? 0 : scale(figure.co2eqTonnes);
              return (
                <g key={figure.refrigerant}>
                  <text x="0" y={top + barHeight - 2} fontSize="11.5" fontWeight="600" fill={colors.text}>
                    {figure.refrigerant}
                  </text>
                  <rect
                    x={labelWidth}
                    y={top}
                    width={Math.max(barLength, figure.co2eqTonnes ? 2 : 0)}
                    height={barHeight}
                    rx="2"
                    fill={colors.bar}
                  />
                  <text x={width} y={top + barHeight - 3} fontSize="11" textAnchor="end" fill={colors.muted}>
                    {`${figure.co2eqTonnes === null ? t`GWP onbekend` : formatTonnesCo2(figure.co2eqTonnes, locale, false)} · ${formatKg(figure.chargeKg, locale)} kg`}
                  </text>
                </g>
              );
            })}
          </chakra.svg>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {t`Balk: t CO₂-eq; daarnaast de vulling in kg.`}
          </Text>
          <ChartTableDisclosure>
            <Table.ScrollArea mt="2" borderWidth="1px" borderRadius="lg">
              <Table.Root size="sm" interactive={false}>
                <Table.Caption captionSide="top" textAlign="start" srOnly>
                  {title}
                </Table.Caption>
                <Table.Header>
                  {/* Headers wrap, so the four columns fit a 360 px phone without scrolling sideways. */}
                  <Table.Row css={{ '& th': { whiteSpace: 'normal' } }}>
                    <Table.ColumnHeader scope="col">{t`Koudemiddel`}</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" textAlign="end">{t`Installaties`}</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" textAlign="end">{t`Vulling (kg)`}</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" textAlign="end">{t`t CO₂-eq`}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {refrigerants.map((figure) => (
                    <Table.Row key={figure.refrigerant}>
                      <Table.Cell>{figure.refrigerant}</Table.Cell>
                      <Table.Cell textAlign="end">{figure.devices}</Table.Cell>
                      <Table.Cell textAlign="end">{formatKg(figure.chargeKg, locale)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {figure.co2eqTonnes === null
                          ? t`GWP onbekend`
                          : formatTonnesCo2(figure.co2eqTonnes, locale, false)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </ChartTableDisclosure>
        </>
      )}
    </chakra.figure>
  );
}
