/**
 * The organisation switcher in the header (product.md §4): a native select, so it works the same
 * with a keyboard, a screen reader and a phone's own picker. It lists the visible tree with each
 * child indented under its parent; staff also get "all customers". Choosing stores the choice and
 * every screen follows through `useCurrentOrganisation()`.
 * Styled with style props rather than Chakra's NativeSelect, whose recipe the app system leaves out.
 */
import { Box, chakra } from '@chakra-ui/react';
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
  return (
    <Box position="relative" flex="1" minW="0" maxW={{ base: '56', sm: '64', md: '80' }}>
      <chakra.select
        aria-label={t`Organisatie`}
        title={t`Organisatie`}
        value={current?.id ?? ''}
        onChange={(event) => chooseOrganisation(event.currentTarget.value || null)}
        appearance="none"
        w="full"
        h="9"
        ps="3"
        pe="8"
        fontSize="sm"
        fontWeight="medium"
        color="fg"
        bg="bg.muted"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="md"
        textOverflow="ellipsis"
        whiteSpace="nowrap"
        overflow="hidden"
        cursor="pointer"
        _hover={{ borderColor: 'border.emphasized' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
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
