/**
 * Pools of realistic Dutch data for the demo generator: customers' trade names, addresses, people,
 * devices, parts and the words a refrigeration technician writes. Pure data (and `forCategory` to
 * pick what fits a device); all choices among them are made by the seeded Random in the generators.
 * Every text here is plain WinAnsi (Latin-1 plus the euro sign) so the standard PDF fonts can print it.
 */
import { EQUIPMENT_CATEGORIES, type EquipmentCategory } from '../../../src/lib/fgas-law';

export interface CityEntry {
  city: string;
  /** The four digits of the postal code area; letters are drawn per address. */
  postalPrefixes: readonly string[];
  phoneArea: string;
}

export const CITIES: readonly CityEntry[] = [
  { city: 'Amsterdam', postalPrefixes: ['1011', '1017', '1054', '1073', '1097'], phoneArea: '020' },
  { city: 'Rotterdam', postalPrefixes: ['3011', '3021', '3035', '3062', '3072'], phoneArea: '010' },
  { city: 'Den Haag', postalPrefixes: ['2511', '2514', '2564', '2583'], phoneArea: '070' },
  { city: 'Utrecht', postalPrefixes: ['3511', '3523', '3552', '3581'], phoneArea: '030' },
  { city: 'Eindhoven', postalPrefixes: ['5611', '5622', '5642'], phoneArea: '040' },
  { city: 'Groningen', postalPrefixes: ['9711', '9725', '9741'], phoneArea: '050' },
  { city: 'Tilburg', postalPrefixes: ['5011', '5021', '5038'], phoneArea: '013' },
  { city: 'Almere', postalPrefixes: ['1314', '1325', '1351'], phoneArea: '036' },
  { city: 'Breda', postalPrefixes: ['4811', '4818', '4834'], phoneArea: '076' },
  { city: 'Nijmegen', postalPrefixes: ['6511', '6524', '6541'], phoneArea: '024' },
  { city: 'Amersfoort', postalPrefixes: ['3811', '3824', '3833'], phoneArea: '033' },
  { city: 'Zwolle', postalPrefixes: ['8011', '8023', '8043'], phoneArea: '038' },
  { city: 'Haarlem', postalPrefixes: ['2011', '2023', '2035'], phoneArea: '023' },
  { city: 'Arnhem', postalPrefixes: ['6811', '6824', '6846'], phoneArea: '026' },
  { city: 'Leiden', postalPrefixes: ['2311', '2324', '2331'], phoneArea: '071' },
  { city: 'Maastricht', postalPrefixes: ['6211', '6221', '6229'], phoneArea: '043' },
  { city: 'Apeldoorn', postalPrefixes: ['7311', '7323', '7335'], phoneArea: '055' },
  { city: "'s-Hertogenbosch", postalPrefixes: ['5211', '5223', '5235'], phoneArea: '073' },
  { city: 'Leeuwarden', postalPrefixes: ['8911', '8924', '8937'], phoneArea: '058' },
  { city: 'Enschede', postalPrefixes: ['7511', '7522', '7544'], phoneArea: '053' },
  { city: 'Dordrecht', postalPrefixes: ['3311', '3314', '3328'], phoneArea: '078' },
  { city: 'Zaandam', postalPrefixes: ['1501', '1506', '1511'], phoneArea: '075' },
  { city: 'Venlo', postalPrefixes: ['5911', '5921', '5928'], phoneArea: '077' },
  { city: 'Delft', postalPrefixes: ['2611', '2624', '2628'], phoneArea: '015' },
];

export const STREETS: readonly string[] = [
  'Hoofdstraat',
  'Kerkstraat',
  'Dorpsstraat',
  'Molenweg',
  'Stationsweg',
  'Industrieweg',
  'Nijverheidsweg',
  'Marktplein',
  'Schoolstraat',
  'Julianalaan',
  'Wilhelminastraat',
  'Beatrixlaan',
  'Oranjestraat',
  'Prinses Irenestraat',
  'Havenkade',
  'Lindenlaan',
  'Eikenlaan',
  'Parallelweg',
  'Koningsweg',
  'Ambachtsweg',
  'Handelsweg',
  'Transportweg',
  'De Ruyterkade',
  'Vondelstraat',
  'Rembrandtlaan',
  'Zuiderzeestraat',
  'Gildestraat',
  'Bakkerstraat',
  'Veemarkt',
  'Veilingweg',
  'Energieweg',
  'Koelhuisstraat',
];

