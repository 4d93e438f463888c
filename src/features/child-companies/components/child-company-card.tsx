/**
 * One company of the tree: its name, relation number and city, its own counts (devices, open orders,
 * open invoices, devices with an overdue duty) and a button that makes it the current organisation. The
 * current organisation is marked instead of offering to switch to it. A count the user may not see is
 * left out; one whose collection has not reached this device yet shows as loading, or as a dash when
 * fetching it failed or the company's statistics row is not on the device. The overdue figure stays
 * text: the legal supervision list takes no filter from a link.
 */
import {
  Badge,
  Box,
  Button,
  Card,
  Grid,
  HStack,
  Heading,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ChildCompany, CompanyCounts } from '../child-company-tree';

/** Where a count's collection stands on this device. */
export type CountState = 'ready' | 'loading' | 'failed';

export type CountStates = Record<keyof CompanyCounts, CountState>;

export function ChildCompanyCard({
  company,
  counts,
  countStates,
  isCurrent,
  onSwitch,
}: {
  company: ChildCompany;
  counts: CompanyCounts;
  countStates: CountStates;
  isCurrent: boolean;
  onSwitch: (company: ChildCompany) => void;
}) {
  const { t } = useLingui();
  const figures: { key: keyof CompanyCounts; label: string }[] = [
    { key: 'devices', label: t`Installaties` },
    { key: 'openOrders', label: t`Open orders` },
    { key: 'openInvoices', label: t`Open facturen` },
    { key: 'devicesOverdue', label: t`Installaties met verlopen keuring` },
  ];
  const shown = figures.filter((figure) => counts[figure.key] !== null);

  return (
    <Card.Root
      variant="outline"
      size="sm"
      bg="bg.panel"
      borderColor={isCurrent ? 'brand.solid' : undefined}
      borderWidth={isCurrent ? '2px' : undefined}
    >
      {/* On a phone the switch comes after the figures, beside the name from the first breakpoint. */}
      <Card.Body
        display="grid"
        gridTemplateColumns={isCurrent ? '1fr' : { base: '1fr', sm: '1fr auto' }}
        gridTemplateAreas={
          isCurrent
            ? '"name" "figures"'
            : { base: '"name" "figures" "switch"', sm: '"name switch" "figures figures"' }
        }
        columnGap="3"
        rowGap="3"
      >
        <Box gridArea="name" minW="0">
          <HStack gap="2" wrap="wrap">
            <Heading as="h2" size="md" fontWeight="semibold" wordBreak="break-word">
              {company.name}
            </Heading>
            {isCurrent && <Badge colorPalette="brand">{t`Huidige organisatie`}</Badge>}
            {!company.active && <Badge colorPalette="gray">{t`Inactief`}</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {company.city
              ? t`Relatienummer ${company.code} · ${company.city}`
              : t`Relatienummer ${company.code}`}
          </Text>
        </Box>
        {!isCurrent && (
          <Button
            gridArea="switch"
            alignSelf="start"
            size="sm"
            variant="outline"
            aria-label={t`Overschakelen naar ${company.name}`}
            onClick={() => onSwitch(company)}
          >
            {t`Overschakelen`}
          </Button>
        )}
        {shown.length > 0 && (
          <Grid
            as="dl"
            gridArea="figures"
            // Up to three figures fit side by side on a phone; four take two rows of two there.
            templateColumns={{
              base: `repeat(${shown.length > 3 ? 2 : shown.length}, minmax(0, 1fr))`,
              sm: `repeat(${shown.length}, minmax(0, 1fr))`,
            }}
            gap="2"
          >
            {shown.map(({ key, label }) => (
              <Stack
                key={key}
                justify="space-between"
                gap="1"
                bg="bg.muted"
                borderRadius="md"
                px={{ base: '2.5', sm: '3' }}
                py="2"
                minW="0"
              >
                <Text as="dt" fontSize="xs" color="fg.muted" lineHeight="short">
                  {label}
                </Text>
                <Text as="dd" fontSize="xl" fontWeight="semibold" lineHeight="short">
                  <CountValue value={counts[key]} state={countStates[key]} />
                </Text>
              </Stack>
            ))}
          </Grid>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function CountValue({ value, state }: { value: number | null | undefined; state: CountState }) {
  const { t } = useLingui();
  if (state === 'loading')
    return (
      <>
        <Skeleton as="span" display="inline-block" height="5" width="8" aria-hidden />
        <VisuallyHidden>{t`wordt geladen`}</VisuallyHidden>
      </>
    );
  if (state === 'failed' || value === undefined)
    return (
      <>
        <span aria-hidden>–</span>
        <VisuallyHidden>{t`niet opgehaald`}</VisuallyHidden>
      </>
    );
  return <>{value}</>;
}
