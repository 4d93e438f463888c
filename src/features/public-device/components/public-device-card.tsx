/**
 * What a device's sticker tells anyone: number, name, type, location, refrigerant, charge,
 * CO2-equivalent, the last and next leak check with its status, and who to call (a tap dials).
 * Phone-first: one column of label/value pairs, large enough to read at the equipment.
 */
import { Badge, Button, Card, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PublicServiceObject } from '../../../api/contract/public-service-object';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { formatTonnesCo2 } from '../../../lib/fgas';
import { phoneHref } from '../public-device-load';
import { formatChargeKg, leakCheckStatusColors, leakCheckStatusLabels } from '../public-device-labels';

/**
 * One label/value pair. Text wraps only between words (at spaces and after hyphens), so a word
 * such as "Koudwatermachine" stays whole; the grid gives each column at least its longest word.
 */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm" pt="0.5" wordBreak="normal" overflowWrap="break-word">
        {label}
      </Text>
      <Text as="dd" wordBreak="normal" overflowWrap="break-word">
        {children}
      </Text>
    </>
  );
}

export function PublicDeviceCard({ device }: { device: PublicServiceObject }) {
  const { t, i18n } = useLingui();
  const locale = activeLocale();
  const typeName = locale === 'nl' ? device.typeNameNl : device.typeNameEn;
  const unknown = t`Onbekend`;
  const dial = phoneHref(device.serviceCompany.phone);

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Text color="fg.muted" fontSize="sm" fontVariantNumeric="tabular-nums">
          {device.number}
        </Text>
        <Heading as="h1" size="2xl" fontWeight="semibold" overflowWrap="break-word">
          {device.name}
        </Heading>
      </Stack>
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body>
          {/* Labels take about two fifths of the width, values the rest, each at least its longest word. */}
          <Grid
            as="dl"
            templateColumns="minmax(min-content, 2fr) minmax(min-content, 3fr)"
            columnGap="4"
            rowGap="2"
          >
            <Fact label={t`Type`}>{typeName ?? unknown}</Fact>
            <Fact label={t`Locatie`}>{device.location ?? unknown}</Fact>
            <Fact label={t`Koudemiddel`}>{device.refrigerant ?? unknown}</Fact>
            <Fact label={t`Vulling`}>
              {device.chargeKg === null ? unknown : formatChargeKg(device.chargeKg, locale)}
            </Fact>
            <Fact label={t`CO2-equivalent`}>
              {device.co2EqTonnes === null ? unknown : formatTonnesCo2(device.co2EqTonnes, locale)}
            </Fact>
            <Fact label={t`Laatste lekcontrole`}>
              {device.lastLeakCheckDate
                ? formatDate(device.lastLeakCheckDate, locale)
                : t`Niet geregistreerd`}
            </Fact>
            <Fact label={t`Volgende lekcontrole`}>
              <HStack as="span" gap="2" wrap="wrap">
                {device.nextLeakCheckDate && <span>{formatDate(device.nextLeakCheckDate, locale)}</span>}
                <Badge colorPalette={leakCheckStatusColors[device.leakCheckStatus]}>
                  {i18n._(leakCheckStatusLabels[device.leakCheckStatus])}
                </Badge>
              </HStack>
            </Fact>
          </Grid>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="subtle" bg="brand.subtle">
        <Card.Body gap="2">
          <Heading as="h2" size="md">{t`Storing of vragen over deze installatie?`}</Heading>
          <Text>{device.serviceCompany.name}</Text>
          {dial ? (
            <Button asChild colorPalette="brand" alignSelf="flex-start">
              <a href={dial}>{t`Bel ${device.serviceCompany.phone}`}</a>
            </Button>
          ) : (
            <Text fontWeight="semibold">{device.serviceCompany.phone}</Text>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