export const FIRST_NAMES: readonly string[] = [
  'Jan',
  'Pieter',
  'Kees',
  'Henk',
  'Willem',
  'Sander',
  'Bas',
  'Daan',
  'Thijs',
  'Ruud',
  'Martijn',
  'Joost',
  'Erik',
  'Mohammed',
  'Youssef',
  'Stefan',
  'Bram',
  'Niels',
  'Rik',
  'Gert-Jan',
  'Anne',
  'Maria',
  'Sanne',
  'Linda',
  'Femke',
  'Eva',
  'Lotte',
  'Marloes',
  'Ingrid',
  'Fatima',
  'Petra',
  'Monique',
  'Esther',
  'Noor',
  'Iris',
  'Karin',
  'Hanneke',
  'Jolanda',
  'Priya',
  'Wendy',
];

/** Family names as [tussenvoegsel, surname]; the tussenvoegsel is empty when there is none. */
export const LAST_NAMES: readonly (readonly [string, string])[] = [
  ['de', 'Jong'],
  ['', 'Jansen'],
  ['de', 'Vries'],
  ['van den', 'Berg'],
  ['van', 'Dijk'],
  ['', 'Bakker'],
  ['', 'Visser'],
  ['', 'Smit'],
  ['', 'Meijer'],
  ['de', 'Boer'],
  ['', 'Mulder'],
  ['de', 'Groot'],
  ['', 'Bos'],
  ['', 'Vos'],
  ['', 'Peters'],
  ['', 'Hendriks'],
  ['van', 'Leeuwen'],
  ['', 'Dekker'],
  ['', 'Brouwer'],
  ['de', 'Wit'],
  ['', 'Dijkstra'],
  ['', 'Smits'],
  ['de', 'Graaf'],
  ['van der', 'Meer'],
  ['van der', 'Linden'],
  ['', 'Kok'],
  ['', 'Jacobs'],
  ['de', 'Haan'],
  ['', 'Vermeulen'],
  ['van den', 'Heuvel'],
  ['van der', 'Veen'],
  ['van den', 'Broek'],
  ['de', 'Bruijn'],
  ['', 'Schouten'],
  ['van', 'Beek'],
  ['', 'Willems'],
  ['van', 'Vliet'],
  ['', 'Hoekstra'],
  ['', 'Koster'],
  ['', 'El Amrani'],
  ['', 'Yilmaz'],
  ['ter', 'Horst'],
  ['van', "'t Hof"],
];

export type CustomerKind =
  | 'bakery'
  | 'supermarket'
  | 'butcher'
  | 'hotel'
  | 'restaurant'
  | 'cold_store'
  | 'office'
  | 'florist'
  | 'care_home';

/** Trade names per kind of customer; `{city}` is replaced by the customer's city. */
export const CUSTOMER_NAMES: Readonly<Record<CustomerKind, readonly string[]>> = {
  bakery: ['Bakkerij Van der Linden', 'Warme Bakker Bos', 'Banketbakkerij Kok', 'Bakkerij Het Korenschoof'],
  supermarket: [
    'Supermarkt De Buurtwinkel B.V.',
    'Versmarkt {city} B.V.',
    'Dagmarkt Mulder',
    'Plus Verhoeven',
  ],
  butcher: ['Keurslager Hendriks', 'Slagerij Dekker & Zn.', 'Vleesgroothandel Brabant B.V.'],
  hotel: ['Hotel De Gouden Leeuw', 'Grand Hotel {city}', 'Stayokay {city}', 'Hotel Aan de Haven B.V.'],
  restaurant: ['Restaurant De Zilte Zee', 'Brasserie Het Plein', 'Eetcafé De Molen', 'Sushi Kaito {city}'],
  cold_store: ['Koel- en Vrieshuis Westland B.V.', 'Frigo Logistiek {city} B.V.', 'Koelhuis Noord B.V.'],
  office: ['Kantorencentrum {city}', 'Vastgoedbeheer Stadshart B.V.', 'Bedrijvenpark De Wetering VvE'],
  florist: ['Bloemenveiling Aalsmeer Handel B.V.', 'Kwekerij Van Vliet'],
  care_home: ['Zorgcentrum De Linde', 'Woonzorgcentrum Het Anker'],
};

/** The device types of the demo are the equipment categories the F-gas rules distinguish. */
export type DeviceCategory = EquipmentCategory;

export interface DeviceModel {
  category: DeviceCategory;
  brand: string;
  model: string;
  /** Dutch description used as the device's name prefix. */
  label: string;
  refrigerants: readonly string[];
  /** Typical refrigerant charge range in kg. */
  chargeKg: readonly [number, number];
  /** Cooling capacity range in kW (drives the EPBD 70 kW inspection for air conditioning). */
  capacityKw: readonly [number, number];
  /** Factory-sealed equipment (plug-in display cases, small splits) counts as hermetically sealed. */
  hermetic: boolean;
}

