/**
 * The devices overview's active filters as chips: which of the filters (company, type, refrigerant,
 * inspection status) narrow the list, each with the text its chip shows. The sort is no filter: it
 * never counts and never shows as a chip. Pure: no React, no I/O.
 */
import type { DeviceQuery } from './device-search';

/** The filters a chip can remove (each resets to null). */
export const deviceFilterKeys = ['organisationId', 'typeId', 'refrigerant', 'status'] as const;
export type DeviceFilterKey = (typeof deviceFilterKeys)[number];

export interface DeviceFilterChoice {
  /** The filter's name, as its select's label: "Type". */
  label: string;
  /** The values to choose from, with what each reads as. */
  options: readonly { value: string; label: string }[];
}

export interface ActiveDeviceFilter {
  key: DeviceFilterKey;
  /** "Type: Koelcel". */
  label: string;
}

/**
 * The filters of `query` that are set, in the order of the filter sheet. A value missing from its
 * options (a type not synced yet) still counts and shows as the value itself, so a set filter is
 * never hidden while it narrows the list; leading no-break spaces of tree options are dropped.
 */
export function activeDeviceFilters(
  query: Pick<DeviceQuery, DeviceFilterKey>,
  choices: Readonly<Record<DeviceFilterKey, DeviceFilterChoice>>,
): ActiveDeviceFilter[] {
  const active: ActiveDeviceFilter[] = [];
  for (const key of deviceFilterKeys) {
    const value = query[key];
    if (value === null) continue;
    const choice = choices[key];
    const option = choice.options.find((candidate) => candidate.value === value);
    const valueLabel = (option?.label ?? value).replace(/^\u00a0+/, '');
    active.push({ key, label: `${choice.label}: ${valueLabel}` });
  }
  return active;
}
