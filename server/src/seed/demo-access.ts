/**
 * Who may do what in the demo: the permission catalogue (every group of product.md §4 with the
 * actions that make sense for it, in menu order), the roles built from it and the seven demo
 * accounts of product.md §9. Pure data; demo-data.ts writes it to the database.
 */
import type { AccessLevel, PermissionGroup, PermissionTitle, UserType } from '../../../src/api/contract/auth';

export const DEMO_PASSWORD = 'portal-demo-2026';
/** The TOTP secret of the two-factor demo account (product.md §9). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/**
 * [group, actions, parent]. The order is the menu order: permissions are created in this order,
 * so their time-ordered ids sort the same way (the first `view` decides a user's home path).
 */
export const PERMISSION_CATALOGUE: readonly (readonly [
  PermissionGroup,
  readonly PermissionTitle[],
  PermissionGroup | null,
])[] = [
  // `update dashboard`: may start the back-office synchronization shown on the dashboard.
  ['dashboard', ['view', 'update'], null],
  ['serviceobjects', ['view', 'create', 'update', 'export'], null],
  ['mandatory_checklist', ['view', 'update'], 'serviceobjects'],
  ['legal_supervision', ['view'], 'serviceobjects'],
  ['orders', ['view', 'create', 'export'], null],
  ['offers', ['view', 'respond', 'export'], null],
  ['invoices', ['view', 'export'], null],
  ['tasks', ['view', 'create', 'update'], null],
  ['my_open_tasks', ['view'], 'tasks'],
  ['contacts', ['view', 'create', 'update', 'delete', 'invite'], null],
  ['agenda', ['view'], null],
  ['serviceobject_contracts', ['view'], null],
  ['documents', ['view', 'create', 'delete'], null],
  ['timeline', ['view', 'create', 'update'], null],
  ['users', ['view', 'create', 'update', 'delete', 'invite'], null],
  ['roles', ['view', 'create', 'update', 'delete'], null],
  ['child_companies', ['view'], null],
  ['activity_logs', ['view'], null],
  ['reports', ['view', 'export'], null],
  ['refrigerant_transactions', ['view', 'create'], 'reports'],
];

/** A permission as `title group`, e.g. `view invoices`. */
export type PermissionKey = `${PermissionTitle} ${PermissionGroup}`;

export const ALL_PERMISSION_KEYS: readonly PermissionKey[] = PERMISSION_CATALOGUE.flatMap(([group, titles]) =>
  titles.map((title) => `${title} ${group}` as PermissionKey),
);

const allOf = (...groups: PermissionGroup[]): PermissionKey[] =>
  ALL_PERMISSION_KEYS.filter((key) => groups.includes(key.split(' ')[1] as PermissionGroup));
const viewOf = (...groups: PermissionGroup[]): PermissionKey[] =>
  groups.map((g) => `view ${g}` as PermissionKey);

/** Everything a customer may be given: all groups except staff administration of roles. */
const CUSTOMER_GROUPS: PermissionGroup[] = PERMISSION_CATALOGUE.map(([group]) => group).filter(
  (group) => group !== 'roles',
);

export type DemoRoleKey =
  'staff_admin' | 'planner' | 'technician' | 'customer_admin' | 'customer_user' | 'accounting';

export interface DemoRole {
  key: DemoRoleKey;
  titleNl: string;
  titleEn: string;
  isDefault: boolean;
  permissions: readonly PermissionKey[];
}