export const DEVICE_MODELS: readonly DeviceModel[] = [
  {
    category: 'cold_room',
    brand: 'Bitzer',
    model: 'ECOSTAR LHV5E/2DES-3.F1Y',
    label: 'Koelcel',
    refrigerants: ['R449A', 'R448A', 'R404A'],
    chargeKg: [4, 14],
    capacityKw: [6, 18],
    hermetic: false,
  },
  {
    category: 'cold_room',
    brand: 'Danfoss',
    model: 'Optyma Plus OP-MPYM',
    label: 'Koelcel',
    refrigerants: ['R449A', 'R452A', 'R134a'],
    chargeKg: [3, 10],
    capacityKw: [4, 12],
    hermetic: false,
  },
  {
    category: 'freezer_cell',
    brand: 'Bitzer',
    model: 'ECOLINE 4FES-5Y',
    label: 'Vriescel',
    refrigerants: ['R449A', 'R452A', 'R404A'],
    chargeKg: [6, 22],
    capacityKw: [5, 20],
    hermetic: false,
  },
  {
    category: 'freezer_cell',
    brand: 'Copeland',
    model: 'ZF18KVE scroll unit',
    label: 'Vriescel',
    refrigerants: ['R448A', 'R404A', 'R452A'],
    chargeKg: [5, 18],
    capacityKw: [5, 16],
    hermetic: false,
  },
  {
    category: 'display_case',
    brand: 'Carrier',
    model: 'Optimer 2 OPTIMER',
    label: 'Koelmeubel',
    refrigerants: ['R290', 'R744'],
    chargeKg: [0.15, 0.5],
    capacityKw: [1, 3],
    hermetic: true,
  },
  {
    category: 'display_case',
    brand: 'Viessmann',
    model: 'TectoCool TC-2500',
    label: 'Koelvitrine',
    refrigerants: ['R290', 'R134a'],
    chargeKg: [0.15, 1.2],
    capacityKw: [1, 4],
    hermetic: true,
  },
  {
    category: 'display_case',
    brand: 'Carrier',
    model: 'Elisio 2 diepvrieseiland',
    label: 'Vrieskist',
    refrigerants: ['R290', 'R404A'],
    chargeKg: [0.3, 2.5],
    capacityKw: [1, 3],
    hermetic: true,
  },
  {
    category: 'chiller',
    brand: 'Carrier',
    model: 'AquaSnap 30RBP-160',
    label: 'Koudwatermachine',
    refrigerants: ['R32', 'R410A'],
    chargeKg: [18, 45],
    capacityKw: [80, 200],
    hermetic: false,
  },
  {
    category: 'chiller',
    brand: 'Daikin',
    model: 'EWAT-B 140',
    label: 'Koudwatermachine',
    refrigerants: ['R32', 'R513A', 'R134a'],
    chargeKg: [15, 40],
    capacityKw: [70, 180],
    hermetic: false,
  },
  {
    category: 'chiller',
    brand: 'Carrier',
    model: 'AquaForce 30KAV-ZE',
    label: 'Koudwatermachine',
    refrigerants: ['R1234ze', 'R513A'],
    chargeKg: [25, 60],
    capacityKw: [150, 400],
    hermetic: false,
  },
  {
    category: 'split_ac',
    brand: 'Daikin',
    model: 'FTXM35R / RXM35R',
    label: 'Split airco',
    refrigerants: ['R32'],
    chargeKg: [0.7, 1.4],
    capacityKw: [2.5, 7],
    hermetic: true,
  },
  {
    category: 'split_ac',
    brand: 'Mitsubishi Electric',
    model: 'MSZ-LN35VG2 / MUZ-LN35VG',
    label: 'Split airco',
    refrigerants: ['R32'],
    chargeKg: [0.8, 1.3],
    capacityKw: [2.5, 5],
    hermetic: true,
  },
  {
    category: 'split_ac',
    brand: 'Panasonic',
    model: 'CS-Z50ZKEW / CU-Z50ZKE',
    label: 'Split airco',
    refrigerants: ['R32', 'R410A'],
    chargeKg: [0.9, 1.6],
    capacityKw: [3.5, 7],
    hermetic: true,
  },
  {
    category: 'split_ac',
    brand: 'Toshiba',
    model: 'Haori RAS-B13N4KVRG',
    label: 'Split airco',
    refrigerants: ['R32'],
    chargeKg: [0.7, 1.2],
    capacityKw: [2.5, 5],
    hermetic: true,
  },
  {
    category: 'split_ac',
    brand: 'LG',
    model: 'Standard Plus PC12SQ',
    label: 'Split airco',
    refrigerants: ['R32'],
    chargeKg: [0.7, 1.1],
    capacityKw: [2.5, 4.5],
    hermetic: true,
  },
  {
    category: 'vrf_ac',
    brand: 'Daikin',
    model: 'VRV 5 RXYA-A 14HP',
    label: 'VRF-systeem',
    refrigerants: ['R32', 'R410A'],
    chargeKg: [9, 30],
    capacityKw: [28, 90],
    hermetic: false,
  },
  {
    category: 'vrf_ac',
    brand: 'Mitsubishi Electric',
    model: 'City Multi PURY-EP300YNW',
    label: 'VRF-systeem',
    refrigerants: ['R410A', 'R32'],
    chargeKg: [10, 35],
    capacityKw: [33, 100],
    hermetic: false,
  },
  {
    category: 'vrf_ac',
    brand: 'Toshiba',
    model: 'SMMS-u MMY-MUP1201HT8P',
    label: 'VRF-systeem',
    refrigerants: ['R410A'],
    chargeKg: [11, 28],
    capacityKw: [33, 85],
    hermetic: false,
  },
  {
    category: 'heat_pump',
    brand: 'Viessmann',
    model: 'Vitocal 250-A AWO-E-AC',
    label: 'Warmtepomp',
    refrigerants: ['R290'],
    chargeKg: [0.6, 1.4],
    capacityKw: [6, 16],
    hermetic: true,
  },
  {
    category: 'heat_pump',
    brand: 'Panasonic',
    model: 'Aquarea T-CAP WH-MXC12J',
    label: 'Warmtepomp',
    refrigerants: ['R32', 'R290'],
    chargeKg: [1.3, 2.9],
    capacityKw: [9, 16],
    hermetic: true,
  },
  {
    category: 'heat_pump',
    brand: 'Mitsubishi Electric',
    model: 'Ecodan PUZ-WM112VAA',
    label: 'Warmtepomp',
    refrigerants: ['R32'],
    chargeKg: [2.2, 3],
    capacityKw: [10, 14],
    hermetic: true,
  },
  {
    category: 'condensing_unit',
    brand: 'Copeland',
    model: 'EazyCool ZXME',
    label: 'Condensorunit',
    refrigerants: ['R449A', 'R407C', 'R404A'],
    chargeKg: [3, 12],
    capacityKw: [4, 15],
    hermetic: false,
  },
  {
    category: 'condensing_unit',
    brand: 'Danfoss',
    model: 'Optyma Slim OP-LSQM',
    label: 'Condensorunit',
    refrigerants: ['R448A', 'R452A'],
    chargeKg: [2.5, 9],
    capacityKw: [3, 10],
    hermetic: false,
  },
  {
    category: 'ice_machine',
    brand: 'Panasonic',
    model: 'SIM-F140AY65 ijsblokjesmachine',
    label: 'IJsmachine',
    refrigerants: ['R290', 'R134a'],
    chargeKg: [0.1, 0.3],
    capacityKw: [0.5, 1],
    hermetic: true,
  },
];

