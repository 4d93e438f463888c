/**
 * The refrigerant-use report (product.md §8), pure and shared by server and PWA: from the
 * devices of an organisation (and its children) and their F-gas logbook entries, the quantities of
 * one period per refrigerant, per device and in total, in kg and tonnes CO2-equivalent.
 *
 * Definitions (the report prints them too, so an inspector reads the same thing):
 * - Period: calendar days `from` to `to`, both inclusive, in the Netherlands' time zone; an entry
 *   counts on the Dutch calendar day it was performed.
 * - Charge ("inhoud"): the nameplate charge of every device in service during the period (installed
 *   on or before `to`, not decommissioned before `from`). It is the device's current charge: the
 *   logbook records quantities moved, not the charge at a past date.
 * - Installed ("eerste vulling"), added ("bijgevuld") and recovered ("teruggewonnen"): the sums of
 *   the logbook entries of kind `installed`, `added` and `recovered` performed in the period, per
 *   entry's own refrigerant. An entry corrected by a later entry (`correctsEntryId`, the logbook is
 *   append-only) is replaced by its correction, which counts on the date of the entry it corrects.
 * - Leak rate: the refrigerant added in the period (top-ups, which replace what leaked; the first
 *   fill is "installed", not "added") as a percentage of the charge, scaled to one year:
 *   added kg ÷ charge kg × 365.25 ÷ days in the period × 100, rounded to one decimal. Null without
 *   a charge. Example: 1.5 kg added to a 10 kg installation over one year is 15.0 %.
 * - CO2-equivalent: kg × GWP ÷ 1000 (src/lib/fgas.ts), with the GWP table in force at the end of the
 *   period: Regulation (EU) 2024/573 from 11 March 2024, Regulation (EU) No 517/2014 before. A
 *   refrigerant the table does not know has no GWP: its tonnes count as 0 and it is listed in
 *   `unknownRefrigerants`, so the report can say so.
 */
import { dutchDay } from './dutch-day';
import { compareNatural } from './natural-order';
import { GWP_EDITIONS, canonicalRefrigerantCode, co2eq, refrigerantInfo, type GwpEdition } from './fgas';

export interface ReportPeriod {
  /** First calendar day, `YYYY-MM-DD`, inclusive. */
  from: string;
  /** Last calendar day, `YYYY-MM-DD`, inclusive. */
  to: string;
}

/** A device as the report needs it. */
export interface RefrigerantUseDevice {
  id: string;
  organisationId: string;
  number: string;
  name: string;
  refrigerant: string | null;
  chargeKg: number | null;
  /** `YYYY-MM-DD` or null when unknown (then taken as in service). */
  installationDate: string | null;
  decommissionedDate: string | null;
  /**
   * Removed from the portal since: its charge no longer counts, but gas it took or gave in the
   * period still does (the logbook is kept five years, whatever happened to the device record).
   */
  isDeleted?: boolean;
}

/** A logbook entry as the report needs it. */
export interface RefrigerantUseEntry {
  id: string;
  serviceObjectId: string;
  kind: string;
  refrigerant: string;
  quantityKg: number | null;
  /** ISO timestamp. */
  performedAt: string;
  correctsEntryId: string | null;
}

export interface RefrigerantUseFigures {
  chargeKg: number;
  chargeTonnesCo2eq: number;
  installedKg: number;
  installedTonnesCo2eq: number;
  addedKg: number;
  addedTonnesCo2eq: number;
  recoveredKg: number;
  recoveredTonnesCo2eq: number;
  /** Percent per year; null without a charge. */
  leakRatePercent: number | null;
}

export interface RefrigerantUseByRefrigerant extends RefrigerantUseFigures {
  refrigerant: string;
  /** GWP-100 in the report's edition; null for a refrigerant the table does not know. */
  gwp: number | null;
  /** Devices in service with this refrigerant. */
  deviceCount: number;
}

export interface RefrigerantUseByDevice extends RefrigerantUseFigures {
  serviceObjectId: string;
  organisationId: string;
  number: string;
  name: string;
  refrigerant: string | null;
  gwp: number | null;
}

export interface RefrigerantUseResult {
  period: ReportPeriod & { days: number };
  gwpEdition: GwpEdition;
  gwpSource: string;
  totals: RefrigerantUseFigures;
  byRefrigerant: RefrigerantUseByRefrigerant[];
  byDevice: RefrigerantUseByDevice[];
  /** Refrigerant codes without a known GWP (their tonnes count as 0). */
  unknownRefrigerants: string[];
}

/** The days of a year in the leak-rate scaling (the mean calendar year, so leap years count alike). */
export const DAYS_PER_YEAR = 365.25;

function shiftDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both inclusive. */
export function periodDays(period: ReportPeriod): number {
  const ms = Date.parse(`${period.to}T12:00:00Z`) - Date.parse(`${period.from}T12:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** The default period: the last 12 months up to and including today (Dutch calendar). */
export function lastTwelveMonths(now: Date = new Date()): ReportPeriod {
  const to = dutchDay(now);
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  const yearAgo = new Date(Date.UTC(year - 1, month - 1, 1));
  const lastDay = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  yearAgo.setUTCDate(Math.min(day, lastDay));
  return { from: shiftDays(yearAgo.toISOString().slice(0, 10), 1), to };
}

/** The calendar year of `now` (this year) or the one before (last year). */
export function calendarYear(which: 'this' | 'last', now: Date = new Date()): ReportPeriod {
  const year = Number(dutchDay(now).slice(0, 4)) - (which === 'last' ? 1 : 0);
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The GWP edition in force on the last day of the period. */
export function gwpEditionFor(period: ReportPeriod): GwpEdition {
  const editions = Object.entries(GWP_EDITIONS) as [GwpEdition, (typeof GWP_EDITIONS)[GwpEdition]][];
  const inForce = editions
    .filter(([, edition]) => edition.validFrom <= period.to)
    .sort(([, a], [, b]) => b.validFrom.localeCompare(a.validFrom));
  return (inForce[0] ?? editions.sort(([, a], [, b]) => a.validFrom.localeCompare(b.validFrom))[0]!)[0];
}

/**
 * The window of timestamps (UTC, with a day's margin for the time zone) that can fall within the
 * period: a data source may filter by it and leave the exact Dutch-day test to `refrigerantUse`.
 */
export function periodWindow(period: ReportPeriod): { fromInstant: Date; toInstant: Date } {
  return {
    fromInstant: new Date(`${shiftDays(period.from, -1)}T00:00:00Z`),
    toInstant: new Date(`${shiftDays(period.to, 2)}T00:00:00Z`),
  };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Leak rate in percent per year (one decimal), or null without a charge. */
export function leakRatePercent(addedKg: number, chargeKg: number, days: number): number | null {
  if (chargeKg <= 0 || days <= 0) return null;
  return Math.round((addedKg / chargeKg) * (DAYS_PER_YEAR / days) * 100 * 10) / 10;
}

/** A running sum of kg and tonnes; `figures()` rounds and adds the leak rate. */
class Tally {
  chargeKg = 0;
  chargeTonnes = 0;
  installedKg = 0;
  installedTonnes = 0;
  addedKg = 0;
  addedTonnes = 0;
  recoveredKg = 0;
  recoveredTonnes = 0;

  add(kind: 'charge' | 'installed' | 'added' | 'recovered', kg: number, gwp: number | null): void {
    const tonnes = gwp === null ? 0 : co2eq(kg, gwp);
    switch (kind) {
      case 'charge':
        this.chargeKg += kg;
        this.chargeTonnes += tonnes;
        break;
      case 'installed':
        this.installedKg += kg;
        this.installedTonnes += tonnes;
        break;
      case 'added':
        this.addedKg += kg;
        this.addedTonnes += tonnes;
        break;
      case 'recovered':
        this.recoveredKg += kg;
        this.recoveredTonnes += tonnes;
        break;
    }
  }

  figures(days: number): RefrigerantUseFigures {
    return {
      chargeKg: round3(this.chargeKg),
      chargeTonnesCo2eq: round3(this.chargeTonnes),
      installedKg: round3(this.installedKg),
      installedTonnesCo2eq: round3(this.installedTonnes),
      addedKg: round3(this.addedKg),
      addedTonnesCo2eq: round3(this.addedTonnes),
      recoveredKg: round3(this.recoveredKg),
      recoveredTonnesCo2eq: round3(this.recoveredTonnes),
      leakRatePercent: leakRatePercent(this.addedKg, this.chargeKg, days),
    };
  }
}

const countedKinds = new Set(['installed', 'added', 'recovered']);

function isInService(device: RefrigerantUseDevice, period: ReportPeriod): boolean {
  if (device.installationDate !== null && device.installationDate > period.to) return false;
  if (device.decommissionedDate !== null && device.decommissionedDate < period.from) return false;
  return true;
}

/**
 * The entries that stand: each entry not corrected by another one, dated on the day of the first
 * entry of its correction chain (the day the gas was actually handled).
 */
function standingEntries(
  entries: readonly RefrigerantUseEntry[],
): { entry: RefrigerantUseEntry; day: string }[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const corrected = new Set(
    entries.flatMap((entry) => (entry.correctsEntryId ? [entry.correctsEntryId] : [])),
  );
  return entries
    .filter((entry) => !corrected.has(entry.id))
    .map((entry) => {
      let original = entry;
      const seen = new Set<string>([entry.id]);
      while (original.correctsEntryId) {
        const previous = byId.get(original.correctsEntryId);
        if (!previous || seen.has(previous.id)) break;
        seen.add(previous.id);
        original = previous;
      }
      return { entry, day: dutchDay(original.performedAt) };
    });
}

/** The report over `period` for the given devices and their logbook entries. */
export function refrigerantUse(
  period: ReportPeriod,
  devices: readonly RefrigerantUseDevice[],
  entries: readonly RefrigerantUseEntry[],
): RefrigerantUseResult {
  const days = periodDays(period);
  const edition = gwpEditionFor(period);
  const unknown = new Set<string>();
  const refrigerantOf = (code: string) => {
    const canonical = canonicalRefrigerantCode(code);
    if (canonical === null) unknown.add(code);
    return {
      code: canonical ?? code,
      gwp: canonical === null ? null : refrigerantInfo(canonical, edition)!.gwp,
    };
  };

  const totals = new Tally();
  const perRefrigerant = new Map<string, { tally: Tally; gwp: number | null; devices: Set<string> }>();
  const perDevice = new Map<string, { device: RefrigerantUseDevice; tally: Tally }>();
  const refrigerantTally = (code: string, gwp: number | null) => {
    let row = perRefrigerant.get(code);
    if (!row) {
      row = { tally: new Tally(), gwp, devices: new Set() };
      perRefrigerant.set(code, row);
    }
    return row;
  };

  const devicesById = new Map(devices.map((device) => [device.id, device]));
  for (const device of devices) {
    if (device.isDeleted || !isInService(device, period)) continue;
    const tally = new Tally();
    perDevice.set(device.id, { device, tally });
    if (device.refrigerant === null) continue;
    const { code, gwp } = refrigerantOf(device.refrigerant);
    const row = refrigerantTally(code, gwp);
    row.devices.add(device.id);
    const charge = device.chargeKg ?? 0;
    tally.add('charge', charge, gwp);
    row.tally.add('charge', charge, gwp);
    totals.add('charge', charge, gwp);
  }

  for (const { entry, day } of standingEntries(entries)) {
    if (!countedKinds.has(entry.kind) || entry.quantityKg === null) continue;
    if (day < period.from || day > period.to) continue;
    const device = devicesById.get(entry.serviceObjectId);
    if (!device) continue;
    const kind = entry.kind as 'installed' | 'added' | 'recovered';
    const { code, gwp } = refrigerantOf(entry.refrigerant);
    let deviceRow = perDevice.get(device.id);
    if (!deviceRow) {
      // Gas handled on a device outside its service dates still counts; its charge does not.
      deviceRow = { device, tally: new Tally() };
      perDevice.set(device.id, deviceRow);
    }
    deviceRow.tally.add(kind, entry.quantityKg, gwp);
    refrigerantTally(code, gwp).tally.add(kind, entry.quantityKg, gwp);
    totals.add(kind, entry.quantityKg, gwp);
  }

  const byRefrigerant = [...perRefrigerant.entries()]
    .map(([refrigerant, row]) => ({
      refrigerant,
      gwp: row.gwp,
      deviceCount: row.devices.size,
      ...row.tally.figures(days),
    }))
    .sort((a, b) => compareNatural(a.refrigerant, b.refrigerant));
  const byDevice = [...perDevice.values()]
    .map(({ device, tally }) => ({
      serviceObjectId: device.id,
      organisationId: device.organisationId,
      number: device.number,
      name: device.name,
      refrigerant: device.refrigerant === null ? null : refrigerantOf(device.refrigerant).code,
      gwp: device.refrigerant === null ? null : refrigerantOf(device.refrigerant).gwp,
      ...tally.figures(days),
    }))
    .sort((a, b) => compareNatural(a.number, b.number));

  return {
    period: { ...period, days },
    gwpEdition: edition,
    gwpSource: GWP_EDITIONS[edition].title,
    totals: totals.figures(days),
    byRefrigerant,
    byDevice,
    unknownRefrigerants: [...unknown].sort(),
  };
}

/** The leak-rate definition as printed in the exported report (Dutch, the inspector's language). */
export const LEAK_RATE_DEFINITION_NL =
  'Lekpercentage = bijgevulde hoeveelheid in de periode ÷ inhoud van de installaties × 365,25 ÷ ' +
  'aantal dagen in de periode × 100 %: het bijvullen dat lekverlies aanvult, omgerekend naar een ' +
  'heel jaar. De eerste vulling telt niet als bijvullen. Inhoud is de actuele vulling van de ' +
  'installaties die in de periode in bedrijf waren.';
