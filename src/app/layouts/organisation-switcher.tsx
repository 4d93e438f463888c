/**
 * The organisation switcher in the header (product.md §4): a native select, so it works the same
 * with a keyboard, a screen reader and a phone's own picker. It lists the visible tree with each
 * child indented under its parent; staff also get "all customers". Choosing stores the choice and
 * every screen follows through `useCurrentOrganisation()`.
 * The select itself is transparent and laid over the organisation's name, which may wrap to two
 * lines: a select shows its value on one line only, and on a phone one line cut most names short.
 * Styled with style props rather than Chakra's NativeSelect, whose recipe the app system leaves out.
 */
import { Box, chakra, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { chooseOrganisation, type OrganisationSummary } from '../../session/current-organisation';
import { ChevronDownIcon } from '../../ui/icons/line-icons';

/** Option text cannot be padded in every browser, so children are indented with no-break spaces. */
const indent = (depth: number) => '\u00a0\u00a0\u00a0'.repeat(depth);

export function OrganisationSwitcher({
  organisations,
  current,
  canSeeAll,
}: {
  organisations: readonly OrganisationSummary[];
  current: OrganisationSummary | null;
  /** Staff: none selected means all customers. */
  canSeeAll: boolean;
}) {
  const { t } = useLingui();
  const shownName = current?.name ?? (canSeeAll ? t`Alle klanten` : '');
  return (
    <Box
      position="relative"
      flex="1"
      minW="0"
      maxW={{ sm: '64', md: '80' }}
      h="11"
      display="flex"
      alignItems="center"
      ps="3"
      pe="8"
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="md"
      _hover={{ borderColor: 'border.emphasized' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
    >
      {/* What the eye reads: the whole name, on two lines where one is too narrow (a phone). */}
      <Text
        aria-hidden
        data-part="organisation-name"
        fontSize={{ base: 'xs', sm: 'sm' }}
        fontWeight="medium"
        lineHeight="1.25"
        lineClamp={2}
        wordBreak="normal"
        overflowWrap="anywhere"
      >
        {shownName}
      </Text>
      {/* What the hand and the screen reader use: the native select, laid transparently over the name. */}
      <chakra.select
        aria-label={t`Organisatie`}
        title={t`Organisatie`}
        value={current?.id ?? ''}
        onChange={(event) => chooseOrganisation(event.currentTarget.value || null)}
        appearance="none"
        position="absolute"
        inset="0"
        w="full"
        h="full"
        opacity="0"
        fontSize="sm"
        cursor="pointer"
      >
        {canSeeAll && <option value="">{t`Alle klanten`}</option>}
        {organisations.map((organisation) => (
          <option key={organisation.id} value={organisation.id}>
            {`${indent(organisation.depth)}${organisation.name}`}
          </option>
        ))}
      </chakra.select>
      <ChevronDownIcon
        position="absolute"
        insetEnd="2.5"
        top="50%"
        transform="translateY(-50%)"
        boxSize="4"
        color="fg.muted"
        pointerEvents="none"
        aria-hidden
      />
    </Box>
  );
}