/** Which device categories each kind of customer typically runs, with relative weights. */
export const DEVICE_MIX: Readonly<Record<CustomerKind, readonly (readonly [DeviceCategory, number])[]>> = {
  bakery: [
    ['cold_room', 3],
    ['freezer_cell', 3],
    ['display_case', 3],
    ['condensing_unit', 2],
    ['split_ac', 2],
    ['ice_machine', 1],
  ],
  supermarket: [
    ['display_case', 6],
    ['cold_room', 3],
    ['freezer_cell', 2],
    ['condensing_unit', 2],
    ['vrf_ac', 1],
    ['split_ac', 1],
  ],
  butcher: [
    ['cold_room', 4],
    ['freezer_cell', 3],
    ['display_case', 3],
    ['condensing_unit', 1],
  ],
  hotel: [
    ['vrf_ac', 3],
    ['split_ac', 4],
    ['chiller', 1],
    ['cold_room', 2],
    ['ice_machine', 2],
    ['heat_pump', 1],
  ],
  restaurant: [
    ['cold_room', 3],
    ['freezer_cell', 2],
    ['display_case', 2],
    ['split_ac', 2],
    ['ice_machine', 2],
  ],
  cold_store: [
    ['freezer_cell', 5],
    ['cold_room', 4],
    ['condensing_unit', 3],
    ['chiller', 1],
  ],
  office: [
    ['vrf_ac', 4],
    ['split_ac', 4],
    ['chiller', 2],
    ['heat_pump', 2],
  ],
  florist: [
    ['cold_room', 5],
    ['condensing_unit', 2],
    ['split_ac', 1],
  ],
  care_home: [
    ['split_ac', 3],
    ['heat_pump', 3],
    ['cold_room', 2],
    ['vrf_ac', 1],
  ],
};

