/**
 * One figure of the dashboard: its label, the count and, for offers and invoices, the amount. With an
 * `href` the whole tile is one link to the list of exactly what it counts; its accessible name reads
 * label, count and amount in that order. A warning tile (something late) turns red while not zero.
 */
import { Card, Text, chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../i18n/formatters';

const TileLink = chakra(Link);

export interface StatisticTileProps {
  id: string;
  label: string;
  count: string;
  amountCents?: number;
  isWarning: boolean;
  href: string | null;
}

export function StatisticTile({ id, label, count, amountCents, isWarning, href }: StatisticTileProps) {
  const body = (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      h="full"
      borderColor={isWarning ? 'red.muted' : undefined}
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={
        href ? { borderColor: isWarning ? 'red.emphasized' : 'brand.emphasized', boxShadow: 'sm' } : undefined
      }
    >
      <Card.Body gap="1" p={{ base: '3', md: '4' }}>
        <Text fontSize="sm" color="fg.muted" lineHeight="short">
          {label}
        </Text>
        <Text
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="semibold"
          lineHeight="1.1"
          color={isWarning ? 'red.fg' : 'fg'}
          data-figure={id}
        >
          {count}
        </Text>
        {amountCents !== undefined && (
          <Text fontSize="sm" fontWeight="medium" color={isWarning ? 'red.fg' : 'fg'}>
            {formatMoney(amountCents)}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
  if (!href) return <chakra.div data-tile={id}>{body}</chakra.div>;
  // A hash link scrolls within the dashboard: a plain anchor, so the browser moves focus and scroll.
  if (href.startsWith('#')) {
    return (
      <chakra.a
        href={href}
        data-tile={id}
        display="block"
        borderRadius="xl"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {body}
      </chakra.a>
    );
  }
  return (
    <TileLink
      to={href}
      data-tile={id}
      display="block"
      borderRadius="xl"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {body}
    </TileLink>
  );
}
