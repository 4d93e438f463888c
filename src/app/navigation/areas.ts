/**
 * The business areas of the portal (seed-spec §1-§2): their route, the permission group that guards
 * them, the menu label, and what the page will show. The menu, the router and the shared empty
 * state all read this one list, so adding an area is one entry here.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PermissionGroup } from '../../api/contract/auth';
import {
  ActivityIcon,
  BuildingIcon,
  CalendarDayIcon,
  CalendarIcon,
  ChartIcon,
  ChecklistIcon,
  ClipboardIcon,
  ClockIcon,
  ContactIcon,
  ContractIcon,
  DeviceIcon,
  DropletIcon,
  FileTextIcon,
  FolderIcon,
  HistoryIcon,
  ReceiptIcon,
  RoleIcon,
  ShieldCheckIcon,
  TaskIcon,
  UsersIcon,
  type LineIcon,
} from '../../ui/icons/line-icons';
import { paths } from '../paths';

export interface Area {
  id: string;
  group: PermissionGroup;
  path: string;
  /** The name in the menu and the page title. */
  label: MessageDescriptor;
  /** The name where the entry stands outside its menu section (bottom bar, dashboard), if `label` needs that context. */
  standaloneLabel?: MessageDescriptor;
  /** What the page will show, for its empty state. */
  description: MessageDescriptor;
  icon: LineIcon;
}

function area(
  id: string,
  group: PermissionGroup,
  path: string,
  rest: Omit<Area, 'id' | 'group' | 'path'>,
): Area {
  return { id, group, path, ...rest };
}

export const areas = {
  devicesOverview: area('devicesOverview', 'serviceobjects', paths.devicesOverview.pattern, {
    label: msg`Overzicht`,
    standaloneLabel: msg`Installaties`,
    description: msg`Al je installaties met hun koudemiddel, vulling, laatste lekcontrole en openstaand werk.`,
    icon: DeviceIcon,
  }),
  mandatoryChecklist: area('mandatoryChecklist', 'mandatory_checklist', paths.mandatoryChecklist.pattern, {
    label: msg`Verplichte checklist`,
    description: msg`De installaties waarvan de periodieke checklist binnenkort of nu moet worden uitgevoerd.`,
    icon: ChecklistIcon,
  }),
  legalSupervision: area('legalSupervision', 'legal_supervision', paths.legalSupervision.pattern, {
    label: msg`Wettelijk toezicht`,
    description: msg`De installaties onder wettelijke keuring (lekcontrole F-gassen, EPBD-keuring van airco's vanaf 70 kW, drukapparatuur) met de volgende keuringsdatum en hun status.`,
    icon: ShieldCheckIcon,
  }),
  orders: area('orders', 'orders', paths.orders.pattern, {
    label: msg`Orders`,
    description: msg`Je orders met hun werkbonnen, checklists en installaties, de nieuwste eerst.`,
    icon: ClipboardIcon,
  }),
  offers: area('offers', 'offers', paths.offers.pattern, {
    label: msg`Offertes`,
    description: msg`Offertes die op je reactie wachten en eerdere offertes, met hun documenten; accepteren of afwijzen kan hier.`,
    icon: FileTextIcon,
  }),
  users: area('users', 'users', paths.users.pattern, {
    label: msg`Gebruikers`,
    description: msg`De gebruikers van het portaal met hun rol, rechten en of hun account actief is.`,
    icon: UsersIcon,
  }),
  today: area('today', 'agenda', paths.today.pattern, {
    label: msg`Vandaag`,
    description: msg`De afspraken van vandaag met hun installaties en wat daar binnenkort of nu moet gebeuren.`,
    icon: CalendarDayIcon,
  }),
  agenda: area('agenda', 'agenda', paths.agenda.pattern, {
    label: msg`Agenda`,
    description: msg`De geplande afspraken en onderhoudsbezoeken van de monteurs.`,
    icon: CalendarIcon,
  }),
  contacts: area('contacts', 'contacts', paths.contacts.pattern, {
    label: msg`Contactpersonen`,
    description: msg`De contactpersonen per organisatie, en wie van hen toegang heeft tot het portaal.`,
    icon: ContactIcon,
  }),
  tasks: area('tasks', 'tasks', paths.tasks.pattern, {
    label: msg`Taken`,
    description: msg`Taken en inkomende berichten per organisatie, met hun status en vervaldatum.`,
    icon: TaskIcon,
  }),
  invoices: area('invoices', 'invoices', paths.invoices.pattern, {
    label: msg`Facturen`,
    description: msg`Je facturen met hun status en bedrag, ook zonder verbinding te lezen en als pdf te downloaden.`,
    icon: ReceiptIcon,
  }),
  roles: area('roles', 'roles', paths.roles.pattern, {
    label: msg`Rollen`,
    description: msg`De rollen met hun rechten en het aantal gebruikers; één rol is de standaardrol voor nieuwe gebruikers.`,
    icon: RoleIcon,
  }),
  contracts: area('contracts', 'serviceobject_contracts', paths.contracts.pattern, {
    label: msg`Contracten`,
    description: msg`De servicecontracten per installatie, met hun looptijd en wat erin is afgesproken.`,
    icon: ContractIcon,
  }),
  childCompanies: area('childCompanies', 'child_companies', paths.childCompanies.pattern, {
    label: msg`Dochterbedrijven`,
    description: msg`De organisaties onder jouw organisatie, met hun gegevens en installaties.`,
    icon: BuildingIcon,
  }),
  activityLog: area('activityLog', 'activity_logs', paths.activityLog.pattern, {
    label: msg`Activiteitenlog`,
    description: msg`Wie wat wanneer heeft gedaan in het portaal.`,
    icon: ActivityIcon,
  }),
  myOpenTasks: area('myOpenTasks', 'my_open_tasks', paths.myOpenTasks.pattern, {
    label: msg`Mijn open taken`,
    description: msg`De taken die aan jou zijn toegewezen en nog openstaan, de eerst vervallende bovenaan.`,
    icon: ClockIcon,
  }),
  reports: area('reports', 'reports', paths.reports.pattern, {
    label: msg`Rapportages`,
    description: msg`Het koudemiddelgebruik per organisatie en periode (geïnstalleerd, bijgevuld, teruggewonnen en lekpercentage), te exporteren als CSV en pdf voor de inspectie.`,
    icon: ChartIcon,
  }),
  refrigerantTransactions: area(
    'refrigerantTransactions',
    'refrigerant_transactions',
    paths.refrigerantTransactions.pattern,
    {
      label: msg`Koudemiddeltransacties`,
      description: msg`Het koudemiddellogboek per installatie: vullingen, bijvullingen, terugwinning en lekcontroles, met monteur en certificaatnummer.`,
      icon: DropletIcon,
    },
  ),
  documents: area('documents', 'documents', paths.documents.pattern, {
    label: msg`Documenten`,
    description: msg`Documenten in mappen per organisatie, zoals certificaten, keuringsrapporten en tekeningen.`,
    icon: FolderIcon,
  }),
  timeline: area('timeline', 'timeline', paths.timeline.pattern, {
    label: msg`Tijdlijn`,
    description: msg`Berichten, taken, afspraken, facturen en offertes in de volgorde waarin ze gebeurden.`,
    icon: HistoryIcon,
  }),
} as const satisfies Record<string, Area>;

export type AreaId = keyof typeof areas;