/** Where in a building a device of a category usually sits. */
export const DEVICE_LOCATIONS: Readonly<Record<DeviceCategory, readonly string[]>> = {
  cold_room: ['Magazijn', 'Achter de bakkerij', 'Kelder', 'Expeditie', 'Keuken'],
  freezer_cell: ['Magazijn', 'Laadperron', 'Kelder', 'Expeditie'],
  display_case: ['Winkelvloer', 'Toonbank', 'Kassa', 'Versafdeling', 'Zuivelwand'],
  chiller: ['Dak', 'Technische ruimte', 'Binnenplaats'],
  split_ac: ['Kantoor', 'Vergaderzaal', 'Serverruimte', 'Kantine', 'Winkel', 'Receptie'],
  vrf_ac: ['Dak', 'Technische ruimte', 'Gevel achterzijde'],
  heat_pump: ['Technische ruimte', 'Buitengevel', 'Dak'],
  condensing_unit: ['Dak', 'Gevel achterzijde', 'Binnenplaats', 'Machinekamer'],
  ice_machine: ['Bar', 'Keuken', 'Spoelkeuken'],
};

/** Refrigerants the demo uses, with the name of the safety group (EN 378) for the device sheet. */
export const REFRIGERANT_SAFETY_CLASS: Readonly<Record<string, string>> = {
  R32: 'A2L',
  R410A: 'A1',
  R404A: 'A1',
  R134a: 'A1',
  R407C: 'A1',
  R448A: 'A1',
  R449A: 'A1',
  R452A: 'A1',
  R513A: 'A1',
  R1234yf: 'A2L',
  R1234ze: 'A2L',
  R290: 'A3',
  R744: 'A1',
};

/**
 * Work without refrigerant handling, as a technician writes it on the work order, with the device
 * categories it makes sense for (no door rubbers on a chiller). Work that moves refrigerant or checks
 * for leaks is written from the visit's logbook entries instead (seed-orders.ts), so the work order
 * never claims what the logbook does not hold.
 */
export const MAINTENANCE_WORK: readonly (readonly [string, readonly DeviceCategory[] | 'all'])[] = [
  ['Periodiek onderhoud uitgevoerd volgens onderhoudscontract.', 'all'],
  [
    'Storing: hogedrukstoring. Condensor gereinigd, ventilatormotor condensor vervangen.',
    ['cold_room', 'freezer_cell', 'condensing_unit'],
  ],
  [
    'Expansieventiel afgesteld, oververhitting gecontroleerd en op 6 K ingesteld.',
    ['cold_room', 'freezer_cell', 'condensing_unit', 'chiller', 'vrf_ac'],
  ],
  [
    'Ontdooiing niet correct: ontdooiklok vervangen en ontdooicyclus ingesteld op 4x per etmaal.',
    ['cold_room', 'freezer_cell', 'display_case'],
  ],
  ['Deurrubber celdeur vervangen en deurverwarming gecontroleerd.', ['cold_room', 'freezer_cell']],
  [
    'Temperatuurregelaar vervangen en HACCP-registratie gekoppeld.',
    ['cold_room', 'freezer_cell', 'display_case'],
  ],
  ['Airco-installatie gereinigd en desinfecterend behandeld, filters vervangen.', ['split_ac', 'vrf_ac']],
  ['Condensafvoer verstopt: afvoer doorgespoten en condenspomp vervangen.', ['split_ac', 'vrf_ac']],
  [
    'Ventilator verdamper maakt geluid: lagers vervangen.',
    ['cold_room', 'freezer_cell', 'display_case', 'condensing_unit'],
  ],
  [
    'Alarmmelding temperatuur: sensor vervangen en alarmgrenzen ingesteld.',
    ['cold_room', 'freezer_cell', 'display_case', 'ice_machine'],
  ],
  ['Waterfilter vervangen en ijsbereider ontkalkt.', ['ice_machine']],
  ['Circulatiepomp en expansievat gecontroleerd, waterdruk bijgesteld.', ['heat_pump', 'chiller']],
];

/**
 * The order title a planner writes for maintenance work, per device category ('all' fits any). A
 * title names no kind of device but its own: `{label}` is the device's own word (a display case is
 * a koelvitrine, koelmeubel or vrieskist).
 */
export const MAINTENANCE_TITLES: readonly (readonly [string, readonly DeviceCategory[] | 'all'])[] = [
  ['Periodiek onderhoud', 'all'],
  ['Storing koelcel', ['cold_room']],
  ['Storing vriescel, temperatuur loopt op', ['freezer_cell']],
  ['{label} koelt niet', ['display_case']],
  ['Airco lekt water', ['split_ac', 'vrf_ac']],
  ['Airco geeft foutcode', ['split_ac', 'vrf_ac']],
  ['Onderhoud warmtepomp', ['heat_pump']],
  ['Onderhoud koudwatermachine', ['chiller']],
  ['Storing condensorunit', ['condensing_unit']],
  ['IJsmachine produceert geen ijs', ['ice_machine']],
  ['Deur sluit niet goed', ['cold_room', 'freezer_cell']],
];

