/**
 * The "company" filter of the devices lists, a sub-scope of the header's organisation switcher: the
 * header chooses the organisation a screen shows (with its children), and this filter narrows that
 * to one company of it. It offers choices only when the header has an organisation chosen that has
 * companies below it; staff looking at all customers choose a customer in the header, the one place
 * for it, so the list never offers a second "all customers". A kept choice outside the current scope
 * (the header changed since) is ignored: `ids` is null and the filter does not count as set.
 */
import { useMemo } from 'react';
import {
  useCurrentOrganisation,
  useOrganisationScope,
  useVisibleOrganisations,
} from '../../session/current-organisation';
import { subtreeIds } from '../../session/organisation-tree';
import type { FilterOption } from '../../ui/filter-select';

export interface CompanyFilter {
  /** The companies to choose from; the filter is worth showing only with more than one. */
  options: FilterOption[];
  /** The chosen company and the companies below it; null when none (valid) is chosen. */
  ids: ReadonlySet<string> | null;
  /** The chosen company when it is one of `options`, else null. */
  chosenId: string | null;
  /** The header's organisation the options lie in; null when staff look at all customers. */
  scopeName: string | null;
  names: ReadonlyMap<string, string>;
}

export function useCompanyFilter(chosenId: string | null): CompanyFilter {
  const scope = useOrganisationScope();
  const current = useCurrentOrganisation();
  const visible = useVisibleOrganisations();
  // Options and names change only with the organisations, so lists keyed on them are not redone
  // when another company is chosen.
  const options = useMemo(() => {
    if (scope === null) return [];
    return visible
      .filter((organisation) => scope.includes(organisation.id))
      .map((organisation) => ({
        value: organisation.id,
        label: `${'\u00a0\u00a0'.repeat(organisation.depth - (current?.depth ?? 0))}${organisation.name}`,
      }));
  }, [scope, visible, current]);
  const names = useMemo(
    () => new Map(visible.map((organisation) => [organisation.id, organisation.name])),
    [visible],
  );
  const validId = chosenId !== null && options.some((option) => option.value === chosenId) ? chosenId : null;
  const ids = useMemo(
    () => (validId === null ? null : new Set(subtreeIds(validId, visible))),
    [validId, visible],
  );
  return { options, ids, chosenId: validId, scopeName: current?.name ?? null, names };
}
