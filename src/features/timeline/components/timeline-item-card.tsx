/**
 * One item on the timeline: its type's icon on the line, then the type's name beside the item's
 * title (the record's own words), the summary, the time and, for a holding, the organisation. The
 * title opens the record's screen (or the item's page); "Geschiedenis" opens the item's page with
 * its logs. A record made on this device and not yet sent shows as pending.
 */
import { Badge, Box, Card, Flex, HStack, Link, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { formatTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { PendingBadge } from '../../../sync/pending-badge';
import { timelineTypeColors, timelineTypeIcons, timelineTypeLabels } from '../timeline-item-types';
import type { TimelineItemRow } from '../timeline.queries';

export interface TimelineItemCardProps {
  item: TimelineItemRow;
  /** Where the title leads (timeline-view.ts `itemPathOf`). */
  href: string;
  /** The organisation's name, when the list spans several. */
  organisationName: string | undefined;
  /** The list's search, so the item's page links back to the same filter. */
  backSearch: string;
}

export function TimelineItemCard({ item, href, organisationName, backSearch }: TimelineItemCardProps) {
  const { t, i18n } = useLingui();
  const locale = activeLocale();
  const palette = timelineTypeColors[item.type];
  const TypeIcon = timelineTypeIcons[item.type];
  const itemPage = detailPaths.timelineItemDetail.href(item.id);
  return (
    <Flex as="li" gap="3" align="flex-start" position="relative">
      <Flex
        aria-hidden="true"
        flexShrink={0}
        boxSize="8"
        mt="2"
        align="center"
        justify="center"
        borderRadius="full"
        bg={`${palette}.subtle`}
        color={`${palette}.fg`}
        borderWidth="2px"
        borderColor="bg.canvas"
        zIndex={1}
      >
        <TypeIcon boxSize="4" />
      </Flex>
      <LinkBox flex="1" minW="0">
        <Card.Root variant="outline" bg="bg.panel" size="sm" _hover={{ borderColor: 'border.emphasized' }}>
          <Card.Body gap="1">
            <HStack justify="space-between" align="flex-start" gap="2">
              <HStack gap="2" align="baseline" minW="0" wrap="wrap">
                <Badge colorPalette={palette} flexShrink={0}>
                  {i18n._(timelineTypeLabels[item.type])}
                </Badge>
                <LinkOverlay asChild fontWeight="medium" wordBreak="break-word">
                  <RouterLink to={href} state={{ timelineSearch: backSearch }}>
                    {item.title}
                  </RouterLink>
                </LinkOverlay>
              </HStack>
              <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
                <time dateTime={item.occurredAt}>{formatTime(item.occurredAt, locale)}</time>
              </Text>
            </HStack>
            {item.summary && (
              <Text fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word">
                {item.summary}
              </Text>
            )}
            <HStack justify="space-between" align="center" gap="2" wrap="wrap">
              <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
                {organisationName && <Text>{organisationName}</Text>}
                {item.syncPending && <PendingBadge />}
              </HStack>
              {href !== itemPage && (
                <Box position="relative" zIndex={1}>
                  <Link asChild fontSize="sm" color="brand.fg">
                    <RouterLink
                      to={itemPage}
                      state={{ timelineSearch: backSearch }}
                      aria-label={t`Geschiedenis van ${item.title}`}
                    >
                      {t`Geschiedenis`}
                    </RouterLink>
                  </Link>
                </Box>
              )}
            </HStack>
          </Card.Body>
        </Card.Root>
      </LinkBox>
    </Flex>
  );
}