/**
 * Where a leak check finds a leak, with what the technician then repairs: the `leakLocation` of the
 * leak check and the `reason` of the repair entry.
 */
export const LEAKS: readonly (readonly [string, string])[] = [
  ['Flare-verbinding binnendeel', 'Flare-verbinding opnieuw gemaakt en met stikstof afgeperst'],
  [
    'Soldeerverbinding zuigleiding bij compressor',
    'Soldeerverbinding onder stikstof opnieuw gesoldeerd en afgeperst',
  ],
  ['Schraderventiel serviceaansluiting', 'Schraderventiel en afdichtdop vervangen'],
  ['Pakkingbus afsluiter vloeistofleiding', 'Pakkingbus van de afsluiter vervangen'],
  ['Bocht verdamperbatterij bij de inlaat', 'Lekke bocht van de verdamper vervangen en afgeperst'],
  ['Kijkglas vloeistofleiding', 'Kijkglas vervangen en verbindingen afgeperst'],
  ['Capillair hogedrukpressostaat', 'Capillair van de pressostaat vervangen'],
];

/** A facility that recycles, reclaims or destroys refrigerant (Art. 7(1) of 2024/573 asks its name and address). */
export interface GasFacility {
  name: string;
  address: string;
  certificate: string;
}

/** Facilities by what they do: where recovered gas goes, and where recycled or reclaimed gas comes from. */
export const GAS_FACILITIES: Readonly<
  Record<'recycling' | 'reclamation' | 'destruction', readonly GasFacility[]>
> = {
  recycling: [
    {
      name: 'Koudemiddel Recycling Nederland B.V.',
      address: 'Havenweg 31, 3089 JD Rotterdam',
      certificate: 'STEK-BED-118302',
    },
    {
      name: 'ReGas Terugwinning B.V.',
      address: 'Industrieweg 44, 5145 PD Waalwijk',
      certificate: 'STEK-BED-126711',
    },
  ],
  reclamation: [
    {
      name: 'Koudemiddel Regeneratie Benelux B.V.',
      address: 'Chemieweg 8, 4782 SJ Moerdijk',
      certificate: 'REG-NL-2019-0042',
    },
  ],
  destruction: [
    {
      name: 'Chemisch Afvalverwerking Delfzijl B.V.',
      address: 'Oterdumerweg 61, 9936 HB Delfzijl',
      certificate: 'VIHB-DZ-0713',
    },
  ],
};

/** Price per kg of refrigerant on an invoice, in cents (the kg come from the logbook). */
export const REFRIGERANT_PRICES: Readonly<Record<string, number>> = {
  R32: 4250,
  R134a: 5600,
  R290: 3900,
  R404A: 12500,
  R407C: 6200,
  R410A: 6900,
  R448A: 8900,
  R449A: 8900,
  R452A: 9400,
  R513A: 9900,
  R744: 1200,
  R1234yf: 14500,
  R1234ze: 12900,
};

/** Items of the service checklist a technician ticks on a visit, with the device categories they fit. */
export const CHECKLIST_ITEMS: readonly (readonly [string, readonly DeviceCategory[] | 'all'])[] = [
  ['Condensor gereinigd', 'all'],
  ['Verdamper gereinigd', 'all'],
  ['Drukken en temperaturen gemeten', 'all'],
  ['Oververhitting en onderkoeling gecontroleerd', 'all'],
  ['Elektrische aansluitingen gecontroleerd', 'all'],
  ['Stroomopname compressor gemeten', 'all'],
  ['Ontdooiing gecontroleerd', ['cold_room', 'freezer_cell', 'display_case']],
  ['Condensafvoer gecontroleerd', 'all'],
  ['Deurrubbers en scharnieren gecontroleerd', ['cold_room', 'freezer_cell', 'display_case']],
  [
    'Veiligheidsvoorzieningen (pressostaten) getest',
    ['cold_room', 'freezer_cell', 'condensing_unit', 'chiller', 'vrf_ac'],
  ],
  ['Filters gereinigd of vervangen', ['split_ac', 'vrf_ac', 'heat_pump', 'ice_machine']],
  ['Temperatuurregistratie gecontroleerd', ['cold_room', 'freezer_cell', 'display_case']],
];

/**
 * Checklist items that state a logbook fact: ticked only on a visit whose logbook entries show it (a
 * leak check, a check of the leak detection system, any entry at all), so the checklist and the
 * logbook never disagree.
 */
export const LOGBOOK_CHECKLIST_ITEMS = {
  leakCheck: 'Lekcontrole uitgevoerd',
  detectionSystem: 'Lekdetectiesysteem getest',
  logbook: 'Logboek bijgewerkt',
} as const;

