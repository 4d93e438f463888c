/**
 * Devices of the demo holding "Bakkerij De Jong" set up so that every state of the duty engine
 * (src/lib/fgas-duties.ts) shows in the portal, each with refrigerant, charge and history the law
 * reads that way. Pure data; seed-devices.ts builds the devices and their logbooks from it, the rest
 * of the holding's devices are drawn at random and kept up to date.
 *
 * Dates are days before the reference day, so the demo stays current whatever day it is seeded on;
 * `installedBefore`/`installedFrom` keep a device on the right side of a placing ban whatever year
 * that is.
 */
import type { DeviceCategory } from './dutch-data';
import type { LogbookTail } from './seed-logbook';

export interface DeviceCase {
  /** What the device shows in the demo. */
  shows: string;
  category: DeviceCategory;
  brand: string;
  model: string;
  label: string;
  room: string;
  refrigerant: string;
  chargeKg: number;
  capacityKw: number;
  hermetic: boolean;
  leakDetectionSystem: boolean;
  installedDaysAgo: number;
  /** The installation day is moved before this day (`YYYY-MM-DD`) when the relative date falls after it. */
  installedBefore?: string;
  /** The installation day is moved to this day when the relative date falls before it. */
  installedFrom?: string;
  tail: LogbookTail;
  /** Days since a leak found on a breakdown call, repaired, topped up and re-checked (`current` tail). */
  breakdownLeakDaysAgo?: number;
  /** Days since the last EPBD inspection of an air-conditioning system above 70 kW. */
  epbdInspectedDaysAgo?: number;
  /** Days since the last inspection of the pressure equipment (a liquid receiver). */
  pressureEquipmentInspectedDaysAgo?: number;
}

/** The holding's own six devices: its central production site. */
export const HOLDING_DEVICE_CASES: readonly DeviceCase[] = [
  {
    shows:
      'lds_required: 135 kg R404A is 529 t CO2-eq, at least 500 t without a leak detection system ' +
      '(Art. 6); checks every 3 months; pressure equipment',
    category: 'condensing_unit',
    brand: 'Bitzer',
    model: 'Ecoline+ verbund 3x 4FES-5Y',
    label: 'Centrale koelinstallatie',
    room: 'Machinekamer',
    refrigerant: 'R404A',
    chargeKg: 135,
    capacityKw: 95,
    hermetic: false,
    leakDetectionSystem: false,
    installedDaysAgo: 3650,
    installedBefore: '2019-06-01',
    tail: 'current',
    breakdownLeakDaysAgo: 200,
    pressureEquipmentInspectedDaysAgo: 900,
  },
  {
    shows:
      'a placing ban: an R404A cold room (GWP 3922) installed after 1 January 2020 ' +
      '(stationary_refrigeration_2500, Annex IV); otherwise up to date',
    category: 'cold_room',
    brand: 'Bitzer',
    model: 'ECOSTAR LHV5E/2DES-3.F1Y',
    label: 'Koelcel',
    room: 'Grondstoffen',
    refrigerant: 'R404A',
    chargeKg: 8.4,
    capacityKw: 9.5,
    hermetic: false,
    leakDetectionSystem: false,
    installedDaysAgo: 1700,
    installedFrom: '2020-03-02',
    tail: 'current',
  },
  {
    shows: 'an overdue periodic leak check: R449A, 22 t CO2-eq, checked every 12 months, weeks late',
    category: 'freezer_cell',
    brand: 'Bitzer',
    model: 'ECOLINE 4FES-5Y',
    label: 'Vriescel',
    room: 'Deegopslag',
    refrigerant: 'R449A',
    chargeKg: 16,
    capacityKw: 14,
    hermetic: false,
    leakDetectionSystem: false,
    installedDaysAgo: 2600,
    tail: 'overdue',
  },
  {
    shows:
      'a pending re-check after a repair (Art. 4(5)); R513A, whose 15.7 kg of HFO-1234yf sets a ' +
      '6-month interval by mass (the 17.6 t CO2-eq alone would give 12); EPBD above 70 kW',
    category: 'chiller',
    brand: 'Daikin',
    model: 'EWAT-B 140',
    label: 'Koudwatermachine',
    room: 'Productiehal',
    refrigerant: 'R513A',
    chargeKg: 28,
    capacityKw: 85,
    hermetic: false,
    leakDetectionSystem: false,
    installedDaysAgo: 2200,
    tail: 'pending_recheck',
    epbdInspectedDaysAgo: 1200,
  },
  {
    shows:
      'the yearly check of the leak detection system overdue; R448A 38 kg with a system, so leak ' +
      'checks every 12 instead of 6 months',
    category: 'freezer_cell',
    brand: 'Copeland',
    model: 'ZF18KVE scroll unit',
    label: 'Vriescel',
    room: 'Expeditie',
    refrigerant: 'R448A',
    chargeKg: 38,
    capacityKw: 18,
    hermetic: false,
    leakDetectionSystem: true,
    installedDaysAgo: 1500,
    tail: 'detection_check_overdue',
  },
  {
    shows:
      'a periodic leak check due soon by the mass rule alone: 42 kg R1234ze is 0.058 t CO2-eq but ' +
      '10 kg or more of an HFO, every 6 months; EPBD above 70 kW counted from installation',
    category: 'chiller',
    brand: 'Carrier',
    model: 'AquaForce 30KAV-ZE',
    label: 'Koudwatermachine',
    room: 'Dak',
    refrigerant: 'R1234ze',
    chargeKg: 42,
    capacityKw: 160,
    hermetic: false,
    leakDetectionSystem: false,
    installedDaysAgo: 900,
    tail: 'due_soon',
  },
];

/** The first devices of the first branch (the branch account's own). */
export const BRANCH_DEVICE_CASES: readonly DeviceCase[] = [
  {
    shows: 'an open repair: a leak found three days ago, not yet repaired; R1234yf 6 kg, 12 months by mass',
    category: 'condensing_unit',
    brand: 'Danfoss',
    model: 'Optyma Slim OP-LSQM',
    label: 'Condensorunit',
    room: 'Binnenplaats',
    refrigerant: 'R1234yf',
    chargeKg: 6,
    capacityKw: 7,
    hermetic: false,
    leakDetectionSystem: false,
    installedDaysAgo: 1100,
    tail: 'open_repair',
  },
  {
    shows:
      'everything in order: R452A 7.5 kg, 16 t CO2-eq, checked every 12 months; a leak repaired, ' +
      'topped up and re-checked four months ago',
    category: 'cold_room',
    brand: 'Danfoss',
    model: 'Optyma Plus OP-MPYM',
    label: 'Koelcel',
    room: 'Achter de bakkerij',
    refrigerant: 'R452A',
    chargeKg: 7.5,
    capacityKw: 8,
    hermetic: false,
    leakDetectionSystem: false,
    installedDaysAgo: 1300,
    tail: 'current',
    breakdownLeakDaysAgo: 115,
  },
];