export const DEMO_ROLES: readonly DemoRole[] = [
  {
    key: 'staff_admin',
    titleNl: 'Beheerder',
    titleEn: 'Administrator',
    isDefault: false,
    permissions: ALL_PERMISSION_KEYS,
  },
  {
    key: 'planner',
    titleNl: 'Planner',
    titleEn: 'Planner',
    isDefault: false,
    permissions: ALL_PERMISSION_KEYS,
  },
  {
    key: 'technician',
    titleNl: 'Monteur',
    titleEn: 'Technician',
    isDefault: false,
    permissions: [
      ...allOf('serviceobjects', 'mandatory_checklist', 'legal_supervision'),
      ...viewOf('orders', 'tasks', 'my_open_tasks', 'agenda', 'documents', 'contacts'),
      // At a site a technician records follow-up work as a task, often without signal.
      'create tasks',
      'update tasks',
      ...allOf('refrigerant_transactions'),
    ],
  },
  {
    key: 'customer_admin',
    titleNl: 'Klant beheerder',
    titleEn: 'Customer admin',
    isDefault: false,
    permissions: allOf(...CUSTOMER_GROUPS),
  },
  {
    key: 'customer_user',
    titleNl: 'Klant gebruiker',
    titleEn: 'Customer user',
    isDefault: true,
    permissions: [
      ...viewOf(
        'dashboard',
        'serviceobjects',
        'mandatory_checklist',
        'legal_supervision',
        'orders',
        'offers',
        'invoices',
        'tasks',
        'my_open_tasks',
        'contacts',
        'agenda',
        'serviceobject_contracts',
        'documents',
        'timeline',
        'reports',
        'refrigerant_transactions',
      ),
      'respond offers',
      'create tasks',
      'create timeline',
      'create documents',
    ],
  },
  {
    key: 'accounting',
    titleNl: 'Boekhouding',
    titleEn: 'Accounting',
    isDefault: false,
    permissions: ['view invoices'],
  },
];

/** Which organisation a demo customer account belongs to. */
export type DemoOrganisationRef = 'holding' | 'first_branch';

export interface DemoAccount {
  email: string;
  name: string;
  type: UserType;
  accessLevel: AccessLevel;
  role: DemoRoleKey;
  organisation: DemoOrganisationRef | null;
  twoFactorSecret: string | null;
  locale: 'nl' | 'en';
}

/** The seven demo accounts of product.md §9, all with password DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@koelservice.example',
    name: 'Marloes van der Meer',
    type: 'employee',
    accessLevel: 'superadmin',
    role: 'staff_admin',
    organisation: null,
    twoFactorSecret: null,
    locale: 'nl',
  },
  {
    email: 'planner@koelservice.example',
    name: 'Joost Hendriks',
    type: 'employee',
    accessLevel: 'admin',
    role: 'planner',
    organisation: null,
    twoFactorSecret: null,
    locale: 'nl',
  },
  {
    email: 'monteur@koelservice.example',
    name: 'Ruud Brouwer',
    type: 'employee',
    accessLevel: 'user',
    role: 'technician',
    organisation: null,
    twoFactorSecret: null,
    locale: 'nl',
  },
  {
    email: 'klant@bakkerij-dejong.example',
    name: 'Anne de Jong',
    type: 'customer',
    accessLevel: 'admin',
    role: 'customer_admin',
    organisation: 'holding',
    twoFactorSecret: null,
    locale: 'nl',
  },
  {
    email: 'filiaal@bakkerij-dejong.example',
    name: 'Sanne Bakker',
    type: 'customer',
    accessLevel: 'user',
    role: 'customer_user',
    organisation: 'first_branch',
    twoFactorSecret: null,
    locale: 'nl',
  },
  {
    email: 'boekhouding@bakkerij-dejong.example',
    name: 'Petra Visser',
    type: 'customer',
    accessLevel: 'user',
    role: 'accounting',
    organisation: 'holding',
    twoFactorSecret: null,
    locale: 'nl',
  },
  {
    email: 'tweestaps@bakkerij-dejong.example',
    name: 'Daan Smit',
    type: 'customer',
    accessLevel: 'user',
    role: 'customer_user',
    organisation: 'holding',
    twoFactorSecret: DEMO_TOTP_SECRET,
    locale: 'en',
  },
];

/**
 * Staff technicians who appear on work orders and in the logbook, with their personal F-gas
 * certificates (also stored on their user rows, `fgasCertificateNumber`).
 */
export const TECHNICIANS: readonly { name: string; certificate: string }[] = [
  { name: 'Ruud Brouwer', certificate: 'STEK-P-118834' },
  { name: 'Mohammed El Amrani', certificate: 'STEK-P-120571' },
  { name: 'Thijs de Graaf', certificate: 'STEK-P-097342' },
  { name: 'Bram Kok', certificate: 'STEK-P-131905' },
  { name: 'Stefan Hoekstra', certificate: 'STEK-P-104468' },
];