/**
 * What is offered for a device of a kind: [subject, price range in euros (excl. VAT), labour hours
 * range, whether the work ends with commissioning and a logbook entry, the device categories it is
 * offered for]. The hours are what the job takes on that kind and size of device: a plug-in display
 * case or an ice machine is a few hours, a VRF system or a chiller days. A retrofit away from R404A
 * is offered for an R404A device only (seed-sales.ts).
 */
export const OFFER_SUBJECTS: readonly (readonly [
  string,
  number,
  number,
  number,
  number,
  boolean,
  readonly DeviceCategory[] | 'all',
])[] = [
  ['Onderhoudscontract installaties 2027', 1200, 4800, 2, 4, false, 'all'],
  ['Vervanging koelaggregaat koelcel', 4200, 9800, 8, 16, true, ['cold_room']],
  ['Nieuwe koelceldeur met deurrubbers en deurverwarming', 1900, 4200, 4, 8, false, ['cold_room']],
  ['Vervanging compressor vriescel', 2800, 6200, 6, 12, true, ['freezer_cell']],
  ['Nieuwe vriesceldeur met deurverwarming', 2200, 4800, 4, 8, false, ['freezer_cell']],
  [
    'Retrofit naar R449A (vervanging R404A)',
    2400,
    7600,
    8,
    16,
    true,
    ['cold_room', 'freezer_cell', 'condensing_unit'],
  ],
  ['Vervanging koelvitrines winkelvloer', 6500, 18500, 4, 8, true, ['display_case']],
  ['Nachtafdekking koelmeubels (energiebesparing)', 900, 2400, 2, 4, false, ['display_case']],
  ['Nieuwe split-airco kantoor', 1800, 4200, 6, 10, true, ['split_ac']],
  ['Vervanging buitendeel split-airco', 1400, 3200, 4, 8, true, ['split_ac']],
  ['Uitbreiding VRF-systeem met extra binnendelen', 4800, 12500, 16, 32, true, ['vrf_ac']],
  ['Vervanging buitendeel VRF-systeem', 9500, 24000, 16, 32, true, ['vrf_ac']],
  ['Revisie compressor koudwatermachine', 6500, 16000, 16, 32, true, ['chiller']],
  ['Lekdetectiesysteem machinekamer', 1500, 3900, 4, 8, false, ['chiller', 'condensing_unit']],
  ['Warmtepomp ter vervanging van gasketel', 7800, 14500, 16, 24, true, ['heat_pump']],
  ['Vervanging condensorunit', 4200, 9800, 8, 16, true, ['condensing_unit']],
  ['Vervanging ijsmachine', 1900, 3800, 2, 4, true, ['ice_machine']],
];

/**
 * The hours a maintenance or breakdown visit without refrigerant work takes, per device category:
 * [fewest, most]. A plug-in display case or an ice machine is an hour or two, a chiller half a day.
 */
export const MAINTENANCE_HOURS: Readonly<Record<DeviceCategory, readonly [number, number]>> = {
  cold_room: [1.5, 4],
  freezer_cell: [1.5, 4],
  display_case: [1, 2.5],
  chiller: [2, 6],
  split_ac: [1, 3],
  vrf_ac: [2, 6],
  heat_pump: [1.5, 4],
  condensing_unit: [1.5, 4],
  ice_machine: [1, 2],
};

/**
 * Parts that go into a device and onto work orders and invoices: [description, unit, unit price in
 * cents, the device categories it fits ('all' fits any)]. No refrigerant here: the refrigerant a device
 * holds and receives is recorded in its F-gas logbook, and invoices take the kg from there.
 */
export const PARTS: readonly (readonly [string, string, number, readonly DeviceCategory[] | 'all'])[] = [
  [
    'Filterdroger Danfoss DML 083',
    'st',
    3450,
    ['cold_room', 'freezer_cell', 'condensing_unit', 'chiller', 'vrf_ac'],
  ],
  ['Kijkglas Danfoss SGN 10s', 'st', 2895, ['cold_room', 'freezer_cell', 'condensing_unit', 'chiller']],
  ['Ventilatormotor verdamper 10 W', 'st', 12450, ['cold_room', 'freezer_cell', 'display_case']],
  ['Deurrubber celdeur (per meter)', 'm', 1875, ['cold_room', 'freezer_cell']],
  ['Temperatuurvoeler NTC', 'st', 2450, 'all'],
  ['Pressostaat hoge druk KP 5', 'st', 8950, ['cold_room', 'freezer_cell', 'condensing_unit', 'chiller']],
  ['Condenspomp Sauermann Si-30', 'st', 14900, ['split_ac', 'vrf_ac']],
  ['Thermostatisch expansieventiel TE 2', 'st', 11800, ['cold_room', 'freezer_cell', 'condensing_unit']],
  ['Reinigingsmiddel condensor (5 l)', 'st', 3995, 'all'],
  ['Airco filterset binnendeel', 'set', 2250, ['split_ac', 'vrf_ac']],
  ['Waterfilter ijsmachine', 'st', 4650, ['ice_machine']],
  ['Circulatiepomp Grundfos UPM3', 'st', 18900, ['heat_pump', 'chiller']],
  ['Klein montagemateriaal', 'post', 1500, 'all'],
];

/** The entries of a list whose categories (at index `categoriesAt`) include `category`. */
export function forCategory<Entry extends readonly unknown[]>(
  entries: readonly Entry[],
  category: DeviceCategory,
  categoriesAt: number,
): Entry[] {
  return entries.filter((entry) => {
    const categories = entry[categoriesAt] as readonly DeviceCategory[] | 'all';
    return categories === 'all' || categories.includes(category);
  });
}

const ALL_CATEGORIES: readonly DeviceCategory[] = EQUIPMENT_CATEGORIES;

/** The parts of each device category: what a work order, invoice or device of that kind may hold. */
export const PARTS_BY_CATEGORY = Object.fromEntries(
  ALL_CATEGORIES.map((category) => [category, forCategory(PARTS, category, 3)]),
) as Record<DeviceCategory, (typeof PARTS)[number][]>;

/** Labour lines: [description, hourly rate in cents]. */
export const LABOUR: readonly (readonly [string, number])[] = [
  ['Arbeidsloon monteur koeltechniek', 8450],
  ['Arbeidsloon monteur (avond/weekend)', 12675],
  ['Arbeidsloon leerling-monteur', 5950],
];

export const CALL_OUT_FEE: readonly [string, number] = ['Voorrijkosten', 6500];

/** Subjects of customer tasks (and inbound messages turned into tasks). */
export const TASK_SUBJECTS: readonly string[] = [
  'Toegang tot het dak regelen voor onderhoud',
  'Sleutel technische ruimte afgeven bij receptie',
  'Offerte beoordelen en akkoord geven',
  'Temperatuurlijsten HACCP aanleveren',
  'Contactpersoon voor nieuwe vestiging doorgeven',
  'Logboek koelinstallatie ondertekenen',
  'Afspraak bevestigen voor jaarlijkse lekcontrole',
  'Werkbon aftekenen',
  'Factuur controleren op PO-nummer',
  'Foto van typeplaatje doorsturen',
];

/**
 * Inbound messages customers send through the portal, with the device categories a customer must
 * have to write it ('all': any customer): nobody reports a noisy display case they do not own.
 */
export const INBOUND_MESSAGES: readonly (readonly [string, readonly DeviceCategory[] | 'all'])[] = [
  ['De vriescel in het magazijn geeft een alarm, temperatuur staat op -12 graden.', ['freezer_cell']],
  ['Kunnen jullie volgende week langskomen voor het onderhoud van de airco?', ['split_ac', 'vrf_ac']],
  ['De koelvitrine bij de kassa maakt sinds vanochtend veel lawaai.', ['display_case']],
  ['Graag een offerte voor een extra airco in de vergaderzaal.', ['split_ac', 'vrf_ac']],
  ['Er staat water onder het binnendeel van de airco in het kantoor.', ['split_ac', 'vrf_ac']],
  ['Wij hebben de factuur nog niet ontvangen, kunt u deze opnieuw sturen?', 'all'],
  ['Is het mogelijk de afspraak van donderdag te verplaatsen naar vrijdag?', 'all'],
  ['De koelcel haalt de ingestelde temperatuur niet, graag iemand sturen.', ['cold_room']],
  ['Kunnen jullie de jaarlijkse lekcontrole inplannen?', 'all'],
];

export const JOB_TITLES: readonly string[] = [
  'Bedrijfsleider',
  'Filiaalmanager',
  'Facilitair manager',
  'Inkoper',
  'Eigenaar',
  'Administratie',
  'Technisch beheerder',
  'Chef-kok',
  'Hoofd logistiek',
];

export const DOCUMENT_FOLDERS: readonly string[] = [
  'Onderhoudsrapporten',
  'Logboeken F-gassen',
  'Certificaten',
  "Tekeningen en schema's",
  'Handleidingen',
];

export const CONTRACT_TYPES: readonly (readonly [string, number, number])[] = [
  ['Basis onderhoudscontract (1x per jaar)', 1, 18500],
  ['Plus onderhoudscontract (2x per jaar)', 2, 32500],
  ['All-in contract incl. storingen (4x per jaar)', 4, 69500],
];
